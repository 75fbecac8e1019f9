#if Studio
import TwilightWeb

/// The studio's page: markup, style sheet and script (`Pages/studio.html`, `.css`, `.js`), served from the studio's own origin
/// under a policy that allows nothing else. The script reads `/api/document` and draws it
/// with `textContent` and CSSOM colours only (token names are never parsed as markup).
enum StudioPage {
    /// The page, with a policy that lets it load only its own script and style sheet and
    /// talk only to its own origin, and never be framed.
    static let page = WebResponse(
        status: 200,
        headers: [
            WebHeader("Content-Type", "text/html; charset=utf-8"), WebHeader("Cache-Control", "no-cache"),
            WebHeader(
                "Content-Security-Policy",
                "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
            ),
        ],
        body: String(decoding: PackageResources.studio_html, as: UTF8.self)
    )

    static let styleSheet = StaticAsset.styleSheet(String(decoding: PackageResources.studio_css, as: UTF8.self))

    static let script = StaticAsset(String(decoding: PackageResources.studio_js, as: UTF8.self), contentType: "text/javascript; charset=utf-8")
}
#endif
