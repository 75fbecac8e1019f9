/// What the user chose: follow the system, or always use one style.
///
/// This is the `auto` / `on` / `off` of PerseusDarkMode and the `System` / `Dark` / `Light`
/// of the reference app, extended to any style:
///
/// ```swift
/// manager.preference = .system          // follow the operating system
/// manager.preference = .dark            // always dark
/// manager.preference = .fixed(.sepia)   // an app-defined style
/// ```
///
/// Its text form (``description`` and ``init(parsing:)``) is `system` or the style's name.
public enum ThemePreference: Hashable, Sendable {
    /// Follow the system's colour scheme.
    case system
    /// Always use this style, whatever the system says.
    case fixed(ThemeStyle)

    /// Always light (Perseus `off`).
    public static let light = ThemePreference.fixed(.light)
    /// Always dark (Perseus `on`).
    public static let dark = ThemePreference.fixed(.dark)

    static let systemName = "system"

    /// Reads the text form: `system`, or a style name such as `light`, `dark` or `sepia`.
    ///
    /// - Throws: ``InvalidStyleNameError`` when the text is neither `system` nor a valid style name.
    public init(parsing text: String) throws(InvalidStyleNameError) {
        if text == Self.systemName {
            self = .system
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
    /// `system`, or the fixed style's name.
    public var description: String {
        switch self {
        case .system: Self.systemName
        case .fixed(let style): style.rawValue
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
