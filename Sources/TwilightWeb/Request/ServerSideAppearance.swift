import Foundation
public import Twilight

/// Deciding a page's style on the server, from the request alone: the user's choice from
/// the `theme` cookie and the system scheme from the `Sec-CH-Prefers-Color-Scheme` client
/// hint.
///
/// Only known style names are taken from the cookie; anything else is ignored and never
/// written into a page or a header. The style is decided by the site's `ThemeStyles`
/// — the same decision table as every other front-end, with its high-contrast variants —
/// so a server that knows the contrast (an account setting) gets the variant. When the
/// style cannot be known on the server (the choice is System and the browser sent no
/// hint), ``style`` is `nil` and the page relies on CSS `prefers-color-scheme` and the
/// no-flash script; the styles' default style is then what the style sheet's `:root`
/// rule should hold.
public struct ServerSideAppearance: Hashable, Sendable {
    /// The client hint that carries the system scheme.
    package static let clientHint = "Sec-CH-Prefers-Color-Scheme"

    /// The visitor's choice (System, and no axes, when there is no valid cookie): the
    /// preference, and the values on the site's axes (``SiteStyles/axes``) — from the
    /// `theme` cookie only values the site offers; an axis with none is absent (the site's
    /// default rules).
    public private(set) var choice: ThemeChoice
    /// The preference of ``choice``.
    package var preference: ThemePreference { choice.preference }
    /// The values on axes of ``choice``.
    package var axes: ThemeAxes { choice.axes }
    /// What the client hint says, `.unspecified` without one.
    ///
    /// Browsers send the hint once the site has asked for it (`responseHeaders`);
    /// `Critical-CH` makes Chromium retry the very first request with it.
    package var systemColorScheme: SystemColorScheme
    /// The style in force, if the server can know it.
    public var style: ThemeStyle?
    /// The site the page belongs to: how the style is marked on `<html>`, which styles are
    /// dark, and the browser bar's colours.
    public var site: SiteStyles
    /// The style this page is in whatever the choice, when its route forces one (see
    /// ``forcing(_:)``).
    package private(set) var forcedStyle: ThemeStyle?
    /// Resolves a request.
    ///
    /// - Parameters:
    ///   - cookieHeader: the request's `Cookie` header, if any.
    ///   - clientHint: the request's `Sec-CH-Prefers-Color-Scheme` header, if any.
    ///   - site: the styles a cookie may name (besides `system`) and how a choice is decided.
    ///
    /// A style chosen until the system changes (`dark:while:light`) whose scheme the hint
    /// shows has changed becomes what it resumes, and the refreshed cookie then
    /// stores that in the browser.
    public init(cookieHeader: String?, clientHint: String?, site: SiteStyles = .standard) {
        let scheme = Self.colorScheme(fromHint: clientHint)
        let reading = ChoiceCookie.read(from: cookieHeader, site: site)
        let preference = reading.preference ?? .system
        let settled = preference.settled(under: scheme)
        self.init(choice: ThemeChoice(settled, axes: reading.axes), systemColorScheme: scheme, site: site)
        cookieIsStale = settled != preference
        legacyAxisCookies = reading.legacyAxisCookies
    }

    /// Whether the cookie held a style until the system changed, which the hint showed has
    /// ended.
    private var cookieIsStale = false
    /// The per-axis cookies of earlier Twilight the request carried (`theme-brand`).
    package private(set) var legacyAxisCookies: [String] = []

    /// The `Set-Cookie` values that bring the request's cookies up to date, else none: the
    /// `theme` cookie when it held a style chosen until the system changed and the system
    /// has (the choice is then what it resumed), or when the choice was kept in the per-axis
    /// cookies of earlier Twilight — which are then removed. The middlewares add them to
    /// the response.
    package func refreshedCookies(secure: Bool) -> [String] {
        guard cookieIsStale || !legacyAxisCookies.isEmpty else { return [] }
        return ChoiceCookie(choice, secure: secure, domain: site.cookieDomain)
            .headerValues(replacing: legacyAxisCookies)
    }

