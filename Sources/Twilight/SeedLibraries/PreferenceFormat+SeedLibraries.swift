/// The stored values of the seed libraries and the reference app, so that their users'
/// choices are read, and written in the old form where the old app still reads them.
extension PreferenceFormat {
    /// The reference app's `dark_mode` values: `"Light"`, `"Dark"`, `"System"`.
    package static let referenceApp = table(
        name: "reference app",
        expected: "\"Light\", \"Dark\" or \"System\"",
        [(.light, "Light"), (.dark, "Dark"), (.system, "System")],
        read: { $0 as? String }
    )

    /// PerseusDarkMode's `DarkModeOption` raw values: `0` auto, `1` on, `2` off.
    package static let perseusDarkMode = table(
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
    package static let jxTheme = PreferenceFormat(
        name: "JXTheme",
        expected: "a style name",
        decode: { value in (value as? String).flatMap { ThemeStyle(rawValue: $0) }.map(ThemePreference.fixed) },
        encode: { $0.fixedStyle?.rawValue }
    )

    /// DKNightVersion's theme version: `"NORMAL"` (light), `"NIGHT"` (dark), or a custom
    /// theme name from its colour table.
    package static let dkNightVersion = PreferenceFormat(
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
