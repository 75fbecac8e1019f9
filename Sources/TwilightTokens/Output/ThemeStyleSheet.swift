public import Twilight

/// A site's theme style sheet, built once from a token document: every token as a CSS
/// custom property, one rule per style on `[data-theme="STYLE"]` (or the site's own
/// `StyleMarkup`) — on `<html>` or on any element, to theme just its subtree — the default style on
/// `:root` and the dark one under `prefers-color-scheme: dark` for pages with no
/// `data-theme`, each with its `color-scheme`.
///
/// Build it at start-up and serve ``css`` on every request; `TwilightWeb`'s `StaticAsset`
/// adds the entity tag:
///
/// ```swift
/// let sheet = ThemeStyleSheet(tokens: try DesignTokens(contentsOf: url))
/// let asset = StaticAsset.styleSheet(sheet.css)   // GET /theme.css, with an ETag
/// ```
public struct ThemeStyleSheet: Sendable {
    /// The styles a page may name in `data-theme`, which are dark, their variants and the
    /// default.
    public let styles: ThemeStyles
    /// The style sheet.
    public let css: String

    /// Builds the style sheet for `styles` from `tokens`; `extraCSS` (the page's own rules)
    /// is appended.
    ///
    /// - Parameters:
    ///   - tokens: the token document; each style takes the mode it maps to.
    ///   - styles: the styles a page may choose; the page's CSS follows their decision
    ///     table — the default style, and the high-contrast variants under
    ///     `prefers-contrast: more` — as the server's `SiteStyles` and every other
    ///     front-end do: pass the site's. Without it, the document's own
    ///     (``DesignTokens/styles``): its modes, dark and high contrast as it declares.
    ///   - prefix: prepended to every custom property name after `--`.
    ///   - markup: how a page names its style (`data-theme` unless told otherwise): the
    ///     same markup the site's server rendering and no-flash script use.
    ///   - extraCSS: rules appended after the tokens.
    public init(
        tokens: DesignTokens,
        styles: ThemeStyles? = nil,
        prefix: String = "",
        markup: StyleMarkup = .standard,
        extraCSS: String = ""
    ) {
        let styles = styles ?? tokens.styles
        self.styles = styles
        var css = CSSWriter(prefix: prefix, styles: styles, markup: markup).css(for: tokens)
        if !extraCSS.isEmpty { css += "\n" + extraCSS }
        self.css = css
    }
}
