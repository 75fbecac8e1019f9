import Foundation
public import HTTPTypes
public import Hummingbird
public import Twilight
public import TwilightWeb

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
    /// Decides the style, with the site's default style and high-contrast variants.
    public let resolver: StyleResolver

    /// Creates the middleware for a site offering `styles`, deciding with `resolver`.
    public init(styles: Set<ThemeStyle> = ServerSideAppearance.standardStyles, resolver: StyleResolver = StyleResolver()) {
        self.styles = styles
        self.resolver = resolver
    }

    /// Resolves the appearance, calls the rest of the chain, and adds the response headers.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.appearance = ServerSideAppearance(
            cookieHeader: request.headers[.cookie],
            clientHint: request.headers[.secCHPrefersColorScheme],
            styles: styles,
            resolver: resolver
        )
        var response = try await next(request, context)
        response.headers.addAppearanceHeaders()
        return response
    }
}

extension HTTPField.Name {
    /// `Sec-CH-Prefers-Color-Scheme`, the client hint with the system's colour scheme.
    public static let secCHPrefersColorScheme = Self(ServerSideAppearance.clientHint)!
    /// `X-Forwarded-Proto`, set by proxies that terminate HTTPS.
    static let xForwardedProto = Self("X-Forwarded-Proto")!
}

extension HTTPFields {
    /// Adds `Accept-CH` and `Critical-CH` for the colour-scheme hint, and `Vary` on the hint
    /// and the cookie, keeping any `Vary` already there.
    /// ``ServerSideAppearance/responseHeaders`` (one list, shared with other servers):
    /// headers already present are kept, and `Vary` gets only the names it lacks.
    /// ``ServerSideAppearance/responseHeaders`` with their names parsed once.
    private static let appearanceHeaders: [(name: HTTPField.Name, value: String)] =
        ServerSideAppearance.responseHeaders.compactMap { header in HTTPField.Name(header.name).map { ($0, header.value) } }

    mutating func addAppearanceHeaders() {
        for (name, value) in Self.appearanceHeaders {
            guard name == .vary else {
                if self[name] == nil { self[name] = value }
                continue
            }
            let varying = self[values: .vary].flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
            guard !varying.contains("*") else { continue }
            let added = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !varying.contains($0.lowercased()) }
            if !added.isEmpty { append(HTTPField(name: .vary, value: added.joined(separator: ", "))) }
        }
    }
}
