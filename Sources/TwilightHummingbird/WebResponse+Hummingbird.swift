#if Hummingbird
public import HTTPTypes
public import Hummingbird
public import TwilightWeb

extension Response {
    /// The Hummingbird response for a server-neutral one (`WebResponse`), as it is.
    package init(_ web: WebResponse) {
        var headers = HTTPFields()
        for header in web.headers {
            if let name = HTTPField.Name.parsed(header.name) { headers.append(HTTPField(name: name, value: header.value)) }
        }
        self.init(
            status: HTTPResponse.Status(code: web.status),
            headers: headers,
            body: web.body.isEmpty ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(string: web.body))
        )
    }
}

extension Request {
    /// Whether the request came over HTTPS, directly or through a proxy that says so
    /// (`X-Forwarded-Proto`): its cookies should be `Secure`.
    package var cameOverHTTPS: Bool {
        AppearanceEndpoint.cameOverHTTPS(scheme: uri.scheme?.rawValue, forwardedProto: headers[.xForwardedProto])
    }

    /// `403` with a message when `origins` does not let the page this request came from
    /// change what the site stores (another site's form, a sibling subdomain's fetch), else `nil`.
    public func refusal(by origins: WriteOrigins) -> Response? {
        origins.refusal(
            method: method.rawValue,
            host: headers[.hostField] ?? head.authority,
            cameOverHTTPS: cameOverHTTPS,
            fetchSite: headers[.secFetchSite],
            origin: headers[.origin],
            referer: headers[.referer]
        ).map { Response($0) }
    }
}

extension HTTPField.Name {
    /// `Sec-CH-Prefers-Color-Scheme`, the client hint with the system's colour scheme.
    public static let secCHPrefersColorScheme = Self(ServerSideAppearance.clientHint)!
    /// `X-Forwarded-Proto`, set by proxies that terminate HTTPS.
    static let xForwardedProto = Self("X-Forwarded-Proto")!
    /// `Host`, when a client sent it as a field (HTTP/1's is usually the request's authority).
    static let hostField = Self("Host")!
    /// `Sec-Fetch-Site`: where the page that made the request is, as the browser tells.
    static let secFetchSite = Self("Sec-Fetch-Site")!

    /// The names TwilightWeb's answers use, parsed once (this runs on every request).
    private static let known: [String: HTTPField.Name] = Dictionary(
        uniqueKeysWithValues: [
            "Accept-CH", "Critical-CH", "Vary", "Set-Cookie", "Content-Type", "Cache-Control", "Location", "Retry-After", "ETag",
            "Allow", "Content-Security-Policy",
        ].map { ($0, HTTPField.Name($0)!) }
    )

    /// The field name `name`: one of TwilightWeb's, parsed once, or parsed now (`nil` when
    /// it is not a valid name).
    static func parsed(_ name: String) -> HTTPField.Name? {
        known[name] ?? HTTPField.Name(name)
    }
}
#endif
