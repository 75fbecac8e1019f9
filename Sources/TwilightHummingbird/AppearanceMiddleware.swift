#if Hummingbird
import HTTPTypes
public import Hummingbird
import Twilight
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
    /// The styles a cookie may name besides `system`, and how a choice is decided, with
    /// the site's default style and high-contrast variants.
    package let site: SiteStyles
    /// Who is signed in, when choices follow accounts.
    package let accounts: AppearanceAccounts<Context>?

    /// Creates the middleware for `site` (its styles and how they are decided), following signed-in
    /// people's accounts when `accounts` is given.
    public init(
        site: SiteStyles = .standard,
        accounts: AppearanceAccounts<Context>? = nil
    ) {
        self.site = site
        self.accounts = accounts
    }

    /// Resolves the appearance, calls the rest of the chain, and adds the response headers.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        var refreshedCookies: [String] = []
        let cookieHeader = request.headers[.cookie]
        let clientHint = request.headers[.secCHPrefersColorScheme]
        if let accounts, let account = try await accounts.account(request, context) {
            (context.appearance, refreshedCookies) = await accounts.appearance.appearance(
                for: account,
                cookieHeader: cookieHeader,
                clientHint: clientHint,
                site: site,
                secureCookie: request.cameOverHTTPS
            )
        } else {
            context.appearance = ServerSideAppearance(cookieHeader: cookieHeader, clientHint: clientHint, site: site)
            refreshedCookies = context.appearance.refreshedCookies(secure: request.cameOverHTTPS)
        }
        var response = try await next(request, context)
        let added = ServerSideAppearance.headersToAdd(
            to: { name in HTTPField.Name.parsed(name).map { response.headers[values: $0] } ?? [] },
            status: response.status.code,
            refreshedCookies: refreshedCookies
        )
        for header in added {
            if let name = HTTPField.Name.parsed(header.name) { response.headers.append(HTTPField(name: name, value: header.value)) }
        }
        return response
    }
}
#endif
