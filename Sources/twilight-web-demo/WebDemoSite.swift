#if WebDemo
import Foundation
import ReferenceDocument
import Twilight
import TwilightColor
import TwilightAccounts
import TwilightTokens
import TwilightUtilities
import TwilightWeb

/// The demo's site, whichever framework serves it: `/` (the current choice and style),
/// `/settings` (Light, Dark, System, and a preview of two styles side by side), `/welcome`
/// (a landing page always in Dark), `/theme` (reading and setting the choice),
/// `/theme.css` (built from the token document, again whenever `--tokens`' file is saved),
/// `/colors/RRGGBB.css` (the colours of a picked colour), `/app.js` (the switcher that avoids
/// reloads), and with `--database` `/signin` and `/signout`. The pages and answers are
/// decided here; `WebDemoSite+Hummingbird` and `WebDemoSite+Vapor` only route to them.
struct WebDemoSite: Sendable {
    /// What the token document gives the pages, built again on every reload.
    private let current: LockedValue<Rendition>
    /// Whether the document is read again when saved: pages then ask for `/theme.css`
    /// twice a second and take the new one without a reload.
    let followsTokenChanges: Bool
    /// The styles the token document has modes for: light, dark, sepia and dimmed.
    let site: SiteStyles
    /// With `--database`: choices follow accounts, and people sign in with a name.
    let accounts: AccountAppearance?
    let session: DemoSession

    /// Only the site's own pages may sign in, sign out or change the choice.
    let writeOrigins = WriteOrigins.sameOrigin

    init(
        tokens: DesignTokens,
        followsTokenChanges: Bool = false,
        accounts: AccountAppearance? = nil,
        session: DemoSession,
        cookieDomain: CookieDomain? = nil
    ) {
        // The token document's modes, dark as it says (Dark and Dimmed), marked as Tailwind's
        // `dark:` variant reads it: data-theme, and class="dark" in the dark ones.
        var site = SiteStyles(tokens.styles, markup: .tailwind)
        site.cookieDomain = cookieDomain
        // A brand chosen beside the style: the default (no attribute), Ocean or Forest.
        if let branded = try? site.offeringAxis("brand", values: WebDemoPage.brands.map(\.value)) { site = branded }
        // Your colour: any colour, from which the page's colours grow (`/colors/RRGGBB.css`).
        if let colored = try? site.offeringColorAxis(YourColor.axis) { site = colored }
        self.site = site
        current = LockedValue(Rendition(tokens, for: site))
        self.followsTokenChanges = followsTokenChanges
        self.accounts = accounts
        self.session = session
    }

    /// The theme style sheet in force.
    var styleSheet: StaticAsset { current.withLock { $0.styleSheet } }

    /// Puts the style sheet of a reloaded document in force (its modes and axes are the
    /// ones the site started with).
    func reloaded(_ tokens: DesignTokens) {
        let rendition = Rendition(tokens, for: site)
        current.withLock { $0 = rendition }
    }

    /// The theme style sheet, and the site with the browser bar's colour in each style (the
    /// page's background) and the no-flash script that carries those colours.
    private struct Rendition {
        let styleSheet: StaticAsset
        let site: SiteStyles
        let script: NoFlashScript

        init(_ tokens: DesignTokens, for site: SiteStyles) {
            styleSheet = .styleSheet(ThemeStyleSheet(tokens: tokens, styles: site.styles, markup: site.markup, extraCSS: pageCSS).css)
            var colored = site
            if let background = try? tokens.color("color.background"),
                let withColors = try? site.settingThemeColors(
                    Dictionary(uniqueKeysWithValues: site.styles.map { ($0, background(site.styles.look($0)).hexString) })
                )
            {
                colored = withColors
            }
            self.site = colored
            script = NoFlashScript(site: colored, crossFade: true)
        }
    }

    /// An HTML page with a fresh CSP nonce for its inline script.
    func page(_ page: WebDemoPage, appearance: ServerSideAppearance, account: AccountID?) -> WebResponse {
        var random = SystemRandomNumberGenerator()
        // 16 random bytes from two draws (each draw is a system call).
        let nonce = Data([random.next(), random.next()].flatMap { (word: UInt64) in unsafe withUnsafeBytes(of: word, Array.init) })
            .base64EncodedString()
        let visitor = WebDemoPage.Visitor(accounts: accounts != nil, account: account)
        let rendition = current.withLock { $0 }
        var appearance = appearance
        appearance.site = rendition.site  // the same styles, with the bar's colours of the document now
        let html = page.html(
            appearance: appearance,
            visitor: visitor,
            noFlashScript: rendition.script.html(nonce: nonce),
            liveStyleSheetTag: followsTokenChanges ? rendition.styleSheet.entityTag : nil
        )
        let policy =
            "default-src 'none'; script-src 'self' 'nonce-\(nonce)'; style-src 'self' 'nonce-\(nonce)'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
        return WebResponse(
            status: 200,
            headers: [
                WebHeader("Content-Type", "text/html; charset=utf-8"), WebHeader("Cache-Control", "no-cache"),
                WebHeader("Content-Security-Policy", policy),
            ],
            body: html
        )
    }

    /// The largest sign-in body read.
    static let maximumSignInBodySize = 4096

    /// `POST /signin` with `name=ada`: signs in and goes to Settings; a bad name is a `400`
    /// saying what was expected. `body` is `nil` when it was too large (`413`).
    func signIn(formBody body: String?, secure: Bool) -> WebResponse {
        guard let body else { return .error(413, "the body is over \(Self.maximumSignInBodySize) bytes: expected a form like name=ada") }
        let name = FormFields(body)["name"]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard (1...64).contains(name.count), name.unicodeScalars.allSatisfy(Self.nameCharacters.contains), let account = try? AccountID(name) else {
            return .error(400, "expected a name of 1 to 64 letters, digits or . _ @ -")
        }
        return Self.redirect(to: "/settings", setting: session.signIn(account, secure: secure))
    }

    /// `POST /signout`: ends the account's sessions (also on other devices), clears this
    /// browser's and goes home.
    func signOut(_ account: AccountID?, secure: Bool) -> WebResponse {
        Self.redirect(to: "/", setting: session.signOut(account, secure: secure))
    }

    /// The answer for a path the demo does not serve.
    static func notFound() -> WebResponse {
        .error(
            404,
            "nothing is served at this path: expected /, /settings, /welcome, /theme, /theme.css, /colors/RRGGBB.css, /app.js, or with --database /signin"
        )
    }

    private static let nameCharacters = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        .union(CharacterSet(charactersIn: "._@-"))

    private static func redirect(to path: String, setting cookie: String) -> WebResponse {
        WebResponse(status: 303, headers: [WebHeader("Location", path), WebHeader("Set-Cookie", cookie), WebHeader("Cache-Control", "no-store")])
    }

    /// ``pageScript``, served with its entity tag.
    static let pageScriptAsset = StaticAsset(pageScript, contentType: "text/javascript; charset=utf-8")
}
#endif
