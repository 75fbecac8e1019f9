public import Twilight
public import TwilightTokens

/// The styles a site offers and how a page says them, said once: the value every web piece
/// takes — the middleware, the `/theme` routes and their answers, the ``NoFlashScript``,
/// ``ServerSideAppearance`` and a signed-in person's ``AccountAppearance``. Which styles
/// there are, which are dark and how the choice is decided are the app's `ThemeStyles`,
/// the same value its `ThemeManager` and its token CSS take.
///
/// ```swift
/// let site = SiteStyles(ThemeStyles([.light, .dark, "dimmed"], dark: [.dark, "dimmed"], default: .dark))
/// router.add(middleware: AppearanceMiddleware(site: site))
/// router.addAppearanceRoutes(site: site)
/// let script = NoFlashScript(site: site)
/// ```
public struct SiteStyles: Hashable, Sendable {
    /// Light and dark, decided by the standard table: what every web piece uses unless told
    /// otherwise.
    public static let standard = SiteStyles()

    /// The styles a choice may name besides `system`, in the order the site lists them,
    /// which of them are dark, and how a choice and the system's scheme become a style, as
    /// for every other front-end.
    public var styles: ThemeStyles
    /// The attribute and classes that say the style on `<html>` (or any element): what the
    /// server renders, the no-flash script sets and the theme style sheet's selectors read.
    public var markup: StyleMarkup
    /// The colour of the browser's bar (`<meta name="theme-color">`) in each style, as
    /// `#rrggbb`; see ``settingThemeColors(_:)``.
    package private(set) var themeColors: [ThemeStyle: String] = [:]
    /// The domain whose sites share the `theme` cookie (app.example.com and
    /// docs.example.com keep one choice under `example.com`), or `nil` for each host its own.
    public var cookieDomain: CookieDomain?
    /// The axes a visitor may choose beside the style (a brand, a density), each with the
    /// values the site offers; see ``offeringAxis(_:values:)``.
    public internal(set) var axes: [SiteAxis] = []

    /// A site offering `styles`, whose pages say the style with `markup` (`data-theme`
    /// unless told otherwise).
    ///
    /// ```swift
    /// SiteStyles([.light, .dark, "sepia"])                     // only .dark is dark
    /// SiteStyles(tokens.styles, markup: .tailwind)             // the token document's modes
    /// ```
    public init(_ styles: ThemeStyles = .standard, markup: StyleMarkup = .standard) {
        self.styles = styles
        self.markup = markup
    }

    /// Whether a choice may name `style`.
    package func offers(_ style: ThemeStyle) -> Bool {
        styles.contains(style)
    }

    /// Throws unless the site offers `style`; `context` begins the message, which goes on
    /// "…\"mauve\", which the site does not offer: expected one of [\"light\", \"dark\"]".
    ///
    /// ```swift
    /// try site.checkOffers(style, context: "a route forces")
    /// ```
    package func checkOffers(_ style: ThemeStyle, context: String) throws(SiteStylesError) {
        guard !offers(style) else { return }
        throw SiteStylesError(
            "\(context) \(style.rawValue.debugDescription), which the site does not offer: expected one of \(styles.map(\.rawValue))"
        )
    }

    /// This site with the browser bar's colour for each style in `colors` (hex: `#rgb`,
    /// `#rrggbb`, or with alpha), rendered as `<meta name="theme-color">` and kept in step
    /// by the no-flash script.
    ///
    /// ```swift
    /// let site = try SiteStyles([.light, .dark]).settingThemeColors([.light: "#f4f5f9", .dark: "#111217"])
    /// // or from a colour token, in every style:
    /// let background = try tokens.color("color.background")
    /// let colors = Dictionary(uniqueKeysWithValues: site.styles.map { ($0, background($0).hexString) })
    /// ```
    ///
    /// - Throws: ``SiteStylesError`` naming the style and the value when a style is not
    ///   offered or a colour is not a hex colour.
    public func settingThemeColors(_ colors: [ThemeStyle: String]) throws(SiteStylesError) -> SiteStyles {
        var site = self
        for (style, color) in colors.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try checkOffers(style, context: "a theme colour is given for")
            guard let hex = Self.hexColor(color) else {
                throw SiteStylesError(
                    "the theme colour of \(style.rawValue.debugDescription) is \(color.debugDescription): expected a hex colour, #rgb, #rrggbb or with alpha #rgba, #rrggbbaa"
                )
            }
            site.themeColors[style] = hex
        }
        return site
    }

    /// `#rrggbb` (or `#rrggbbaa`) in lower case for a hex colour of 3, 4, 6 or 8 digits,
    /// else `nil`.
    private static func hexColor(_ text: String) -> String? {
        let digits = Array(text.lowercased().utf8.dropFirst())
        guard text.hasPrefix("#"), [3, 4, 6, 8].contains(digits.count),
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
        else { return nil }
        let full = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
        return "#" + String(decoding: full, as: UTF8.self)
    }

    /// The choice a cookie, a form or an event names, if every style in it is offered: a
    /// style's name, `system`, a day/night pair `system:LIGHT:DARK[:HC-LIGHT:HC-DARK]`, or
    /// a style until the system changes `STYLE:while:light|dark[:LIGHT:DARK…]`.
    /// Anything else is `nil`, so nothing unknown reaches a page or a header.
    public func preference(named value: String) -> ThemePreference? {
        if value == "system" { return .system }
        // Compared by name: a known style is valid, so a single name is not parsed.
        if let style = styles.first(where: { $0.rawValue == value }) { return .fixed(style) }
        guard value.utf8.count <= 400, let parsed = try? ThemePreference(parsing: value), offers(parsed) else { return nil }
        return parsed
    }

    /// Whether a choice may be `preference`: every style it names is offered.
    package func offers(_ preference: ThemePreference) -> Bool {
        func offers(_ pair: StylePair) -> Bool {
            [pair.light, pair.dark].allSatisfy(self.offers)
                && [pair.highContrastLight, pair.highContrastDark].allSatisfy({ $0.map(self.offers) ?? true })
        }
        switch preference {
        case .system: return true
        case .fixed(let style): return self.offers(style)
        case .systemPair(let pair): return offers(pair)
        case .untilSystemChanges(let style, _, let resumed): return self.offers(style) && (resumed.map(offers) ?? true)
        }
    }
}

/// The error thrown when a site's styles are configured with a value a page cannot carry.
public struct SiteStylesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and what was expected.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
