import Foundation
import Testing
import TwilightTestSupport

@testable import TwilightTokens

/// CSS, Swift and flat JSON outputs, checked against golden files.
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

    @Test func swiftGolden() throws {
        let tokens = try DesignTokens(contentsOf: app)
        try golden.expect(SwiftSourceWriter(typeName: "AppTokens").source(for: tokens, sourceFile: "app.resolver.json"), matches: "AppTokens.swift")
    }

    @Test func flatJSONOfAMode() throws {
        let tokens = try DesignTokens(contentsOf: app)
        try golden.expect(try #require(FlatJSONWriter.json(for: tokens, mode: "dark")), matches: "app.dark.json")
        #expect(FlatJSONWriter.json(for: tokens, mode: "sepia") == nil)
    }

    @Test func swiftNames() {
        #expect(SwiftNames.lowerCamel("bg-color") == "bgColor")
        #expect(SwiftNames.lowerCamel("BG") == "bg")
        #expect(SwiftNames.lowerCamel("100") == "_100")
        #expect(SwiftNames.upperCamel("high contrast") == "HighContrast")
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftSourceWriter.typeName(forFile: "app.tokens.json") == "AppTokens")
        #expect(SwiftSourceWriter.typeName(forFile: "design-tokens.json") == "DesignTokens")
    }
}
