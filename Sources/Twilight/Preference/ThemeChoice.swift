/// What a person chose, as one value: the ``preference`` (follow the system, or a style)
/// and the values they chose on the app's other axes (a brand, a density).
///
/// Every store keeps a choice whole, in one record, and every change is heard as one: a
/// new brand and a new style saved together are never seen half-applied.
///
/// ```swift
/// manager.choice = ThemeChoice(.dark, axes: ["brand": "ocean"])
/// manager.choice.axes["density"] = "compact"   // the style still follows the preference
/// manager.preference = .system                 // the brand stays
/// ```
public struct ThemeChoice: Hashable, Sendable {
    /// Whether to follow the system, or which style to use.
    public var preference: ThemePreference
    /// The values chosen beside the style, on the app's own axes; empty when it has none.
    public var axes: ThemeAxes

    /// A choice of `preference` with `axes`.
    public init(_ preference: ThemePreference = .system, axes: ThemeAxes = ThemeAxes()) {
        self.preference = preference
        self.axes = axes
    }
}

extension ThemeChoice: CustomStringConvertible {
    /// The preference's text form, followed by the axes when there are any:
    /// `system:sepia:dimmed (brand=ocean)`.
    public var description: String { axes.isEmpty ? preference.description : "\(preference) (\(axes))" }
}

extension ThemeChoice: Codable {
    private enum CodingKeys: String, CodingKey {
        case preference, axes
    }

    /// Reads `{"preference": TEXT, "axes": {AXIS: VALUE}}` (axes may be missing), or the
    /// preference's text alone.
    public init(from decoder: any Decoder) throws {
        guard let keyed = try? decoder.container(keyedBy: CodingKeys.self) else {
            self.init(try ThemePreference(from: decoder))
            return
        }
        self.init(
            try keyed.decode(ThemePreference.self, forKey: .preference),
            axes: try keyed.decodeIfPresent(ThemeAxes.self, forKey: .axes) ?? ThemeAxes()
        )
    }

    /// Writes `{"preference": TEXT}`, with `"axes"` when any are chosen.
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(preference, forKey: .preference)
        if !axes.isEmpty { try keyed.encode(axes, forKey: .axes) }
    }
}
