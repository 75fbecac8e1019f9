/// One resolved design token of a mode: its path, type, value and metadata.
public struct DesignToken: Hashable, Sendable {
    /// The dot-separated path, such as `color.background`.
    public var path: String
    /// The resolved value; its ``TokenValue/type`` is the token's type.
    public var value: TokenValue
    /// `$description`, if given.
    public var description: String?
    /// `$deprecated`: `nil` if not deprecated, otherwise the explanation (empty if none).
    public var deprecation: String?
    /// `$extensions`, kept as written.
    public var extensions: JSONValue?
    /// The file that defined the token (the last one, where sources override each other).
    public var file: String
    /// Where the token's `$value` is in that file.
    public var location: SourcePosition?

    /// The token's type.
    public var type: TokenType { value.type }
}
