import Foundation
import Testing
import Twilight
import TwilightTestSupport

@testable import TwilightTokens

/// CSS that keeps references (`--references`), composite tokens and wide-gamut colours in
/// CSS. Chromium checks that every output computes to the same values:
/// `TokenCSSBrowserTests` in the CLI tests.
@Suite struct ReferencesOutputTests {
    let document = fixtures.appending(path: "references/references.resolver.json")

    @Test func goldenFlatAndWithReferences() throws {
        let tokens = try DesignTokens(contentsOf: document)
        try golden.expect(CSSWriter().css(for: tokens, source: "references.resolver.json"), matches: "references.flat.css")
        try golden.expect(CSSWriter(keepsReferences: true).css(for: tokens, source: "references.resolver.json"), matches: "references.css")
    }

    @Test func anAliasIsWrittenAsItsTargetAndModesDeclareOnlyDifferences() throws {
        let css = CSSWriter(keepsReferences: true).css(for: try DesignTokens(contentsOf: document))
        #expect(css.hasPrefix(":root, [data-theme=\"light\"], [data-theme=\"dark\"], [data-theme=\"dimmed\"] {\n"))
        #expect(css.contains("  --color-link: var(--color-accent);\n"))
        #expect(css.contains("  --color-highlight: var(--palette-vivid);\n"), "a $ref to a whole token is a reference too")
        #expect(css.contains("  --font-caption-font-size: var(--font-body-font-size);\n"), "a typography alias refers to each part")
        let dark = try #require(css.range(of: "[data-theme=\"dark\"] {\n")).upperBound
        let darkRule = css[dark...].prefix { $0 != "}" }
        #expect(darkRule.contains("--palette-blue: #559bff;"))
        #expect(darkRule.contains("--color-background: var(--palette-night);"))
        // --color-accent is var(--palette-blue) in both modes: the default rule applies to
        // the dark element too, so it is not repeated.
        #expect(!darkRule.contains("--color-accent"))
        #expect(!darkRule.contains("--size-body"))
    }

    @Test func theFlatOutputIsUnchangedByReferences() throws {
        let tokens = try DesignTokens(contentsOf: document)
        let css = CSSWriter().css(for: tokens)
        #expect(css.hasPrefix(":root {\n"))
        #expect(css.contains("  --color-link: color(srgb 0.04 0.52 1);\n"), "0.04 0.52 1 is not 8-bit: written exactly")
        #expect(!css.contains("var("))
    }

    @Test func compositesHaveCSS() throws {
        let css = CSSWriter().css(for: try DesignTokens(contentsOf: document))
        #expect(css.contains("  --font-body: 450 16px/1.5 \"Inter\", sans-serif;\n"))
        #expect(css.contains("  --font-body-letter-spacing: 0.01rem;\n"))
        #expect(css.contains("  --font-body-line-height: 1.5;\n"))
        #expect(css.contains("  --elevation-card: 0px 1px 2px 0px #00000033, inset 0px 4px 12px -2px color(srgb 0 0.891572 0.220139);\n"))
        #expect(css.contains("  --outline-dashed: 1px dashed #1c1c1e;\n"))
        #expect(css.contains("  --motion-fade: 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;\n"))
        #expect(css.contains("  --fill-hero: linear-gradient(#ffffff 0%, color(srgb 0 0.891572 0.220139) 30%, color(srgb 0.04 0.52 1) 100%);\n"))
    }

