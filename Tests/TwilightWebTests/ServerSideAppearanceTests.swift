import Testing
import Twilight

@testable import TwilightWeb

/// The style decided from the request: cookie, client hint, and their absence.
@Suite struct ServerSideAppearanceTests {
    @Test func aChosenStyleWinsOverTheHint() {
        let appearance = ServerSideAppearance(cookieHeader: "session=abc; theme=dark", clientHint: "\"light\"")
        #expect(appearance.preference == .fixed(.dark))
        #expect(appearance.style == .dark)
    }

    @Test func onSystemTheHintDecides() {
        #expect(ServerSideAppearance(cookieHeader: "theme=system", clientHint: "\"dark\"").style == .dark)
        #expect(ServerSideAppearance(cookieHeader: nil, clientHint: "\"light\"").style == .light)
        #expect(ServerSideAppearance(cookieHeader: nil, clientHint: nil).style == nil)
        #expect(ServerSideAppearance(cookieHeader: nil, clientHint: "dark").systemColorScheme == .dark)
        #expect(ServerSideAppearance(cookieHeader: nil, clientHint: " light ").systemColorScheme == .light)
        #expect(ServerSideAppearance(cookieHeader: nil, clientHint: "\"DARK\"").systemColorScheme == .unspecified)
        #expect(ServerSideAppearance(cookieHeader: nil, clientHint: "dark, light").systemColorScheme == .unspecified)
    }

    @Test func unknownOrHostileCookieValuesAreIgnored() {
        for value in ["sepia", "dark\"><script>", "", "DARK", "%ZZ", "dark%00"] {
            let appearance = ServerSideAppearance(cookieHeader: "theme=\(value)", clientHint: nil)
            #expect(appearance.preference == .system, "\(value)")
            #expect(appearance.style == nil, "\(value)")
        }
        #expect(ServerSideAppearance(cookieHeader: "theme=sepia", clientHint: nil, site: SiteStyles([.light, .dark, "sepia"])).style == "sepia")
        #expect(ServerSideAppearance(cookieHeader: "theme=\"light\"", clientHint: nil).style == .light)
        // Percent-encoded values are decoded, then checked like any other.
        #expect(ServerSideAppearance(cookieHeader: "theme=%64ark", clientHint: nil).style == .dark)
    }

    static let four: ThemeStyles = [.light, .dark, "sepia", "dimmed"]

