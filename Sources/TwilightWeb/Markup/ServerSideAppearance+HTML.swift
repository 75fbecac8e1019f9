import Twilight

extension ServerSideAppearance {
    /// The attributes for `<html>`: ` data-theme="dark"` when the server knows the style,
    /// so the page is right before any script runs (or with none); empty otherwise, which
    /// leaves the page to CSS `prefers-color-scheme` and the no-flash script.
    ///
    /// ```swift
    /// "<html lang=\"en\"\(appearance.htmlAttributes)>"
    /// ```
    public var htmlAttributes: String {
        guard let style else { return "" }
        return " data-theme=\"\(HTMLText.escaped(style.rawValue))\""
    }

    /// The `color-scheme` the page asks the browser for: `dark` or `light` when the style is
    /// known, `light dark` otherwise.
    public var colorScheme: String {
        guard let style else { return "light dark" }
        // A pair's night style is dark whatever its name ("dimmed").
        if case .systemPair = preference { return systemColorScheme == .dark ? "dark" : "light" }
        return ThemeStyle.nameSuggestsDark(style.rawValue) ? "dark" : "light"
    }

    /// `<meta name="color-scheme" content="…">`, which sets the canvas and form controls
    /// before any style sheet has loaded.
    public var colorSchemeMeta: String {
        "<meta name=\"color-scheme\" content=\"\(colorScheme)\">"
    }
}
