#if WebDemo
extension WebDemoSite {
    /// The page's own rules, on top of the tokens' custom properties. Transitions run only
    /// when the user has not asked for reduced motion; the no-flash script keeps them off
    /// at load. (`Pages/page.css`)
    static let pageCSS = String(decoding: PackageResources.page_css, as: UTF8.self)

    /// Switching without a reload: the settings form goes through `twilight.set` (and the
    /// JSON endpoint), and every change updates the labels and the check mark. (`Pages/app.js`)
    static let pageScript = String(decoding: PackageResources.app_js, as: UTF8.self)
}
#endif
