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
    /// The path of the token whose value this one takes, when the whole `$value` is an
    /// alias (`"{color.blue}"` or `{"$ref": "#/color/blue"}`); `nil` otherwise. Outputs
    /// that keep references write it instead of the value (CSS: `var(--color-blue)`).
    public var reference: String? = nil
    /// The colour object as written, when it is a colour outside sRGB written in a wider
    /// space (`display-p3`, `oklch`, `oklab`, `xyz`), or such a colour written as a CSS
    /// string, written anew in its notation: outputs that can carry it do.
    var wideGamutSource: JSONValue? = nil

    /// The token's type.
    public var type: TokenType { value.type }
}
