#if Vapor
import Twilight
import TwilightAccounts
public import TwilightWeb
public import Vapor

/// Resolves each request's appearance from its `theme` cookie and
/// `Sec-CH-Prefers-Color-Scheme` client hint into `req.appearance`, and adds the
/// client-hint headers (`Accept-CH`, `Vary`, `Critical-CH`) to every response — the same
/// decisions as TwilightHummingbird's middleware, made by the same server-neutral code.
///
/// ```swift
/// app.middleware.use(AppearanceMiddleware())
/// app.get { req in "<html\(req.appearance.htmlAttributes)>…" }
/// ```
///
/// With ``AppearanceAccounts``, a signed-in request gets its account's choice instead (the
/// cookie is refreshed when it differs); an account with none adopts the cookie's; while the
/// database is away the cookie decides (see `AccountAppearance`).
public struct AppearanceMiddleware: Middleware {
    /// The styles a cookie may name besides `system`, and how a choice is decided, with
    /// the site's default style and high-contrast variants.
    package let site: SiteStyles
    /// Who is signed in, when choices follow accounts.
    package let accounts: AppearanceAccounts?

    /// Creates the middleware for `site` (its styles and how they are decided), following signed-in
    /// people's accounts when `accounts` is given.
    public init(
        site: SiteStyles = .standard,
        accounts: AppearanceAccounts? = nil
    ) {
        self.site = site
        self.accounts = accounts
    }

    /// Resolves the appearance, calls the rest of the chain, and adds the response headers.
    ///
    /// Without accounts everything is decided on the request's event loop, with no hop to
    /// Swift concurrency (an `AsyncMiddleware` costs Vapor two such hops per request).
    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let cookieHeader = request.headers.first(name: .cookie)
        let clientHint = request.headers.first(name: ServerSideAppearance.clientHint)
        guard let accounts else {
            let appearance = ServerSideAppearance(cookieHeader: cookieHeader, clientHint: clientHint, site: site)
            request.appearance = appearance
            let refreshedCookies = appearance.refreshedCookies(secure: request.cameOverHTTPS)
            return next.respond(to: request).map { Self.finish($0, refreshedCookies: refreshedCookies) }
        }
        let site = site
        return request.eventLoop.makeFutureWithTask { () async throws -> [String] in
            guard let account = try await accounts.account(request) else {
                let appearance = ServerSideAppearance(cookieHeader: cookieHeader, clientHint: clientHint, site: site)
                request.appearance = appearance
                return appearance.refreshedCookies(secure: request.cameOverHTTPS)
            }
            let decided = await accounts.appearance.appearance(
                for: account,
                cookieHeader: cookieHeader,
                clientHint: clientHint,
                site: site,
                secureCookie: request.cameOverHTTPS
            )
            request.appearance = decided.appearance
            return decided.setCookies
        }.flatMap { refreshedCookies in
            next.respond(to: request).map { Self.finish($0, refreshedCookies: refreshedCookies) }
        }
    }

    /// Adds the client-hint headers and the refreshed cookie, as TwilightWeb decides.
    private static func finish(_ response: Response, refreshedCookies: [String]) -> Response {
        let added = ServerSideAppearance.headersToAdd(
            to: { response.headers[$0] },
            status: Int(response.status.code),
            refreshedCookies: refreshedCookies
        )
        for header in added { response.headers.add(name: header.name, value: header.value) }
        return response
    }
}
#endif
