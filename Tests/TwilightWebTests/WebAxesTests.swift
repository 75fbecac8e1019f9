import Foundation
import Testing
import Twilight

@testable import TwilightWeb

/// A brand beside light and dark on the web: the site's axes, their cookies, the page's
/// attributes, the endpoint's form and JSON, and the no-flash script.
@Suite struct WebAxesTests {
    static let site = try! SiteStyles([.light, .dark]).offeringAxis("brand", values: ["ocean", "forest"])
    static let form = "application/x-www-form-urlencoded"

    @Test func aSiteOffersAxesWhoseNamesAndValuesFollowTheRules() throws {
        #expect(Self.site.axes == [SiteAxis(name: "brand", values: ["ocean", "forest"])])
        #expect(Self.site.axes[0].attribute == "data-brand")
        // Offering an axis again replaces it, keeping its place; repeated values are kept once.
        let replaced = try Self.site.offeringAxis("density", values: ["compact"]).offeringAxis("brand", values: ["sand", "sand", "ocean"])
        #expect(replaced.axes.map(\.name) == ["brand", "density"])
        #expect(replaced.axis(named: "brand")?.values == ["sand", "ocean"])

        for (name, values, message) in [
            ("dark", ["x"], "is a field the appearance endpoint reads"), ("return", ["x"], "is a field the appearance endpoint reads"),
            ("theme", ["x"], "names the style itself"), ("Brand", ["x"], "starts with a lower-case letter"),
            ("br:and", ["x"], "only a-z, 0-9 and '-'"), ("brand", ["oce an"], "white space"), ("brand", ["a=b"], "separates axes"),
            ("brand", [], "offers no value"),
        ] {
            #expect {
                _ = try SiteStyles().offeringAxis(name, values: values)
            } throws: { error in
                "\(error)".contains(message)
            }
        }
    }

    @Test func thePageSaysTheValueFromTheChoiceCookieAndOnlyAValueTheSiteOffers() {
        let chosen = ServerSideAppearance(cookieHeader: "theme=dark&brand=forest", clientHint: nil, site: Self.site)
        #expect(chosen.axes == ["brand": "forest"])
        #expect(chosen.htmlAttributes == #" data-theme="dark" data-brand="forest""#)
        #expect(chosen.refreshedCookies(secure: false).isEmpty)
        // The style unknown on the server (System, no hint): the brand is known all the same.
        let system = ServerSideAppearance(cookieHeader: "theme=system&brand=ocean", clientHint: nil, site: Self.site)
        #expect(system.style == nil)
        #expect(system.htmlAttributes == #" data-brand="ocean""#)

        // Forged, unknown, or an axis the site does not offer: nothing is rendered.
        for part in [
            "brand=%22%3E%3Cscript%3Ealert(1)%3C/script%3E", "brand=mauve", "density=compact", "brand=", "brand", "brand=Ocean",
            "brand=ocean%00", "brand=%ZZ", "=ocean",
        ] {
            let appearance = ServerSideAppearance(cookieHeader: "theme=dark&" + part, clientHint: nil, site: Self.site)
            #expect(appearance.axes.isEmpty, "\(part)")
            #expect(appearance.htmlAttributes == #" data-theme="dark""#, "\(part)")
        }
        // A style the site does not offer leaves the brand; a site without axes reads none.
        #expect(ServerSideAppearance(cookieHeader: "theme=mauve&brand=ocean", clientHint: nil, site: Self.site).axes == ["brand": "ocean"])
        let plain = ServerSideAppearance(cookieHeader: "theme=dark&brand=ocean", clientHint: nil)
        #expect(plain.axes.isEmpty)
        #expect(plain.style == .dark)
    }

    /// Each axis was kept in a cookie of its own before the choice became one cookie: such a
    /// visitor keeps their brand, and the first answer folds it into the `theme` cookie and
    /// removes the old one (of the host, and of the shared domain).
    @Test func aBrandInItsOwnCookieAsKeptBeforeIsCarriedOverAndItsCookieRemoved() throws {
        let old = ServerSideAppearance(cookieHeader: "theme=dark; theme-brand=forest", clientHint: nil, site: Self.site)
        #expect(old.axes == ["brand": "forest"])
        #expect(
            old.refreshedCookies(secure: true) == [
                "theme=dark&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax; Secure", "theme-brand=; Path=/; Max-Age=0",
            ]
        )
        var shared = Self.site
        shared.cookieDomain = try CookieDomain("example.com")
        #expect(
            ServerSideAppearance(cookieHeader: "theme-brand=ocean", clientHint: nil, site: shared).refreshedCookies(secure: false) == [
                "theme=system&brand=ocean; Path=/; Max-Age=31536000; Domain=example.com; SameSite=Lax", "theme-brand=; Path=/; Max-Age=0",
                "theme-brand=; Path=/; Max-Age=0; Domain=example.com",
            ]
        )
        // Once the choice cookie names an axis, an old cookie left behind is removed, not read.
        let both = ServerSideAppearance(cookieHeader: "theme=dark&brand=ocean; theme-brand=forest", clientHint: nil, site: Self.site)
        #expect(both.axes == ["brand": "ocean"])
        #expect(both.refreshedCookies(secure: false).last == "theme-brand=; Path=/; Max-Age=0")
    }

    @Test func aFormChoosesTheBrandAloneAndKeepsTheStyle() async {
        let current = ServerSideAppearance(cookieHeader: "theme=dark", clientHint: nil, site: Self.site)
        let endpoint = AppearanceEndpoint(site: Self.site)
        let chosen = await endpoint.change(contentType: Self.form, body: "brand=forest&return=%2Fsettings", current: current, cameOverHTTPS: true)
        #expect(chosen.status == 303)
        #expect(chosen.headers.first { $0.name == "Location" }?.value == "/settings")
        // One cookie, the style in it as it was.
        #expect(
            chosen.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == [
                "theme=dark&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax; Secure"
            ]
        )

        // An empty value goes back to the site's default: the brand leaves the cookie.
        let branded = ServerSideAppearance(cookieHeader: "theme=dark&brand=forest", clientHint: nil, site: Self.site)
        let cleared = await endpoint.change(contentType: Self.form, body: "brand=", current: branded, cameOverHTTPS: false)
        #expect(cleared.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == ["theme=dark; Path=/; Max-Age=31536000; SameSite=Lax"])
    }

    @Test func jsonChoosesTheStyleAndTheBrandTogetherAndReportsBoth() async throws {
        let current = ServerSideAppearance(cookieHeader: "theme=light; theme-brand=ocean", clientHint: "light", site: Self.site)
        let response = await AppearanceEndpoint(site: Self.site).change(
            contentType: "application/json",
            body: #"{"theme":"dark","axes":{"brand":"forest"}}"#,
            current: current,
            cameOverHTTPS: false
        )
        #expect(response.status == 200)
        let report = try JSONDecoder().decode(AppearanceReport.self, from: Data(response.body.utf8))
        #expect(report.style == "dark")
        #expect(report.axes == ["brand": "forest"])
        #expect(response.body.contains(#""axes":{"brand":"forest"}"#))
        #expect(
            response.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == [
                "theme=dark&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax", "theme-brand=; Path=/; Max-Age=0",
            ]
        )
        // The report of a page with no axis chosen has no `axes`.
        #expect(
            !AppearanceEndpoint(site: Self.site).report(ServerSideAppearance(cookieHeader: nil, clientHint: nil, site: Self.site)).body.contains(
                "axes"
            )
        )
    }

    @Test func aValueTheSiteDoesNotOfferIsRefusedNamingItAndNothingIsSet() async {
        let current = ServerSideAppearance(cookieHeader: "theme=dark", clientHint: nil, site: Self.site)
        let endpoint = AppearanceEndpoint(site: Self.site)
        for (type, body, message) in [
            (Self.form, "theme=light&brand=mauve", #"unknown brand \"mauve\": expected one of ocean, forest"#),
            (Self.form, "brand=%0A", #"unknown brand \"\\n\": expected one of ocean, forest"#),
            (Self.form, "brand=%ZZ", "expected a form like theme=dark"),
            ("application/json", #"{"axes":{"density":"compact"}}"#, #"unknown axis \"density\": expected one of brand"#),
            ("application/json", #"{"theme":"dark","axes":{"brand":"<script>"}}"#, #"unknown brand \"<script>\""#),
            ("application/json", #"{"axes":{"brand":7}}"#, "expected a JSON object"),
        ] {
            let refused = await endpoint.change(contentType: type, body: body, current: current, cameOverHTTPS: false)
            #expect(refused.status == 400, "\(body)")
            #expect(refused.body.contains(message), "\(body): \(refused.body)")
            #expect(!refused.headers.contains { $0.name == "Set-Cookie" }, "\(body)")
        }
        // A very long forged value is cut in the message.
        let long = await endpoint.change(
            contentType: Self.form,
            body: "brand=" + String(repeating: "x", count: 3000),
            current: current,
            cameOverHTTPS: false
        )
        #expect(long.status == 400)
        #expect(long.body.utf8.count < 400)
    }

    @Test func aSharedDomainSharesTheChoiceCookieAndRemovesTheHostOnlyOne() async throws {
        var site = Self.site
        site.cookieDomain = try CookieDomain("example.com")
        let response = await AppearanceEndpoint(site: site).change(
            contentType: Self.form,
            body: "brand=ocean",
            current: ServerSideAppearance(cookieHeader: nil, clientHint: nil, site: site),
            cameOverHTTPS: false
        )
        #expect(
            response.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == [
                "theme=; Path=/; Max-Age=0", "theme=system&brand=ocean; Path=/; Max-Age=31536000; Domain=example.com; SameSite=Lax",
            ]
        )
    }

    /// The script marks the page from the cookie before the first paint, refuses values the
    /// site does not offer, and `setAxis` stores, marks and tells the page.
    @Test func theScriptMarksTheBrandAndSetAxisChangesIt() throws {
        guard NoFlashScriptTests.nodeIsInstalled() else { return }
        let harness =
            NoFlashScriptTests.harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=dark&brand=ocean\"")
            .replacingOccurrences(
                of: "getAttribute: (k) => attrs[k] ?? null,",
                with: "getAttribute: (k) => attrs[k] ?? null, removeAttribute: (k) => { delete attrs[k]; },"
            )
                + """
                const told = [];
                global.CustomEvent = function (type, init) { this.detail = init.detail; };
                document.dispatchEvent = (e) => told.push(JSON.stringify(e.detail.axes));
                global.setTimeout = (f) => f();

                """
        let program =
            harness + NoFlashScript(site: Self.site).source + """

                console.log(attrs["data-theme"], attrs["data-brand"], JSON.stringify(window.twilight.axes()));
                console.log(window.twilight.setAxis("brand", "forest"), attrs["data-brand"], document.cookie);
                console.log(window.twilight.setAxis("brand", "mauve"), window.twilight.setAxis("density", "compact"), attrs["data-brand"]);
                console.log(window.twilight.setAxis("brand", null), attrs["data-brand"] ?? "-", document.cookie);
                console.log(told.join(" "));
                """
        #expect(
            try NoFlashScriptTests.runInNode(program) == """
                dark ocean {"brand":"ocean"}
                true forest theme=dark&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax; Secure
                false false forest
                true - theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; Secure
                {"brand":"ocean"} {"brand":"forest"} {}

                """
        )
        // A signed-in page takes the account's choice from its events, the style and the brand
        // in one message: stored and marked together, told once; a value the site does not
        // offer goes back to the default; a style it does not offer is ignored whole.
        let live =
            harness + """
                attrs["data-twilight-events"] = "/theme/events";
                const sources = [];
                global.EventSource = window.EventSource = function (url) { this.addEventListener = (type, f) => { this["on" + type] = f; }; sources.push(this); };

                """ + NoFlashScript(site: Self.site).source + """

                sources[0].onmessage({ data: "dark&brand=forest" });
                console.log(attrs["data-theme"], attrs["data-brand"], document.cookie.split(";")[0]);
                sources[0].onmessage({ data: "dark&brand=%3Cimg%3E" });
                console.log(attrs["data-brand"] ?? "-");
                sources[0].onmessage({ data: "nope&brand=ocean" });
                console.log(attrs["data-theme"], attrs["data-brand"] ?? "-");
                told.length = 0;
                sources[0].onmessage({ data: "light&brand=ocean" });
                console.log(attrs["data-theme"], attrs["data-brand"], document.cookie.split(";")[0], told.join(" "));
                sources[0].onmessage({ data: "light" });
                console.log(attrs["data-brand"] ?? "-", document.cookie.split(";")[0]);
                """
        #expect(
            try NoFlashScriptTests.runInNode(live) == """
                dark forest theme=dark&brand=forest
                -
                dark -
                light ocean theme=light&brand=ocean {"brand":"ocean"}
                - theme=light

                """
        )
        // A forged cookie marks nothing.
        let forged =
            harness.replacingOccurrences(of: "brand=ocean", with: "brand=%22%3E%3Cimg%3E") + NoFlashScript(site: Self.site).source
            + "\nconsole.log(attrs[\"data-brand\"] ?? \"-\", JSON.stringify(window.twilight.axes()));"
        #expect(try NoFlashScriptTests.runInNode(forged) == "- {}\n")
    }

    /// A visitor whose brand was kept in its own cookie keeps it: the script reads it before
    /// the first paint and folds it into the `theme` cookie, removing the old one (in a
    /// stand-in cookie jar that keeps each cookie, as a browser does).
    @Test func theScriptFoldsABrandKeptInItsOwnCookieIntoTheChoiceCookie() throws {
        guard NoFlashScriptTests.nodeIsInstalled() else { return }
        let program =
            NoFlashScriptTests.harness + """
                const jar = { "theme": "dark", "theme-brand": "ocean" };
                attrs.removed = [];
                document.documentElement.removeAttribute = (k) => { delete attrs[k]; };
                Object.defineProperty(document, "cookie", {
                  get() { return Object.entries(jar).map(([k, v]) => k + "=" + v).join("; "); },
                  set(line) { const [pair, ...rest] = line.split("; "); const i = pair.indexOf("=");
                    if (rest.includes("Max-Age=0")) delete jar[pair.slice(0, i)]; else jar[pair.slice(0, i)] = pair.slice(i + 1); } });

                """ + NoFlashScript(site: Self.site).source + """

                console.log(attrs["data-theme"], attrs["data-brand"], document.cookie);
                window.twilight.setAxis("brand", "forest");
                console.log(attrs["data-brand"], document.cookie);
                """
        #expect(try NoFlashScriptTests.runInNode(program) == "dark ocean theme=dark&brand=ocean\nforest theme=dark&brand=forest\n")
    }
}
