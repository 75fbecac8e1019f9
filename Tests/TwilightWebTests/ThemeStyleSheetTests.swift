import Foundation
import Testing
import Twilight
import TwilightTokens

@testable import TwilightWeb

/// The style sheet built from a token document for a web page.
@Suite struct ThemeStyleSheetTests {
    /// A DKNightVersion-style document whose modes are not named after styles.
    static let tokens = try! DesignTokens(
        data: Data(
            """
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {
               "NORMAL": [{"bg": {"$type": "color", "$value": "#ffffff"}}],
               "NIGHT": [{"bg": {"$type": "color", "$value": "#101010"}}]}, "default": "NORMAL"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """.utf8
        ),
        name: "night.resolver.json"
    )

    /// Without styles given, the sheet offers the document's own (its modes, dark as it
    /// says), as its documentation's example shows: not light and dark alone.
    @Test func withoutStylesTheDocumentsOwnAreOffered() {
        let sheet = ThemeStyleSheet(tokens: Self.tokens)
        #expect(sheet.styles == Self.tokens.styles)
        for style in Self.tokens.styles {
            #expect(sheet.css.contains("[data-theme=\"\(style.rawValue)\"]"), "\(style.rawValue) has a rule")
        }
        #expect(Self.tokens.styles.contains("NIGHT") && Self.tokens.styles.isDark("NIGHT"))
    }

    @Test func everyStyleGetsARuleWithTheModeItMapsTo() {
        let sheet = ThemeStyleSheet(tokens: Self.tokens, styles: .standard, extraCSS: "body { background: var(--bg); }")
        #expect(
            sheet.css == """
                :root {
                  color-scheme: light;
                  --bg: #ffffff;
                }

                [data-theme="light"] {
                  color-scheme: light;
                  --bg: #ffffff;
                }

                [data-theme="dark"] {
                  color-scheme: dark;
                  --bg: #101010;
                }

                @media (prefers-color-scheme: dark) {
                  :root:not([data-theme]) {
                    color-scheme: dark;
                    --bg: #101010;
                  }
                }

                body { background: var(--bg); }
                """
        )
    }

    @Test func theEntityTagIsStableAndFollowsTheContent() {
        func tag(_ sheet: ThemeStyleSheet) -> String { StaticAsset.styleSheet(sheet.css).entityTag }
        let one = tag(ThemeStyleSheet(tokens: Self.tokens))
        #expect(one == tag(ThemeStyleSheet(tokens: Self.tokens)))
        #expect(one.hasPrefix("\"") && one.hasSuffix("\""))
        #expect(one != tag(ThemeStyleSheet(tokens: Self.tokens, prefix: "tw-")))
        #expect(EntityTag.strong(for: "") == "\"cbf29ce484222325\"")
    }

    /// A resolver with a configured default and high-contrast variants reaches the page's
    /// CSS: the same decision table as the server and every other front-end.
    @Test func theResolversDefaultAndHighContrastVariantsReachTheCSS() throws {
        let tokens = try DesignTokens(
            data: Data(
                """
                {"version": "2025.10",
                 "modifiers": {"theme": {"contexts": {
                   "light": [{"bg": {"$type": "color", "$value": "#ffffff"}}],
                   "dark": [{"bg": {"$type": "color", "$value": "#101010"}}],
                   "highContrastDark": [{"bg": {"$type": "color", "$value": "#000000"}}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """.utf8
            ),
            name: "contrast.resolver.json"
        )
        let resolver = ThemeStyles([.light, .dark], highContrast: [.dark: "highContrastDark"], default: .dark)
        let css = ThemeStyleSheet(tokens: tokens, styles: resolver).css
        #expect(css.hasPrefix(":root {\n  color-scheme: dark;\n  --bg: #101010;\n}"), "a browser stating no scheme gets the default, dark")
        #expect(css.contains("@media (prefers-color-scheme: light) {\n  :root:not([data-theme]) {\n    color-scheme: light;\n    --bg: #ffffff;"))
        #expect(!css.contains("@media (prefers-color-scheme: dark) {"), "dark is already the root's")
        #expect(css.contains("@media (prefers-contrast: more) {\n  :root:not([data-theme]) {\n    color-scheme: dark;\n    --bg: #000000;"))
        #expect(
            css.contains(
                "@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  :root:not([data-theme]) {\n    color-scheme: dark;\n    --bg: #000000;"
            )
        )
        #expect(!css.contains("(prefers-color-scheme: light) and (prefers-contrast: more)"), "light has no variant")
        #expect(css.contains("@media (prefers-contrast: more) {\n  [data-theme=\"dark\"] {\n    color-scheme: dark;\n    --bg: #000000;"))
        // Without a resolver the sheet is as before: the document's default mode on :root.
        #expect(ThemeStyleSheet(tokens: tokens).css.hasPrefix(":root {\n  color-scheme: light;"))
    }
}
