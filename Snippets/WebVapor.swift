// The same site on Vapor: the same answers, decided by the same server-neutral code.
import Twilight
import TwilightTokens
import TwilightVapor
import TwilightWeb
import Vapor

// snippet.hide
func configure(_ app: Application, tokens: DesignTokens) {
    // snippet.show
    app.middleware.use(AppearanceMiddleware())  // → req.appearance
    app.addAppearanceRoutes()  // GET/HEAD/POST /theme
    app.addAsset(.styleSheet(ThemeStyleSheet(tokens: tokens).css), at: "/theme.css")
    app.get { req in "<html\(req.appearance.htmlAttributes)>…" }
    // snippet.hide
}