    @Test func wideGamutColoursFollowTheirFallbackInsideSupports() throws {
        let css = CSSWriter().css(for: try DesignTokens(contentsOf: document))
        let hex = try #require(css.range(of: "  --palette-vivid: color(srgb 0 0.891572 0.220139);\n"), "its sRGB value, mapped")
        let supports = try #require(css.range(of: "@supports (color: color(display-p3 0 0 0)) and (color: oklch(0 0 0)) {\n  :root {\n"))
        #expect(hex.upperBound < supports.lowerBound)
        #expect(css.contains("    --palette-vivid: color(display-p3 0.1 0.9 0.2);\n"))
        #expect(css.contains("    --palette-glow: oklch(0.75 0.28 330 / 0.8);\n"))
        #expect(css.contains("    --color-highlight: color(display-p3 0.1 0.9 0.2);\n"), "an alias of a wide colour is wide too")
        #expect(css.contains("    --elevation-card: 0px 1px 2px 0px #00000033, inset 0px 4px 12px -2px color(display-p3 0.1 0.9 0.2);\n"))
        // A colour inside sRGB is written once, exactly: nothing more inside @supports.
        let block = css[supports.upperBound...].prefix { $0 != "}" }
        #expect(!block.contains("--palette-blue:"), "\(block)")
    }

    /// A colour outside sRGB written as a CSS string is carried into CSS as one too (it was
    /// written only mapped into sRGB), in its notation, written anew from the colour: a
    /// comment inside the file's text never reaches the style sheet.
    @Test func wideColoursWrittenAsCSSStringsFollowTheirFallbackToo() throws {
        let text = #"""
            { "brand": { "$type": "color",
                "vivid": { "$value": "color(display-p3 0.1 0.9 0.2)" },
                "glow": { "$value": "oklch(75% 0.28 330 / 0.8)" },
                "quiet": { "$value": "oklch(0.5 0.1 250)" },
                "marked": { "$value": "lch(/* </style> */ 60 130 40)" } } }
            """#
        let css = CSSWriter().css(for: try DesignTokens(data: Data(text.utf8), name: "strings.tokens.json"))
        let supports = try #require(
            css.range(of: "@supports (color: color(display-p3 0 0 0)) and (color: oklch(0 0 0)) and (color: lch(0 0 0)) {\n"),
            "\(css)"
        )
        let block = css[supports.upperBound...]
        #expect(block.contains("    --brand-vivid: color(display-p3 0.1 0.9 0.2);\n"), "\(block)")
        #expect(block.contains("    --brand-glow: oklch(75% 0.28 330 / 0.8);\n"), "\(block)")
        #expect(block.contains("    --brand-marked: lch(60 130 40);\n"), "\(block)")
        #expect(!block.contains("--brand-quiet:") && !css.contains("</style>"), "\(css)")
        #expect(css[..<supports.lowerBound].contains("  --brand-vivid: "), "the sRGB fallback comes first")
    }

    @Test func aTokenAdjustedByVendorKeysIsNotAReference() throws {
        let text = #"""
            {"base": {"$type": "color", "$value": "#336699"},
             "faded": {"$type": "color", "$value": "{base}", "alpha": 0.5},
             "same": {"$type": "color", "$value": "{base}"}}
            """#
        let tokens = try DesignTokens(data: Data(text.utf8), name: "v.json", options: .init(reading: .compatible))
        let set = try #require(tokens.tokens(in: tokens.defaultMode))
        #expect(set["same"]?.reference == "base")
        #expect(set["base"]?.reference == nil)
        let css = CSSWriter(keepsReferences: true).css(for: tokens)
        #expect(css.contains("  --same: var(--base);\n"))
        #expect(!css.contains("--faded: var("))
    }

    /// With a high-contrast variant, the decision table's default rule still names each
    /// offered style once (its contrast rules are not more styles).
    @Test func theDecisionTablesDefaultRuleNamesEachStyleOnce() throws {
        let tokens = try DesignTokens(contentsOf: fixtures.appending(path: "app/app.resolver.json"))
        let resolver = ThemeStyles([.light, .dark], highContrast: [.dark: "highContrastDark"], default: .light)
        let css = CSSWriter(styles: resolver, keepsReferences: true).css(for: tokens)
        #expect(css.hasPrefix(#":root, [data-theme="light"], [data-theme="dark"] {"#), "\(css.prefix(80))")
    }
}
