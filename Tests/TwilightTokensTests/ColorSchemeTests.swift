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

    /// A resolver whose theme modifier has a context per mode, each a flat set of colour
    /// tokens; the first mode is the default.
    static func resolver(modes: [(name: String, colors: [String: String])]) -> String {
        let contexts = modes.map { mode in
            let tokens = mode.colors.sorted { $0.key < $1.key }.map { "\"\($0.key)\": { \"$value\": \"\($0.value)\" }" }
            return "\"\(mode.name)\": [{ \"color\": { \"$type\": \"color\", \(tokens.joined(separator: ", ")) } }]"
        }
        return """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {\(contexts.joined(separator: ", "))}, "default": "\(modes[0].name)"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
    }

    /// Shaped as GitHub's Primer is (made for this test, not Primer's own values): two
    /// palettes of ten steps that run from light to dark in every mode, shifted a little at
    /// night, and functional colours whose backgrounds and text turn over between light and
    /// dark while the accents stay mid-tones. Counting every change of colour called its
    /// dark mode light (7 of 32 changes cross) and the build wrote no dark rules at all.
    static var primerShaped: [(name: String, colors: [String: String])] {
        let blue = (
            day: ["#ddf4ff", "#b6e3ff", "#80ccff", "#54aeff", "#218bff", "#0969da", "#0550ae", "#033d8b", "#0a3069", "#002155"],
            night: ["#cae8ff", "#a5d6ff", "#79c0ff", "#58a6ff", "#388bfd", "#1f6feb", "#1158c7", "#0d419d", "#0c2d6b", "#051d4d"]
        )
        let gray = (
            day: ["#f6f8fa", "#eaeef2", "#d0d7de", "#afb8c1", "#8c959f", "#6e7781", "#57606a", "#424a53", "#32383f", "#24292f"],
            night: ["#f0f6fc", "#c9d1d9", "#b1bac4", "#8b949e", "#6e7681", "#656c76", "#545d68", "#3d444d", "#2f353d", "#262c36"]
        )
        func scales(_ night: Bool) -> [String: String] {
            var colors: [String: String] = [:]
            for step in 0..<10 {
                colors["base-blue-\(step)"] = night ? blue.night[step] : blue.day[step]
                colors["base-gray-\(step)"] = night ? gray.night[step] : gray.day[step]
            }
            return colors
        }
        let day = [
            "bgColor-default": "#ffffff", "bgColor-muted": "#f6f8fa", "bgColor-inset": "#eff2f5", "bgColor-emphasis": "#25292e",
            "bgColor-accent-emphasis": "#0969da", "bgColor-success-emphasis": "#1f883d", "fgColor-default": "#1f2328",
            "fgColor-muted": "#59636e", "fgColor-accent": "#0969da", "fgColor-success": "#1a7f37", "fgColor-danger": "#d1242f",
            "fgColor-onEmphasis": "#ffffff",
        ]
        let dimmed = [
            "bgColor-default": "#212830", "bgColor-muted": "#262c36", "bgColor-inset": "#151b23", "bgColor-emphasis": "#cdd9e5",
            "bgColor-accent-emphasis": "#316dca", "bgColor-success-emphasis": "#347d39", "fgColor-default": "#d1d7e0",
            "fgColor-muted": "#9198a1", "fgColor-accent": "#478be6", "fgColor-success": "#57ab5a", "fgColor-danger": "#e5534b",
            "fgColor-onEmphasis": "#ffffff",
        ]
        let highContrast = [
            "bgColor-default": "#ffffff", "bgColor-muted": "#e6eaef", "bgColor-inset": "#eff2f5", "bgColor-emphasis": "#010409",
            "bgColor-accent-emphasis": "#0349b4", "bgColor-success-emphasis": "#055d20", "fgColor-default": "#010409",
            "fgColor-muted": "#454c54", "fgColor-accent": "#023b95", "fgColor-success": "#024c1a", "fgColor-danger": "#86061d",
            "fgColor-onEmphasis": "#ffffff",
        ]
        return [
            ("light", scales(false).merging(day) { $1 }),
            ("dark_dimmed", scales(true).merging(dimmed) { $1 }),
            ("light_high_contrast", scales(false).merging(highContrast) { $1 }),
        ]
    }

    @Test func aDesignSystemWhoseScalesKeepMidTonesHasItsDarkModeJudgedDark() throws {
        let tokens = try DesignTokens(data: Data(Self.resolver(modes: Self.primerShaped).utf8), name: "primer.resolver.json")
        #expect(tokens.darkModes == ["dark_dimmed"], "the backgrounds turned dark and the text light; the accents stayed mid-tones")
        // Primer writes its colours as hex strings (read with one warning); nothing is a close call.
        #expect(!tokens.warnings.contains { $0.message.contains("judged") }, "\(tokens.warnings)")
        let css = CSSWriter(styles: tokens.styles).css(for: tokens)
        #expect(css.contains("[data-theme=\"dark_dimmed\"] {\n  color-scheme: dark;"), "\(css)")
        #expect(css.contains("[data-theme=\"light_high_contrast\"] {\n  color-scheme: light;"), "\(css)")
    }

    /// A mode named exactly `light` or `dark` is Twilight's built-in style of that name,
    /// whatever its colours; any other name (`Dark`, `dark_dimmed`) is judged by its colours,
    /// and a default named `dark` turns the comparison around.
    @Test func modesNamedLightOrDarkAreTheBuiltInStyles() throws {
        let named = try DesignTokens(
            data: Data(
                Self.resolver([Self.day, ("light", "#101418", "#e8e8e8"), ("dark", "#fafafa", "#111111"), ("Dark", "#fafafa", "#111111")]).utf8
            ),
            name: "r.json"
        )
        #expect(named.darkModes == ["dark"], "light is light and dark dark, whatever their colours; Dark has the default's colours: light")
        let darkDefault = try DesignTokens(data: Data(Self.resolver([("dark", "#101418", "#e8e8e8"), Self.day]).utf8), name: "r.json")
        #expect(darkDefault.darkModes == ["dark"], "day turns the dark default's colours over: light")
    }

    /// A close call — about half of the default's extremes crossed — is built, and said, with
    /// the declaration that settles it.
    @Test func aCloseCallIsReportedWithTheDeclarationThatSettlesIt() throws {
        let modes: [(name: String, colors: [String: String])] = [
            ("day", ["bg": "#ffffff", "surface": "#f6f8fa", "text": "#111111", "muted": "#000000"]),
            ("dusk", ["bg": "#101418", "surface": "#f0f0f0", "text": "#f5f5f5", "muted": "#202020"]),
        ]
        let tokens = try DesignTokens(data: Data(Self.resolver(modes: modes).utf8), name: "dusk.resolver.json")
        #expect(tokens.darkModes == ["dusk"])
        let warning = try #require(tokens.warnings.first { $0.message.contains("judged") })
        #expect(warning.isWarning && warning.file == "dusk.resolver.json" && warning.tokenPath == "modifiers.theme.contexts.dusk")
        #expect(warning.message.contains("judged dark by its colours, narrowly (1 of 2"), "\(warning.message)")
        #expect(warning.message.contains(#"{"dev.twilight": {"colorSchemes": {"dusk": "dark"}}}"#), "\(warning.message)")
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
        Self.expectError(in: extensions, at: "colorSchemes", saying: message)
    }

    /// The error a document with `extensions` on its theme modifier gets: at the declaration
    /// `key`'s path in the file, saying `message`.
    static func expectError(in extensions: String, at key: String, saying message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = #expect(throws: TokenValidationError.self, sourceLocation: sourceLocation) {
            try DesignTokens(data: Data(resolver([day, night], extensions: extensions).utf8), name: "r.json")
        }
        let text = error?.description ?? ""
        #expect(text.contains("r.json:"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains("modifiers.theme.$extensions.dev.twilight.\(key)"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains(message), "\(text)", sourceLocation: sourceLocation)
    }

    /// A mode declared the high-contrast variant of another is one in the document's styles:
    /// what a manager, a page's CSS and generated Swift use when the system asks for more
    /// contrast. Nothing is read from a name: undeclared, `highContrastNIGHT` is a mode like
    /// any other.
    @Test func highContrastVariantsAreWhatTheDocumentDeclares() throws {
        let contrasty = ("highContrastNIGHT", "#000000", "#ffffff")
        let extensions = #"{ "dev.twilight": { "colorSchemes": { "highContrastNIGHT": "dark" }, "highContrast": { "NIGHT": "highContrastNIGHT" } } }"#
        let tokens = try DesignTokens(data: Data(Self.resolver([Self.day, Self.night, contrasty], extensions: extensions).utf8), name: "r.json")
        #expect(tokens.highContrastModes == ["NIGHT": "highContrastNIGHT"])
        let styles = tokens.styles
        #expect(styles.highContrastVariants == ["NIGHT": "highContrastNIGHT"])
        #expect(styles.isDark("highContrastNIGHT"))
        #expect(styles.resolve(.fixed("NIGHT"), system: SystemAppearance(colorScheme: .light, contrast: .high)) == "highContrastNIGHT")
        #expect(styles.resolve(.fixed("day"), system: SystemAppearance(colorScheme: .light, contrast: .high)) == "day")

        let undeclared = try DesignTokens(data: Data(Self.resolver([Self.day, Self.night, contrasty]).utf8), name: "r.json")
        #expect(undeclared.highContrastModes.isEmpty && undeclared.styles.highContrastVariants.isEmpty)
    }

    @Test(arguments: [
        (
            #"{ "dev.twilight": { "highContrast": "NIGHT" } }"#,
            "highContrast: expected an object from context name to another context, found the string"
        ),
        (#"{ "dev.twilight": { "highContrast": { "dusk": "NIGHT" } } }"#, "\"dusk\" is not a context of this modifier (expected one of: day, NIGHT)"),
        (
            #"{ "dev.twilight": { "highContrast": { "day": "dusk" } } }"#,
            "highContrast.day: expected another context of this modifier (day, NIGHT), found the string \"dusk\""
        ),
        (
            #"{ "dev.twilight": { "highContrast": { "day": "day" } } }"#,
            "highContrast.day: expected another context of this modifier (day, NIGHT), found the string \"day\""
        ),
        (
            #"{ "dev.twilight": { "highContrast": { "day": 1 } } }"#,
            "highContrast.day: expected another context of this modifier (day, NIGHT), found the number 1"
        ),
    ])
    func aBadHighContrastDeclarationIsAnErrorAtItsPath(extensions: String, message: String) throws {
        Self.expectError(in: extensions, at: "highContrast", saying: message)
    }

    @Test func aDarkLookWithoutAModeOfItsNameTakesTheFirstDarkMode() throws {
        let tokens = try DesignTokens(data: Data(Self.resolver([Self.day, Self.midnightPaper, Self.paper, Self.night]).utf8), name: "r.json")
        #expect(tokens.mode(for: ThemeLook("dimmed", isDark: true)) == "paper")
        #expect(tokens.mode(for: ThemeLook("dimmed", isDark: false)) == "day")
        #expect(tokens.mode(for: .dark) == "paper", "the built-in dark style is dark")
    }
}
