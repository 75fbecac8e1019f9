#if Vapor
public import TwilightWeb
public import Vapor

extension Response {
    /// The Vapor response for a server-neutral one (`WebResponse`), as it is.
    package convenience init(_ web: WebResponse) {
        self.init(
            status: HTTPResponseStatus(statusCode: web.status),
            headers: HTTPHeaders(web.headers.map { ($0.name, $0.value) }),
            body: web.body.isEmpty ? .empty : .init(string: web.body)
        )
    }
}

extension Response {
    /// The answer to `HEAD`: the same headers, no body.
    package func withoutBody() -> Response {
        body = .empty
        return self
    }
}

extension Request {
    /// Whether the request came over HTTPS, directly or through a proxy that says so
    /// (`X-Forwarded-Proto`): its cookies should be `Secure`.
    package var cameOverHTTPS: Bool {
        AppearanceEndpoint.cameOverHTTPS(scheme: url.scheme, forwardedProto: headers.first(name: "X-Forwarded-Proto"))
    }

    /// `403` with a message when `origins` does not let the page this request came from
    /// change what the site stores (another site's form, a sibling subdomain's fetch), else `nil`.
    public func refusal(by origins: WriteOrigins) -> Response? {
        origins.refusal(
            method: method.rawValue,
            host: headers.first(name: .host),
            cameOverHTTPS: cameOverHTTPS,
            fetchSite: headers.first(name: "Sec-Fetch-Site"),
            origin: headers.first(name: .origin),
            referer: headers.first(name: .referer)
        ).map { Response($0) }
    }
}
#endif
