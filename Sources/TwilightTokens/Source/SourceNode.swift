/// A place in a source file: 1-based line and column (the column counts UTF-8 bytes,
/// which equals characters on ASCII lines; the first line begins after a byte-order mark),
/// the same in JSON, JSON5 and YAML.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON, YAML or property-list value that remembers where it came from.
///
/// Every reader (``JSONSourceReader``, YAML, property lists) produces this one tree, so
/// that validation reports positions the same way for every format. Objects keep their
/// members in file order, duplicates included, so that a duplicate key can be reported.
package struct SourceNode: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case object([SourceMember])
        case array([SourceNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    package var kind: Kind
    /// Where the value starts; `nil` for formats that do not record positions.
    package var location: SourcePosition?
    /// For a value put in place of an alias inside a composite, the type of the token the
    /// alias named (`nil` for an untyped one), so that the member's type can be checked.
    var aliasType: TokenType?
    /// What the reader saw in the text that explains a value people do not mean to write
    /// (YAML's unquoted `#` and `{`), added to a message about the value.
    var hint: String?

    package init(_ kind: Kind, at location: SourcePosition?) {
        self.kind = kind
        self.location = location
    }

    /// The members, if this is an object.
    package var members: [SourceMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// Whether this is an array.
    package var isArray: Bool {
        if case .array = kind { return true }
        return false
    }

    /// The text, if this is a string.
    package var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The number, if this is a finite number (JSON5 and YAML can write `Infinity` and
    /// `NaN`, which no token value may be).
    package var number: Double? {
        if case .number(let value) = kind, value.isFinite { return value }
        return nil
    }

    /// The last member named `key`, if this is an object.
    package subscript(key: String) -> SourceNode? {
        members?.last { $0.key == key }?.value
    }

    /// What kind of value this is, for error messages ("an array", "a string"…).
    package var kindDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string(let text): "the string \"\(text.prefix(40))\""
        case .number(let value) where !value.isFinite: value.isNaN ? "NaN (not a number)" : "\(value < 0 ? "-" : "")Infinity (not a finite number)"
        case .number(let value): "the number \(JSONValue.number(value).jsonText)"
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }
}

/// A member of an object: its key, where the key is, and its value.
package struct SourceMember: Sendable, Equatable {
    package var key: String
    package var keyLocation: SourcePosition?
    package var value: SourceNode

    /// A member `key`, written at `keyLocation`, whose value is `value`.
    package init(key: String, keyLocation: SourcePosition?, value: SourceNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// Limits that keep hostile or accidental input from exhausting the stack or memory.
package enum SourceLimits {
    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = 128
    /// The largest file accepted, in bytes.
    package static let maximumBytes = 64 << 20
    /// The most values a document may expand to (YAML anchors can multiply a small file).
    static let maximumNodes = 4_000_000
}
