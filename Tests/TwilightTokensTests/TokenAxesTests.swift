import Foundation
import Testing
import Twilight
import TwilightColor
import TwilightTestSupport

@_spi(Generated) @testable import TwilightTokens

/// A resolver's modifiers other than the theme as axes chosen at run time: read, resolved
/// per combination on first use, refused when a value is not one of the axis's, and
/// written as CSS that declares each token only in the rules of what it depends on.
@Suite struct TokenAxesTests {
    /// 3 brands × 2 themes × 2 densities; `color.accent` (and its alias `color.link`)
    /// changes with the brand and the theme, `brand.*` with the brand, `space.gap` with
    /// the density, `color.text` with the theme.
    static let url = fixtures.appending(path: "axes/brands.resolver.json")

    static func color(_ hex: String) -> TokenValue { .color(try! RGBAColor(hex: hex)) }

    @Test func modifiersBesideTheThemeAreAxesWithTheirContextsAndDefaults() throws {
        let tokens = try DesignTokens(contentsOf: Self.url)
        #expect(tokens.modes == ["light", "dark"])
        #expect(
            tokens.axes == [
                TokenAxis(name: "brand", values: ["ember", "ocean", "forest"], defaultValue: "ember"),
                TokenAxis(name: "density", values: ["comfortable", "compact"], defaultValue: "comfortable"),
            ]
        )
        #expect(tokens.tokens(in: "dark")?["color.accent"]?.value == Self.color("#ffaa66"), "the default brand")
        let oceanDark = try #require(try tokens.tokens(in: "dark", axes: ["brand": "ocean"]))
        #expect(oceanDark["color.accent"]?.value == Self.color("#66aaff"))
        #expect(oceanDark["color.link"]?.value == Self.color("#66aaff"), "an alias follows its target's brand")
        #expect(oceanDark["color.text"]?.value == Self.color("#eeeeee"))
        let compact = try #require(try tokens.tokens(in: "light", axes: ["density": "compact", "layout": "grid"]))
        #expect(compact["space.gap"]?.value == .dimension(TokenDimension(value: 4, unit: .px)), "an axis the document lacks is ignored")
        #expect(try tokens.tokens(in: "sepia", axes: ["brand": "ocean"]) == nil)
        #expect(try tokens.resolveEveryCombination() == 12)
    }

    @Test func aStyleCarriesItsAxesToLookUpsAndProviders() throws {
        let tokens = try DesignTokens(contentsOf: Self.url)
        #expect(tokens.value(at: "color.accent", for: ThemeLook(.dark, axes: ["brand": "forest"], isDark: true)) == Self.color("#88cc99"))
        #expect(tokens.value(at: "color.accent", for: .light) == Self.color("#ff6600"))
        // A value the document does not define (a stale stored choice) is the axis's default.
        #expect(tokens.value(at: "color.accent", for: ThemeLook(.light, axes: ["brand": "sunset"], isDark: false)) == Self.color("#ff6600"))
        let accent = try tokens.color("color.accent")
        #expect(accent(ThemeLook(.light, axes: ["brand": "ocean"], isDark: false)) == (try RGBAColor(hex: "#0066ff")))
    }

    @Test @MainActor func choosingABrandOnTheManagerRebindsTokenProviders() throws {
        let tokens = try DesignTokens(contentsOf: Self.url)
        let manager = ThemeManager(frameClock: ManualFrameClock())
        let swatch = Swatch()
        swatch.theme(on: manager).fill = try tokens.color("color.accent")
        #expect(swatch.fill == (try RGBAColor(hex: "#ff6600")))
        manager.choice.axes = ["brand": "ocean"]
        #expect(swatch.fill == (try RGBAColor(hex: "#0066ff")))
        manager.preference = .dark
        #expect(swatch.fill == (try RGBAColor(hex: "#66aaff")))
    }

    @Test func anInputFixesAModifierSoItIsNoAxis() throws {
        let tokens = try DesignTokens(contentsOf: Self.url, options: .init(inputs: ["brand": "ocean"]))
        #expect(tokens.axes.map(\.name) == ["density"])
        #expect(tokens.tokens(in: "light")?["color.accent"]?.value == Self.color("#0066ff"))
        #expect(try tokens.tokens(in: "light", axes: ["brand": "forest"])?["color.accent"]?.value == Self.color("#0066ff"))
    }

    @Test func aValueTheResolverDoesNotDefineIsRefusedNamingTheValues() throws {
        let tokens = try DesignTokens(contentsOf: Self.url)
        let error = try #require(throws: TokenValidationError.self) { try tokens.tokens(in: "light", axes: ["brand": "sunset"]) }
        #expect(error.description.contains(#"the axis brand has no value "sunset" (expected one of: ember, ocean, forest)"#), "\(error)")
    }

    /// A combination that breaks an alias loads (it is not resolved until asked for), is
    /// refused when asked for, and is reported by `resolveEveryCombination()`.
    @Test func aCombinationIsResolvedWhenFirstAskedFor() throws {
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"color": {"$type": "color", "primary": {"$value": "#111111"}, "accent": {"$value": "{color.primary}"}}}]}},
             "modifiers": {"brand": {"contexts": {
                "plain": [{}],
                "broken": [{"color": {"$type": "color", "accent": {"$value": "{color.missing}"}}}]}, "default": "plain"},
               "theme": {"contexts": {"light": [{}], "dark": [{}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}]}
            """
        let tokens = try DesignTokens(data: Data(document.utf8), name: "lazy.resolver.json")
        #expect(tokens.tokens(in: "dark")?["color.accent"]?.value == Self.color("#111111"))
        let asked = try #require(throws: TokenValidationError.self) { try tokens.tokens(in: "dark", axes: ["brand": "broken"]) }
        #expect(asked.description.contains("color.accent"), "\(asked)")
        #expect(asked.description.contains("color.missing"), "\(asked)")
        let every = try #require(throws: TokenValidationError.self) { try tokens.resolveEveryCombination() }
        #expect(every.diagnostics.count == 1, "one problem, found in two combinations: \(every)")
        // A style that asks for the broken brand gets the default brand's value, not a crash.
        #expect(tokens.value(at: "color.accent", for: ThemeLook(.dark, axes: ["brand": "broken"], isDark: true)) == Self.color("#111111"))
    }

    @Test(arguments: [("Brand", "an axis name starts with a lower-case letter"), ("tone", "the value contains \":\"")])
    func aModifierThatCannotBeAnAxisIsFixedAtItsDefaultWithAWarning(name: String, problem: String) throws {
        let contexts = name == "tone" ? #"{"warm": [{}], "a:b": [{}]}"# : #"{"one": [{}], "two": [{}]}"#
        let defaultValue = name == "tone" ? "warm" : "one"
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"n": {"$type": "number", "$value": 1}}]}},
             "modifiers": {"\(name)": {"contexts": \(contexts), "default": "\(defaultValue)"},
               "theme": {"contexts": {"light": [{}], "dark": [{}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/\(name)"}]}
            """
        let tokens = try DesignTokens(data: Data(document.utf8), name: "names.resolver.json")
        #expect(tokens.axes.isEmpty)
        let warning = try #require(tokens.warnings.first)
        #expect(warning.message.contains(#"the modifier "\#(name)" is fixed at its default "\#(defaultValue)", not an axis"#), "\(warning)")
        #expect(warning.message.contains(problem), "\(warning)")
        #expect(warning.tokenPath == "modifiers.\(name)")
    }

    /// Each token is declared only in the rules of what its value depends on, so the
    /// sheet is much smaller than every combination written out.
    @Test func theCSSDeclaresEachTokenOnlyInTheRulesOfWhatItDependsOn() throws {
        let tokens = try DesignTokens(contentsOf: Self.url)
        let css = CSSWriter().css(for: tokens, source: "brands.resolver.json")
        try golden.expect(css, matches: "brands.css")
        let rules = Self.rules(css)
        func selectors(declaring property: String) -> [String] { rules.filter { $0.body.contains(property + ":") }.map(\.selector) }
        #expect(selectors(declaring: "--color-text").allSatisfy { !$0.contains("data-brand") && !$0.contains("data-density") })
        // The default density declares what `:root` does, so they share one rule.
        #expect(selectors(declaring: "--space-gap") == [#":root, [data-density="comfortable"]"#, #"[data-density="compact"]"#])
        #expect(selectors(declaring: "--brand-primary").allSatisfy { !$0.contains("data-theme") })
        #expect(selectors(declaring: "--color-accent").contains { $0.contains(#"[data-theme="dark"][data-brand="ocean"]"#) })
        #expect(rules.allSatisfy { !($0.selector.contains("data-brand") && $0.selector.contains("data-density")) }, "no token depends on both")
        // Every combination written out: one rule per combination naming every token.
        var naive = 0
        for key in tokens.everyCombination() {
            let set = try tokens.tokens(of: key)
            naive +=
                set.orderedTokens.flatMap { CSSValue.declarations(for: $0, name: CSSNames().name($0.path)) }.map { "  \($0.name): \($0.value);\n" }
                .joined().utf8
                .count
            naive += #"[data-theme="light"][data-brand="forest"][data-density="comfortable"] {}"#.utf8.count + 2
        }
        print("brands.resolver.json: CSS with axes \(css.utf8.count) bytes; every combination written out \(naive) bytes")
        #expect(css.utf8.count < naive)
    }

    /// The generated table picks the value of the style's mode and axes.
    @Test func aCombinationTableReadsTheModeAndEachAxis() {
        let brand = TokenAxis(name: "brand", values: ["a", "b"], defaultValue: "b")
        let size = TokenAxis(name: "size", values: ["s", "m", "l"], defaultValue: "m")
        let provider = TokenTable<String>(
            modes: ["light", "dark"],
            darkModes: ["dark"],
            defaultMode: "light",
            axes: [brand, size],
            values: [
                "light a s", "light a m", "light a l", "light b s", "light b m", "light b l",
                "dark a s", "dark a m", "dark a l", "dark b s", "dark b m", "dark b l",
            ]
        )
        #expect(provider(.light) == "light b m")
        #expect(provider(ThemeLook(.dark, axes: ["brand": "a", "size": "l"], isDark: true)) == "dark a l")
        #expect(
            provider(ThemeLook("sepia", axes: ["size": "s", "brand": "x"], isDark: false)) == "light b s",
            "unknown values and modes are the defaults"
        )
        #expect(provider(ThemeLook("NIGHT", axes: ["size": "s"], isDark: true)) == "dark b s", "a dark look finds the dark mode")
        #expect(provider(ThemeLook("NIGHT", axes: ["size": "s"], isDark: false)) == "light b s", "a name alone says nothing")
    }

    /// The rules of a style sheet as (selector, body), `@media` and `@supports` unwrapped.
    static func rules(_ css: String) -> [(selector: String, body: String)] {
        var found: [(String, String)] = []
        var rest = Substring(css)
        while let open = rest.firstIndex(of: "{") {
            let head = rest[..<open].split(separator: "\n").filter { !$0.contains("*/") }.map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && $0 != "}" }.joined(separator: " ")
            rest = rest[rest.index(after: open)...]
            if head.hasPrefix("@") { continue }
            guard let close = rest.firstIndex(of: "}") else { break }
            found.append((head, String(rest[..<close])))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}

