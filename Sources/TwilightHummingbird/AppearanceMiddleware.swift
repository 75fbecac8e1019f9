import Foundation
public import HTTPTypes
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
/// database is away the cookie decides (see ``TwilightAccounts/AccountAppearance``).
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
        var preference = ServerSideAppearance.cookiePreference(in: request.headers[.cookie], among: styles)
        var refreshedCookie: String?
        if let accounts, let account = try await accounts.account(request, context) {
            let decision = await accounts.appearance.decide(for: account, cookie: preference)
            // A choice naming a style the site no longer offers is not applied.
            if let chosen = decision.preference, offers(chosen) {
                if decision.refreshesCookie {
                    refreshedCookie = PreferenceCookie(preference: chosen, secure: request.cameOverHTTPS).headerValue
                }
                preference = chosen
            }
        }
        context.appearance = ServerSideAppearance(
            preference: preference ?? .system,
            systemColorScheme: ServerSideAppearance.colorScheme(fromHint: request.headers[.secCHPrefersColorScheme]),
            resolver: resolver
        )
        var response = try await next(request, context)
        response.headers.addAppearanceHeaders()
        if let refreshedCookie, !response.headers[values: .setCookie].contains(where: { $0.hasPrefix(ServerSideAppearance.cookieName + "=") }) {
            response.headers.append(HTTPField(name: .setCookie, value: refreshedCookie))
        }
        return response
    }

    /// Whether every style `preference` names is one of ``styles``.
    func offers(_ preference: ThemePreference) -> Bool {
        ServerSideAppearance.preference(named: preference.description, among: styles) != nil
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
