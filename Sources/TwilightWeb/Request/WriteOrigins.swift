import Foundation

/// Which pages may change what a site stores — the appearance choice, a sign-in — with the
/// visitor's cookies: the site's own pages, and the origins it trusts. Every other page is
/// refused with `403`, so that a form or a `no-cors` fetch on another site, a sibling
/// subdomain or another port of the same host cannot write (`SameSite=Lax` cookies stop only
/// the first).
///
/// A state-changing request (`POST`, `PUT`, `PATCH`, `DELETE`) is judged by the first of
/// these headers it has:
/// - `Sec-Fetch-Site` (every current browser sends it): `same-origin` and `none` (typed or
///   bookmarked) pass; `same-site` passes only with `allowsSameSite`; `cross-site` is
///   refused — unless its `Origin` is trusted.
/// - `Origin`: passes when it is the site's own (the request's scheme and `Host`) or trusted;
///   `null` (a sandboxed frame, a redirect across origins) is refused.
/// - `Referer`: the same, with its origin.
/// With none of them, the request is not from a browser page (`curl`, a server) and passes.
public struct WriteOrigins: Hashable, Sendable {
    /// Origins besides the site's own whose pages may write (`https://app.example.com`),
    /// lowercased, without a default port.
    package var trusted: Set<String>
    /// Whether pages of the same site (a sibling subdomain, another port) may write.
    package var allowsSameSite: Bool

    /// Only the site's own pages may write.
    public static let sameOrigin = WriteOrigins()

    /// The site's own pages, and those of `trusted` origins (`https://docs.example.com`);
    /// with `allowsSameSite`, every page of the same site.
    public init(trusting trusted: [String] = [], allowsSameSite: Bool = false) {
        self.trusted = Set(trusted.compactMap(Self.origin(of:)))
        self.allowsSameSite = allowsSameSite
    }

    /// `403 Forbidden` with a message when the request may not write, else `nil`.
    ///
    /// - Parameters:
    ///   - method: the request's method; only `POST`, `PUT`, `PATCH` and `DELETE` are judged.
    ///   - host: the request's `Host` (or `:authority`).
    ///   - cameOverHTTPS: whether the request came over HTTPS (directly or by a proxy's word).
    ///   - fetchSite: the `Sec-Fetch-Site` header, if any.
    ///   - origin: the `Origin` header, if any.
    ///   - referer: the `Referer` header, if any.
    package func refusal(
        method: String,
        host: String?,
        cameOverHTTPS: Bool,
        fetchSite: String?,
        origin: String?,
        referer: String?
    ) -> WebResponse? {
        guard ["POST", "PUT", "PATCH", "DELETE"].contains(method.uppercased()) else { return nil }
        let own = host.flatMap { Self.origin(of: (cameOverHTTPS ? "https://" : "http://") + $0) }
        // The page's origin, as `Origin` (else `Referer`) says; `nil` for `null` or nonsense.
        let header = origin ?? referer
        let claimed = header.flatMap(Self.origin(of:))
        let isTrusted = claimed.map { $0 == own || trusted.contains($0) } ?? false
        if let fetchSite {
            switch fetchSite.trimmingCharacters(in: .whitespaces).lowercased() {
            case "same-origin", "none": return nil
            case "same-site": return allowsSameSite || isTrusted ? nil : Self.refused("a page of another origin on this site")
            case "cross-site" where isTrusted: return nil
            default: return Self.refused("a page of another site")
            }
        }
        guard header != nil else { return nil }
        return isTrusted ? nil : Self.refused("a page of \(claimed ?? "an opaque origin (null)")")
    }

    private static func refused(_ source: String) -> WebResponse {
        .error(
            403,
            "this change came from \(source): expected it from this site's own pages (or an origin it trusts); nothing was changed"
        )
    }

    /// `scheme://host[:port]` of `text`, lowercased, without the scheme's default port;
    /// `nil` for anything that is not an http(s) URL (`null` among them).
    static func origin(of text: String) -> String? {
        guard let url = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        let port = url.port.flatMap { (scheme == "https" && $0 == 443) || (scheme == "http" && $0 == 80) ? nil : $0 }
        let hostPart = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(scheme)://\(hostPart.lowercased())" + (port.map { ":\($0)" } ?? "")
    }
}
