/// Values chosen beside the style, on named axes: a brand, a density, a contrast level —
/// whatever the app or its design system defines (a DTCG resolver's modifiers other than
/// `theme`). Each axis is chosen on its own and kept with the preference.
///
/// ```swift
/// manager.choice.axes = ["brand": "ocean"]   // and the style still follows the system
/// manager.choice.axes["density"] = "compact"
/// let accent = ThemeProvider<RGBAColor>.readingLook { look in
///     look.axes["brand"] == "ocean" ? teal : orange
/// }
/// ```
///
/// An axis name is 1 to 32 characters of lower-case ASCII letters, digits and `-`,
/// starting with a letter (it becomes an HTML `data-` attribute and a cookie field), and is
/// not `theme` or `system`, which name the style. A value is 1 to 64 characters with no
/// white space or control characters and no `:`, `=`, `,` or `;`. Names and values read from files or requests go through
/// ``init(validating:)`` or ``init(parsing:)``, which say what is wrong.
public struct ThemeAxes: Hashable, Sendable {
    /// The chosen values, sorted by axis name.
    private var entries: [Entry]

    private struct Entry: Hashable, Sendable {
        var axis: String
        var value: String
    }

    /// No axes: the style alone.
    public init() { entries = [] }

    /// Axes from `values`, each name and value checked.
    ///
    /// - Throws: ``InvalidNameError`` naming the first axis or value that breaks a rule.
    public init(validating values: [String: String]) throws(InvalidNameError) {
        entries = []
        for (axis, value) in values.sorted(by: { $0.key < $1.key }) {
            try Self.check(axis: axis, value: value)
            entries.append(Entry(axis: axis, value: value))
        }
    }

    /// Axes from their text form, `brand=ocean,density=compact` (the empty text is no axes).
    ///
    /// - Throws: ``InvalidNameError`` naming the part that is not `AXIS=VALUE` or the axis
    ///   or value that breaks a rule, or an axis given twice.
    public init(parsing text: String) throws(InvalidNameError) {
        var values: [String: String] = [:]
        for part in text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2 else {
                throw InvalidNameError(.axis, text: String(part), problem: "expected AXIS=VALUE, as in brand=ocean")
            }
            let axis = String(pieces[0])
            guard values[axis] == nil else { throw InvalidNameError(.axis, text: String(part), problem: "the axis \(axis) is given twice") }
            values[axis] = String(pieces[1])
        }
        try self.init(validating: values)
    }

    /// The value chosen on `axis`, or `nil`. A value set here is checked as a literal in
    /// code is: a name or value that breaks the rules stops the program with the reason
    /// (use ``setting(_:to:)`` for names and values from data).
    public subscript(axis: String) -> String? {
        get { entries.first { $0.axis == axis }?.value }
        set {
            do {
                self = try setting(axis, to: newValue)
            } catch {
                preconditionFailure(error.description)
            }
        }
    }

    /// These axes with `axis` set to `value` (or removed, with `nil`).
    ///
    /// - Throws: ``InvalidNameError`` when the name or the value breaks a rule.
    public func setting(_ axis: String, to value: String?) throws(InvalidNameError) -> ThemeAxes {
        guard let value else {
            var copy = self
            copy.entries.removeAll { $0.axis == axis }
            return copy
        }
        try Self.check(axis: axis, value: value)
        var copy = self
        copy.place(Entry(axis: axis, value: value))
        return copy
    }

    /// Puts `entry` in its place by name, replacing the axis's earlier value.
    private mutating func place(_ entry: Entry) {
        entries.removeAll { $0.axis == entry.axis }
        entries.insert(entry, at: entries.firstIndex { $0.axis > entry.axis } ?? entries.endIndex)
    }

    /// These axes with `other`'s values on top (an override naming a brand for its subtree).
    package func merging(_ other: ThemeAxes) -> ThemeAxes {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        var copy = self
        for entry in other.entries { copy.place(entry) }
        return copy
    }

    /// Whether every axis chosen here has the same value in `other`.
    package func isContained(in other: ThemeAxes) -> Bool {
        entries.allSatisfy { other[$0.axis] == $0.value }
    }

    /// Whether no axis is chosen.
    public var isEmpty: Bool { entries.isEmpty }

    /// The values by axis name.
    public var values: [String: String] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.axis, $0.value) })
    }

    /// The longest axis name, in characters.
    package static let maximumNameLength = 32

    /// Why `axis` and `value` cannot be chosen, as an error.
    static func check(axis: String, value: String) throws(InvalidNameError) {
        if let problem = problem(withName: axis) { throw InvalidNameError(.axis, text: axis, problem: problem) }
        if let problem = problem(withValue: value) { throw InvalidNameError(.axis, text: "\(axis)=\(value)", problem: problem) }
    }

    static func problem(withName name: String) -> String? {
        if name.isEmpty { return "an axis name is empty" }
        if name.count > maximumNameLength { return "an axis name is longer than \(maximumNameLength) characters" }
        if name == "theme" || name == ThemePreference.systemName {
            return "'\(name)' names the style itself (choose the style as the preference)"
        }
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else {
            return "an axis name starts with a lower-case letter a-z"
        }
        if let bad = name.unicodeScalars.first(where: { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-") }) {
            return "an axis name has only a-z, 0-9 and '-', not \(String(bad).debugDescription)"
        }
        return nil
    }

    static func problem(withValue value: String) -> String? {
        if value.isEmpty { return "the value is empty" }
        if value.count > ThemeStyle.maximumNameLength { return "the value is longer than \(ThemeStyle.maximumNameLength) characters" }
        for scalar in value.unicodeScalars {
            if ":=,;".unicodeScalars.contains(scalar) {
                return "the value contains \(String(scalar).debugDescription), which separates axes and styles"
            }
            if scalar.properties.isWhitespace { return "the value contains white space" }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                return "the value contains a control character"
            }
        }
        return nil
    }
}

extension ThemeAxes: ExpressibleByDictionaryLiteral {
    /// Axes from a literal in code, such as `["brand": "ocean"]`. A literal is the
    /// programmer's own constant, so one that breaks the rules stops the program with the
    /// reason; names and values from data go through ``init(validating:)``.
    public init(dictionaryLiteral elements: (String, String)...) {
        do {
            try self.init(validating: Dictionary(elements, uniquingKeysWith: { $1 }))
        } catch {
            preconditionFailure(error.description)
        }
    }
}

extension ThemeAxes: CustomStringConvertible {
    /// The text form, `brand=ocean,density=compact`, read back by ``init(parsing:)``.
    public var description: String {
        entries.map { "\($0.axis)=\($0.value)" }.joined(separator: ",")
    }
}

extension ThemeAxes: Codable {
    /// Reads a JSON object of axis names to values, each checked.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let values = try container.decode([String: String].self)
        do {
            try self.init(validating: values)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes a JSON object of axis names to values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}
