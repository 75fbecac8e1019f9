import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokens

/// Modes from a resolver document, aliases across files and modes, and typed values.
@Suite struct ResolutionTests {
    let app = fixtures.appending(path: "app/app.resolver.json")

    func hex(_ tokens: DesignTokens, _ path: String, _ mode: String) -> String? {
        guard case .color(let color)? = tokens.tokens(in: mode)?[path]?.value else { return nil }
        return color.gamutMapped.hexString
    }

    @Test func theThemeModifierGivesOneModePerContext() throws {
        let tokens = try DesignTokens(contentsOf: app)
        #expect(tokens.modes == ["light", "dark", "highContrastDark"])
        #expect(tokens.defaultMode == "light")
        #expect(
            tokens.files.map(\.lastPathComponent).sorted() == [
                "app.resolver.json", "dark.tokens.json", "high-contrast-dark.tokens.yaml", "palette.tokens.json", "semantic.tokens.json",
            ]
        )
    }

    @Test func laterSourcesOverrideEarlierOnesAndAliasesFollowTheMode() throws {
        let tokens = try DesignTokens(contentsOf: app)
        // semantic.tokens.json aliases the palette; dark.tokens.json re-aliases; the YAML
        // file overrides only what differs in high contrast.
        #expect(hex(tokens, "color.background", "light") == "#ffffff")
        #expect(hex(tokens, "color.background", "dark") == "#1c1c1e")
        #expect(hex(tokens, "color.background", "highContrastDark") == "#000000")
        #expect(hex(tokens, "color.text", "highContrastDark") == "#ffffff")
        // color.link → color.accent, which each mode changes.
        #expect(hex(tokens, "color.link", "light") == "#0a84ff")
        #expect(hex(tokens, "color.link", "dark") == "#559bff")
        #expect(hex(tokens, "color.link", "highContrastDark") == "#5693ff")
        // An alias inside a composite follows the mode too.
        guard case .composite(.border, .object(let border))? = tokens.tokens(in: "dark")?["border.hairline"]?.value else {
            Issue.record("border.hairline is not a border")
            return
        }
        #expect(
            border["color"]
                == .object(["colorSpace": .string("srgb"), "components": .array([.number(1), .number(1), .number(1)]), "hex": .string("#ffffff")])
        )
    }

    @Test func typedValuesAndMetadata() throws {
        let light = try #require(try DesignTokens(contentsOf: app).tokens(in: "light"))
        #expect(light["space.small"]?.value == .dimension(TokenDimension(value: 8, unit: .px)))
        #expect(light["space.large"]?.value == .dimension(TokenDimension(value: 1.5, unit: .rem)))
        #expect(light["motion.fade"]?.value == .duration(TokenDuration(value: 300, unit: .ms)))
        #expect(TokenDuration(value: 300, unit: .ms).duration == .milliseconds(300))
        #expect(TokenDuration(value: 0.3, unit: .s).duration == .milliseconds(300))
        #expect(light["motion.curve"]?.value == .cubicBezier(.easeInOut))
        #expect(light["font.body"]?.value == .fontFamily(["SF Pro Text", "system-ui"]))
        #expect(light["font.weight"]?.value == .fontWeight(600))
        #expect(light["font.scale"]?.value == .number(1.125))
        #expect(light["label.settings"]?.value == .string("Settings"))
        #expect(light["color.background"]?.description == "The page background.")
        #expect(light["color.link"]?.deprecation == "Use color.accent.")
        #expect(light["color.background"]?.file.hasSuffix("semantic.tokens.json") == true)
        #expect(light["color.background"]?.location == SourcePosition(line: 4, column: 31))
    }

    @Test func colourSpacesAreConverted() throws {
        let light = try #require(try DesignTokens(contentsOf: app).tokens(in: "light"))
        guard case .color(let blue)? = light["palette.blue"]?.value, case .color(let label)? = light["palette.label2"]?.value else {
            Issue.record("not colours")
            return
        }
        #expect(blue.gamutMapped.hexString == "#0a84ff")  // from oklch
        #expect(abs(label.alpha - 0.6) < 1e-9)
        let hwb = """
            {"$type": "color", "c": {"$value": {"colorSpace": "hwb", "components": [120, 20, 20]}},
             "lab": {"$value": {"colorSpace": "lab", "components": [50, 20, 20], "hex": "#a0523f"}}}
            """
        let tokens = try DesignTokens(data: Data(hwb.utf8), name: "c.json")
        #expect(tokens.value(at: "c", for: .light) == .color(RGBAColor(red: 0.2, green: 0.8, blue: 0.2)))
        // Every space is converted now: the document's value, not its hex fallback.
        #expect(tokens.value(at: "lab", for: .light) == .color(try RGBAColor(css: "lab(50 20 20)")))
    }

    @Test func jsonPointerReferencesReachIntoValues() throws {
        let text = """
            {
              "base": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6] } },
              "mixed": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/base/$value/components/2" }, 0, 0] } },
              "whole": { "$value": { "$ref": "#/base" } },
              "broken": { "$type": "color", "$value": { "$ref": "#/base/$value/components/7" } }
            }
            """
        #expect(
            problems(text) == [
                "t.tokens.json:5:53: broken: the reference #/base/$value/components/7 points past the end of {base}'s value (no \"7\")"
            ]
        )
        let tokens = try DesignTokens(data: Data(text.replacingOccurrences(of: "/components/7", with: "").utf8), name: "p.json")
        #expect(tokens.value(at: "mixed", for: .light) == .color(RGBAColor(red: 0.6, green: 0, blue: 0)))
        #expect(tokens.value(at: "whole", for: .dark) == .color(RGBAColor(red: 0.2, green: 0.4, blue: 0.6)))
    }

    @Test func stylesChooseModesByNameThenByDarkness() throws {
        var tokens = try DesignTokens(contentsOf: app)
        #expect(tokens.mode(for: .light) == "light")
        #expect(tokens.mode(for: ThemeLook("highcontrastdark", isDark: false)) == "highContrastDark")
        #expect(tokens.darkModes == ["dark", "highContrastDark"], "judged by their colours against the light default")
        #expect(tokens.mode(for: ThemeLook("midnight", isDark: false)) == "light", "a name alone says nothing")
        #expect(tokens.mode(for: ThemeLook("midnight", isDark: true)) == "dark", "a dark look takes the first dark mode")
        #expect(tokens.mode(for: ThemeLook("sepia", isDark: false)) == "light")
        tokens.modeOverrides["sepia"] = "dark"
        #expect(tokens.mode(for: ThemeLook("sepia", isDark: false)) == "dark")
    }

    @Test func otherModifiersTakeTheirDefaultOrAnInput() throws {
        let folder = try temporaryFolder()
        let text = """
            {
              "version": "2025.10",
              "modifiers": {
                "theme": { "contexts": { "light": [{"bg": {"$type": "color", "$value": "#ffffff"}}], "dark": [{"bg": {"$type": "color", "$value": "#000000"}}] } },
                "size": { "contexts": { "small": [{"gap": {"$type": "number", "$value": 4}}], "large": [{"gap": {"$type": "number", "$value": 8}}] } }
              },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
            }
            """
        let url = try write(text, to: "m.resolver.json", in: folder)
        #expect(throws: TokenValidationError.self) { try DesignTokens(contentsOf: url) }
        let tokens = try DesignTokens(contentsOf: url, options: .init(inputs: ["size": "large"]))
        #expect(tokens.modes == ["light", "dark"])
        #expect(tokens.value(at: "gap", for: .dark) == .number(8))
        #expect(tokens.value(at: "bg", for: .dark) == .color(RGBAColor(red: 0, green: 0, blue: 0)))
    }

    @Test func aMissingSourceFileIsReportedWhereItIsReferenced() throws {
        let folder = try temporaryFolder()
        let url = try write(
            """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "nowhere.json"}]}]}
            """,
            to: "x.resolver.json",
            in: folder
        )
        do {
            _ = try DesignTokens(contentsOf: url)
            Issue.record("loaded a resolver whose source is missing")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.message == "the source \(folder.appending(path: "nowhere.json").path) does not exist")
            #expect(error.diagnostics.first?.location == SourcePosition(line: 1, column: 88))
        }
    }
}
