import Twilight
import TwilightWeb

/// The demo's two pages, rendered on the server so they are right with no script.
enum WebDemoPage {
    case home
    case settings

    /// The choices the settings page offers, in order.
    static let choices: [ThemePreference] = [.light, .dark, .system]

    /// `Light`, `Dark`, `System`.
    static func label(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    func html(appearance: ServerSideAppearance, noFlashScript: String, styleSheetTag: String) -> String {
        let title = self == .home ? "Twilight" : "Settings · Twilight"
        return """
            <!doctype html>
            <html lang="en"\(appearance.htmlAttributes)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            \(appearance.colorSchemeMeta)
            <title>\(title)</title>
            \(noFlashScript)
            <link rel="stylesheet" href="/theme.css">
            <script src="/app.js" defer></script>
            </head>
            <body>
            <main class="card">
            <nav><a href="/"\(self == .home ? " aria-current=\"page\"" : "")>Home</a><a href="/settings"\(self == .settings ? " aria-current=\"page\"" : "")>Settings</a></nav>
            \(self == .home ? home(appearance) : settings(appearance))
            </main>
            </body>
            </html>

            """
    }

    private func home(_ appearance: ServerSideAppearance) -> String {
        """
        <h1>Twilight</h1>
        <p class="row"><span>Your choice</span><strong data-twilight-choice>\(HTMLText.escaped(Self.label(appearance.preference.description)))</strong></p>
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
        let rows = Self.choices.map { choice in
            let name = choice.description
            let chosen = choice == appearance.preference
            return """
                <li><button type="submit" name="theme" value="\(HTMLText.escaped(name))" aria-pressed="\(chosen)">\
                <span>\(HTMLText.escaped(Self.label(name)))</span><span class="check" aria-hidden="true">\(chosen ? "✓" : "")</span></button></li>
                """
        }
        return """
            <h1>Appearance</h1>
            <form method="post" action="/theme" id="theme-form">
            <input type="hidden" name="return" value="/settings">
            <ul class="choices">
            \(rows.joined(separator: "\n"))
            </ul>
            </form>
            <p class="hint">System follows your device's light or dark setting.</p>
            """
    }
}
