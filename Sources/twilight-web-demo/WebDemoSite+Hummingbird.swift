#if WebDemo
import Hummingbird
import TwilightAccounts
import TwilightHummingbird
import TwilightWeb

extension WebDemoSite {
    /// The site on Hummingbird.
    func router(withAppearanceMiddleware: Bool) -> Router<DemoRequestContext> {
        // HEAD wherever GET works (RFC 9110); 405 with Allow for other methods.
        let router = Router(context: DemoRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ErrorMessageMiddleware())
        let signedIn = accounts.map { accounts in
            AppearanceAccounts<DemoRequestContext>(accounts) { _, context in context.account }
        }
        if accounts != nil { router.add(middleware: SessionMiddleware(session: session)) }
        if withAppearanceMiddleware { router.add(middleware: AppearanceMiddleware(site: site, accounts: signedIn)) }
        router.addAppearanceRoutes(site: site, writeOrigins: writeOrigins, accounts: signedIn)
        router.get("/") { _, context in Response(page(.home, appearance: context.appearance, account: context.account)) }
        router.get("/settings") { _, context in Response(page(.settings, appearance: context.appearance, account: context.account)) }
        if let forced = try? ForcedStyleMiddleware<DemoRequestContext>(WebDemoPage.welcomeStyle, site: site) {
            router.group("welcome").add(middleware: forced).get { _, context in
                Response(page(.welcome, appearance: context.appearance, account: context.account))
            }
        }
        router.get("/theme.css") { request, _ in Response(styleSheet.response(ifNoneMatch: request.headers[.ifNoneMatch])) }
        router.head("/theme.css") { request, _ in Response(styleSheet.response(ifNoneMatch: request.headers[.ifNoneMatch])).createHeadResponse() }
        router.refuseOtherMethods(at: "/theme.css", allowing: [.get, .head])
        router.get("/colors/:file") { request, context in
            Response(yourColorStyleSheet(named: context.parameters.get("file") ?? "", ifNoneMatch: request.headers[.ifNoneMatch]))
        }
        router.refuseOtherMethods(at: "/colors/:file", allowing: [.get, .head])
        router.addAsset(Self.pageScriptAsset, at: "/app.js")
        for path in ["/", "/settings", "/welcome"] {
            router.refuseOtherMethods(at: RouterPath(path), allowing: [.get, .head])
        }
        guard accounts != nil else { return router }
        router.get("/signin") { _, context in Response(page(.signIn, appearance: context.appearance, account: context.account)) }
        router.post("/signin") { request, _ in
            if let refusal = request.refusal(by: writeOrigins) { return refusal }
            var request = request
            let body = try? await request.collectBody(upTo: Self.maximumSignInBodySize)
            return Response(signIn(formBody: body.map { String(buffer: $0) }, secure: request.cameOverHTTPS))
        }
        router.post("/signout") { request, context in
            if let refusal = request.refusal(by: writeOrigins) { return refusal }
            return Response(signOut(context.account, secure: request.cameOverHTTPS))
        }
        router.refuseOtherMethods(at: "/signin", allowing: [.get, .head, .post])
        router.refuseOtherMethods(at: "/signout", allowing: [.post])
        return router
    }
}
#endif
