import Foundation
import HTTPTypes
import Hummingbird
import Twilight
import TwilightWeb

/// Resolves each request's appearance from its `theme` cookie and
/// `Sec-CH-Prefers-Color-Scheme` client hint into `context.appearance`, and adds the
/// client-hint headers (`Accept-CH`, `Vary`, `Critical-CH`) to every response.
///
/// ```swift
/// let router = Router(context: BasicAppearanceRequestContext.self)
/// router.add(middleware: AppearanceMiddleware())
/// router.get("/") { _, context in
///     "<html\(context.appearance.htmlAttributes)>…"
/// }
/// ```
public struct AppearanceMiddleware<Context: AppearanceRequestContext>: RouterMiddleware {
    /// The styles a cookie may name, besides `system`.
    public let styles: Set<ThemeStyle>

    /// Creates the middleware for a site offering `styles`.
    public init(styles: Set<ThemeStyle> = ServerSideAppearance.standardStyles) {
        self.styles = styles
    }

    /// Resolves the appearance, calls the rest of the chain, and adds the response headers.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.appearance = ServerSideAppearance(
            cookieHeader: request.headers[.cookie],
            clientHint: request.headers[.secCHPrefersColorScheme],
            styles: styles
        )
        var response = try await next(request, context)
        response.headers.addAppearanceHeaders()
        return response
    }
}

extension HTTPField.Name {
    /// `Sec-CH-Prefers-Color-Scheme`, the client hint with the system's colour scheme.
    public static let secCHPrefersColorScheme = Self(ServerSideAppearance.clientHint)!
    /// `Accept-CH`.
    static let acceptCH = Self("Accept-CH")!
    /// `Critical-CH`.
    static let criticalCH = Self("Critical-CH")!
    /// `X-Forwarded-Proto`, set by proxies that terminate HTTPS.
    static let xForwardedProto = Self("X-Forwarded-Proto")!
}

extension HTTPFields {
    /// Adds `Accept-CH` and `Critical-CH` for the colour-scheme hint, and `Vary` on the hint
    /// and the cookie, keeping any `Vary` already there.
    mutating func addAppearanceHeaders() {
        if self[.acceptCH] == nil { self[.acceptCH] = ServerSideAppearance.clientHint }
        if self[.criticalCH] == nil { self[.criticalCH] = ServerSideAppearance.clientHint }
        let existing = self[values: .vary]
        if existing.isEmpty {
            append(HTTPField(name: .vary, value: "\(ServerSideAppearance.clientHint), Cookie"))
            return
        }
        let varying = existing.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
        var added: [String] = []
        for name in [ServerSideAppearance.clientHint, "Cookie"] where !varying.contains(name.lowercased()) && !varying.contains("*") {
            added.append(name)
        }
        if !added.isEmpty { append(HTTPField(name: .vary, value: added.joined(separator: ", "))) }
    }
}
