import Foundation
import Testing
import Twilight
import TwilightTokens

@testable import TwilightWeb

/// How a page says its style — an attribute, a class per style, Tailwind's dark class — the
/// browser bar's colour, and routes that force a style: what the server renders and the
/// style sheet selects.
@Suite struct StyleMarkupTests {
    static let four: ThemeStyles = [.light, .dark, "sepia", "dimmed"]

    @Test func aBadAttributeSaysWhatWasExpected() {
        let error = #expect(throws: InvalidNameError.self) { try StyleMarkup(attribute: "theme") }
        #expect(error?.text == "theme")
        #expect(error?.description.hasPrefix("\"theme\" cannot mark a page's style: expected a data-* attribute name") == true)
    }
    static let tailwind = SiteStyles(ThemeStyles(Array(four), dark: [.dark, "dimmed"]), markup: .tailwind)

    @Test func namesAPageCannotCarryAreRefusedWithWhatWasExpected() {
        let refused: [(String?, String?, String?, String)] = [
            ("theme", nil, nil, "a data-* attribute name"),
            ("data-", nil, nil, "a data-* attribute name"),
            ("data-Theme", nil, nil, "in lower case"),
            ("onclick", nil, nil, "a data-* attribute name"),
            ("data-theme\" onload=\"x", nil, nil, "a data-* attribute name"),
            (nil, "theme ", nil, "a class prefix"),
            (nil, "th<eme", nil, "a class prefix"),
            ("data-theme", nil, "", "a class name of 1 to 64"),
            ("data-theme", nil, "1dark", "not starting with a digit"),
            ("data-theme", nil, "dark mode", "a class name"),
            (nil, nil, "dark", "an attribute or a class prefix"),
        ]
        for (attribute, prefix, dark, expected) in refused {
            #expect(throws: InvalidNameError.self, "\(String(describing: attribute)) \(String(describing: prefix)) \(String(describing: dark))") {
                try StyleMarkup(attribute: attribute, classPrefix: prefix, darkClass: dark)
            }
            do {
                _ = try StyleMarkup(attribute: attribute, classPrefix: prefix, darkClass: dark)
            } catch {
                #expect(error.description.contains(expected), "\(error)")
            }
        }
        #expect((try? StyleMarkup(attribute: "data-bs-theme")) != nil)
        #expect((try? StyleMarkup(attribute: nil, classPrefix: "")) != nil)
    }

    @Test func theServerRendersTheAttributeAndTheDarkClassForEveryDarkStyle() {
        func attributes(_ cookie: String, hint: String? = nil, site: SiteStyles = Self.tailwind) -> String {
            ServerSideAppearance(cookieHeader: "theme=\(cookie)", clientHint: hint, site: site).htmlAttributes
        }
        #expect(attributes("dark") == " data-theme=\"dark\" class=\"dark\"")
        #expect(attributes("dimmed") == " data-theme=\"dimmed\" class=\"dark\"")
        #expect(attributes("sepia") == " data-theme=\"sepia\"")
        #expect(attributes("system", hint: "dark") == " data-theme=\"dark\" class=\"dark\"")
        #expect(attributes("system") == "")
        // A pair's night half is dark whatever its name; its day half is not.
        #expect(attributes("system:sepia:dimmed", hint: "dark") == " data-theme=\"dimmed\" class=\"dark\"")
        #expect(attributes("system:sepia:dimmed", hint: "light") == " data-theme=\"sepia\"")
        // A class per style and no attribute.
        let classes = SiteStyles(
            ThemeStyles(Array(Self.four), dark: ["dimmed"]),
            markup: try! StyleMarkup(attribute: nil, classPrefix: "theme-", darkClass: "dark")
        )
        #expect(attributes("dimmed", site: classes) == " class=\"theme-dimmed dark\"")
        #expect(attributes("dark", site: classes) == " class=\"theme-dark\"")
        // The standard markup is unchanged: the attribute alone.
        #expect(attributes("dark", site: SiteStyles(Self.four)) == " data-theme=\"dark\"")
        #expect(ServerSideAppearance(cookieHeader: "theme=dimmed", clientHint: nil, site: Self.tailwind).colorScheme == "dark")
        #expect(ServerSideAppearance(cookieHeader: "theme=dimmed", clientHint: nil, site: SiteStyles(Self.four)).colorScheme == "light")
    }

    @Test func theBrowserBarTakesTheStylesColourOrOnePerSchemeWhenTheStyleIsNotKnown() throws {
        let site = try Self.tailwind.settingThemeColors([.light: "#FFF", .dark: "#111217", "sepia": "#f1e7d0cc"])
        func meta(_ cookie: String, hint: String? = nil) -> String {
            ServerSideAppearance(cookieHeader: "theme=\(cookie)", clientHint: hint, site: site).themeColorMeta
        }
        #expect(meta("dark") == "<meta name=\"theme-color\" content=\"#111217\">")
        #expect(meta("light") == "<meta name=\"theme-color\" content=\"#ffffff\">")
        #expect(meta("sepia") == "<meta name=\"theme-color\" content=\"#f1e7d0cc\">")
        #expect(meta("dimmed") == "")
        #expect(
            meta("system") == "<meta name=\"theme-color\" media=\"(prefers-color-scheme: light)\" content=\"#ffffff\">"
                + "<meta name=\"theme-color\" media=\"(prefers-color-scheme: dark)\" content=\"#111217\">"
        )
        #expect(throws: SiteStylesError.self) { try Self.tailwind.settingThemeColors([.dark: "black"]) }
        #expect(throws: SiteStylesError.self) { try Self.tailwind.settingThemeColors([.dark: "#12345"]) }
        #expect(throws: SiteStylesError.self) { try Self.tailwind.settingThemeColors(["mauve": "#123456"]) }
        do {
            _ = try Self.tailwind.settingThemeColors([.dark: "\"><script>"])
        } catch {
            #expect(
                error.description
                    == "the theme colour of \"dark\" is \"\\\"><script>\": expected a hex colour, #rgb, #rrggbb or with alpha #rgba, #rrggbbaa"
            )
        }
    }

    @Test func aForcedRouteRendersItsStyleAndKeepsTheChoice() throws {
        let chosen = ServerSideAppearance(cookieHeader: "theme=sepia", clientHint: "light", site: Self.tailwind)
        let forced = try chosen.forcing(.dark)
        #expect(forced.preference == .fixed("sepia"))
        #expect(forced.style == .dark)
        #expect(forced.htmlAttributes == " data-theme=\"dark\" class=\"dark\" data-twilight-forced=\"dark\"")
        #expect(forced.colorScheme == "dark")
        #expect(AppearanceReport(forced).forcedStyle == "dark")
        #expect(AppearanceReport(chosen).forcedStyle == nil)
        // Forced on System with no hint: the server knows the style all the same.
        #expect(
            try ServerSideAppearance(cookieHeader: nil, clientHint: nil, site: Self.tailwind).forcing("sepia").htmlAttributes
                == " data-theme=\"sepia\" data-twilight-forced=\"sepia\""
        )
        do {
            _ = try chosen.forcing("mauve")
            Issue.record("a style the site does not offer was forced")
        } catch {
            #expect(error.description.contains("\"mauve\", which the site does not offer"))
        }
    }

    /// A change made on a forced route saves the choice and reports the route's style.
    @Test func theEndpointSavesAChoiceMadeOnAForcedRouteAndKeepsItsStyle() async throws {
        let current = try ServerSideAppearance(cookieHeader: "theme=light", clientHint: "light", site: Self.tailwind).forcing(.dark)
        let response = await AppearanceEndpoint(site: Self.tailwind).change(
            contentType: "application/json",
            body: "{\"theme\":\"sepia\"}",
            current: current,
            cameOverHTTPS: false
        )
        #expect(response.status == 200)
        #expect(response.headers.contains { $0.name == "Set-Cookie" && $0.value.hasPrefix("theme=sepia;") })
        let report = try JSONDecoder().decode(AppearanceReport.self, from: Data(response.body.utf8))
        #expect(report.preference == "sepia")
        #expect(report.style == "dark")
        #expect(report.forcedStyle == "dark")
    }

    /// The style sheet selects what the server renders: another attribute, or a class per
    /// style with the names escaped as CSS identifiers.
    @Test func theStyleSheetSelectsTheMarkupsAttributeOrClass() throws {
        let tokens = try DesignTokens(
            data: Data(
                """
                {"version": "2025.10",
                 "modifiers": {"theme": {"contexts": {
                   "light": [{"bg": {"$type": "color", "$value": "#ffffff"}}],
                   "dark": [{"bg": {"$type": "color", "$value": "#101010"}}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """.utf8
            ),
            name: "t.resolver.json"
        )
        let bootstrap = ThemeStyleSheet(tokens: tokens, markup: try StyleMarkup(attribute: "data-bs-theme")).css
        #expect(bootstrap.contains("[data-bs-theme=\"dark\"] {\n  color-scheme: dark;\n  --bg: #101010;\n}"))
        #expect(bootstrap.contains(":root:not([data-bs-theme]) {"))
        #expect(!bootstrap.contains("data-theme"))
        let classes = ThemeStyleSheet(
            tokens: tokens,
            styles: [.light, .dark, "9lives"],
            markup: try StyleMarkup(attribute: nil, classPrefix: "")
        ).css
        #expect(classes.contains(".dark {\n  color-scheme: dark;"))
        #expect(classes.contains("\n.\\39 lives {\n"))
        #expect(classes.contains(":root:not(.light):not(.dark):not(.\\39 lives) {"))
    }

    /// A style until the system changes, in a cookie and a form: validated against the
    /// site, resumed (and the cookie reset) once the hint shows the system changed.
    @Test func aStyleUntilTheSystemChangesIsTakenFromTheCookieAndResumedWhenTheHintChanges() async throws {
        let site = SiteStyles(Self.four)
        #expect(site.preference(named: "dark:while:light") == .untilSystemChanges(.dark, whileSystemIs: .light))
        #expect(site.preference(named: "dimmed:while:dark:sepia:dimmed") != nil)
        for refused in ["mauve:while:light", "dark:while:light:sepia:mauve", "dark:while:dusk", "dark:until:light"] {
            #expect(site.preference(named: refused) == nil, "\(refused)")
        }
        let holding = ServerSideAppearance(cookieHeader: "theme=dark%3Awhile%3Alight", clientHint: "light", site: site)
        #expect(holding.style == .dark)
        #expect(holding.refreshedCookies(secure: false).isEmpty)
        let ended = ServerSideAppearance(cookieHeader: "theme=dark:while:light:sepia:dimmed", clientHint: "dark", site: site)
        #expect(ended.preference == .system(light: "sepia", dark: "dimmed"))
        #expect(ended.style == "dimmed")
        #expect(ended.refreshedCookies(secure: true) == ["theme=system:sepia:dimmed; Path=/; Max-Age=31536000; SameSite=Lax; Secure"])

        // The form's box: the hint gives the scheme, the cookie what is resumed.
        let current = ServerSideAppearance(cookieHeader: "theme=system:sepia:dimmed", clientHint: "light", site: site)
        let endpoint = AppearanceEndpoint(site: site)
        let chosen = await endpoint.change(
            contentType: "application/x-www-form-urlencoded",
            body: "theme=dimmed&until=system-changes",
            current: current,
            cameOverHTTPS: false
        )
        #expect(chosen.headers.contains { $0.value.hasPrefix("theme=dimmed:while:light:sepia:dimmed;") }, "\(chosen.headers)")
        for (body, message) in [
            ("theme=system&until=system-changes", "needs theme to be one style"), ("theme=dark&until=tomorrow", "unknown until"),
        ] {
            let refused = await endpoint.change(contentType: "application/x-www-form-urlencoded", body: body, current: current, cameOverHTTPS: false)
            #expect(refused.status == 400)
            #expect(refused.body.contains(message), "\(refused.body)")
        }
    }
}
