public import Twilight
public import TwilightColor

/// Where token providers read their values: a ``DesignTokens`` document (fixed) or
/// ``LiveTokens`` (replaced on reload).
public protocol TokenValueSource: Sendable {
    /// The document in force now.
    var currentTokens: DesignTokens { get }
}

extension DesignTokens: TokenValueSource {
    /// The document itself.
    public var currentTokens: DesignTokens { self }
}

/// Asking for a token that the document does not have, or not with that type.
public struct TokenLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path asked for.
    public var path: String
    /// The type asked for.
    public var expectedType: TokenType
    /// The type the token has, or `nil` if there is no such token.
    public var actualType: TokenType?

    /// What went wrong.
    public var description: String {
        if let actualType {
            return "the token \(path) is a \(actualType.rawValue) token, not a \(expectedType.rawValue) token"
        }
        return "there is no token \(path)"
    }
}

extension TokenValueSource {
    /// A provider of the colour token at `path` (dot-separated), for bindings and typed
    /// themes: `label.theme.textColor = try tokens.color("color.text")`.
    ///
    /// The provider looks the value up in the mode for the style, with the style's axes
    /// (a brand the document's resolver defines), on every call — a dictionary lookup,
    /// nothing is parsed once a combination is resolved — so it follows reloads. If a reload removes
    /// the token or changes its type, the provider keeps the value it had.
    ///
    /// A document with no mode for a dark look (no dark mode, and none named like its style:
    /// only light values) gets night colours derived from the light ones, with
    /// `nightVersion(on:contrast:)` against a white page.
    public func color(_ path: String) throws(TokenLookupError) -> ThemeProvider<RGBAColor> {
        let day = try provider(path, .color) { if case .color(let value) = $0 { value } else { nil } }
        var derived: (day: RGBAColor, night: RGBAColor)?  // the last derivation, reused while the token keeps its value
        return ThemeProvider.readingLook { look in
            let value = day(look)
            let tokens = currentTokens
            guard look.isDark, tokens.darkModes.isEmpty, tokens.mode(for: look).lowercased() != look.style.rawValue.lowercased() else {
                return value
            }
            if let derived, derived.day == value { return derived.night }
            let night = value.nightVersion()
            derived = (value, night)
            return night
        }
    }

    /// A provider of the dimension token at `path`.
    public func dimension(_ path: String) throws(TokenLookupError) -> ThemeProvider<TokenDimension> {
        try provider(path, .dimension) { if case .dimension(let value) = $0 { value } else { nil } }
    }

    /// A provider of the number token at `path`.
    public func number(_ path: String) throws(TokenLookupError) -> ThemeProvider<Double> {
        try provider(path, .number) { if case .number(let value) = $0 { value } else { nil } }
    }

    /// A provider of the duration token at `path`.
    public func duration(_ path: String) throws(TokenLookupError) -> ThemeProvider<TokenDuration> {
        try provider(path, .duration) { if case .duration(let value) = $0 { value } else { nil } }
    }

    /// A provider of the font family token at `path` (names, most preferred first).
    public func fontFamily(_ path: String) throws(TokenLookupError) -> ThemeProvider<[String]> {
        try provider(path, .fontFamily) { if case .fontFamily(let value) = $0 { value } else { nil } }
    }

    /// A provider of the font weight token at `path` (`1...1000`).
    public func fontWeight(_ path: String) throws(TokenLookupError) -> ThemeProvider<Double> {
        try provider(path, .fontWeight) { if case .fontWeight(let value) = $0 { value } else { nil } }
    }

    /// A provider of the cubic Bézier token at `path`.
    public func cubicBezier(_ path: String) throws(TokenLookupError) -> ThemeProvider<TimingCurve> {
        try provider(path, .cubicBezier) { if case .cubicBezier(let value) = $0 { value } else { nil } }
    }

    /// A provider of the string token at `path`.
    public func string(_ path: String) throws(TokenLookupError) -> ThemeProvider<String> {
        try provider(path, .string) { if case .string(let value) = $0 { value } else { nil } }
    }

    /// A provider of the token at `path` whatever its type (composites included).
    public func value(_ path: String) throws(TokenLookupError) -> ThemeProvider<TokenValue> {
        let tokens = currentTokens
        guard
            let initial = tokens.tokens(in: tokens.defaultMode)?[path]?.value
                ?? tokens.modes.lazy.compactMap({ tokens.tokens(in: $0)?[path]?.value }).first
        else { throw TokenLookupError(path: path, expectedType: .string, actualType: nil) }
        return ThemeProvider.readingLook { look in currentTokens.value(at: path, for: look) ?? initial }
    }

    private func provider<Value>(
        _ path: String,
        _ type: TokenType,
        _ extract: @escaping @Sendable (TokenValue) -> Value?
    ) throws(TokenLookupError) -> ThemeProvider<Value> {
        let tokens = currentTokens
        let candidates = [tokens.defaultMode] + tokens.modes
        guard let found = candidates.lazy.compactMap({ tokens.tokens(in: $0)?[path] }).first else {
            throw TokenLookupError(path: path, expectedType: type, actualType: nil)
        }
        guard let initial = extract(found.value) else {
            throw TokenLookupError(path: path, expectedType: type, actualType: found.type)
        }
        return ThemeProvider.readingLook { look in
            currentTokens.value(at: path, for: look).flatMap(extract) ?? initial
        }
    }
}