/// A resolver whose axes multiply into more combinations than can be built together.
@Suite struct TokenAxesLimitTests {
    @Test func tooManyCombinationsAreRefusedNamingTheAxesNotBuilt() throws {
        func modifier(_ name: String) -> String {
            let contexts = (0..<20).map { #""v\#($0)": [{"n": {"$type": "number", "$value": \#($0)}}]"# }.joined(separator: ", ")
            return #""\#(name)": {"contexts": {\#(contexts)}, "default": "v0"}"#
        }
        let document = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"n": {"$type": "number", "$value": -1}}]}},
             "modifiers": {"theme": {"contexts": {"light": [{}], "dark": [{}]}, "default": "light"},
               \(modifier("brand")), \(modifier("density")), \(modifier("tone"))},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"},
               {"$ref": "#/modifiers/density"}, {"$ref": "#/modifiers/tone"}]}
            """
        let tokens = try DesignTokens(data: Data(document.utf8), name: "many.resolver.json")
        #expect(tokens.combinationCount == 16_000)
        let error = try #require(throws: TokenValidationError.self) { try tokens.resolveEveryCombination() }
        #expect(
            error.description.contains("2 modes × brand 20 × density 20 × tone 20 = 16000 combinations of a mode and axis values; at most 4096"),
            "\(error)"
        )
        // One combination is still resolved when asked for; the writers take the defaults.
        #expect(try tokens.tokens(in: "dark", axes: ["tone": "v7"])?["n"]?.value == .number(7))
        #expect(!CSSWriter().css(for: tokens).contains("data-tone"))
    }
}
