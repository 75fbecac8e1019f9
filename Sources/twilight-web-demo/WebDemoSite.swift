import Foundation
import Hummingbird
import Twilight
import TwilightAccounts
import TwilightHummingbird
import TwilightTokens
import TwilightWeb

/// The demo's routes: `/` (the current choice and style), `/settings` (Light, Dark,
/// System), `/theme` (reading and setting the choice), `/theme.css` (built once from the
/// token document) and `/app.js` (the switcher that avoids reloads).
struct WebDemoSite: Sendable {
    let styleSheet: ThemeStyleSheet
    /// The styles the token document has modes for: light, dark, sepia and dimmed.
    let styles: [ThemeStyle]
    let script: NoFlashScript
    /// With `--database`: choices follow accounts, and people sign in with a name.
    let accounts: AccountAppearance?
    let session: DemoSession

    init(tokens: DesignTokens, accounts: AccountAppearance? = nil, session: DemoSession = DemoSession(secret: nil)) {
        styles = tokens.modes.compactMap(ThemeStyle.init(rawValue:))
        styleSheet = ThemeStyleSheet(tokens: tokens, styles: styles, extraCSS: Self.pageCSS)
        script = NoFlashScript(styles: styles, crossFade: true)
        self.accounts = accounts
        self.session = session
    }

    func router(withAppearanceMiddleware: Bool) -> Router<DemoRequestContext> {
        // HEAD wherever GET works (RFC 9110); 405 with Allow for other methods.
        let router = Router(context: DemoRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ErrorMessageMiddleware())
        let signedIn = accounts.map { accounts in
            AppearanceAccounts<DemoRequestContext>(accounts) { _, context in context.account }
        }
        if accounts != nil { router.add(middleware: SessionMiddleware(session: session)) }
        if withAppearanceMiddleware { router.add(middleware: AppearanceMiddleware(styles: Set(styles), accounts: signedIn)) }
        router.addAppearanceRoutes(styles: styles, accounts: signedIn)
        router.get("/") { _, context in page(.home, context) }
        router.get("/settings") { _, context in page(.settings, context) }
        router.addAsset(StaticAsset(styleSheet), at: "/theme.css")
        router.addAsset(Self.pageScriptAsset, at: "/app.js")
        for path in ["/", "/settings"] {
            router.refuseOtherMethods(at: RouterPath(path), allowing: [.get, .head])
        }
        if accounts != nil { addSignIn(to: router) }
        return router
    }

    /// `GET /signin` (the form), `POST /signin` (`name=ada`: signs in, then to Settings) and
    /// `POST /signout`.
    private func addSignIn(to router: Router<DemoRequestContext>) {
        struct SignIn: Decodable { var name: String? }
        router.get("/signin") { _, context in page(.signIn, context) }
        router.post("/signin") { request, _ in
            var request = request
            let body = try await request.collectBody(upTo: 4096)
            let form = try? URLEncodedFormDecoder().decode(SignIn.self, from: String(buffer: body))
            let name = form?.name?.trimmingCharacters(in: .whitespaces) ?? ""
            guard (1...64).contains(name.count), name.unicodeScalars.allSatisfy(Self.nameCharacters.contains),
                let account = try? AccountID(name)
            else {
                throw HTTPError(.badRequest, message: "expected a name of 1 to 64 letters, digits or . _ @ -")
            }
            return Self.redirect(to: "/settings", setting: session.setCookie(for: account, secure: request.cameOverHTTPS))
        }
        router.post("/signout") { request, _ in Self.redirect(to: "/", setting: session.setCookie(for: nil, secure: request.cameOverHTTPS)) }
        router.refuseOtherMethods(at: "/signin", allowing: [.get, .head, .post])
        router.refuseOtherMethods(at: "/signout", allowing: [.post])
    }

    private static let nameCharacters = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        .union(CharacterSet(charactersIn: "._@-"))

    private static func redirect(to path: String, setting cookie: String) -> Response {
        Response(status: .seeOther, headers: [.location: path, .setCookie: cookie, .cacheControl: "no-store"])
    }

    /// An HTML page with a fresh CSP nonce for its inline script.
    func page(_ page: WebDemoPage, _ context: DemoRequestContext) -> Response {
        var random = SystemRandomNumberGenerator()
        // 16 random bytes from two draws (each draw is a system call).
        let nonce = Data([random.next(), random.next()].flatMap { (word: UInt64) in withUnsafeBytes(of: word, Array.init) }).base64EncodedString()
        let visitor = WebDemoPage.Visitor(accounts: accounts != nil, account: context.account)
        let html = page.html(
            appearance: context.appearance,
            visitor: visitor,
            noFlashScript: script.html(nonce: nonce),
            styleSheetTag: styleSheet.entityTag
        )
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8",
                .cacheControl: "no-cache",
                .contentSecurityPolicy:
                    "default-src 'none'; script-src 'self' 'nonce-\(nonce)'; style-src 'self' 'nonce-\(nonce)'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
            ],
            body: .init(byteBuffer: ByteBuffer(string: html))
        )
    }

    /// ``pageScript``, served with its entity tag.
    static let pageScriptAsset = StaticAsset(pageScript, contentType: "text/javascript; charset=utf-8")
}
