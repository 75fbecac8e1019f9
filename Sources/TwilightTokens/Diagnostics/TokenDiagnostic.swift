/// One problem found in a token document: where it is and what was expected.
///
/// Its description reads like a compiler's:
/// `tokens.json:12:18: color.background: expected a colour …`.
public struct TokenDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named when loading (or a URL for remote documents).
    public var file: String
    /// The line and column, when the format records them (property lists do not).
    public var location: SourcePosition?
    /// The dot-separated path of the token or group concerned, if any.
    public var tokenPath: String?
    /// What is wrong and what was expected.
    public var message: String
    /// Whether this is a warning (SHOULD-level: the document loads) rather than an error.
    public var isWarning: Bool

    /// Creates a diagnostic.
    package init(file: String, location: SourcePosition?, tokenPath: String?, message: String, isWarning: Bool = false) {
        self.file = file
        self.location = location
        self.tokenPath = tokenPath
        self.message = message
        self.isWarning = isWarning
    }

    /// `file:line:column: token.path: message` (`…: warning: message` for a warning).
    ///
    /// Control characters from the document (a NUL or an escape sequence in a name) are
    /// written as `\u{1B}`, so a hostile file cannot write raw bytes to a terminal.
    public var description: String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": "
        if let tokenPath, !tokenPath.isEmpty { text += tokenPath + ": " }
        if isWarning { text += "warning: " }
        return Self.escapingControlCharacters(text + message)
    }

    /// `text` with control characters (but newlines) written as `\u{1B}`.
    package static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
}

/// A token document, or a set of them, that could not be loaded: every problem found, in
/// file order, not only the first.
public struct TokenValidationError: Error, Sendable, CustomStringConvertible {
    /// The problems, sorted by file, line and column.
    public var diagnostics: [TokenDiagnostic]

    /// Creates an error from its problems.
    package init(_ diagnostics: [TokenDiagnostic]) {
        self.diagnostics = diagnostics.sorted {
            ($0.file, $0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.file, $1.location?.line ?? 0, $1.location?.column ?? 0)
        }
    }

    /// One line per problem.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// Collects diagnostics while readers walk documents, dropping repeats (a token shared
/// by several modes is checked once per mode but reported once).
package struct DiagnosticLog {
    /// The errors.
    private(set) var diagnostics: [TokenDiagnostic] = []
    /// The warnings, which do not stop loading.
    private(set) var warnings: [TokenDiagnostic] = []
    private var seen: Set<TokenDiagnostic> = []

    /// An empty log.
    package init() {}

    package mutating func report(_ message: String, file: String, at location: SourcePosition?, path: String?) {
        report(TokenDiagnostic(file: file, location: location, tokenPath: path, message: message))
    }

    mutating func warn(_ message: String, file: String, at location: SourcePosition?, path: String?) {
        report(TokenDiagnostic(file: file, location: location, tokenPath: path, message: message, isWarning: true))
    }

    /// The errors, then the warnings.
    var all: [TokenDiagnostic] { diagnostics + warnings }

    /// Takes over every error and warning of `other`.
    mutating func merge(_ other: DiagnosticLog) {
        append(contentsOf: other.diagnostics)
        append(contentsOf: other.warnings)
    }

    mutating func report(_ diagnostic: TokenDiagnostic) {
        guard seen.insert(diagnostic).inserted else { return }
        if diagnostic.isWarning { warnings.append(diagnostic) } else { diagnostics.append(diagnostic) }
    }

    mutating func append(contentsOf other: [TokenDiagnostic]) {
        for diagnostic in other { report(diagnostic) }
    }

    /// Throws the collected diagnostics, if there are any.
    package func throwIfAny() throws(TokenValidationError) {
        if !diagnostics.isEmpty { throw TokenValidationError(diagnostics) }
    }
}
