public import Foundation

/// The Public Suffix List (https://publicsuffix.org): the names under which anyone may
/// register a domain (`com`, `co.uk`, `github.io`), where browsers refuse to set a cookie.
///
/// ```swift
/// let list = PublicSuffixList.system   // Debian's `publicsuffix` package, if installed
/// list?.isPublicSuffix("co.uk")        // true
/// list?.publicSuffix(of: "docs.example.co.uk")   // "co.uk"
/// ```
///
/// Rules are matched as the list's format says: a name matches a rule when its rightmost
/// labels equal the rule's (`*` matching any one label); an exception rule (`!`) wins over
/// every other; else the rule with the most labels; with no match the suffix is the last
/// label (the implicit rule `*`); and an exception's suffix is the rule without its leftmost
/// label.
public struct PublicSuffixList: Sendable {
    private var rules: Set<String> = []
    private var wildcards: Set<String> = []  // `*.ck` kept as "ck"
    private var exceptions: Set<String> = []  // `!www.ck` kept as "www.ck"

    /// Where Debian (package `publicsuffix`), Ubuntu and Fedora install the list.
    package static let systemPath = "/usr/share/publicsuffix/public_suffix_list.dat"

    /// The list installed on this system at `systemPath`, read once; `nil` when there is
    /// none (as on iOS and macOS, which keep theirs private).
    public static let system: PublicSuffixList? = try? PublicSuffixList(contentsOf: URL(fileURLWithPath: systemPath))

    /// Reads the list from a file in the list's format.
    public init(contentsOf url: URL) throws {
        self.init(parsing: try String(contentsOf: url, encoding: .utf8))
    }

    /// Parses the list's format: one rule per line, up to the first white space; lines
    /// starting with `//` and blank lines are skipped; rules are kept in lower case.
    public init(parsing text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            guard let rule = line.split(whereSeparator: \.isWhitespace).first, !rule.hasPrefix("//") else { continue }
            let lowered = rule.lowercased()
            if lowered.hasPrefix("!") {
                exceptions.insert(String(lowered.dropFirst()))
            } else if lowered.hasPrefix("*.") {
                wildcards.insert(String(lowered.dropFirst(2)))
            } else {
                rules.insert(lowered)
            }
        }
    }

    /// The public suffix of `domain` (in lower case, without a trailing dot), or `nil` for
    /// an empty name or one with an empty label.
    package func publicSuffix(of domain: String) -> String? {
        let labels = domain.lowercased().split(separator: ".", omittingEmptySubsequences: false)
        guard !labels.isEmpty, !labels.contains(where: \.isEmpty) else { return nil }
        var longest = 1  // the implicit rule `*`
        for count in (1...labels.count).reversed() {
            let suffix = labels.suffix(count).joined(separator: ".")
            if exceptions.contains(suffix) { return labels.suffix(count - 1).joined(separator: ".") }
            if count > longest, rules.contains(suffix) { longest = count }
            if count > longest, count >= 2, wildcards.contains(labels.suffix(count - 1).joined(separator: ".")) { longest = count }
        }
        return labels.suffix(longest).joined(separator: ".")
    }

    /// Whether `domain` is itself a public suffix, where no site can set a cookie.
    package func isPublicSuffix(_ domain: String) -> Bool {
        publicSuffix(of: domain) == domain.lowercased()
    }
}
