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
        #expect(Self.site.axes[0].cookieName == "theme-brand")
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

    @Test func thePageSaysTheValueFromItsCookieAndOnlyAValueTheSiteOffers() {
        let chosen = ServerSideAppearance(cookieHeader: "theme=dark; theme-brand=forest", clientHint: nil, site: Self.site)
        #expect(chosen.axes == ["brand": "forest"])
        #expect(chosen.htmlAttributes == #" data-theme="dark" data-brand="forest""#)
        // The style unknown on the server (System, no hint): the brand is known all the same.
        let system = ServerSideAppearance(cookieHeader: "theme-brand=ocean", clientHint: nil, site: Self.site)
        #expect(system.style == nil)
        #expect(system.htmlAttributes == #" data-brand="ocean""#)

        // Forged, unknown, or an axis the site does not offer: nothing is rendered.
        for cookie in [
            "theme-brand=%22%3E%3Cscript%3Ealert(1)%3C/script%3E", "theme-brand=mauve", "theme-density=compact", "theme-brand=",
            "theme-brand=Ocean", "theme-brand=ocean%00",
        ] {
            let appearance = ServerSideAppearance(cookieHeader: "theme=dark; " + cookie, clientHint: nil, site: Self.site)
            #expect(appearance.axes.isEmpty, "\(cookie)")
            #expect(appearance.htmlAttributes == #" data-theme="dark""#, "\(cookie)")
        }
        // A site without axes reads none, whatever the cookies.
        #expect(ServerSideAppearance(cookieHeader: "theme-brand=ocean", clientHint: nil).axes.isEmpty)
    }

    @Test func aFormChoosesTheBrandAloneAndKeepsTheStyle() async {
        let current = ServerSideAppearance(cookieHeader: "theme=dark", clientHint: nil, site: Self.site)
        let endpoint = AppearanceEndpoint(site: Self.site)
        let chosen = await endpoint.change(contentType: Self.form, body: "brand=forest&return=%2Fsettings", current: current, cameOverHTTPS: true)
        #expect(chosen.status == 303)
        #expect(chosen.headers.first { $0.name == "Location" }?.value == "/settings")
        // Only the brand's cookie: the style's is not touched.
        #expect(
            chosen.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == ["theme-brand=forest; Path=/; Max-Age=31536000; SameSite=Lax; Secure"]
        )

        // An empty value goes back to the site's default: the cookie is removed.
        let cleared = await endpoint.change(contentType: Self.form, body: "brand=", current: current, cameOverHTTPS: false)
        #expect(cleared.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == ["theme-brand=; Path=/; Max-Age=0; SameSite=Lax"])
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
                "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax", "theme-brand=forest; Path=/; Max-Age=31536000; SameSite=Lax",
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

    @Test func aSharedDomainSharesTheAxisCookieAndRemovesTheHostOnlyOne() async throws {
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
                "theme-brand=; Path=/; Max-Age=0; SameSite=Lax", "theme-brand=ocean; Path=/; Max-Age=31536000; Domain=example.com; SameSite=Lax",
            ]
        )
    }

    /// The script marks the page from the cookie before the first paint, refuses values the
    /// site does not offer, and `setAxis` stores, marks and tells the page.
    @Test func theScriptMarksTheBrandAndSetAxisChangesIt() throws {
        guard NoFlashScriptTests.nodeIsInstalled() else { return }
        let harness =
            NoFlashScriptTests.harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=dark; theme-brand=ocean\"")
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
                true forest theme-brand=forest; Path=/; Max-Age=31536000; SameSite=Lax; Secure
                false false forest
                true - theme-brand=; Path=/; Max-Age=0; SameSite=Lax; Secure
                {"brand":"ocean"} {"brand":"forest"} {}

                """
        )
        // A signed-in page takes the account's brand from its events: stored and marked; a
        // value the site does not offer is ignored; none goes back to the default.
        let live =
            harness + """
                attrs["data-twilight-events"] = "/theme/events";
                const sources = [];
                global.EventSource = window.EventSource = function (url) { this.addEventListener = (type, f) => { this["on" + type] = f; }; sources.push(this); };

                """ + NoFlashScript(site: Self.site).source + """

                sources[0].onaxes({ data: '{"brand":"forest"}' });
                console.log(attrs["data-brand"], document.cookie.split(";")[0]);
                sources[0].onaxes({ data: '{"brand":"<img>"}' });
                console.log(attrs["data-brand"] ?? "-");
                sources[0].onaxes({ data: "not json" });
                sources[0].onaxes({ data: '{"brand":"ocean"}' });
                console.log(attrs["data-brand"]);
                sources[0].onaxes({ data: "{}" });
                console.log(attrs["data-brand"] ?? "-", document.cookie.split(";")[0]);
                """
        #expect(try NoFlashScriptTests.runInNode(live) == "forest theme-brand=forest\n-\nocean\n- theme-brand=\n")
        // A forged cookie marks nothing.
        let forged =
            harness.replacingOccurrences(of: "theme-brand=ocean", with: "theme-brand=%22%3E%3Cimg%3E") + NoFlashScript(site: Self.site).source
            + "\nconsole.log(attrs[\"data-brand\"] ?? \"-\", JSON.stringify(window.twilight.axes()));"
        #expect(try NoFlashScriptTests.runInNode(forged) == "- {}\n")
    }
}
