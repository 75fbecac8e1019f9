import Foundation
import Testing
import Twilight

@testable import TwilightTokens

/// Which modes of a document are dark: what the document declares, else what its colours
/// say, never a mode's name.
@Suite struct ColorSchemeTests {
    /// A resolver whose theme modifier has the given contexts (each a background and a text
    /// colour) and `extensions` on the modifier.
    static func resolver(_ contexts: [(name: String, background: String, text: String)], extensions: String = "") -> String {
        let written = contexts.map { context in
            """
            "\(context.name)": [{ "color": { "$type": "color", "background": { "$value": "\(context.background)" }, \
            "text": { "$value": "\(context.text)" }, "border": { "$value": "\(context.background)" } } }]
            """
        }
        return """
            {
              "version": "2025.10",
              "modifiers": {
                "theme": {
                  "contexts": { \(written.joined(separator: ", ")) },
                  "default": "\(contexts[0].name)"\(extensions.isEmpty ? "" : ",\n      \"$extensions\": \(extensions)")
                }
              },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
            }
            """
    }

    static let day = ("day", "#fafafa", "#111111")
    static let night = ("NIGHT", "#101418", "#e8e8e8")
    /// Named as if dark, with the colours of a light page.
    static let midnightPaper = ("midnightBlue", "#f4f1ea", "#2a2a2a")
    /// Named as if light, with the colours of a dark page.
    static let paper = ("paper", "#1e1f22", "#d0d0d0")

    @Test func undeclaredModesAreJudgedByTheirColoursNotTheirNames() throws {
        let tokens = try DesignTokens(data: Data(Self.resolver([Self.day, Self.night, Self.midnightPaper, Self.paper]).utf8), name: "r.json")
        #expect(tokens.darkModes == ["NIGHT", "paper"])
        #expect(tokens.styles.isDark("paper") && !tokens.styles.isDark("midnightBlue"))
        let css = CSSWriter().css(for: tokens)
        #expect(css.contains("[data-theme=\"paper\"] {\n  color-scheme: dark;"), "\(css)")
        #expect(css.contains("[data-theme=\"midnightBlue\"] {\n  color-scheme: light;"), "\(css)")
    }

    @Test func aDefaultModeDeclaredDarkTurnsTheComparisonAround() throws {
        let extensions = #"{ "dev.twilight": { "colorSchemes": { "paper": "dark" } } }"#
        let tokens = try DesignTokens(data: Data(Self.resolver([Self.paper, Self.day, Self.night], extensions: extensions).utf8), name: "r.json")
        #expect(tokens.darkModes == ["paper", "NIGHT"])
    }

    @Test func aFlatBuildWithBrightAccentsKeepsItsLightDefault() throws {
        // Most of the light mode's colours are dark (saturated brand blues), yet it is light.
        let tokens = try DesignTokens(
            contentsOf: fixtures.appending(path: "axes/brands.resolver.json"),
            options: DesignTokens.Options(inputs: ["brand": "ocean", "density": "comfortable"])
        )
        #expect(tokens.darkModes == ["dark"])
    }

    @Test func aDeclarationWinsOverTheColours() throws {
        let extensions = #"{ "dev.twilight": { "colorSchemes": { "paper": "light" } } }"#
        let tokens = try DesignTokens(data: Data(Self.resolver([Self.day, Self.night, Self.paper], extensions: extensions).utf8), name: "r.json")
        #expect(tokens.darkModes == ["NIGHT"], "paper as declared, whatever its colours; NIGHT by its colours")
        // A default declared dark turns the comparison around for the undeclared modes.
        let declaredDark = #"{ "dev.twilight": { "colorSchemes": { "day": "dark" } } }"#
        let turned = try DesignTokens(data: Data(Self.resolver([Self.day, Self.night], extensions: declaredDark).utf8), name: "r.json")
        #expect(turned.darkModes == ["day"])
    }

    @Test(arguments: [
        (
            #"{ "dev.twilight": { "colorSchemes": ["NIGHT"] } }"#,
            "colorSchemes: expected an object from context name to \"light\" or \"dark\", found an array"
        ),
        (#"{ "dev.twilight": { "colorSchemes": { "dusk": "dark" } } }"#, "\"dusk\" is not a context of this modifier (expected one of: day, NIGHT)"),
        (
            #"{ "dev.twilight": { "colorSchemes": { "NIGHT": "dim" } } }"#,
            "colorSchemes.NIGHT: expected \"light\" or \"dark\", found the string \"dim\""
        ),
    ])
    func aBadDeclarationIsAnErrorAtItsPath(extensions: String, message: String) throws {
        let error = #expect(throws: TokenValidationError.self) {
            try DesignTokens(data: Data(Self.resolver([Self.day, Self.night], extensions: extensions).utf8), name: "r.json")
        }
        let text = error?.description ?? ""
        #expect(text.contains("r.json:"), "\(text)")
        #expect(text.contains("modifiers.theme.$extensions.dev.twilight.colorSchemes"), "\(text)")
        #expect(text.contains(message), "\(text)")
    }

    @Test func aDarkLookWithoutAModeOfItsNameTakesTheFirstDarkMode() throws {
        let tokens = try DesignTokens(data: Data(Self.resolver([Self.day, Self.midnightPaper, Self.paper, Self.night]).utf8), name: "r.json")
        #expect(tokens.mode(for: ThemeLook("dimmed", isDark: true)) == "paper")
        #expect(tokens.mode(for: ThemeLook("dimmed", isDark: false)) == "day")
        #expect(tokens.mode(for: .dark) == "paper", "the built-in dark style is dark")
    }
}
