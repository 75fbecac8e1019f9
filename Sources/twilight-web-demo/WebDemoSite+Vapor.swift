#if WebDemo
import TwilightAccounts
import TwilightVapor
import TwilightWeb
import UnixSignals
import NIOCore
import Vapor

extension WebDemoSite {
    /// The site on Vapor: the same pages and answers as on Hummingbird.
    func configure(_ app: Application, withAppearanceMiddleware: Bool) {
        app.middleware = Middlewares()
        app.middleware.use(VaporErrorMessages())
        let signedIn = accounts.map { accounts in AppearanceAccounts(accounts) { request in request.account } }
        if accounts != nil { app.middleware.use(VaporSession(session: session)) }
        if withAppearanceMiddleware { app.middleware.use(AppearanceMiddleware(site: site, accounts: signedIn)) }
        app.addAppearanceRoutes(site: site, writeOrigins: writeOrigins, accounts: signedIn)
        for (path, page) in [("/", WebDemoPage.home), ("/settings", .settings)] + (accounts == nil ? [] : [("/signin", .signIn)]) {
            app.get(path.pathComponents) { request in
                Response(self.page(page, appearance: request.appearance, account: request.account))
            }
        }
        if let forced = try? ForcedStyleMiddleware(WebDemoPage.welcomeStyle, site: site) {
            app.grouped(forced).get("welcome") { request in
                Response(self.page(.welcome, appearance: request.appearance, account: request.account))
            }
        }
        app.get("theme.css") { request in Response(self.styleSheet.response(ifNoneMatch: request.headers.first(name: .ifNoneMatch))) }
        app.on(.HEAD, "theme.css") { request in
            Response(self.styleSheet.response(ifNoneMatch: request.headers.first(name: .ifNoneMatch))).withoutBody()
        }
        app.refuseOtherMethods(at: ["theme.css"], allowing: [.GET, .HEAD])
        app.get("colors", ":file") { request in
            Response(self.yourColorStyleSheet(named: request.parameters.get("file") ?? "", ifNoneMatch: request.headers.first(name: .ifNoneMatch)))
        }
        app.refuseOtherMethods(at: ["colors", ":file"], allowing: [.GET, .HEAD])
        app.addAsset(Self.pageScriptAsset, at: "/app.js")
        for path in ["/", "/settings", "/welcome"] { app.refuseOtherMethods(at: path.pathComponents, allowing: [.GET, .HEAD]) }
        guard accounts != nil else { return }
        app.on(.POST, "signin", body: .stream) { request async throws -> Response in
            if let refusal = request.refusal(by: self.writeOrigins) { return refusal }
            let body = try await request.bodyText(upTo: Self.maximumSignInBodySize)
            return Response(self.signIn(formBody: body, secure: request.cameOverHTTPS))
        }
        app.post("signout") { request in
            if let refusal = request.refusal(by: self.writeOrigins) { return refusal }
            return Response(self.signOut(request.account, secure: request.cameOverHTTPS))
        }
        app.refuseOtherMethods(at: ["signin"], allowing: [.GET, .HEAD, .POST])
        app.refuseOtherMethods(at: ["signout"], allowing: [.POST])
    }
}

extension WebDemoSite {
    /// Serves the site with Vapor on `host`:`port` until SIGTERM or SIGINT, closing
    /// connections silent for `idleTimeout`; open event streams are ended before the server
    /// shuts down.
    func serveWithVapor(host: String, port: Int, idleTimeout: TimeAmount, withAppearanceMiddleware: Bool, logger: Logger) async throws {
        // Vapor is told no command line: the demo's options are parsed already.
        let app = try await Application.make(Environment(name: "production", arguments: ["twilight-web-demo"]))
        app.logger = logger
        app.http.server.configuration.serverName = "twilight-web-demo"
        // Vapor has none by default: a half-sent request head would stay open for ever.
        app.http.server.configuration.idleTimeout = idleTimeout
        configure(app, withAppearanceMiddleware: withAppearanceMiddleware)
        do {
            try await app.server.start(address: .hostname(host, port: port))
            let address = app.http.server.shared.localAddress
            WebDemoCommand.announce(host: address?.ipAddress, port: address?.port)
            for await _ in await UnixSignalsSequence(trapping: .sigterm, .sigint) { break }
            app.appearanceEventStreams.finish()
            await app.server.shutdown()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}

extension Request {
    private struct AccountKey: StorageKey {
        typealias Value = AccountID
    }

    /// The account of a valid `session` cookie, set by ``VaporSession``.
    var account: AccountID? {
        get { storage[AccountKey.self] }
        set { storage[AccountKey.self] = newValue }
    }
}

/// Reads the signed `session` cookie once per request into `request.account`. Synchronous,
/// so it costs no hop to Swift concurrency (an `AsyncMiddleware` costs two).
struct VaporSession: Middleware {
    let session: DemoSession

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        request.account = session.account(fromCookieHeader: request.headers.first(name: .cookie))
        return next.respond(to: request)
    }
}

/// Vapor's own errors (an unknown path, a body too large) with a message saying what was
/// expected, in the same shape as every other error of the demo; every answer gets
/// `X-Content-Type-Options: nosniff`.
struct VaporErrorMessages: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).flatMapErrorThrowing { error in
            guard let abort = error as? any AbortError else { return Response(WebResponse.error(500, "the server could not answer this request")) }
            if abort.status == .notFound { return Response(WebDemoSite.notFound()) }
            return Response(WebResponse.error(Int(abort.status.code), abort.reason))
        }
        .map { response in
            response.headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
            return response
        }
    }
}
#endif
