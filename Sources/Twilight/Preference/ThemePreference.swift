/// What the user chose: follow the system, or always use one style.
///
/// This is the `auto` / `on` / `off` of PerseusDarkMode and the `System` / `Dark` / `Light`
/// of the reference app, extended to any style:
///
/// ```swift
/// manager.preference = .system          // follow the operating system
/// manager.preference = .dark            // always dark
/// manager.preference = .fixed(.sepia)   // an app-defined style
/// manager.preference = .system(light: .sepia, dark: "dimmed")   // follow it with your own pair
/// ```
///
/// The last is the day/night pair of VS Code (`preferredLightColorTheme` /
/// `preferredDarkColorTheme` / `preferredHighContrastColorTheme`) and GitHub ("sync with
/// system": a day theme and a night theme).
///
/// A style may also be chosen only until the system's scheme next changes
/// (``untilSystemChanges(_:whileSystemIs:then:)``, ``ThemeManager/chooseUntilSystemChanges(_:)``):
/// "dark for now, but back to System tonight" (next-themes #164).
///
/// Its text form (``description`` and ``init(parsing:)``) is `system`, the style's name,
/// `system:LIGHT:DARK` with optionally `:HIGH-CONTRAST-LIGHT:HIGH-CONTRAST-DARK` (either
/// may be empty): `system:sepia:dimmed`, `system:sepia:dimmed::highContrastDark`, or an
/// interim style `STYLE:while:SCHEME[:LIGHT:DARK…]`: `dark:while:light`.
public enum ThemePreference: Hashable, Sendable {
    /// Follow the system's colour scheme.
    case system
    /// Always use this style, whatever the system says.
    case fixed(ThemeStyle)
    /// Follow the system's colour scheme with styles of the user's choosing.
    case systemPair(StylePair)
    /// A style chosen while following the system, kept until the system's scheme — the
    /// second value, `.light` or `.dark`, when it was chosen — next changes; then following
    /// the system resumes, with the pair if one is given (else plain System).
    ///
    /// Its text form is `STYLE:while:SCHEME`, followed by the pair if any:
    /// `dark:while:light`, `dimmed:while:light:sepia:dimmed`. A change of the system's scheme
    /// while no program runs is not seen: a program that starts under the scheme the style was
    /// chosen in keeps the style.
    case untilSystemChanges(ThemeStyle, whileSystemIs: SystemColorScheme, then: StylePair? = nil)

    /// Follow the system with `light` by day and `dark` by night, and, when the system asks
    /// for high contrast, the high-contrast styles if given.
    public static func system(
        light: ThemeStyle,
        dark: ThemeStyle,
        highContrastLight: ThemeStyle? = nil,
        highContrastDark: ThemeStyle? = nil
    ) -> ThemePreference {
        .systemPair(StylePair(light: light, dark: dark, highContrastLight: highContrastLight, highContrastDark: highContrastDark))
    }

    /// The interim style this preference holds, if it is one.
    package var interim: InterimStyle? {
        guard case .untilSystemChanges(let style, let scheme, let resumed) = self else { return nil }
        return InterimStyle(style: style, systemColorScheme: scheme, resumedPair: resumed)
    }

    /// The preference holding `interim`.
    package init(_ interim: InterimStyle) {
        self = .untilSystemChanges(interim.style, whileSystemIs: interim.systemColorScheme, then: interim.resumedPair)
    }

    /// Whether the choice follows the system (``system``, a ``systemPair(_:)``, or an
    /// interim style, which the system's next change ends).
    public var followsSystem: Bool {
        if case .fixed = self { false } else { true }
    }

    /// This choice once the system's scheme is `scheme`: an interim style that scheme has
    /// ended becomes the preference it resumes; any other choice stays as it is.
    package func settled(under scheme: SystemColorScheme) -> ThemePreference {
        guard let interim, interim.hasEnded(under: scheme) else { return self }
        return interim.resumed
    }

    /// The choice after the user picks `style` while this one is in force and the system is
    /// `scheme`, keeping the system for later: when this choice follows the system (and the
    /// scheme is known), `style` until the system's scheme changes, then this choice's way of
    /// following it again; otherwise `style` for good.
    package func choosing(_ style: ThemeStyle, untilSystemChangesFrom scheme: SystemColorScheme) -> ThemePreference {
        guard scheme != .unspecified else { return .fixed(style) }
        switch self {
        case .fixed: return .fixed(style)
        case .system: return .untilSystemChanges(style, whileSystemIs: scheme)
        case .systemPair(let pair): return .untilSystemChanges(style, whileSystemIs: scheme, then: pair)
        case .untilSystemChanges(_, _, let resumed): return .untilSystemChanges(style, whileSystemIs: scheme, then: resumed)
        }
    }

    /// Always light (Perseus `off`).
    public static let light = ThemePreference.fixed(.light)
    /// Always dark (Perseus `on`).
    public static let dark = ThemePreference.fixed(.dark)

    static let systemName = "system"

    /// Reads the text form: `system`, a style name such as `light`, `dark` or `sepia`, a
    /// pair `system:LIGHT:DARK[:HIGH-CONTRAST-LIGHT:HIGH-CONTRAST-DARK]`, or an interim
    /// style `STYLE:while:light|dark[:LIGHT:DARK…]`.
    ///
    /// - Throws: ``InvalidNameError`` when the text is none of these, naming the part
    ///   that is wrong.
    public init(parsing text: String) throws(InvalidNameError) {
        if text == Self.systemName {
            self = .system
        } else if text.hasPrefix(Self.systemName + ":") {
            self = .systemPair(try StylePair(parsing: String(text.dropFirst(Self.systemName.count + 1)), whole: text))
        } else if text.contains(":") {
            self = ThemePreference(try InterimStyle(parsing: text, whole: text))
        } else {
            self = .fixed(try ThemeStyle(validating: text))
        }
    }

    /// The fixed style, or `nil` when following the system.
    package var fixedStyle: ThemeStyle? {
        if case .fixed(let style) = self { style } else { nil }
    }
}

extension ThemePreference: CustomStringConvertible {
    /// `system`, the fixed style's name, `system:LIGHT:DARK[:HC-LIGHT:HC-DARK]`, or
    /// `STYLE:while:SCHEME[:LIGHT:DARK…]`.
    public var description: String {
        switch self {
        case .system: Self.systemName
        case .fixed(let style): style.rawValue
        case .systemPair(let pair): Self.systemName + ":" + pair.description
        case .untilSystemChanges(let style, let scheme, let resumed):
            InterimStyle(style: style, systemColorScheme: scheme, resumedPair: resumed).description
        }
    }
}

extension ThemePreference: Codable {
    public init(from decoder: any Decoder) throws {
        self = try StringCoding.decode(from: decoder) { text throws(InvalidNameError) in try ThemePreference(parsing: text) }
    }

    public func encode(to encoder: any Encoder) throws {
        try StringCoding.encode(description, to: encoder)
    }
}
