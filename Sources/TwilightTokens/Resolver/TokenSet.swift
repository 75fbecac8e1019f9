/// The resolved tokens of one mode, by path, in document order.
public struct TokenSet: Sendable {
    /// The tokens by dot-separated path (read them through the subscript, in order through
    /// ``paths``).
    package let tokens: [String: DesignToken]
    /// The paths in the order they first appear in the sources.
    public let paths: [String]

    init(tokens: [String: DesignToken], paths: [String]) {
        self.tokens = tokens
        self.paths = paths
    }

    /// The token at `path`, if there is one.
    public subscript(path: String) -> DesignToken? { tokens[path] }

    /// The tokens in document order.
    package var orderedTokens: [DesignToken] { paths.compactMap { tokens[$0] } }
}
