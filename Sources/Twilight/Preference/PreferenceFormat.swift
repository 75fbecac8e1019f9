/// How a preference is written as a property-list value: Twilight's own text form, or
/// the form one of the seed libraries used, so their stored choices can be read.
///
/// ```swift
/// PreferenceFormat.twilight.encode(.dark)          // "dark"
/// PreferenceFormat.referenceApp.decode("System")   // .system
/// PreferenceFormat.perseusDarkMode.decode(1)       // .dark (Perseus "on")
/// ```
public struct PreferenceFormat: Sendable {
    /// The format's name, for messages.
    package let name: String
    /// What a stored value looks like in this format, for messages.
    package let expected: String
    private let decoder: @Sendable (Any) -> ThemePreference?
    private let encoder: @Sendable (ThemePreference) -> (any Sendable)?
    /// Whether a value in this format holds a whole ``ThemeChoice`` (Twilight's own): a
    /// seed's format holds a preference, and the store keeps the axes beside it.
    private(set) var holdsWholeChoice = false

    /// Creates a format from its decoding and encoding functions.
    public init(
        name: String,
        expected: String,
        decode: @escaping @Sendable (Any) -> ThemePreference?,
        encode: @escaping @Sendable (ThemePreference) -> (any Sendable)?
    ) {
        self.name = name
        self.expected = expected
        self.decoder = decode
        self.encoder = encode
    }

    /// The preference a stored value holds, or `nil` if it is not one in this format.
    package func decode(_ value: Any) -> ThemePreference? { decoder(value) }

    /// The value to store for a preference, or `nil` if this format cannot hold it.
    package func encode(_ preference: ThemePreference) -> (any Sendable)? { encoder(preference) }

    /// Twilight's own form: `"system"` or the style's name; with axes chosen, the
    /// store writes `{"preference": TEXT, "axes": {AXIS: VALUE}}`.
    public static let twilight = {
        var format = PreferenceFormat(
            name: "Twilight",
            expected: "'system' or a style name",
            decode: { value in (value as? String).flatMap { try? ThemePreference(parsing: $0) } },
            encode: { $0.description }
        )
        format.holdsWholeChoice = true
        return format
    }()

    /// The reference app's `dark_mode` values: `"Light"`, `"Dark"`, `"System"`.
    public static let referenceApp = table(
        name: "reference app",
        expected: "\"Light\", \"Dark\" or \"System\"",
        [(.light, "Light"), (.dark, "Dark"), (.system, "System")],
        read: { $0 as? String }
    )

    /// PerseusDarkMode's `DarkModeOption` raw values: `0` auto, `1` on, `2` off.
    public static let perseusDarkMode = table(
        name: "PerseusDarkMode",
        expected: "0 (auto), 1 (on) or 2 (off)",
        [(.system, 0), (.dark, 1), (.light, 2)],
        read: integer
    )

    /// A format that is a fixed table of stored values, written once for both directions.
    private static func table<Value: Hashable & Sendable>(
        name: String,
        expected: String,
        _ pairs: [(ThemePreference, Value)],
        read: @escaping @Sendable (Any) -> Value?
    ) -> PreferenceFormat {
        PreferenceFormat(
            name: name,
            expected: expected,
            decode: { value in read(value).flatMap { stored in pairs.first { $0.1 == stored }?.0 } },
            encode: { preference in pairs.first { $0.0 == preference }?.1 }
        )
    }

    /// JXTheme's stored `ThemeStyle` raw value (a style name; JXTheme has no "system").
    public static let jxTheme = PreferenceFormat(
        name: "JXTheme",
        expected: "a style name",
        decode: { value in (value as? String).flatMap { ThemeStyle(rawValue: $0) }.map(ThemePreference.fixed) },
        encode: { $0.fixedStyle?.rawValue }
    )

    /// DKNightVersion's theme version: `"NORMAL"` (light), `"NIGHT"` (dark), or a custom
    /// theme name from its colour table.
    public static let dkNightVersion = PreferenceFormat(
        name: "DKNightVersion",
        expected: "\"NORMAL\", \"NIGHT\" or a theme name",
        decode: { value in
            switch value as? String {
            case "NORMAL": .light
            case "NIGHT": .dark
            case let name?: ThemeStyle(rawValue: name).map(ThemePreference.fixed)
            case nil: nil
            }
        },
        encode: { preference in
            switch preference {
            case .system, .systemPair, .untilSystemChanges: nil
            case .light: "NORMAL"
            case .dark: "NIGHT"
            case .fixed(let style): style.rawValue
            }
        }
    )

    @Sendable private static func integer(_ value: Any) -> Int? {
        if let int = value as? Int { return int }
        if let string = value as? String { return Int(string) }
        return nil
    }
}
