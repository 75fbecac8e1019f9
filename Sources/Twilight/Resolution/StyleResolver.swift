/// Decides which style is in force from the user's preference and the system appearance.
///
/// Resolution is one pure function (``resolve(_:system:)``), PerseusDarkMode's decision
/// table extended to any style:
///
/// | system \ preference | system | dark | light | custom `s` |
/// |---|---|---|---|---|
/// | unspecified | ``defaultStyle`` | dark | light | `s` |
/// | light | light | dark | light | `s` |
/// | dark | dark | dark | light | `s` |
///
/// A day/night pair (``ThemePreference/systemPair(_:)``) reads the same table with its own
/// styles in place of light and dark (and of ``defaultStyle``: the pair's dark style when
/// the default suggests dark, else its light one); its high-contrast styles, when given,
/// win when the system asks for high contrast.
///
/// When the system asks for high contrast and a variant is registered for the chosen
/// style, the variant wins:
///
/// ```swift
/// var resolver = StyleResolver()
/// resolver.highContrastVariants[.dark] = .highContrastDark
/// resolver.resolve(.system, system: SystemAppearance(colorScheme: .dark, contrast: .high))
/// // .highContrastDark
/// ```
public struct StyleResolver: Hashable, Sendable {
    /// The style used when following a system that expresses no preference. Light unless set.
    public var defaultStyle: ThemeStyle
    /// High-contrast variants of styles, used when the system asks for high contrast.
    public var highContrastVariants: [ThemeStyle: ThemeStyle]

    /// Creates a resolver.
    public init(defaultStyle: ThemeStyle = .light, highContrastVariants: [ThemeStyle: ThemeStyle] = [:]) {
        self.defaultStyle = defaultStyle
        self.highContrastVariants = highContrastVariants
    }

    /// The style in force for a preference under a system appearance.
    public func resolve(_ preference: ThemePreference, system: SystemAppearance) -> ThemeStyle {
        let base: ThemeStyle
        switch (preference, system.colorScheme) {
        case (.fixed(let style), _): base = style
        case (.untilSystemChanges(let interim), let scheme):
            guard interim.hasEnded(under: scheme) else {
                base = interim.style
                break
            }
            return resolve(interim.resumed, system: system)
        case (.system, .light): base = .light
        case (.system, .dark): base = .dark
        case (.system, .unspecified): base = defaultStyle
        case (.systemPair(let pair), let scheme):
            let dark = scheme == .dark || (scheme == .unspecified && ThemeStyle.nameSuggestsDark(defaultStyle.rawValue))
            if system.contrast == .high, let chosen = dark ? pair.highContrastDark : pair.highContrastLight {
                return chosen
            }
            base = dark ? pair.dark : pair.light
        }
        if system.contrast == .high, let variant = highContrastVariants[base] {
            return variant
        }
        return base
    }
}
