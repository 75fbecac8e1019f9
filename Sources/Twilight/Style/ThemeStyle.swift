/// A named look for an app: `.light`, `.dark`, or any style the app adds.
///
/// `ThemeStyle` is an open set, like a string enum that apps can extend:
///
/// ```swift
/// extension ThemeStyle {
///     static let sepia: ThemeStyle = "sepia"
///     static let highContrastDark: ThemeStyle = "highContrastDark"
/// }
/// ```
///
/// A style's name is between 1 and 64 characters with no white space or control
/// characters, and is not `system` (which names the preference to follow the system,
/// see ``ThemePreference``). Names read from files or user input go through
/// ``init(validating:)``, which says what is wrong; ``init(rawValue:)`` returns `nil`.
///
/// Two styles are equal when their names are. Whether a style is dark, and which variant
/// it has for high contrast, is said by the app's ``ThemeStyles``, never by the name; the
/// look in force with the values on other axes is a ``ThemeLook``.
public struct ThemeStyle: RawRepresentable, Hashable, Sendable, Codable {
    /// The style's name.
    public let rawValue: String

    /// Creates a style from a name, or returns `nil` if the name is not valid.
    public init?(rawValue: String) {
        guard Self.problem(with: rawValue) == nil else { return nil }
        self.rawValue = rawValue
    }

    /// Creates a style from a name, throwing an error that explains what is wrong.
    ///
    /// - Throws: ``InvalidNameError`` naming the value and the rule it breaks.
    public init(validating name: String) throws(InvalidNameError) {
        if let problem = Self.problem(with: name) {
            throw InvalidNameError(.style, text: name, problem: problem)
        }
        self.rawValue = name
    }

    /// The light style, built in.
    public static let light = ThemeStyle(uncheckedName: "light")
    /// The dark style, built in.
    public static let dark = ThemeStyle(uncheckedName: "dark")

    init(uncheckedName: String) {
        self.rawValue = uncheckedName
    }

    /// The longest name a style may have, in characters.
    package static let maximumNameLength = 64

    static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.count > maximumNameLength { return "it is longer than \(maximumNameLength) characters" }
        if name == ThemePreference.systemName { return "'system' is reserved for following the system" }
        if name.contains(":") { return "it contains ':', which separates the styles of a day/night pair (system:LIGHT:DARK)" }
        for scalar in name.unicodeScalars {
            if scalar.properties.isWhitespace { return "it contains white space" }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                return "it contains a control character"
            }
        }
        return nil
    }

    /// Reads a style from its name, as a string.
    public init(from decoder: any Decoder) throws {
        self = try StringCoding.decode(from: decoder) { name throws(InvalidNameError) in try ThemeStyle(validating: name) }
    }

    /// Writes the style's name as a string.
    public func encode(to encoder: any Encoder) throws {
        try StringCoding.encode(rawValue, to: encoder)
    }
}

extension ThemeStyle: ExpressibleByStringLiteral {
    /// Creates a style from a string literal in code, such as `"sepia"`.
    ///
    /// A literal is the programmer's own constant, so an invalid one stops the program
    /// with a message; names from data go through ``init(validating:)``.
    public init(stringLiteral name: String) {
        do {
            try self.init(validating: name)
        } catch {
            preconditionFailure(error.description)
        }
    }
}

extension ThemeStyle: CustomStringConvertible {
    /// The style's name.
    public var description: String { rawValue }
}

/// Coding a value as one string read back through a validating parser, as styles and
/// preferences are; a string the parser refuses is a `DecodingError` with its reason.
enum StringCoding {
    static func decode<Value>(from decoder: any Decoder, _ parse: (String) throws(InvalidNameError) -> Value) throws -> Value {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            return try parse(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
