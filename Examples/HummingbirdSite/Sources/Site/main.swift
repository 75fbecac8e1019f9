// A page rendered in the visitor's style on the first byte: the `theme` cookie and the
// client hint decide on the server, the no-flash script follows the system live, and
// GET/POST /theme lets a form without script change the choice.
import Hummingbird
import TwilightHummingbird
import TwilightWeb

let script = NoFlashScript(crossFade: true)
let styleSheet = StaticAsset.styleSheet(
    """
    :root, [data-theme="light"] { color-scheme: light; --page: #ffffff; --text: #1c1c1e; }
    [data-theme="dark"] { color-scheme: dark; --page: #1c1c1e; --text: #f2f2f7; }
    body { background: var(--page); color: var(--text); }
    """
)

let router = Router(context: BasicAppearanceRequestContext.self)
router.add(middleware: AppearanceMiddleware())
router.addAppearanceRoutes()
router.addAsset(styleSheet, at: "/theme.css")
router.get("/") { _, context -> HTML in
    let appearance = context.appearance
    return HTML(
        """
        <!doctype html><html\(appearance.htmlAttributes)><head>\(appearance.colorSchemeMeta)
        \(script.html())<link rel="stylesheet" href="/theme.css"></head>
        <body><p>This page is \(appearance.style).</p>
        <form method="post" action="/theme"><button name="theme" value="dark">Dark</button>
        <button name="theme" value="light">Light</button><button name="theme" value="system">System</button></form></body></html>
        """
    )
}

/// An HTML page as a response.
struct HTML: ResponseGenerator {
    let text: String
    init(_ text: String) { self.text = text }
    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
try await app.runService()
