/// The styles an app offers, which of them are dark, their high-contrast variants and the
/// style used when the system says nothing — said once, and taken by every front-end: the
/// ``ThemeManager``, the web's `SiteStyles`, the token CSS, GTK, the Apple glue and the
/// terminal.
///
/// ```swift
/// let styles = ThemeStyles(
///     [.light, .dark, "dimmed", "sepia"],
///     dark: [.dark, "dimmed"],
///     highContrast: [.dark: "highContrastDark"]
/// )
/// let manager = ThemeManager(store: store, styles: styles)
/// styles.isDark("dimmed")   // true: it gets dark toolkit controls, `color-scheme: dark`…
/// ```
///
/// Nothing is guessed from a name: a style is dark because it is listed in `dark` (or is the
/// high-contrast variant of a style that is). A token document says which of its modes are
/// dark, and ``init(_:dark:highContrast:default:)`` takes what it says.
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
/// the default is dark, else its light one); its high-contrast styles, when given, win when
/// the system asks for high contrast. When the system asks for high contrast and a variant
/// is registered for the chosen style, the variant wins:
///
/// ```swift
/// styles.resolve(.system, system: SystemAppearance(colorScheme: .dark, contrast: .high))
/// // "highContrastDark"
/// ```
///
/// The styles are a collection, in the order given: a settings screen lists them as they are.
public struct ThemeStyles: Hashable, Sendable, RandomAccessCollection {
    /// Light and dark, `.dark` dark, no variants, light when the system says nothing: what
    /// every front-end uses unless told otherwise.
    public static let standard = ThemeStyles([.light, .dark])

    /// The styles offered, each once, in the order given.
    private let list: [ThemeStyle]

    /// The styles that are dark, as given (``isDark(_:)`` adds their high-contrast variants).
    public var darkStyles: Set<ThemeStyle>

    /// High-contrast variants of styles, used when the system asks for high contrast. A
    /// variant of a dark style is dark.
    public var highContrastVariants: [ThemeStyle: ThemeStyle]

    /// The style used when following a system that expresses no preference. Light unless set.
    public var defaultStyle: ThemeStyle

    /// The styles `styles` (each once; a repeated one is kept at its first place).
    ///
    /// - Parameters:
    ///   - styles: the styles a person may choose besides following the system.
    ///   - dark: the styles that are dark: they get the toolkit's dark controls, a page's
    ///     `color-scheme: dark` and dark class, the night colours of providers that have
    ///     them. The built-in `.dark` unless told otherwise.
    ///   - highContrast: the variant of a style to use when the system asks for high contrast.
    ///   - defaultStyle: the style when following a system that says neither light nor dark.
    public init(
        _ styles: [ThemeStyle],
        dark: Set<ThemeStyle> = [.dark],
        highContrast: [ThemeStyle: ThemeStyle] = [:],
        default defaultStyle: ThemeStyle = .light
    ) {
        var seen = Set<ThemeStyle>()
        list = styles.filter { seen.insert($0).inserted }
        darkStyles = dark
        highContrastVariants = highContrast
        self.defaultStyle = defaultStyle
    }

    /// Whether `style` is dark: one of ``darkStyles``, or the high-contrast variant of one.
    /// A style the app never declared is light.
    public func isDark(_ style: ThemeStyle) -> Bool {
        darkStyles.contains(style) || highContrastVariants.contains { darkStyles.contains($0.key) && $0.value == style }
    }

    /// The look `style` gives with `axes`: the style, the axes, whether it is dark, and
    /// whether it is one of the ``highContrastVariants``.
    public func look(_ style: ThemeStyle, axes: ThemeAxes = ThemeAxes()) -> ThemeLook {
        ThemeLook(style, axes: axes, isDark: isDark(style), isHighContrast: highContrastVariants.values.contains(style))
    }

    /// Whether a day/night pair is light by day and dark by night as these styles say, its
    /// high-contrast halves included: then a toolkit following the system's scheme shows
    /// what the pair shows.
    package func followsTheSystemScheme(_ pair: StylePair) -> Bool {
        ([pair.light] + [pair.highContrastLight].compactMap { $0 }).allSatisfy { !isDark($0) }
            && ([pair.dark] + [pair.highContrastDark].compactMap { $0 }).allSatisfy(isDark)
    }

    /// The style in force for a preference under a system appearance.
    public func resolve(_ preference: ThemePreference, system: SystemAppearance) -> ThemeStyle {
        let base: ThemeStyle
        switch (preference, system.colorScheme) {
        case (.fixed(let style), _): base = style
        case (.untilSystemChanges(let style, _, _), let scheme):
            let settled = preference.settled(under: scheme)
            guard settled != preference else {
                base = style
                break
            }
            return resolve(settled, system: system)
        case (.system, .light): base = .light
        case (.system, .dark): base = .dark
        case (.system, .unspecified): base = defaultStyle
        case (.systemPair(let pair), let scheme):
            let dark = scheme == .dark || (scheme == .unspecified && isDark(defaultStyle))
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

    /// The position of the first style.
    public var startIndex: Int { list.startIndex }
    /// The position after the last style.
    public var endIndex: Int { list.endIndex }
    /// The style at `position`.
    public subscript(position: Int) -> ThemeStyle { list[position] }
}

extension ThemeStyles: ExpressibleByArrayLiteral {
    /// The styles of a literal, of which only the built-in `.dark` is dark:
    /// `[.light, .dark, "sepia"]`. Say `dark:` with ``init(_:dark:highContrast:default:)``
    /// for a dark style of your own.
    public init(arrayLiteral styles: ThemeStyle...) {
        self.init(styles)
    }
}