    @Test func aDayNightPairInTheCookieFollowsTheHintWithItsStyles() {
        let dark = ServerSideAppearance(cookieHeader: "theme=system:sepia:dimmed", clientHint: "dark", site: SiteStyles(Self.four))
        #expect(dark.preference == .system(light: "sepia", dark: "dimmed"))
        #expect(dark.style == "dimmed")
        #expect(
            ServerSideAppearance(cookieHeader: "theme=system%3Asepia%3Adimmed", clientHint: "light", site: SiteStyles(Self.four)).style == "sepia"
        )
        let unknown = ServerSideAppearance(cookieHeader: "theme=system:sepia:dimmed", clientHint: nil, site: SiteStyles(Self.four))
        #expect(unknown.style == nil, "no hint: the browser decides, with the no-flash script")
        #expect(unknown.htmlAttributes.isEmpty)
    }

    @Test func aPairNamingAnUnknownOrHostileStyleIsIgnored() {
        for value in ["system:sepia:nope", "system:sepia", "system:sepia:dimmed:x", "system:sepia:%3Cscript%3E", "system:sepia:dimmed::nope"] {
            let appearance = ServerSideAppearance(cookieHeader: "theme=\(value)", clientHint: "dark", site: SiteStyles(Self.four))
            #expect(appearance.preference == .system, "\(value)")
            #expect(appearance.style == .dark, "\(value)")
        }
    }

    @Test func responseHeaders() {
        #expect(ServerSideAppearance.responseHeaders.map(\.name) == ["Accept-CH", "Vary", "Critical-CH"])
        #expect(ServerSideAppearance.responseHeaders[1].value == "Sec-CH-Prefers-Color-Scheme, Cookie")
    }

    /// A response's own `Vary` keeps its names: only those it lacks are added (names compared
    /// without case and without the blanks HTTP allows around them), nothing under `*`.
    @Test func varyAddsOnlyTheNamesTheResponseLacks() {
        func vary(_ existing: [String]) -> [String] {
            ServerSideAppearance.headersToAdd(to: { $0 == "Vary" ? existing : [] }, status: 200, refreshedCookies: [])
                .filter { $0.name == "Vary" }.map(\.value)
        }
        #expect(vary([]) == ["Sec-CH-Prefers-Color-Scheme, Cookie"])
        #expect(vary(["Accept-Encoding"]) == ["Sec-CH-Prefers-Color-Scheme, Cookie"])
        #expect(vary(["accept-encoding,\tcookie "]) == ["Sec-CH-Prefers-Color-Scheme"])
        #expect(vary(["Cookie", " sec-ch-prefers-color-scheme"]) == [])
        #expect(vary(["Accept-Encoding, *"]) == [])
    }

    /// Cookie values are percent-decoded where they hold an escape, and taken as they are
    /// where they hold none; a malformed escape is no value.
    @Test func cookieValuesArePercentDecodedOnlyWhereEscaped() {
        #expect(ServerSideAppearance.cookie(named: "theme", in: "theme=dark") == "dark")
        #expect(ServerSideAppearance.cookie(named: "theme", in: "theme=system%3Asepia") == "system:sepia")
        #expect(ServerSideAppearance.cookie(named: "theme", in: "theme=100%ZZ") == nil)
        #expect(ServerSideAppearance.cookie(named: "theme", in: "theme=a%25b", decoding: false) == "a%25b")
    }

    @Test func theHTMLCarriesTheStyleOnlyWhenKnown() {
        let dark = ServerSideAppearance(choice: ThemeChoice(.dark), systemColorScheme: .light)
        #expect(dark.htmlAttributes == " data-theme=\"dark\"")
        #expect(dark.colorSchemeMeta == "<meta name=\"color-scheme\" content=\"dark\">")
        let unknown = ServerSideAppearance()
        #expect(unknown.htmlAttributes.isEmpty)
        #expect(unknown.colorScheme == "light dark")
        let odd = ServerSideAppearance(choice: ThemeChoice(.fixed("a\"b<night>")), systemColorScheme: .unspecified)
        #expect(odd.htmlAttributes == " data-theme=\"a&quot;b&lt;night&gt;\"")
        #expect(odd.colorScheme == "light", "a style the site does not declare dark is light, whatever its name")
    }

    @Test func theChoiceCookie() {
        #expect(ChoiceCookie(ThemeChoice(.dark), secure: false).headerValue == "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax")
        #expect(
            ChoiceCookie(ThemeChoice(.system), secure: true, maxAge: 60).headerValue == "theme=system; Path=/; Max-Age=60; SameSite=Lax; Secure"
        )
        for (name, encoded) in [("très;sombre%", "tr%C3%A8s%3Bsombre%25"), ("a&b=c", "a%26b%3Dc")] {
            let odd = ChoiceCookie(ThemeChoice(.fixed(ThemeStyle(rawValue: name)!), axes: ["brand": "ocean"]), secure: false).headerValue
            #expect(odd.hasPrefix("theme=\(encoded)&brand=ocean; "))
            let site = try! SiteStyles([ThemeStyle(rawValue: name)!]).offeringAxis("brand", values: ["ocean"])
            let read = ServerSideAppearance(cookieHeader: String(odd.prefix { $0 != " " }.dropLast()), clientHint: nil, site: site)
            #expect(read.style?.rawValue == name)
            #expect(read.axes == ["brand": "ocean"])
        }
        // A style whose name holds `&`, written whole before axes shared the cookie, is read whole.
        let whole = ServerSideAppearance(cookieHeader: "theme=a&b=c", clientHint: nil, site: SiteStyles(["a&b=c"]))
        #expect(whole.style == "a&b=c")
    }
}

/// The web decides through the same `StyleResolver` as every front-end.
@Suite struct ServerSideDecisionTableTests {
    static let resolver = ThemeStyles([.light, .dark], highContrast: [.dark: "highContrastDark", .light: "highContrastLight"], default: .dark)

    @Test(arguments: [
        (ThemePreference.system, SystemColorScheme.dark, SystemContrast.normal, ThemeStyle?.some(.dark)),
        (.system, .light, .high, "highContrastLight"),
        (.dark, .light, .high, "highContrastDark"),
        (.fixed("sepia"), .dark, .high, "sepia"),
        (.system, .unspecified, .normal, nil),
    ])
    func theStyleIsWhatTheResolverDecides(preference: ThemePreference, scheme: SystemColorScheme, contrast: SystemContrast, expected: ThemeStyle?) {
        let appearance = ServerSideAppearance(
            choice: ThemeChoice(preference),
            systemColorScheme: scheme,
            contrast: contrast,
            site: SiteStyles(Self.resolver)
        )
        #expect(appearance.style == expected)
        if let style = appearance.style {
            #expect(
                style == Self.resolver.resolve(preference, system: SystemAppearance(colorScheme: scheme, contrast: contrast)),
                "one decision table"
            )
        }
    }

    @Test func aRequestIsDecidedWithTheSitesResolver() {
        let appearance = ServerSideAppearance(
            cookieHeader: "theme=dark",
            clientHint: "light",
            site: SiteStyles(ThemeStyles([.light, .dark], highContrast: [.dark: "dim"]))
        )
        #expect(appearance.style == .dark, "browsers send no contrast hint: normal contrast")
        #expect(
            ServerSideAppearance(cookieHeader: nil, clientHint: nil, site: SiteStyles(Self.resolver)).style == nil,
            "no hint: the browser decides"
        )
    }
}