    /// The appearance of a page of `site` for a choice the server already knows (for
    /// example one just made, or an account's); with no arguments, what a request context
    /// holds before the middleware decides: System, no hint, the standard site.
    ///
    /// - Parameters:
    ///   - choice: the visitor's choice.
    ///   - systemColorScheme: what the client hint says, `.unspecified` without one.
    ///   - contrast: the contrast the user asked for, if the server knows it; `.high`
    ///     selects the styles' high-contrast variant.
    ///   - site: decides the style with its styles, and says how the page is marked.
    public init(
        choice: ThemeChoice = ThemeChoice(),
        systemColorScheme: SystemColorScheme = .unspecified,
        contrast: SystemContrast = .normal,
        site: SiteStyles = .standard
    ) {
        self.choice = choice
        self.systemColorScheme = systemColorScheme
        self.site = site
        // System with no hint: only the browser knows; CSS and the no-flash script decide.
        if choice.preference.followsSystem, systemColorScheme == .unspecified {
            style = nil
        } else {
            style = site.styles.resolve(choice.preference, system: SystemAppearance(colorScheme: systemColorScheme, contrast: contrast))
        }
    }

    /// This appearance on a route that is always in `style` — a dark landing page, a light
    /// print view — while ``choice`` stays the visitor's: nothing saved changes,
    /// the page says the style in its markup and keeps it (the no-flash script honours
    /// `NoFlashScript.forcedStyleAttribute(_:)`), and other pages keep the choice.
    ///
    /// - Throws: ``SiteStylesError`` when ``site`` does not offer `style`.
    public func forcing(_ style: ThemeStyle) throws(SiteStylesError) -> ServerSideAppearance {
        try site.checkOffers(style, context: "a route forces")
        var forced = self
        forced.forcedStyle = style
        forced.style = style
        return forced
    }

    /// Headers every themed response carries: ask for the hint, mark the response as varying
    /// with it and the cookie, and ask browsers to retry the first request with the hint.
    package static let responseHeaders: [(name: String, value: String)] = [
        ("Accept-CH", clientHint),
        ("Vary", varyingWith.joined(separator: ", ")),
        ("Critical-CH", clientHint),
    ]

    /// The request fields a themed response varies with: the hint and the cookie.
    package static let varyingWith = [clientHint, "Cookie"]

    /// The value of cookie `name` in a `Cookie` header (`a=1; theme=dark`), if present,
    /// unquoted and percent-decoded (unless `decoding` is `false`).
    package static func cookie(named name: String, in header: String?, decoding: Bool = true) -> String? {
        guard var header else { return nil }
        var name = name
        // Bytes, not Characters: a header is ASCII, and this runs on every request.
        let value: String? = header.withUTF8 { bytes in
            name.withUTF8 { key in
                func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
                var index = 0
                while index < bytes.count {
                    var start = index
                    while index < bytes.count, unsafe bytes[index] != UInt8(ascii: ";") { index += 1 }
                    var end = index
                    index += 1
                    while start < end, unsafe isBlank(bytes[start]) { start += 1 }
                    guard let equals = unsafe bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) else { continue }
                    var keyEnd = equals
                    while keyEnd > start, unsafe isBlank(bytes[keyEnd - 1]) { keyEnd -= 1 }
                    guard unsafe bytes[start..<keyEnd].elementsEqual(key) else { continue }
                    start = equals + 1
                    while start < end, unsafe isBlank(bytes[start]) { start += 1 }
                    while end > start, unsafe isBlank(bytes[end - 1]) { end -= 1 }
                    if end - start >= 2, unsafe bytes[start] == UInt8(ascii: "\""), unsafe bytes[end - 1] == UInt8(ascii: "\"") {
                        start += 1
                        end -= 1
                    }
                    return unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                return nil
            }
        }
        guard let value else { return nil }
        return decoding ? value.percentDecoded : value
    }

    /// `"dark"` → dark, `"light"` → light; anything else unspecified. The draft standard
    /// sends a quoted string; Chromium (156) sends the bare token, so both are accepted.
    package static func colorScheme(fromHint hint: String?) -> SystemColorScheme {
        switch hint.map({ $0[...].trimmingBlanks }) {
        case "\"dark\"", "dark": .dark
        case "\"light\"", "light": .light
        default: .unspecified
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (the blanks HTTP allows around values).
    var trimmingBlanks: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}

extension StringProtocol {
    /// The text with its `%XX` escapes decoded (`nil` if one is malformed or decodes to
    /// invalid UTF-8). Foundation is asked only when there is a `%`: its decoding costs
    /// thousands of instructions a call, and most cookie values have none.
    var percentDecoded: String? {
        utf8.contains(UInt8(ascii: "%")) ? removingPercentEncoding : String(self)
    }
}
