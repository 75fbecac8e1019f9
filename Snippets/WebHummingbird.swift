// A Hummingbird site whose pages are rendered in the user's style, with no flash.
import Foundation
import Hummingbird
import Twilight
import TwilightHummingbird
import TwilightTokens
import TwilightWeb

// snippet.hide
let tokensURL = URL(fileURLWithPath: "app.resolver.json")
func serve() throws {
    // snippet.show
    let sheet = StaticAsset.styleSheet(ThemeStyleSheet(tokens: try DesignTokens(contentsOf: tokensURL)).css)  // built once
    let script = NoFlashScript(crossFade: true)

    let router = Router(context: BasicAppearanceRequestContext.self)
    router.add(middleware: AppearanceMiddleware())  // cookie + client hint → context.appearance
    router.addAppearanceRoutes()  // GET/POST /theme: a form (no script) or JSON
    router.addAsset(sheet, at: "/theme.css")
    router.get("/") { _, context -> String in
        let appearance = context.appearance
        return """
            <html\(appearance.htmlAttributes)><head>\(appearance.colorSchemeMeta)
            \(script.html())<link rel="stylesheet" href="/theme.css">…
            """
    }
    // snippet.hide
    _ = router
}
