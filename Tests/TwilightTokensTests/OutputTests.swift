import Foundation
import Testing
import TwilightTestSupport

@testable import TwilightTokens

/// The CSS output, checked against golden files.
@Suite struct OutputTests {
    let app = fixtures.appending(path: "app/app.resolver.json")

    @Test func cssGolden() throws {
        let tokens = try DesignTokens(contentsOf: app)
        try golden.expect(CSSWriter().css(for: tokens, source: "app.resolver.json"), matches: "app.css")
    }

    @Test func cssPutsTheDefaultOnRootEveryModeOnDataThemeAndDarkUnderTheMediaQuery() throws {
        let css = CSSWriter(prefix: "tw-").css(for: try DesignTokens(contentsOf: app))
        #expect(css.hasPrefix(":root {\n  color-scheme: light;\n  --tw-palette-white: #ffffff;"))
        #expect(css.contains("[data-theme=\"highContrastDark\"] {\n  color-scheme: dark;"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n    color-scheme: dark;"))
        #expect(css.contains("    --tw-color-background: #1c1c1e;"))
    }

    @Test func cssEscapesNamesAndStrings() throws {
        let text = #"{"odd": {"$type": "string", "na me$": {"$value": "say \"hi\"\n"}}}"#
        let css = CSSWriter().css(for: try DesignTokens(data: Data(text.utf8), name: "o.json"))
        #expect(css == ":root {\n  color-scheme: light;\n  --odd-na\\ me\\$: \"say \\\"hi\\\"\\a \";\n}\n")
    }
}
