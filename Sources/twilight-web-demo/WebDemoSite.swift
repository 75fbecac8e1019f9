import Foundation
import Hummingbird
import Twilight
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

    init(tokens: DesignTokens) {
        styles = tokens.modes.compactMap(ThemeStyle.init(rawValue:))
        styleSheet = ThemeStyleSheet(tokens: tokens, styles: styles, extraCSS: Self.pageCSS)
        script = NoFlashScript(styles: styles, crossFade: true)
    }

    func router(withAppearanceMiddleware: Bool) -> Router<BasicAppearanceRequestContext> {
        // HEAD wherever GET works (RFC 9110); 405 with Allow for other methods.
        let router = Router(context: BasicAppearanceRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ErrorMessageMiddleware())
        if withAppearanceMiddleware { router.add(middleware: AppearanceMiddleware(styles: Set(styles))) }
        router.addAppearanceRoutes(styles: styles)
        router.get("/") { _, context in page(.home, context.appearance) }
        router.get("/settings") { _, context in page(.settings, context.appearance) }
        router.get("/theme.css") { request, _ in
            asset(styleSheet.css, type: "text/css; charset=utf-8", entityTag: styleSheet.entityTag, request: request)
        }
        router.get("/app.js") { request, _ in
            asset(Self.pageScript, type: "text/javascript; charset=utf-8", entityTag: Self.pageScriptTag, request: request)
        }
        for path in ["/", "/settings", "/theme.css", "/app.js"] {
            router.refuseOtherMethods(at: RouterPath(path), allowing: [.get, .head])
        }
        return router
    }

    /// An HTML page with a fresh CSP nonce for its inline script.
    func page(_ page: WebDemoPage, _ appearance: ServerSideAppearance) -> Response {
        var random = SystemRandomNumberGenerator()
        let nonce = Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &random) }).base64EncodedString()
        let html = page.html(appearance: appearance, noFlashScript: script.html(nonce: nonce), styleSheetTag: styleSheet.entityTag)
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

    /// A static text asset, revalidated by its entity tag.
    func asset(_ text: String, type: String, entityTag: String, request: Request) -> Response {
        var headers: HTTPFields = [.contentType: type, .eTag: entityTag, .cacheControl: "no-cache"]
        if request.headers[.ifNoneMatch] == entityTag {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static let pageScriptTag = EntityTag.strong(for: pageScript)
}
