import Testing

@testable import TwilightColor

/// CSS Color 4's other forms — `color()` in every predefined space, `lab()`, `lch()`,
/// `hwb()` — checked against numbers Twilight did not compute: the conversions the Web
/// Platform Tests' reftests state in their references (css/css-color/display-p3-006,
/// oklab-007, oklch-005, oklch-007), the specification's matrices, and its parsing rules.
@Suite("CSS Color 4: every colour space")
struct CSSColor4Tests {
    func components(_ color: RGBAColor) -> SIMD3<Double> { SIMD3(color.red, color.green, color.blue) }

    func expectClose(_ actual: SIMD3<Double>, _ expected: SIMD3<Double>, within tolerance: Double = 1e-4, _ note: String) {
        #expect((0..<3).allSatisfy { abs(actual[$0] - expected[$0]) <= tolerance }, "\(note): \(actual) is not \(expected)")
    }

    /// WPT display-p3-006: `lch(54% 35 118)` is `color(srgb 0.448436 0.53537 0.288113)`
    /// and `color(display-p3 0.465377 0.532768 0.317713)`.
    @Test func lchToSRGBAndDisplayP3AsTheWebPlatformTestsState() throws {
        let lch = try RGBAColor(css: "lch(54% 35 118)")
        expectClose(components(lch), SIMD3(0.448436, 0.53537, 0.288113), "lch → sRGB")
        expectClose(PredefinedColorSpace.displayP3.components(of: lch), SIMD3(0.465377, 0.532768, 0.317713), "lch → display-p3")
        let p3 = try RGBAColor(css: "color(display-p3 0.465377 0.532768 0.317713)")
        expectClose(components(p3), SIMD3(0.448436, 0.53537, 0.288113), "display-p3 → sRGB")
        #expect(lch.formatted(as: .p3) == "color(display-p3 0.465377 0.532768 0.317713)")
        #expect(try RGBAColor(css: "color(srgb 0.448436 0.53537 0.288113)").formatted(as: .lch).hasPrefix("lch(54 35"))
    }

    /// WPT oklab-007, oklch-005 and oklch-007: their references in sRGB percentages.
    @Test(arguments: [
        ("oklab(55% 0 -0.2)", SIMD3(0.27888, 0.38072, 0.89414)),
        ("oklch(50% 0.2 270)", SIMD3(0.23056, 0.3173, 0.82628)),
        ("oklch(55% 0.15 345)", SIMD3(0.67293, 0.27791, 0.5228)),
    ])
    func okLabAndOKLCHAsTheWebPlatformTestsState(input: String, expected: SIMD3<Double>) throws {
        expectClose(components(try RGBAColor(css: input)), expected, input)
    }

    /// Every predefined space carries a colour there and back; white is white in each
    /// (the D50 spaces through the Bradford matrices).
    @Test func everySpaceRoundTripsAndKeepsWhite() {
        let samples = [RGBAColor(red: 0.2, green: 0.5, blue: 0.9), RGBAColor(red: 1.2, green: -0.1, blue: 0.3), .white, .black]
        for space in PredefinedColorSpace.allCases {
            for sample in samples {
                expectClose(components(space.color(space.components(of: sample))), components(sample), within: 1e-9, "\(space.rawValue)")
            }
            let white = space.components(of: .white)
            if space.isBounded { expectClose(white, SIMD3(1, 1, 1), within: 1e-9, "white in \(space.rawValue)") }
        }
        // The D50 white point of CSS Color 4 is white.
        expectClose(components(try! RGBAColor(css: "color(xyz-d50 0.9642956764295677 1 0.8251046025104602)")), SIMD3(1, 1, 1), "xyz-d50 white")
        expectClose(components(try! RGBAColor(css: "color(xyz 0.9504559270516716 1 1.0890577507598784)")), SIMD3(1, 1, 1), "xyz (D65) white")
    }

