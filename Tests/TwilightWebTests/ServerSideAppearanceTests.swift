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
        #expect(ServerSideAppearance(cookieHeader: nil, clientHint: "dark").systemColorScheme == .unspecified)
    }

    @Test func unknownOrHostileCookieValuesAreIgnored() {
        for value in ["sepia", "dark\"><script>", "", "DARK", "%64ark"] {
            let appearance = ServerSideAppearance(cookieHeader: "theme=\(value)", clientHint: nil)
            #expect(appearance.preference == .system, "\(value)")
            #expect(appearance.style == nil, "\(value)")
        }
        #expect(ServerSideAppearance(cookieHeader: "theme=sepia", clientHint: nil, styles: [.light, .dark, "sepia"]).style == "sepia")
        #expect(ServerSideAppearance(cookieHeader: "theme=\"light\"", clientHint: nil).style == .light)
    }

    @Test func responseHeaders() {
        #expect(ServerSideAppearance.responseHeaders.map(\.name) == ["Accept-CH", "Vary", "Critical-CH"])
        #expect(ServerSideAppearance.responseHeaders[1].value == "Sec-CH-Prefers-Color-Scheme, Cookie")
    }
}
