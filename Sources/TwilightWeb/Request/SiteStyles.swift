public import Twilight

/// The styles a site offers and how it decides between them, said once: the value every web
/// piece takes — the middleware, the `/theme` routes and ``AppearanceEndpoint``, the
/// ``NoFlashScript``, ``ServerSideAppearance`` and a signed-in person's
/// ``AccountAppearance``.
///
/// ```swift
/// let site = SiteStyles([.light, .dark, "sepia"], resolver: StyleResolver(defaultStyle: .dark))
/// router.add(middleware: AppearanceMiddleware(site: site))
/// router.addAppearanceRoutes(site: site)
/// let script = NoFlashScript(site: site)
/// ```
public struct SiteStyles: Hashable, Sendable {
    /// Light and dark, decided by the standard table: what every web piece uses unless told
    /// otherwise.
    public static let standard = SiteStyles()

    /// The styles a choice may name besides `system`, in the order the site lists them.
    public let styles: [ThemeStyle]
    /// How a choice and the system's scheme become a style, as for every other front-end.
    public var resolver: StyleResolver
    private let byName: [String: ThemeStyle]

    /// A site offering `styles` (each once; a repeated one is kept at its first place),
    /// deciding with `resolver`.
    public init(_ styles: [ThemeStyle] = [.light, .dark], resolver: StyleResolver = StyleResolver()) {
        var seen = Set<ThemeStyle>()
        self.styles = styles.filter { seen.insert($0).inserted }
        self.resolver = resolver
        byName = Dictionary(styles.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a choice may name `style`.
    public func offers(_ style: ThemeStyle) -> Bool {
        byName[style.rawValue] != nil
    }

    /// The choice a cookie, a form or an event names, if every style in it is offered: a
    /// style's name, `system`, or a day/night pair `system:LIGHT:DARK[:HC-LIGHT:HC-DARK]`.
    /// Anything else is `nil`, so nothing unknown reaches a page or a header.
    public func preference(named value: String) -> ThemePreference? {
        if value == "system" { return .system }
        // Compared by name: a known style is valid, so a single name is not parsed.
        if let style = byName[value] { return .fixed(style) }
        guard value.hasPrefix("system:"), value.utf8.count <= 400, let parsed = try? ThemePreference(parsing: value),
            case .systemPair(let pair) = parsed,
            [pair.light, pair.dark].allSatisfy(offers),
            [pair.highContrastLight, pair.highContrastDark].allSatisfy({ $0.map(offers) ?? true })
        else { return nil }
        return parsed
    }
}
