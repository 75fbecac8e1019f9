import Foundation
import Testing
import Twilight

@testable import TwilightWeb

/// "Your colour" on the web: an axis that takes any colour as `#rrggbb`, through the cookie,
/// the page, the endpoint and the no-flash script, and nothing else.
@Suite struct WebColorAxisTests {
    static let site = try! SiteStyles([.light, .dark]).offeringAxis("brand", values: ["ocean"]).offeringColorAxis("color")
    static let form = "application/x-www-form-urlencoded"

    @Test func aColourAxisTakesEveryLowercaseHexColourAndNothingElse() throws {
        let axis = try #require(Self.site.axis(named: "color"))
        #expect(axis.offersAnyColor && axis.values.isEmpty && axis.attribute == "data-color")
        #expect(Self.site.axis(named: "brand")?.offersAnyColor == false)
        for value in ["#000000", "#ffffff", "#1b8a5a", "#6750a4"] { #expect(axis.offers(value), "\(value)") }
        for value in ["#ABCDEF", "#Abcdef", "#12345", "#1234567", "1b8a5a", "#1b8a5a00", "#ggg000", "red", "", "#", "#１２３４５６", "# 12345"] {
            #expect(!axis.offers(value), "\(value)")
        }
        // Offered again, it replaces the axis of that name, in its place.
        let replaced = try Self.site.offeringAxis("color", values: ["blue"])
        #expect(replaced.axes.map(\.name) == ["brand", "color"] && replaced.axis(named: "color")?.offersAnyColor == false)
        #expect(try replaced.offeringColorAxis("color").axis(named: "color")?.offersAnyColor == true)
        for (name, message) in [("light", "is a field the appearance endpoint reads"), ("Color", "starts with a lower-case letter")] {
            #expect {
                _ = try SiteStyles().offeringColorAxis(name)
            } throws: { error in
                "\(error)".contains(message)
            }
        }
    }

    @Test func thePageSaysAPickedColourFromTheCookieAndNoForgedOne() {
        let picked = ServerSideAppearance(cookieHeader: "theme=dark&brand=ocean&color=%231b8a5a", clientHint: nil, site: Self.site)
        #expect(picked.axes == ["brand": "ocean", "color": "#1b8a5a"])
        #expect(picked.htmlAttributes == ##" data-theme="dark" data-brand="ocean" data-color="#1b8a5a""##)
        // `#` is a cookie octet: a cookie the script wrote with it unescaped reads the same.
        #expect(ServerSideAppearance(cookieHeader: "theme=dark&color=#1b8a5a", clientHint: nil, site: Self.site).axes == ["color": "#1b8a5a"])
        for forged in ["%22%3E%3Cscript%3E", "%23ABCDEF", "%2312", "navy", "%231b8a5a00", ""] {
            let appearance = ServerSideAppearance(cookieHeader: "theme=dark&color=" + forged, clientHint: nil, site: Self.site)
            #expect(appearance.axes.isEmpty, "\(forged)")
            #expect(appearance.htmlAttributes == #" data-theme="dark""#, "\(forged)")
        }
    }

    @Test func theEndpointKeepsAColourBesideTheStyleAndRefusesAMalformedOne() async {
        let current = ServerSideAppearance(cookieHeader: "theme=dark&brand=ocean", clientHint: nil, site: Self.site)
        let endpoint = AppearanceEndpoint(site: Self.site)
        let chosen = await endpoint.change(contentType: Self.form, body: "color=%231b8a5a&return=%2Fsettings", current: current, cameOverHTTPS: false)
        #expect(chosen.status == 303)
        #expect(
            chosen.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == [
                "theme=dark&brand=ocean&color=#1b8a5a; Path=/; Max-Age=31536000; SameSite=Lax"
            ]
        )
        let picked = ServerSideAppearance(cookieHeader: "theme=dark&color=%231b8a5a", clientHint: nil, site: Self.site)
        let cleared = await endpoint.change(contentType: "application/json", body: #"{"axes":{"color":""}}"#, current: picked, cameOverHTTPS: false)
        #expect(cleared.headers.filter { $0.name == "Set-Cookie" }.map(\.value) == ["theme=dark; Path=/; Max-Age=31536000; SameSite=Lax"])

        for body in [##"{"axes":{"color":"#ABCDEF"}}"##, #"{"axes":{"color":"red"}}"#, ##"{"axes":{"color":"#1b8a5a;x"}}"##] {
            let refused = await endpoint.change(contentType: "application/json", body: body, current: current, cameOverHTTPS: false)
            #expect(refused.status == 400, "\(body)")
            #expect(refused.body.contains("expected a colour written #rrggbb in lowercase hexadecimal"), "\(refused.body)")
            #expect(!refused.headers.contains { $0.name == "Set-Cookie" }, "\(body)")
        }
    }

    @Test func theScriptTakesAColourAndRefusesAMalformedOne() throws {
        guard NoFlashScriptTests.nodeIsInstalled() else { return }
        let harness =
            NoFlashScriptTests.harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=dark&color=%236750a4\"")
            .replacingOccurrences(
                of: "getAttribute: (k) => attrs[k] ?? null,",
                with: "getAttribute: (k) => attrs[k] ?? null, removeAttribute: (k) => { delete attrs[k]; },"
            ) + "global.setTimeout = (f) => f();\n"
        let program =
            harness + NoFlashScript(site: Self.site).source + """

                console.log(attrs["data-color"], JSON.stringify(window.twilight.axes()));
                console.log(window.twilight.setAxis("color", "#1b8a5a"), attrs["data-color"], document.cookie.split(";")[0]);
                console.log(window.twilight.setAxis("color", "#ABCDEF"), window.twilight.setAxis("color", "#1b8a5a;x"), window.twilight.setAxis("color", 7));
                console.log(window.twilight.set("light", { color: null }), attrs["data-color"] ?? "-", document.cookie.split(";")[0]);
                """
        #expect(
            try NoFlashScriptTests.runInNode(program) == """
                #6750a4 {"color":"#6750a4"}
                true #1b8a5a theme=dark&color=%231b8a5a
                false false false
                true - theme=light

                """
        )
    }
}
