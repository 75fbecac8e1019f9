public import Twilight

/// The `Domain` of the `theme` cookie, so that the sites under one domain share the choice:
/// with `example.com`, app.example.com and docs.example.com keep one choice.
///
/// ```swift
/// var site = SiteStyles([.light, .dark])
/// site.cookieDomain = try CookieDomain("example.com")
/// ```
///
/// A name browsers would refuse is refused here, with the reason: an IP address, a single
/// label (`localhost`, `com`), a public suffix (`co.uk`, `github.io`, checked against the
/// ``PublicSuffixList`` given, by default the system's), or anything that is not a host
/// name of letters, digits and hyphens (an internationalized name is written in its
/// `xn--` form).
public struct CookieDomain: Hashable, Sendable, CustomStringConvertible {
    /// The domain, in lower case, without a leading dot: `example.com`.
    public let name: String

    /// Validates `text` as a cookie domain (a leading dot is ignored, as browsers do).
    ///
    /// - Parameters:
    ///   - text: the domain, such as `example.com`.
    ///   - publicSuffixes: the list a public suffix is looked up in; `nil` (as on a system
    ///     without one) checks everything but public suffixes of more than one label.
    /// - Throws: `InvalidNameError` naming the value and why browsers would refuse it.
    public init(_ text: String, publicSuffixes: PublicSuffixList? = .system) throws(InvalidNameError) {
        var name = text.lowercased()
        if name.hasPrefix(".") { name.removeFirst() }
        if name.hasSuffix(".") { name.removeLast() }
        func refuse(_ reason: String) -> InvalidNameError {
            InvalidNameError(.cookieDomain, text: text, problem: reason)
        }
        guard !name.isEmpty, name.utf8.count <= 253 else { throw refuse("it is empty or longer than 253 characters") }
        if name.contains(":") || name.hasPrefix("[") { throw refuse("it is an IP address; a cookie shared by several sites needs a domain name") }
        guard name.unicodeScalars.allSatisfy(\.isASCII) else {
            throw refuse("it is not ASCII; write an internationalized name in its xn-- form (IDNA), as browsers compare it")
        }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        for label in labels {
            let bytes = label.utf8
            guard (1...63).contains(bytes.count),
                bytes.allSatisfy({ $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }),
                bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-")
            else {
                throw refuse("the label \(String(label).debugDescription) is not 1 to 63 letters, digits and inner hyphens")
            }
        }
        // A last label of digits only is an IPv4 address (or would be taken for one).
        if labels.last!.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            throw refuse("it is an IP address; a cookie shared by several sites needs a domain name")
        }
        if labels.count == 1 {
            throw refuse("it is a single label, which browsers refuse as a cookie domain; use a registered domain like example.com")
        }
        if let publicSuffixes, publicSuffixes.isPublicSuffix(name) {
            throw refuse(
                "it is a public suffix (in the Public Suffix List), where browsers refuse cookies; use a registered domain under it, like example.\(name)"
            )
        }
        self.name = name
    }

    /// The domain's name.
    public var description: String { name }
}
