/// How a preference is written as a property-list value: Twilight's own text form, or
/// the form one of the seed libraries used, so their stored choices can be read.
///
/// ```swift
/// PreferenceFormat.twilight.encode(.dark)          // "dark"
/// PreferenceFormat.referenceApp.decode("System")   // .system
/// PreferenceFormat.perseusDarkMode.decode(1)       // .dark (Perseus "on")
/// ```
package struct PreferenceFormat: Sendable {
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
    package init(
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
    package static let twilight = {
        var format = PreferenceFormat(
            name: "Twilight",
            expected: "'system' or a style name",
            decode: { value in (value as? String).flatMap { try? ThemePreference(parsing: $0) } },
            encode: { $0.description }
        )
        format.holdsWholeChoice = true
        return format
    }()
}
