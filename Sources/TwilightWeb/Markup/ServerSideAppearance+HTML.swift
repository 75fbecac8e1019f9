import Twilight
import TwilightTokens

extension ServerSideAppearance {
    /// The attributes for `<html>` when the server knows the style, as the site's
    /// ``SiteStyles/markup`` says: ` data-theme="dimmed"`, with ` class="dark"` under
    /// `StyleMarkup.tailwind` — so the page is right before any script runs (or with
    /// none). Empty when the style is not known, which leaves the page to CSS
    /// `prefers-color-scheme` and the no-flash script.
    ///
    /// ```swift
    /// "<html lang=\"en\"\(appearance.htmlAttributes)>"
    /// ```
    ///
    /// A page with classes of its own on `<html>` writes ``styleAttribute`` and adds
    /// ``styleClasses`` to its own.
    ///
    /// On a route that forces a style (``forcing(_:)``) it also carries
    /// `NoFlashScript.forcedStyleAttribute(_:)`, which keeps the script from applying the
    /// visitor's choice. The visitor's values on the site's axes follow (`data-<axis>`
    /// attributes), known whether or not the style is.
    public var htmlAttributes: String {
        let classes = styleClasses
        return styleAttribute + (classes.isEmpty ? "" : " class=\"\(HTMLText.escaped(classes.joined(separator: " ")))\"")
            + (forcedStyle.map(NoFlashScript.forcedStyleAttribute) ?? "") + axisAttributes
    }

    /// The attribute of each axis the visitor chose a value on, in the site's order:
    /// ` data-brand="ocean" data-density="compact"`; empty when none is chosen. Only values
    /// the site offers are ever in ``axes``.
    package var axisAttributes: String {
        site.axes.compactMap { axis in
            axes[axis.name].map { " \(axis.attribute)=\"\(HTMLText.escaped($0))\"" }
        }.joined()
    }

    /// The markup's attribute naming the style (` data-theme="dark"`), or empty when the
    /// style is not known or the markup has no attribute.
    public var styleAttribute: String {
        guard let style, let attribute = site.markup.attribute else { return "" }
        return " \(attribute)=\"\(HTMLText.escaped(style.rawValue))\""
    }

    /// The markup's classes for the style in force (`theme-sepia`, `dark`), or none when
    /// the style is not known.
    public var styleClasses: [String] {
        guard let style else { return [] }
        return site.markup.classes(for: style, isDark: isDark)
    }

    /// Whether the page is dark: whether the site's styles say the style in force is
    /// (`ThemeStyles.isDark(_:)`) — a day/night pair's night half included: a pair is two
    /// styles, each as dark as the styles say.
    var isDark: Bool {
        style.map(site.styles.isDark) ?? false
    }

    /// The `color-scheme` the page asks the browser for: `dark` or `light` when the style is
    /// known, `light dark` otherwise.
    public var colorScheme: String {
        guard style != nil else { return "light dark" }
        return isDark ? "dark" : "light"
    }

    /// `<meta name="color-scheme" content="…">`, which sets the canvas and form controls
    /// before any style sheet has loaded.
    public var colorSchemeMeta: String {
        "<meta name=\"color-scheme\" content=\"\(colorScheme)\">"
    }

    /// `<meta name="theme-color" content="#…">`, the colour of the browser's (and the
    /// phone's) bar in the style in force, from the site's theme colours (``SiteStyles/settingThemeColors(_:)``).
    /// When the style is not known, one per system scheme with its `media` query, which the
    /// browser picks between; empty when the site has no colour for the style.
    public var themeColorMeta: String {
        func meta(_ style: ThemeStyle, media: String? = nil) -> String {
            guard let color = site.themeColors[style] else { return "" }
            return "<meta name=\"theme-color\"\(media.map { " media=\"\($0)\"" } ?? "") content=\"\(color)\">"
        }
        if let style { return meta(style) }
        return [SystemColorScheme.light, .dark].map { scheme in
            meta(site.styles.resolve(.system, system: SystemAppearance(colorScheme: scheme)), media: "(prefers-color-scheme: \(scheme.rawValue))")
        }.joined()
    }
}
