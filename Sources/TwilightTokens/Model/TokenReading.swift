/// How strictly a token document is read: DTCG 2025.10 exactly, or also the forms that
/// earlier drafts and real exports write.
///
/// Each looser reading accepts everything the stricter one does. What only a looser
/// reading accepts is read with one warning per kind, naming the 2025.10 form to write.
public enum TokenReading: Sendable, Hashable {
    /// DTCG 2025.10 as its conformance suite reads it: what `twilight tokens validate`
    /// checks. Colours are colour objects, dimensions and durations `{"value", "unit"}`
    /// objects, a `$ref` points into a token's `$value`, and a group inherits with
    /// `$extends`.
    case strict
    /// Also what earlier drafts and most exporters still write: colours as CSS strings
    /// (`"#1c1c1e"`, `"oklch(62% 0.19 255)"`), dimensions and durations as strings
    /// (`"16px"`, `"200ms"`), a `$ref` to a whole token (`"#/color/blue"`) and a group's
    /// `$ref` in place of `$extends`. The default, and what `tokens build` reads.
    case tolerant
    /// Also keys exporters put beside `$value` — `alpha` (the colour's opacity) and `mix`
    /// (`{"color": …, "weight": 0.3}`, a mix in OKLab), which are applied — and unknown
    /// members of value objects, which are skipped (`--compat`).
    case compatible

    /// Whether strings stand for colours, dimensions and durations, and `$ref` may name a
    /// whole token or stand for a group's `$extends`.
    var readsEarlierForms: Bool { self != .strict }
    /// Whether `alpha` and `mix` beside `$value` are applied and unknown members of value
    /// objects skipped.
    var readsVendorKeys: Bool { self == .compatible }
}
