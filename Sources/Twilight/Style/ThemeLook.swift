/// The look in force: a style, the values chosen on other axes (a brand, a density), and
/// whether it is dark. What the manager gives bindings, and what a provider that asks for
/// more than the style reads (``ThemeProvider/readingLook(_:)``).
///
/// ```swift
/// let accent = ThemeProvider<RGBAColor>.readingLook { look in
///     switch (look.axes["brand"], look.isDark) {
///     case ("ocean", true): tealNight
///     case ("ocean", false): teal
///     case (_, true): orangeNight
///     default: orange
///     }
/// }
/// ```
///
/// Whether it is dark comes from the manager's ``ThemeStyles``, never from the style's name.
public struct ThemeLook: Hashable, Sendable, CustomStringConvertible {
    /// The style in force.
    public var style: ThemeStyle
    /// The values chosen on other axes; empty unless the app uses axes.
    public var axes: ThemeAxes
    /// Whether the style is dark, as the ``ThemeStyles`` in force say.
    public var isDark: Bool
    /// Whether the style is a high-contrast variant, as the ``ThemeStyles`` in force say.
    public var isHighContrast: Bool

    /// A look of `style` with `axes`, dark as `isDark` says and high contrast as
    /// `isHighContrast` does: nothing is guessed from the style's name. A manager makes its
    /// looks with its ``ThemeStyles`` (``ThemeStyles/look(_:axes:)``), which is where the
    /// answers come from.
    public init(_ style: ThemeStyle, axes: ThemeAxes = ThemeAxes(), isDark: Bool, isHighContrast: Bool = false) {
        self.style = style
        self.axes = axes
        self.isDark = isDark
        self.isHighContrast = isHighContrast
    }

    /// The built-in light style, with no axes.
    public static let light = ThemeLook(.light, isDark: false)
    /// The built-in dark style, with no axes: dark.
    public static let dark = ThemeLook(.dark, isDark: true)

    /// The style's name, with the axes when there are any: `dark (brand=ocean)`.
    public var description: String { axes.isEmpty ? style.rawValue : "\(style.rawValue) (\(axes))" }
}
