#if Hummingbird
import HTTPTypes
public import Hummingbird
public import Twilight
import TwilightAccounts
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
///
/// With ``AppearanceAccounts``, a signed-in request gets its account's choice instead (the
/// cookie is refreshed when it differs); an account with none adopts the cookie's; while the
/// database is away the cookie decides (see `AccountAppearance`).
public struct AppearanceMiddleware<Context: AppearanceRequestContext>: RouterMiddleware {
    /// The styles a cookie may name, besides `system`.
    public let styles: Set<ThemeStyle>
    /// Decides the style, with the site's default style and high-contrast variants.
    public let resolver: StyleResolver
    /// Who is signed in, when choices follow accounts.
    public let accounts: AppearanceAccounts<Context>?

    /// Creates the middleware for a site offering `styles`, deciding with `resolver`, and
    /// following signed-in people's accounts when `accounts` is given.
    public init(
        styles: Set<ThemeStyle> = ServerSideAppearance.standardStyles,
        resolver: StyleResolver = StyleResolver(),
        accounts: AppearanceAccounts<Context>? = nil
    ) {
        self.styles = styles
        self.resolver = resolver
        self.accounts = accounts
    }

    /// Resolves the appearance, calls the rest of the chain, and adds the response headers.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        var refreshedCookie: String?
        let cookieHeader = request.headers[.cookie]
        let clientHint = request.headers[.secCHPrefersColorScheme]
        if let accounts, let account = try await accounts.account(request, context) {
            (context.appearance, refreshedCookie) = await accounts.appearance.appearance(
                for: account,
                cookieHeader: cookieHeader,
                clientHint: clientHint,
                styles: styles,
                resolver: resolver,
                secureCookie: request.cameOverHTTPS
            )
        } else {
            context.appearance = ServerSideAppearance(cookieHeader: cookieHeader, clientHint: clientHint, styles: styles, resolver: resolver)
        }
        var response = try await next(request, context)
        let added = ServerSideAppearance.headersToAdd(
            to: { name in HTTPField.Name.parsed(name).map { response.headers[values: $0] } ?? [] },
            status: response.status.code,
            refreshedCookie: refreshedCookie
        )
        for header in added {
            if let name = HTTPField.Name.parsed(header.name) { response.headers.append(HTTPField(name: name, value: header.value)) }
        }
        return response
    }
}
#endif
