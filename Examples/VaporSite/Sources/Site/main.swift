// The same page on Vapor: `req.appearance` decides on the server, the no-flash script
// follows the system live, and GET/POST /theme changes the choice.
import TwilightVapor
import TwilightWeb
import Vapor

let script = NoFlashScript(crossFade: true)
let app = try await Application.make(.detect())
app.http.server.configuration.hostname = "127.0.0.1"
app.middleware.use(AppearanceMiddleware())
app.addAppearanceRoutes()
app.addAsset(
    .styleSheet(
        """
        :root, [data-theme="light"] { color-scheme: light; --page: #ffffff; --text: #1c1c1e; }
        [data-theme="dark"] { color-scheme: dark; --page: #1c1c1e; --text: #f2f2f7; }
        body { background: var(--page); color: var(--text); }
        """
    ),
    at: "/theme.css"
)
app.get { req -> Response in
    let appearance = req.appearance
    let page = """
        <!doctype html><html\(appearance.htmlAttributes)><head>\(appearance.colorSchemeMeta)
        \(script.html())<link rel="stylesheet" href="/theme.css"></head>
        <body><p>This page is \(appearance.style).</p></body></html>
        """
    return Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .init(string: page))
}
try await app.execute()
try await app.asyncShutdown()
