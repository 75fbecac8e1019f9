#if WebDemo
extension WebDemoSite {
    /// The demo's design tokens: a DTCG resolver document with four modes (light, dark,
    /// sepia, dimmed) and a brand beside them (the default, Ocean, Forest): each mode takes
    /// its accent from the brand's, so the accent changes with both and the style sheet
    /// writes the combined rules for it alone. (`Pages/demo.resolver.json`)
    static let builtInTokens = EmbeddedFiles.demo_resolver_json

    /// The page's own rules, on top of the tokens' custom properties. Transitions run only
    /// when the user has not asked for reduced motion; the no-flash script keeps them off
    /// at load. (`Pages/page.css`)
    static let pageCSS = EmbeddedFiles.page_css

    /// Switching without a reload: the settings form goes through `twilight.set` (and the
    /// JSON endpoint), and every change updates the labels and the check mark. (`Pages/app.js`)
    static let pageScript = EmbeddedFiles.app_js
}
#endif
