#if WebDemo
import ReferenceDocument
import Twilight
import TwilightAccounts
import TwilightColor
import TwilightWeb

/// The demo's two pages, rendered on the server so they are right with no script.
enum WebDemoPage {
    case home
    case settings
    /// A landing page always in ``welcomeStyle``, whatever the visitor chose.
    case welcome
    /// The demo's sign-in form (with `--database`).
    case signIn

    /// The style `/welcome` is always in.
    static let welcomeStyle = ThemeStyle.dark

    /// Who is looking: whether the site has accounts, and the one signed in.
    struct Visitor {
        var accounts: Bool
        var account: AccountID?
        static let anonymous = Visitor(accounts: false, account: nil)
    }

    /// The choices the settings page offers, in order.
    static let choices: [ThemePreference] = [.light, .dark, .system]

    /// The brands the settings page offers beside the style: the default, with no value
    /// (the tokens' own accent), then Ocean and Forest (`data-brand`: the brand modifier of
    /// the reference document, `ReferenceTokens`).
    static let brands: [(value: String, label: String)] = [("ocean", "Ocean"), ("forest", "Forest")]

    /// `Light`, `Dark`, `System`.
    static func label(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// `Light`, `System`, `System (Sepia by day, Dimmed by night)`, or `Dark until the
    /// system changes`.
    static func label(_ preference: ThemePreference) -> String {
        switch preference {
        case .systemPair(let pair): "System (\(label(pair.light.rawValue)) by day, \(label(pair.dark.rawValue)) by night)"
        case .untilSystemChanges(let style, _, _): "\(label(style.rawValue)) until the system changes"
        case .system, .fixed: label(preference.description)
        }
    }

    /// The page; with `liveStyleSheetTag` (the entity tag of the style sheet it links), its
    /// script takes a newer `/theme.css` as soon as the server has one.
    func html(appearance: ServerSideAppearance, visitor: Visitor = .anonymous, noFlashScript: String, liveStyleSheetTag: String? = nil) -> String {
        let title =
            switch self {
            case .home: "Twilight"
            case .settings: "Settings · Twilight"
            case .welcome: "Welcome · Twilight"
            case .signIn: "Sign in · Twilight"
            }
        let content =
            switch self {
            case .home: home(appearance)
            case .settings: settings(appearance)
            case .welcome: Self.welcomeContent
            case .signIn: Self.signInForm
            }
        // A signed-in page follows the account's choice live (from another device).
        var live = visitor.account == nil ? "" : NoFlashScript.liveUpdatesAttribute()
        // The entity tag is a quoted hexadecimal hash: it needs no escaping once its quotes are dropped.
        if let tag = liveStyleSheetTag { live += " data-live-tokens=\"\(tag.filter { $0 != "\"" })\"" }
        return """
            <!doctype html>
            <html lang="en"\(appearance.htmlAttributes)\(live)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            \(appearance.colorSchemeMeta)\(appearance.themeColorMeta)
            <title>\(title)</title>
            \(noFlashScript)
            <link rel="stylesheet" href="/theme.css">\(Self.yourColorLink(appearance.axes[YourColor.axis]))
            <script src="/app.js" defer></script>
            </head>
            <body>
            <main class="card">
            <nav><a href="/"\(self == .home ? " aria-current=\"page\"" : "")>Home</a><a href="/settings"\(self == .settings ? " aria-current=\"page\"" : "")>Settings</a><a href="/welcome"\(self == .welcome ? " aria-current=\"page\"" : "")>Welcome</a>\(Self.accountLink(visitor))</nav>
            \(content)
            </main>
            </body>
            </html>

            """
    }

    /// The style sheet of the colour picked, after the token sheet (`app.js` changes it as
    /// the colour changes).
    private static func yourColorLink(_ picked: String?) -> String {
        guard let picked else { return "" }
        return "\n<link rel=\"stylesheet\" href=\"\(HTMLText.escaped(WebDemoSite.yourColorPath(picked)))\" data-twilight-color>"
    }

    /// Signed in: the name and a sign-out button; signed out on a site with accounts: a link.
    private static func accountLink(_ visitor: Visitor) -> String {
        guard visitor.accounts else { return "" }
        guard let account = visitor.account else { return "<a href=\"/signin\" class=\"account\">Sign in</a>" }
        return """
            <form method="post" action="/signout" class="account"><span data-twilight-account>\(HTMLText.escaped(account.rawValue))</span> \
            <button type="submit">Sign out</button></form>
            """
    }

    /// The landing page: always dark, and the saved choice untouched.
    static let welcomeContent = """
        <h1>Welcome</h1>
        <p class="hint">This page is always in Dark, whatever you chose: the route forces it. Your choice is kept, and every \
        other page follows it.</p>
        """

    /// A name is all it takes: this is a demonstration of accounts, not of authentication.
    static let signInForm = """
        <h1>Sign in</h1>
        <p class="hint">A demonstration: any name signs you in, with no password. Sign in with the same name on another \
        device or browser and the appearance you choose follows you there.</p>
        <form method="post" action="/signin" class="signin">
        <label>Name <input name="name" required maxlength="64" pattern="[A-Za-z0-9._@\\-]+" autocomplete="username"></label>
        <button type="submit">Sign in</button>
        </form>
        """

    private func home(_ appearance: ServerSideAppearance) -> String {
        """
        <h1>Twilight</h1>
        <p class="row"><span>Your choice</span><strong data-twilight-choice>\(HTMLText.escaped(Self.label(appearance.preference)))</strong></p>
        <p class="row"><span>Style in force</span><strong data-twilight-style>\(styleInForce(appearance))</strong></p>
        <p class="hint">Change it in <a href="/settings">Settings</a>. With System, the page follows your device.</p>
        """
    }

    /// The style's name when the server knows it; otherwise both names, of which the
    /// style sheet shows the one `prefers-color-scheme` picks.
    private func styleInForce(_ appearance: ServerSideAppearance) -> String {
        guard let style = appearance.style else {
            return "<span class=\"if-light\">Light</span><span class=\"if-dark\">Dark</span>"
        }
        return HTMLText.escaped(Self.label(style.rawValue))
    }

    private func settings(_ appearance: ServerSideAppearance) -> String {
        // A style chosen until the system changes is shown as that style, with the box ticked.
        var shown = appearance.preference
        var interim = false
        if case .untilSystemChanges(let style, _, _) = shown {
            shown = .fixed(style)
            interim = true
        }
        let rows = Self.choices.map { choice in
            let name = choice.description
            let chosen = choice == shown
            return """
                <li><button type="submit" name="theme" value="\(HTMLText.escaped(name))" aria-pressed="\(chosen)">\
                <span>\(HTMLText.escaped(Self.label(name)))</span><span class="check" aria-hidden="true">\(chosen ? "✓" : "")</span></button></li>
                """
        }
        // One form for the whole choice: each button sends what it changes (its style, or
        // its brand), and Reset sends both in one request.
        return """
            <h1>Appearance</h1>
            <form method="post" action="/theme" id="appearance-form">
            <input type="hidden" name="return" value="/settings">
            <ul class="choices">
            \(rows.joined(separator: "\n"))
            </ul>
            <label class="until"><input type="checkbox" name="until" value="system-changes"\(interim ? " checked" : "")> \
            On System, keep Light or Dark only until the device next switches</label>
            \(brandList(appearance.axes["brand"]))
            </form>
            \(yourColorForms(appearance.axes[YourColor.axis]))
            \(pairForm(appearance.preference, styles: appearance.site.styles))
            <form method="post" action="/theme" id="reset-form" class="reset">
            <input type="hidden" name="return" value="/settings"><input type="hidden" name="theme" value="system">\
            <input type="hidden" name="brand" value=""><input type="hidden" name="color" value="">
            <button type="submit">Reset to System, the Twilight brand and its colours</button>
            </form>
            \(Self.preview)
            <p class="status" role="status" data-twilight-status></p>
            <p class="hint">System follows your device's light or dark setting; Day and night follows it with styles of your own.</p>
            """
    }

    /// The brand, chosen beside the style: `brand=ocean`, or `brand=` for the default.
    private func brandList(_ chosen: String?) -> String {
        let rows = [("", "Twilight")] + Self.brands.map { ($0.value, $0.label) }
        let buttons = rows.map { value, label in
            let pressed = value == (chosen ?? "")
            return """
                <li><button type="submit" name="brand" value="\(HTMLText.escaped(value))" aria-pressed="\(pressed)">\
                <span>\(HTMLText.escaped(label))</span><span class="check" aria-hidden="true">\(pressed ? "✓" : "")</span></button></li>
                """
        }
        return """
            <h2>Brand</h2>
            <ul class="choices">
            \(buttons.joined(separator: "\n"))
            </ul>
            """
    }

    /// Your colour: a colour input and a button that grows the page's colours from it
    /// (`color=#86468b`), and a form of its own that gives the brand's colours back
    /// (`color=`) — two forms, so that each sends one value of the axis.
    private func yourColorForms(_ picked: String?) -> String {
        let shown = picked ?? YourColor.start.hexString
        return """
            <form method="post" action="/theme" id="color-form" class="your-color">
            <input type="hidden" name="return" value="/settings">
            <h2>Your colour</h2>
            <p class="hint">Every colour of the page grows from one you pick: its Material scheme, light and dark.</p>
            <label>Colour <input type="color" name="color" value="\(HTMLText.escaped(shown))"></label>
            <ul class="choices"><li><button type="submit" data-color-on aria-pressed="\(picked != nil)">\
            <span>Use this colour</span><span class="check" aria-hidden="true">\(picked != nil ? "✓" : "")</span></button></li></ul>
            </form>
            <form method="post" action="/theme" id="color-off-form">
            <input type="hidden" name="return" value="/settings"><input type="hidden" name="color" value="">
            <ul class="choices"><li><button type="submit" data-color-off aria-pressed="\(picked == nil)">\
            <span>The brand's colours</span><span class="check" aria-hidden="true">\(picked == nil ? "✓" : "")</span></button></li></ul>
            </form>
            """
    }

    /// Two styles side by side, each a subtree with its own `data-theme` (and `class="dark"`
    /// for the dark one), whatever the page's style: what a component gallery shows.
    static let preview = """
        <h2>Preview</h2>
        <div class="previews">
        <section class="preview" data-theme="light" data-twilight-preview="light"><strong>Light</strong><span class="hint">Text and <a href="#">links</a></span></section>
        <section class="preview dark" data-theme="dark" data-twilight-preview="dark"><strong>Dark</strong><span class="hint">Text and <a href="#">links</a></span></section>
        </div>
        """

    /// Following the system with a style of one's own by day and by night; a form of its
    /// own, so that the buttons above never send a pair.
    /// The pair offers the site's light styles by day and its dark ones by night.
    private func pairForm(_ preference: ThemePreference, styles: ThemeStyles) -> String {
        let dayStyles = styles.filter { !styles.isDark($0) }
        let nightStyles = styles.filter(styles.isDark)
        var current = StylePair(light: dayStyles.last ?? .light, dark: nightStyles.last ?? .dark)
        if case .systemPair(let pair) = preference { current = pair }
        func options(_ styles: [ThemeStyle], selected: ThemeStyle) -> String {
            styles.map { style in
                let name = HTMLText.escaped(style.rawValue)
                return "<option value=\"\(name)\"\(style == selected ? " selected" : "")>\(HTMLText.escaped(Self.label(style.rawValue)))</option>"
            }.joined()
        }
        let chosen = preference.followsSystem && preference != .system
        return """
            <form method="post" action="/theme" id="pair-form" class="pair">
            <input type="hidden" name="return" value="/settings">
            <h2>Day and night</h2>
            <label>By day <select name="light">\(options(dayStyles, selected: current.light))</select></label>
            <label>By night <select name="dark">\(options(nightStyles, selected: current.dark))</select></label>
            <ul class="choices"><li><button type="submit" name="theme" value="system" data-pair aria-pressed="\(chosen)">\
            <span>Follow the system with these</span><span class="check" aria-hidden="true">\(chosen ? "✓" : "")</span></button></li></ul>
            </form>
            """
    }
}
#endif
