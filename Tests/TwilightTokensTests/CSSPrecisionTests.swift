import Foundation
import Testing
import TwilightColor

@testable import TwilightTokens

/// CSS as precise as the document: every colour computes within ΔE-OK 0.0002 of the
/// document's value (hex where 8 bits carry it, `color(srgb …)` otherwise); a colour's own
/// `hex` fallback is its sRGB value; a `$root` token takes its group's name; and every
/// colour space of DTCG 2025.10 is read.
@Suite("CSS as precise as the tokens")
struct CSSPrecisionTests {
    static let document = #"""
        {
          "color": {
            "$type": "color",
            "hsl": { "$value": { "colorSpace": "hsl", "components": [210, 60, 47] } },
            "linear": { "$value": { "colorSpace": "srgb-linear", "components": [0.2, 0.4, 0.6] } },
            "oklch": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.1, 250] } },
            "exact": { "$value": { "colorSpace": "srgb", "components": [1, 0.5019607843137255, 0] } },
            "translucent": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 0.5 } },
            "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0.5, 0], "hex": "#ff7f00" } },
            "lab": { "$value": { "colorSpace": "lab", "components": [50, 40, 30] } },
            "lch": { "$value": { "colorSpace": "lch", "components": [54, 35, 118] } },
            "a98": { "$value": { "colorSpace": "a98-rgb", "components": [0.5, 0.4, 0.3] } },
            "prophoto": { "$value": { "colorSpace": "prophoto-rgb", "components": [0.5, 0.4, 0.3] } },
            "rec2020": { "$value": { "colorSpace": "rec2020", "components": [0.5, 0.4, 0.3] } },
            "xyzD50": { "$value": { "colorSpace": "xyz-d50", "components": [0.2, 0.3, 0.4] } },
            "brand": {
              "$root": { "$value": "#0a84ff" },
              "strong": { "$value": "#0040dd" }
            }
          }
        }
        """#

    /// The document's colours, converted here from the numbers above.
    static let expected: [String: RGBAColor] = [
        "--color-hsl": RGBAColor(HSLColor(hue: 210, saturation: 0.6, lightness: 0.47)),
        "--color-linear": RGBAColor(linearRed: 0.2, linearGreen: 0.4, linearBlue: 0.6),
        "--color-oklch": RGBAColor(OKLCHColor(l: 0.7, c: 0.1, h: 250)),
        "--color-translucent": RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5),
        "--color-lab": RGBAColor(labLightness: 50, a: 40, b: 30),
        "--color-lch": try! RGBAColor(css: "lch(54% 35 118)"),
        "--color-a98": PredefinedColorSpace.a98RGB.color(SIMD3(0.5, 0.4, 0.3)),
        "--color-prophoto": PredefinedColorSpace.prophotoRGB.color(SIMD3(0.5, 0.4, 0.3)),
        "--color-rec2020": PredefinedColorSpace.rec2020.color(SIMD3(0.5, 0.4, 0.3)),
        "--color-xyzD50": PredefinedColorSpace.xyzD50.color(SIMD3(0.2, 0.3, 0.4)),
    ]

    /// `--name: value;` of the first rule (the default mode), by name.
    func declarations(_ css: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in css.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { continue }
            let name = String(trimmed[..<colon])
            guard result[name] == nil else { continue }
            result[name] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
        }
        return result
    }

    @Test func everyColourComputesWithinAJustMeasurableDifference() throws {
        let tokens = try DesignTokens(data: Data(Self.document.utf8), name: "precise.tokens.json")
        let css = declarations(CSSWriter().css(for: tokens))
        for (name, color) in Self.expected {
            let written = try #require(css[name], "\(name) is written")
            let computed = try RGBAColor(css: written)
            #expect(
                computed.distanceOK(to: color.gamutMapped) <= 0.0002,
                "\(name): \(written) is \(computed.distanceOK(to: color.gamutMapped)) from the document"
            )
            #expect(abs(computed.alpha - color.alpha) < 0.001, "\(name): alpha")
        }
        // Hex where it is exact; colours 8 bits round are written to six decimals.
        #expect(css["--color-exact"] == "#ff8000")
        #expect(css["--color-brand"] == "#0a84ff")
        #expect(css["--color-hsl"]?.hasPrefix("color(srgb ") == true, "\(css["--color-hsl"] ?? "")")
    }

    @Test func aColoursOwnHexFallbackIsItsSRGBValue() throws {
        let tokens = try DesignTokens(data: Data(Self.document.utf8), name: "precise.tokens.json")
        let sheet = CSSWriter().css(for: tokens)
        #expect(declarations(sheet)["--color-wide"] == "#ff7f00", "the document's fallback, not a mapping (#ff7d00)")
        #expect(sheet.contains("--color-wide: color(display-p3 1 0.5 0)"), "and the colour itself where the browser has it")
    }

    @Test func aRootTokenTakesItsGroupsName() throws {
        let tokens = try DesignTokens(data: Data(Self.document.utf8), name: "precise.tokens.json")
        let css = declarations(CSSWriter().css(for: tokens))
        #expect(css["--color-brand"] == "#0a84ff")
        #expect(css["--color-brand-strong"] == "#0040dd")
        #expect(!css.keys.contains { $0.contains("root") })
    }

    /// Names keep the document's case by default; in kebab case on request, as Style
    /// Dictionary and Terrazzo write them.
    @Test func namesAsWrittenOrInKebabCase() throws {
        let text =
            ##"{"color": {"$type": "color", "brandPrimary": {"$value": "#0a84ff"}, "textOnBG": {"$value": "#000000"}, "BGColor2x": {"$value": "#ffffff"}}}"##
        let tokens = try DesignTokens(data: Data(text.utf8), name: "names.tokens.json")
        let asWritten = declarations(CSSWriter().css(for: tokens))
        #expect(Set(asWritten.keys) == ["--color-brandPrimary", "--color-textOnBG", "--color-BGColor2x"])
        var writer = CSSWriter(prefix: "tw-")
        writer.kebabCaseNames = true
        let kebab = declarations(writer.css(for: tokens))
        #expect(Set(kebab.keys) == ["--tw-color-brand-primary", "--tw-color-text-on-bg", "--tw-color-bg-color2x"])
    }

    /// DTCG 2025.10's ranges for the spaces read here for the first time.
    @Test(arguments: [
        (#"{"colorSpace": "lab", "components": [101, 0, 0]}"#, "component 1 of a lab colour must be within 0...100"),
        (#"{"colorSpace": "lch", "components": [50, -1, 0]}"#, "a chroma of 0 or more"),
        (#"{"colorSpace": "lch", "components": [50, 10, 360]}"#, "is a hue and must be at least 0 and below 360"),
        (#"{"colorSpace": "rec2020", "components": [1.2, 0, 0]}"#, "component 1 of a rec2020 colour must be within 0...1"),
        (#"{"colorSpace": "a98-rgb", "components": [0, -0.1, 0]}"#, "component 2 of a a98-rgb colour must be within 0...1"),
    ])
    func outOfRangeComponentsAreRefused(value: String, message: String) {
        let text = #"{"c": {"$type": "color", "$value": "# + value + #"}}"#
        #expect {
            try DesignTokens(data: Data(text.utf8), name: "range.tokens.json")
        } throws: { error in
            (error as? TokenValidationError)?.description.contains(message) == true
        }
    }
}
