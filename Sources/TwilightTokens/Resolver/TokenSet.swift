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

    /// Whether the token at `path` is the same in `other` as here (absent from both counts
    /// as the same), and what it is an alias of here: the path hashed once per set (the
    /// studio compares every token of every combination after an edit).
    package func compare(_ path: String, with other: TokenSet) -> (isSame: Bool, reference: String?) {
        switch (tokens.index(forKey: path), other.tokens.index(forKey: path)) {
        case (nil, nil): (true, nil)
        case (let here?, let there?): (tokens.values[here] == other.tokens.values[there], tokens.values[here].reference)
        case (let here?, nil): (false, tokens.values[here].reference)
        case (nil, _?): (false, nil)
        }
    }

    /// The tokens in document order.
    package var orderedTokens: [DesignToken] { paths.compactMap { tokens[$0] } }
}
