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
/// A style may carry the values chosen on other axes (``axes``: a brand, a density) with
/// which it is in force; two styles are equal when their names and their axes are. Only
/// providers that ask for them see the axes (``ThemeProvider/readingAxes(_:)``, tables
/// that name axes): every other provider is given the style alone, so `style == .dark`
/// keeps its meaning whatever brand is chosen.
public struct ThemeStyle: RawRepresentable, Hashable, Sendable, Codable {
    /// The style's name.
    public let rawValue: String

    /// The values on other axes this style is in force with: the axes of the manager's
    /// ``ThemeManager/choice``, merged with an override's own. Empty unless the app uses axes.
    public private(set) var axes = ThemeAxes()

    /// This style with `axes` (replacing the ones it had).
    ///
    /// ```swift
    /// let oceanDark = ThemeStyle.dark.with(["brand": "ocean"])
    /// ```
    public func with(_ axes: ThemeAxes) -> ThemeStyle {
        var copy = self
        copy.axes = axes
        return copy
    }

    /// The style alone, without axes.
    public var withoutAxes: ThemeStyle {
        axes.isEmpty ? self : ThemeStyle(uncheckedName: rawValue)
    }

    /// Whether both have the same name and the same axes (`RawRepresentable`'s own `==`
    /// would compare names only).
    public static func == (lhs: ThemeStyle, rhs: ThemeStyle) -> Bool {
        lhs.rawValue == rhs.rawValue && lhs.axes == rhs.axes
    }

    /// Hashes the name and the axes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
        if !axes.isEmpty { hasher.combine(axes) }
    }

    /// Creates a style from a name, or returns `nil` if the name is not valid.
    public init?(rawValue: String) {
        guard Self.problem(with: rawValue) == nil else { return nil }
        self.rawValue = rawValue
    }

    /// Creates a style from a name, throwing an error that explains what is wrong.
    ///
    /// - Throws: ``InvalidStyleNameError`` naming the value and the rule it breaks.
    public init(validating name: String) throws(InvalidStyleNameError) {
        if let problem = Self.problem(with: name) {
            throw InvalidStyleNameError(name: name, problem: problem)
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
    public static let maximumNameLength = 64

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

    /// Reads a style: its name as a string, or `{"style": NAME, "axes": {AXIS: VALUE}}`
    /// for a style with axes.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AxesCodingKeys.self), keyed.contains(.style) {
            self = try keyed.decode(ThemeStyle.self, forKey: .style).with(try keyed.decodeIfPresent(ThemeAxes.self, forKey: .axes) ?? ThemeAxes())
            return
        }
        self = try StringCoding.decode(from: decoder) { name throws(InvalidStyleNameError) in try ThemeStyle(validating: name) }
    }

    /// Writes the name as a string, or an object with `style` and `axes` when the style
    /// has axes.
    public func encode(to encoder: any Encoder) throws {
        guard !axes.isEmpty else { return try StringCoding.encode(rawValue, to: encoder) }
        var keyed = encoder.container(keyedBy: AxesCodingKeys.self)
        try keyed.encode(rawValue, forKey: .style)
        try keyed.encode(axes, forKey: .axes)
    }

    private enum AxesCodingKeys: String, CodingKey {
        case style, axes
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

extension ThemeStyle {
    /// Whether a style, mode or colour-scheme name means a dark appearance: it contains
    /// "dark" or "night" in any case (`dark`, `highContrastDark`, `NIGHT`, `BreezeDark`).
    /// Token modes, terminal themes and desktop schemes are matched to styles this way.
    public static func nameSuggestsDark(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("dark") || lowered.contains("night")
    }
}

extension ThemeStyle: CustomStringConvertible {
    /// The style's name, followed by its axes when it has any: `dark (brand=ocean)`.
    public var description: String { axes.isEmpty ? rawValue : "\(rawValue) (\(axes))" }
}

/// The error thrown when a name cannot be a ``ThemeStyle``.
public struct InvalidStyleNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name that was given.
    public let name: String
    /// Why it cannot be a style name.
    public let problem: String

    /// A one-line summary of what a valid style name is.
    public static let rule =
        "a style name is 1 to \(ThemeStyle.maximumNameLength) characters with no white space or control characters, and not 'system'"

    public var description: String {
        "\(name.debugDescription) is not a valid style name: \(problem) (\(Self.rule))"
    }
}

/// Coding a value as one string read back through a validating parser, as styles and
/// preferences are; a string the parser refuses is a `DecodingError` with its reason.
enum StringCoding {
    static func decode<Value>(from decoder: any Decoder, _ parse: (String) throws(InvalidStyleNameError) -> Value) throws -> Value {
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
