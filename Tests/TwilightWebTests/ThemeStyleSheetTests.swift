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

    @Test func everyStyleGetsARuleWithTheModeItMapsTo() {
        let sheet = ThemeStyleSheet(tokens: Self.tokens, extraCSS: "body { background: var(--bg); }")
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
        let one = ThemeStyleSheet(tokens: Self.tokens)
        #expect(one.entityTag == ThemeStyleSheet(tokens: Self.tokens).entityTag)
        #expect(one.entityTag.hasPrefix("\"") && one.entityTag.hasSuffix("\""))
        #expect(one.entityTag != ThemeStyleSheet(tokens: Self.tokens, prefix: "tw-").entityTag)
        #expect(EntityTag.strong(for: "") == "\"cbf29ce484222325\"")
    }
}
