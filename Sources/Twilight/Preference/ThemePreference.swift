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
/// Its text form (``description`` and ``init(parsing:)``) is `system`, the style's name, or
/// `system:LIGHT:DARK` with optionally `:HIGH-CONTRAST-LIGHT:HIGH-CONTRAST-DARK` (either
/// may be empty): `system:sepia:dimmed`, `system:sepia:dimmed::highContrastDark`.
public enum ThemePreference: Hashable, Sendable {
    /// Follow the system's colour scheme.
    case system
    /// Always use this style, whatever the system says.
    case fixed(ThemeStyle)
    /// Follow the system's colour scheme with styles of the user's choosing.
    case systemPair(StylePair)

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

    /// Whether the choice follows the system (``system`` or a ``systemPair(_:)``).
    public var followsSystem: Bool {
        if case .fixed = self { false } else { true }
    }

    /// Always light (Perseus `off`).
    public static let light = ThemePreference.fixed(.light)
    /// Always dark (Perseus `on`).
    public static let dark = ThemePreference.fixed(.dark)

    static let systemName = "system"

    /// Reads the text form: `system`, a style name such as `light`, `dark` or `sepia`, or a
    /// pair `system:LIGHT:DARK[:HIGH-CONTRAST-LIGHT:HIGH-CONTRAST-DARK]`.
    ///
    /// - Throws: ``InvalidStyleNameError`` when the text is none of these, naming the part
    ///   that is wrong.
    public init(parsing text: String) throws(InvalidStyleNameError) {
        if text == Self.systemName {
            self = .system
        } else if text.hasPrefix(Self.systemName + ":") {
            self = .systemPair(try StylePair(parsing: String(text.dropFirst(Self.systemName.count + 1)), whole: text))
        } else {
            self = .fixed(try ThemeStyle(validating: text))
        }
    }

    /// The fixed style, or `nil` when following the system.
    public var fixedStyle: ThemeStyle? {
        if case .fixed(let style) = self { style } else { nil }
    }
}

extension ThemePreference: CustomStringConvertible {
    /// `system`, the fixed style's name, or `system:LIGHT:DARK[:HC-LIGHT:HC-DARK]`.
    public var description: String {
        switch self {
        case .system: Self.systemName
        case .fixed(let style): style.rawValue
        case .systemPair(let pair): Self.systemName + ":" + pair.description
        }
    }
}

extension ThemePreference: Codable {
    public init(from decoder: any Decoder) throws {
        self = try StringCoding.decode(from: decoder) { text throws(InvalidStyleNameError) in try ThemePreference(parsing: text) }
    }

    public func encode(to encoder: any Encoder) throws {
        try StringCoding.encode(description, to: encoder)
    }
}
