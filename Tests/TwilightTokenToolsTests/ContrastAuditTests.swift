import Foundation
import Testing
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// `ContrastAudit`: declared pairs checked in every combination, as WCAG 2.x measures them.
struct ContrastAuditTests {
    static let brands = fixtures.appending(path: "audit/brands.resolver.json")

    /// WCAG 2.x, written from the definition (not Twilight's code): the relative luminance
    /// of an 8-bit sRGB colour and the ratio of two.
    static func wcagRatio(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        func luminance(_ rgb: (Double, Double, Double)) -> Double {
            func channel(_ value: Double) -> Double {
                let c = value / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(rgb.0) + 0.7152 * channel(rgb.1) + 0.0722 * channel(rgb.2)
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    func audit(_ url: URL = brands, pairs: URL? = nil) throws -> ContrastAudit {
        try ContrastAudit(of: DesignTokens(contentsOf: url), pairsFile: pairs)
    }

    func check(_ audit: ContrastAudit, _ foreground: String, on background: String, in combination: String) -> ContrastCheck? {
        audit.checks.first {
            $0.pair.foreground == foreground && $0.pair.background == background && $0.combination.description == combination
        }
    }

    @Test func everyPairIsCheckedInEveryModeAndAxisValue() throws {
        let audit = try audit()
        // 2 modes × 3 brands × 2 densities; 6 pairs (text on two backgrounds, muted, link
        // on two, border), each declared once however many files define its token.
        #expect(audit.combinationCount == 12)
        #expect(audit.pairs.count == 6)
        #expect(audit.checks.count == 72)
        #expect(Set(audit.checks.map(\.combination.description)).count == 12)
        #expect(audit.failures.count == 22)
        // The brand's accent fails as a link on white only for ember, and on the dark
        // background only for forest: a default-only check would see one of them.
        let links = audit.failures.filter { $0.pair.foreground == "color.link" && $0.pair.background == "color.background" }
        #expect(Set(links.map { "\($0.combination.mode) \($0.combination.axes[0].value)" }) == ["light ember", "dark forest"])
        let ember = try #require(check(audit, "color.link", on: "color.background", in: "light, brand=ember, density=compact"))
        #expect(ember.foreground.hexString == "#ff6600")
        #expect(abs(ember.ratio - Self.wcagRatio((255, 102, 0), (255, 255, 255))) < 1e-9)
        #expect(ember.ratioText == "2.94:1")
        #expect(!ember.passes)
        let ocean = try #require(check(audit, "color.link", on: "color.background", in: "light, brand=ocean, density=comfortable"))
        #expect(ocean.passes)
        #expect(abs(ocean.ratio - Self.wcagRatio((0x09, 0x69, 0xda), (255, 255, 255))) < 1e-9)
    }

    /// A translucent foreground is painted over its background (black at 55% over white is
    /// #737373); a translucent background over its `over` token.
    @Test func translucentColoursAreCompositedAsABrowserPaintsThem() throws {
        let audit = try audit()
        let muted = try #require(check(audit, "color.muted", on: "color.background", in: "light, brand=ember, density=comfortable"))
        #expect(muted.foreground.alpha == 0.55)
        let grey = 255 * 0.45
        #expect(abs(muted.ratio - Self.wcagRatio((grey, grey, grey), (255, 255, 255))) < 1e-9)
        #expect(muted.passes)  // 4.6…, where black at 55% read as opaque black would be 21

        // The highlight ([1, 0.85, 0] at 30%) over the light background: (255, 0.3·216.75 + 0.7·255, 0.7·255).
        let link = try #require(check(audit, "color.link", on: "color.highlight", in: "light, brand=ember, density=comfortable"))
        #expect(link.judgedBackground.hexString == "#fff4b3")
        let shown = (255.0, 0.3 * 0.85 * 255 + 0.7 * 255, 0.7 * 255)
        #expect(abs(link.ratio - Self.wcagRatio((255, 102, 0), shown)) < 1e-9)
        // Over the dark background it shows darker.
        let dark = try #require(check(audit, "color.link", on: "color.highlight", in: "dark, brand=ocean, density=comfortable"))
        #expect(dark.judgedBackground.hexString == "#564d10")
    }

    /// Without `over`, a translucent background can sit on anything: white and black are
    /// both tried and the lower ratio counts.
    @Test func aTranslucentBackgroundWithoutABackdropIsJudgedAtItsWorst() throws {
        let document = #"""
            {"color": {"$type": "color",
              "scrim": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}},
              "text": {"$value": "#ffffff", "$extensions": {"dev.twilight": {"contrast": {"on": "{color.scrim}"}}}}}}
            """#
        let audit = try ContrastAudit(of: DesignTokens(data: Data(document.utf8), name: "scrim.tokens.json"))
        let check = try #require(audit.checks.first)
        // Half black over white is #808080 (3.9:1 with white); over black it is black (21:1).
        #expect(check.judgedBackground.hexString == "#808080")
        #expect(abs(check.ratio - Self.wcagRatio((255, 255, 255), (127.5, 127.5, 127.5))) < 1e-9)
        #expect(!check.passes)
    }

    /// The suggestion passes (as the hex it is printed as), keeps hue, chroma and alpha,
    /// and is the nearest: a step less of lightness change fails.
    @Test func theSuggestionIsTheNearestPassingLightness() throws {
        let audit = try audit()
        for failure in audit.failures where failure.foreground.alpha == 1 {  // a translucent one is made more opaque (below)
            let suggestion = try #require(failure.suggestion, "\(failure.summary)")
            let fromHex = try RGBAColor(hex: suggestion.hexString)
            let judged = failure.judgedBackground
            #expect(
                fromHex.withAlpha(suggestion.alpha).composited(over: judged).contrastRatio(with: judged) >= failure.level.minimumRatio,
                "\(failure.summary): \(suggestion.hexString)"
            )
            #expect(suggestion.alpha == failure.foreground.alpha)
            let (before, after) = (failure.foreground.oklch, suggestion.oklch)
            if before.c > 0.02 && after.c > 0.02 {
                // Mapping into sRGB keeps the hue until its last step, a clip within ΔE-OK
                // 0.02 (CSS Color 4), which may turn a chroma of 0.19 by up to about 6°.
                let turn = 2 * min(before.c, after.c) * sin(abs(before.h - after.h) * .pi / 360)
                #expect(turn < 0.025, "\(failure.summary): hue \(before.h) → \(after.h) (\(suggestion.hexString))")
            }
            // Halfway between the colour's lightness and the suggestion's does not pass.
            var halfway = before
            halfway.l = (before.l + after.l) / 2
            let nearer = RGBAColor(halfway).gamutMapped
            #expect(nearer.composited(over: judged).contrastRatio(with: judged) < failure.level.minimumRatio, "\(failure.summary)")
        }
        // Both directions: on white a light grey darkens, on black a dark grey lightens,
        // on mid grey the nearer end wins.
        let grey = try RGBAColor(hex: "#999999")
        #expect(grey.nearestLightness(reaching: 4.5, against: .white)!.oklch.l < grey.oklch.l)
        let dim = try RGBAColor(hex: "#777777")
        #expect(dim.nearestLightness(reaching: 7, against: .black)!.oklch.l > dim.oklch.l)
        let middle = try RGBAColor(hex: "#777777")
        let lighter = try RGBAColor(hex: "#888888").nearestLightness(reaching: 3, against: middle)!
        let darker = try RGBAColor(hex: "#666666").nearestLightness(reaching: 3, against: middle)!
        #expect(lighter.oklch.l > middle.oklch.l && darker.oklch.l < middle.oklch.l)
        // No lightness of any colour reaches 21:1 against mid grey.
        #expect(middle.nearestLightness(reaching: 21, against: middle) == nil)
    }

    /// A translucent foreground that falls short is made as little more opaque as it needs
    /// — its colour kept — before any change of lightness: black at 30% on white passes
    /// from about 54%.
    @Test func aTranslucentForegroundIsFirstMadeMoreOpaque() throws {
        let document = #"""
            {"color": {"$type": "color",
              "background": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
              "faint": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.3},
                        "$extensions": {"dev.twilight": {"contrast": {"on": "{color.background}"}}}}}}
            """#
        let audit = try ContrastAudit(of: DesignTokens(data: Data(document.utf8), name: "faint.tokens.json"))
        let check = try #require(audit.failures.first)
        let suggestion = try #require(check.suggestion)
        #expect(suggestion.withAlpha(1) == check.foreground.withAlpha(1), "the colour is kept")
        #expect(suggestion.alpha > 0.5 && suggestion.alpha < 0.6, "\(suggestion.alpha)")
        #expect(suggestion.composited(over: .white).contrastRatio(with: .white) >= 4.5)
        let lessOpaque = suggestion.withAlpha(suggestion.alpha - 1.0 / 255)
        #expect(lessOpaque.composited(over: .white).contrastRatio(with: .white) < 4.5, "the least opacity that passes, to 8 bits")
        let report = ContrastReport(audit, document: "faint.tokens.json").text
        #expect(report.contains("opacity 0.30 → \(String(format: "%.2f", suggestion.alpha)))"), "\(report)")
        // Where even opaque falls short, the lightness changes: grey at 50% on mid grey.
        let grey = try RGBAColor(hex: "#777777")
        #expect(RGBAColor.white.withAlpha(0.5).leastOpacity(reaching: 7, against: grey) == nil)
    }

    /// A failing ratio is never printed as its passing minimum.
    @Test func aFailingRatioNeverPrintsAsItsMinimum() throws {
        let pair = ContrastPair(foreground: "a", background: "b", level: .aa, file: "f", location: nil)
        func text(_ ratio: Double) -> String {
            ContrastCheck(
                pair: pair,
                combination: .init(mode: "light", axes: []),
                level: .aa,
                foreground: .black,
                background: .white,
                judgedBackground: .white,
                ratio: ratio
            ).ratioText
        }
        #expect(text(4.4991) == "4.499:1")
        #expect(text(4.5) == "4.50:1")
        #expect(text(2.935) == "2.94:1")
        #expect(text(21) == "21.00:1")
    }

    /// A pair declared only in the dark file (or an axis value's) is checked in every
    /// combination, where both tokens exist.
    @Test func aPairDeclaredInOneModesFileIsCheckedInEveryMode() throws {
        let folder = try temporaryFolder()
        try write(##"{"c": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#777777"}}}"##, to: "base.tokens.json", in: folder)
        try write(
            ##"{"c": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "#888888", "$extensions": {"dev.twilight": {"contrast": {"on": "{c.bg}"}}}}}}"##,
            to: "dark.tokens.json",
            in: folder
        )
        let resolver = try write(
            #"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """#,
            to: "app.resolver.json",
            in: folder
        )
        let audit = try audit(resolver)
        #expect(audit.checks.map(\.combination.description) == ["light", "dark"])
        #expect(audit.failures.map(\.combination.description) == ["light"])  // #777 on white: 4.48
        #expect(audit.pairs.first?.file.hasSuffix("dark.tokens.json") == true)
        #expect(audit.pairs.first?.location == SourcePosition(line: 1, column: 135))
    }

    /// Every mistake in a declaration is reported at once with its file, line and column.
    @Test func aMalformedDeclarationNamesItsPlace() throws {
        let document = #"""
            {"c": {"$type": "color",
              "bg": {"$value": "#ffffff"},
              "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
              "a": {"$value": "#000000", "$extensions": {"dev.twilight": {"contrast": {"on": "{c.bg}", "level": "AA+", "colour": 1}}}},
              "b": {"$value": "#000000", "$extensions": {"dev.twilight": {"contrast": {"level": "AAA"}}}},
              "d": {"$value": "#000000", "$extensions": {"dev.twilight": {"contrast": [{"on": "{c.nothing}"}, {"on": "{c.size}"}, {"on": []}, {"on": "{c.}"}]}}},
              "e": {"$value": "#000000", "$extensions": {"dev.twilight": {"contrast": "{c.bg}"}}}}}
            """#
        let tokens = try DesignTokens(data: Data(document.utf8), name: "bad.tokens.json")
        let error = try #require(throws: TokenValidationError.self) { try ContrastAudit(of: tokens) }
        let lines = error.diagnostics.map(\.description)
        let expected = [
            #"bad.tokens.json:4:101: c.a: $extensions.dev.twilight.contrast.level: expected one of "AA", "AAA", "AA-large", "AAA-large", "non-text", found the string "AA+""#,
            #"bad.tokens.json:4:108: c.a: $extensions.dev.twilight.contrast: unknown key "colour" (expected "on", "level", "levels", "over", "severity")"#,
            #"bad.tokens.json:5:75: c.b: $extensions.dev.twilight.contrast: expected "on", the background token ("{color.background}") or an array of them"#,
            #"bad.tokens.json:6:83: c.d: the contrast pair names c.nothing, which is not a token in default"#,
            #"bad.tokens.json:6:106: c.d: the contrast pair names c.size, a dimension token: expected a colour"#,
            #"bad.tokens.json:6:126: c.d: $extensions.dev.twilight.contrast[2].on: expected at least one background token"#,
            #"bad.tokens.json:6:138: c.d: $extensions.dev.twilight.contrast[3].on: expected a token path such as "{color.background}", found the string "{c.}""#,
            #"bad.tokens.json:7:75: c.e: $extensions.dev.twilight.contrast: expected an object {"on": …, "level": …} or an array of them, found the string "{c.bg}""#,
        ]
        #expect(lines == expected)
    }

    /// A pairs file audits a document the team does not own; its mistakes name the pairs
    /// file.
    @Test func aPairsFileAuditsADocumentWithoutDeclarations() throws {
        let folder = try temporaryFolder()
        let app = fixtures.appending(path: "app/app.resolver.json")
        let pairs = try write(
            """
            pairs:
              - foreground: "{color.text}"
                on: ["{color.background}", "{color.accent}"]
              - foreground: color.accent
                on: color.background
                level: non-text
            """,
            to: "pairs.yaml",
            in: folder
        )
        let audit = try audit(app, pairs: pairs)
        #expect(
            audit.pairs.map { "\($0.foreground) on \($0.background) \($0.level.rawValue)" } == [
                "color.text on color.background AA", "color.text on color.accent AA", "color.accent on color.background non-text",
            ]
        )
        #expect(audit.combinationCount == 3)
        #expect(audit.checks.count == 9)
        #expect(audit.pairs[0].file == pairs.relativePath && audit.pairs[0].location == SourcePosition(line: 3, column: 10))

        let broken = try write(
            #"{"pairs": [{"on": "{color.background}"}, {"foreground": "{color.text}", "on": "{color.background}", "weight": 2}], "extra": 1}"#,
            to: "broken.json",
            in: folder
        )
        let error = try #require(throws: TokenValidationError.self) { try self.audit(app, pairs: broken) }
        #expect(
            error.diagnostics.map(\.description) == [
                "\(broken.relativePath):1:12: pairs[0]: expected \"foreground\", the path of the foreground token",
                "\(broken.relativePath):1:101: pairs[1]: unknown key \"weight\" (expected \"foreground\", \"on\", \"level\", \"levels\", \"over\", \"severity\")",
                "\(broken.relativePath):1:116: unknown key \"extra\" in a pairs file (expected \"pairs\")",
            ]
        )
    }

    /// A pair that fails with the same colours in several combinations is one finding;
    /// an axis that takes every value is left out of its combinations.
    @Test func findingsNameTheirCombinationsBriefly() throws {
        let report = ContrastReport(try audit(), document: "brands.resolver.json", severity: .error)
        let combinations = report.findings.map(\.combinations)
        #expect(
            combinations == [
                "light, brand=ember", "dark, brand=forest", "light, brand=ember", "dark, brand=ocean", "dark, brand=forest", "light", "dark",
            ]
        )
    }

    /// Shapes of input no declaration should have: a transparent foreground (ratio 1; made
    /// opaque enough), a pair of one token with itself (nothing helps), a pairs file that is
    /// a folder or missing — each a finding or an error that says so, never a crash.
    @Test func oddInputIsAFindingOrAnErrorNeverACrash() throws {
        let document = #"""
            {"c": {"$type": "color",
              "bg": {"$value": "#336699"},
              "ghost": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0},
                        "$extensions": {"dev.twilight": {"contrast": [{"on": "{c.bg}"}, {"on": "{c.ghost}"}]}}}}}
            """#
        let audit = try ContrastAudit(of: DesignTokens(data: Data(document.utf8), name: "odd.tokens.json"))
        #expect(audit.checks.count == 2)
        for check in audit.checks {
            #expect(abs(check.ratio - 1) < 1e-12, "\(check.summary)")
        }
        #expect(audit.checks[0].suggestion.map { $0.withAlpha(1) } == .white, "white on #336699 passes opaque")
        #expect(audit.checks[1].suggestion == nil, "a colour on itself: nothing passes")
        let report = ContrastReport(audit, document: "odd.tokens.json")
        #expect(report.text.contains("no opacity or lightness of this hue passes"))

        let folder = try temporaryFolder()
        let tokens = try DesignTokens(contentsOf: fixtures.appending(path: "app/app.resolver.json"))
        let asFolder = try #require(throws: TokenValidationError.self) { try ContrastAudit(of: tokens, pairsFile: folder) }
        #expect(asFolder.description.contains("is a folder, not a regular file"), "\(asFolder)")
        let missing = try #require(throws: TokenValidationError.self) {
            try ContrastAudit(of: tokens, pairsFile: folder.appending(path: "nowhere.yaml"))
        }
        #expect(missing.description.contains("nowhere.yaml: does not exist"), "\(missing)")
    }

    /// A colour outside sRGB is named in the report as it is (`oklch(…)`), not as the hex its
    /// components clip to, which is another colour (the P3 green's would be #00ff00).
    @Test func aColourOutsideSRGBIsNamedAsItIs() throws {
        let document = #"""
            {"c": {"$type": "color",
              "page": {"$value": "#ffffff"},
              "go": {"$value": "color(display-p3 0 1 0)", "$extensions": {"dev.twilight": {"contrast": [{"on": "{c.page}"}]}}}}}
            """#
        let audit = try ContrastAudit(of: DesignTokens(data: Data(document.utf8), name: "wide.tokens.json"))
        let report = ContrastReport(audit, document: "wide.tokens.json")
        #expect(report.text.contains("; oklch(0.8") && !report.text.contains("#00ff00"), "\(report.text)")
    }

    /// A pair may need more in some modes — Primer asks 7:1 of text in its high-contrast
    /// themes — and a mode the document does not have is an error.
    @Test func aPairCanNeedMoreInSomeModes() throws {
        let folder = try temporaryFolder()
        let app = fixtures.appending(path: "app/app.resolver.json")
        let pairs = try write(
            """
            pairs:
              - foreground: "{color.text}"
                on: "{color.background}"
                levels: { highContrastDark: AAA }
            """,
            to: "pairs.yaml",
            in: folder
        )
        let audit = try audit(app, pairs: pairs)
        #expect(audit.checks.map { "\($0.combination.mode) \($0.level.rawValue)" } == ["light AA", "dark AA", "highContrastDark AAA"])
        #expect(audit.pairs[0].level(in: "highContrastDark") == .aaa && audit.pairs[0].level(in: "dark") == .aa)

        let wrong = try write(
            "pairs: [{foreground: color.text, on: color.background, levels: {highContrast: AAA, dark: best}}]",
            to: "wrong.yaml",
            in: folder
        )
        let error = try #require(throws: TokenValidationError.self) { try self.audit(app, pairs: wrong) }
        #expect(
            error.description.contains(#".levels.dark: expected one of "AA", "AAA", "AA-large", "AAA-large", "non-text", found the string "best""#),
            "\(error)"
        )
        let unknown = try write(
            "pairs: [{foreground: color.text, on: color.background, levels: {highContrast: AAA}}]",
            to: "unknown.yaml",
            in: folder
        )
        let unknownError = try #require(throws: TokenValidationError.self) { try self.audit(app, pairs: unknown) }
        #expect(
            unknownError.description.contains(
                "gives a level for the mode highContrast, which the document does not have (it has light, dark, highContrastDark)"
            ),
            "\(unknownError)"
        )
    }
}