    /// CSS Color 4's parsing rules for these functions, as the WPT parsing files test them.
    @Test func parsingFollowsTheSpecification() throws {
        // CIE lightness 50 is the grey #777777; a lightness over 100% is clamped to white.
        #expect(try RGBAColor(css: "lch(50% 0 0)").hexString == "#777777")
        #expect(try RGBAColor(css: "lab(50 0 0)").hexString == "#777777")
        #expect(try RGBAColor(css: "lab(150% 0 0)").hexString == "#ffffff")
        #expect(try RGBAColor(css: "lab(-10% 0 0)").hexString == "#000000")
        // Negative chroma is clamped to 0; percentages of a and b are of 125, of chroma of 150.
        #expect(try RGBAColor(css: "lch(50% -10 30)") == RGBAColor(css: "lch(50% 0 0)"))
        #expect(try RGBAColor(css: "lab(50% 32% 24%)") == RGBAColor(css: "lab(50% 40 30)"))
        #expect(try RGBAColor(css: "lch(50% 20% 30deg)") == RGBAColor(css: "lch(50% 30 30)"))
        // hwb(): angles with units, whiteness plus blackness of 100% or more is a grey.
        #expect(try RGBAColor(css: "hwb(120 10% 20%)").hexString == "#1acc1a")
        #expect(try RGBAColor(css: "hwb(0.5turn 0% 0%)").hexString == "#00ffff")
        #expect(try RGBAColor(css: "hwb(0 60% 60%)").hexString == "#808080")
        // `none` is zero; alpha as a number or a percentage.
        #expect(try RGBAColor(css: "color(srgb none 1 none)").hexString == "#00ff00")
        #expect(try RGBAColor(css: "color(display-p3 1 0 0 / 50%)").alpha == 0.5)
        #expect(try RGBAColor(css: "color(srgb 100% 0% 0%)").hexString == "#ff0000")
        // The legacy comma syntax belongs to rgb() and hsl() only; an unknown space is refused.
        for invalid in ["hwb(120, 10%, 20%)", "lab(50%, 40, 30)", "color(srgb, 1, 0, 0)", "color(cmyk 1 0 0)", "color(srgb 1 0)", "color()"] {
            #expect(throws: ColorParsingError.self, "\(invalid)") { try RGBAColor(css: invalid) }
        }
    }

    /// CSS Syntax 3 §4.3.2: a comment is dropped wherever white space could be, so one may
    /// stand before or after a colour (and an open one runs to the end); inside a name, a
    /// hex colour or between a function's name and its `(` it splits what it stands in.
    @Test func commentsAroundAColourAreDropped() throws {
        for text in ["/**/rgb(255 136 0)", "/* brand */ #ff8800", " /**/ ff8800/**/", "rgb(255 136 0)/* orange"] {
            #expect(try RGBAColor(css: text).hexString == "#ff8800", "\(text)")
        }
        #expect(try RGBAColor(css: "/* a */red/* b */") == RGBAColor(css: "red"))
        for invalid in ["re/**/d", "#ff/**/8800", "rgb/**/(255 136 0)", "/**/", "/* red */"] {
            #expect(throws: ColorParsingError.self, "\(invalid)") { try RGBAColor(css: invalid) }
        }
    }

    /// Contrast of a colour outside sRGB, as color.js computes WCAG 2.1: from the colour's
    /// own luminance (display-p3 red: 35783 / 156275, the spec's matrix), not a mapped one —
    /// within what WCAG's rounded coefficients (0.2126, 0.7152, 0.0722) differ from the
    /// matrix's exact row.
    @Test func contrastOfAWideGamutColour() throws {
        let red = try RGBAColor(css: "color(display-p3 1 0 0)")
        #expect(!red.isInGamut)
        #expect(abs(red.relativeLuminance - 35783 / 156275) < 1e-4)
        #expect(abs(red.contrastRatio(with: .white) - 1.05 / (35783 / 156275 + 0.05)) < 1e-3)
        #expect(red.gamutMapped.contrastRatio(with: .white) > red.contrastRatio(with: .white) + 0.1, "not the mapped colour's")
    }

    /// Writing a gamut-bound notation maps first (CSS Color 4's algorithm); the others keep
    /// the colour.
    @Test func writingMapsIntoTheNotationsGamut() throws {
        let red = try RGBAColor(css: "color(display-p3 1 0 0)")
        #expect(red.formatted(as: .p3) == "color(display-p3 1 0 0)")
        let inSRGB = try RGBAColor(css: red.formatted(as: .srgb))
        #expect(inSRGB.isInGamut)
        #expect(RGBAColor.deltaEOK(inSRGB, red.oklch) < 0.05, "mapped, not clipped far")
        #expect(red.formatted(as: .hex) == red.gamutMapped.hexString)
        let lab = try RGBAColor(css: red.formatted(as: .lab))
        #expect(RGBAColor.deltaEOK(lab, red.oklch) < 1e-4, "lab() can write it without mapping")
    }
}
