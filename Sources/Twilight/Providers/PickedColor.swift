public import TwilightColor
import TwilightUtilities

/// The colour a person picked, kept in their choice, and the whole Material scheme that
/// grows from it — Material You, on every platform.
///
/// The colour is kept as `#rrggbb` on an axis of the choice, so every preference store, the
/// web's cookie and an account keep it with the style, and picking one re-themes everything
/// bound to the manager at once. ``scheme(for:)`` gives, for each look, Material's dynamic
/// scheme (`DynamicScheme`, equal to Material Color Utilities) — the dark one in dark
/// looks, `highContrastLevel`'s in high-contrast ones — with every role keeping the
/// contrast it promises (`DynamicScheme.keepingContrastPromises()`):
///
/// ```swift
/// let yourColor = PickedColor(axis: "color", default: brandPurple)
/// title.theme.textColor = .readingLook { yourColor.scheme(for: $0)[.onSurface] }
/// Text("Hello").foregroundStyle(ThemeColor { yourColor.scheme(for: $0)[.primary] })   // SwiftUI
///
/// manager.choice.axes[yourColor.axis] = picked.hexString   // the person's colour
/// manager.choice.axes[yourColor.axis] = nil                 // back to the default
/// ```
///
/// A look with no colour on the axis, or a value that is not a hexadecimal colour, gets
/// the default's scheme (a stored value is never rewritten here); a colour's alpha is
/// ignored. Each scheme is made once for its colour, darkness and contrast (about half a
/// millisecond) and shared, on any thread, by every role read from this value and its
/// copies.
public struct PickedColor: Sendable {
    /// The axis of the choice the colour is kept on.
    public let axis: String
    /// The colour whose scheme a look without a picked colour gets.
    private let defaultColor: RGBAColor
    private let variant: DynamicScheme.Variant
    private let contrastLevel: Double
    private let highContrastLevel: Double
    private let specification: DynamicScheme.Specification
    /// The schemes made so far, shared by the copies of this value.
    private let made = LockedValue([Key: DynamicScheme]())

    private struct Key: Hashable {
        let seed: RGBAColor
        let isDark: Bool
        let isHighContrast: Bool
    }

    /// At most this many schemes are kept: the light and dark schemes, each with its
    /// high-contrast one, of the colour now and the one before.
    private static let capacity = 8

    /// A colour picked on `axis`, `defaultColor` until one is; its schemes in `variant`, at
    /// `contrastLevel` (`highContrastLevel` where the look is high contrast), by
    /// `specification`.
    public init(
        axis: String,
        default defaultColor: RGBAColor,
        variant: DynamicScheme.Variant = .tonalSpot,
        contrastLevel: Double = 0,
        highContrastLevel: Double = 1,
        specification: DynamicScheme.Specification = .material2021
    ) {
        self.axis = axis
        self.defaultColor = defaultColor
        self.variant = variant
        self.contrastLevel = contrastLevel
        self.highContrastLevel = highContrastLevel
        self.specification = specification
    }

    /// The colour picked in `axes`, or `nil` when none is (or the value is not a colour).
    public func color(in axes: ThemeAxes) -> RGBAColor? {
        axes[axis].flatMap { try? RGBAColor(hex: $0) }
    }

    /// The scheme of the colour picked in `look` (or of the default colour), light or dark and
    /// at the contrast the look asks for.
    public func scheme(for look: ThemeLook) -> DynamicScheme {
        let seed = (color(in: look.axes) ?? defaultColor).withAlpha(1)
        let key = Key(seed: seed, isDark: look.isDark, isHighContrast: look.isHighContrast)
        if let scheme = made.withLock({ $0[key] }) { return scheme }
        let scheme = DynamicScheme(
            seed: seed,
            variant: variant,
            isDark: look.isDark,
            contrastLevel: look.isHighContrast ? highContrastLevel : contrastLevel,
            specification: specification
        ).keepingContrastPromises()
        made.withLock { schemes in
            if schemes.count >= Self.capacity { schemes.removeAll() }
            schemes[key] = scheme
        }
        return scheme
    }
}
