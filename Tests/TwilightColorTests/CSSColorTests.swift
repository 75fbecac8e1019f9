import Testing
import TwilightColor
import TwilightTestSupport

@Suite("CSS notations and OKLCH")
struct CSSColorTests {
    @Test(arguments: [
        ("#0a84ff", "#0a84ff"), ("rgb(10 132 255)", "#0a84ff"), ("rgb(10, 132, 255)", "#0a84ff"),
        ("rgba(10, 132, 255, 0.5)", "#0a84ff80"), ("rgb(10 132 255 / 50%)", "#0a84ff80"),
        ("rgb(0% 50% 100%)", "#0080ff"), ("hsl(0 100% 50%)", "#ff0000"), ("hsl(120deg 100% 25%)", "#008000"),
        ("hsla(240, 100%, 50%, 0.25)", "#0000ff40"), ("hsl(0.5turn 100% 50%)", "#00ffff"),
        ("oklab(1 0 0)", "#ffffff"), ("oklch(0% 0 0)", "#000000"), ("  RGB(255 255 255)  ", "#ffffff"),
    ])
    func functionalNotationsParse(input: String, hex: String) throws {
        #expect(try RGBAColor(css: input).hexString == hex)
    }

    static let clampedInputs: [(String, SIMD3<Double>)] = [
        ("rgb(300 -5 20)", SIMD3(1, 0, 20 / 255)), ("rgb(300, -5, 20)", SIMD3(1, 0, 20 / 255)),
        ("rgb(120% -10% 0%)", SIMD3(1, 0, 0)), ("hsl(120 -50% 50%)", SIMD3(0.5, 0.5, 0.5)), ("hsl(0 100% -10%)", SIMD3(0, 0, 0)),
        ("hsl(0 150% 50%)", SIMD3(1.25, -0.25, -0.25)), ("hsl(0, 150%, 50%)", SIMD3(1, 0, 0)), ("hsl(0, 50%, 150%)", SIMD3(1, 1, 1)),
        ("hwb(0 -10% 0%)", SIMD3(1, 0, 0)), ("hwb(0 -50% 120%)", SIMD3(0, 0, 0)), ("lab(150 0 0)", SIMD3(1, 1, 1)),
        ("oklab(1.5 0 0)", SIMD3(1, 1, 1)), ("oklab(-0.5 0 0)", SIMD3(0, 0, 0)),
        ("oklch(0.5 -0.1 120)", SIMD3(0.388572, 0.388572, 0.388572)), ("rgb(255 0 0 / 150%)", SIMD3(1, 0, 0)),
    ]

    /// What CSS Color 4 clamps when it reads a colour is clamped here too, to the values
    /// Chromium computes (`CSSColorBrowserTests` asks it about thousands more).
    @Test(arguments: clampedInputs)
    func valuesAreClampedAsBrowsersClampThem(input: String, expected: SIMD3<Double>) throws {
        let color = try RGBAColor(css: input)
        let actual = SIMD3(color.red, color.green, color.blue)
        #expect(((actual - expected) * (actual - expected)).max() < 1e-8, "\(input): \(actual)")
        #expect(color.alpha <= 1)
    }

    /// CSS's syntax, not a looser one: numbers as CSS writes them, the legacy syntax's commas
    /// everywhere and nowhere else, three numbers or three percentages in a legacy `rgb()`,
    /// no `none` with commas, and a slash before the alpha in the modern syntax.
    @Test(arguments: [
        "rgb(5. 0 0)", "rgb(0x10 0 0)", "rgb(1e 0 0)", "rgb(--5 0 0)", "rgb(10, 20%, 30)", "rgb(none, 0, 0)",
        "rgb(255 136 0 0.5)", "rgb(255, 136 0)", "rgb(255,, 136, 0)", "rgb(255, 136, 0,)", "rgb(255, 136, 0 / 0.5)",
        "hsl(120, 100, 50)", "hsl(120% 100% 50%)", "hwb(120, 10%, 20%)", "color(srgb 1 0 0 0)", "rgb(255 0 0) x",
    ])
    func whatCSSRefusesIsRefused(input: String) {
        #expect(throws: ColorParsingError.self, "\(input)") { try RGBAColor(css: input) }
    }

    /// White space of every kind and comments separate components, as in any CSS.
    @Test(arguments: ["rgb(255\t136\n0)", "rgb(255/**/136 0)", "rgb( 255 136 0 )/* end */", "rgb(255 136+0)"])
    func whiteSpaceAndCommentsSeparateComponents(input: String) throws {
        #expect(try RGBAColor(css: input).hexString == "#ff8800")
    }

    /// A function Twilight knows, given arguments that do not fit it: the error names the
    /// text and that function's forms.
    @Test(arguments: [
        ("rgb(1 2)", "rgb(R G B)"), ("rgb(1 2 3 4 5)", "rgb(R G B)"), ("rgb(a b c)", "rgb(R G B)"),
        ("rgb(1 2 3 / )", "rgb(R G B)"), ("rgb(1, 2%, 3)", "three numbers or three percentages"),
        ("hsl(1 2 3", "hsl(H S L)"), ("hwb(1, 2%, 3%)", "no commas"), ("color(srgbx 1 0 0)", "display-p3"),
    ])
    func malformedArgumentsNameTheFunctionsForms(input: String, form: String) {
        #expect {
            try RGBAColor(css: input)
        } throws: { error in
            let error = error as! ColorParsingError
            return error.input == input && error.description.contains(form) && !error.description.contains("oklch()")
        }
    }

    /// Text that is no colour function, name or hex colour: the error names every form.
    @Test(arguments: ["bogus(1 2 3)", "#12", "rgb (1 2 3)", "redd"])
    func unknownInputNamesEveryAcceptedForm(input: String) {
        #expect {
            try RGBAColor(css: input)
        } throws: { error in
            let error = error as! ColorParsingError
            return error.input == input && error.description.contains("oklch()")
        }
    }

    /// CSS Color 4's OKLCH values for the sRGB primaries.
    @Test(arguments: [
        ("#ff0000", 0.62796, 0.25768, 29.2339), ("#00ff00", 0.86644, 0.29483, 142.4953),
        ("#0000ff", 0.45201, 0.31321, 264.052),
    ])
    func primariesHaveTheReferenceOKLCH(hex: String, l: Double, c: Double, h: Double) throws {
        let lch = try RGBAColor(hex: hex).oklch
        #expect(abs(lch.l - l) < 1e-5)
        #expect(abs(lch.c - c) < 1e-5)
        #expect(abs(lch.h - h) < 1e-3)
    }

    @Test func hslRoundTripsEveryEightBitRedGreenPair() {
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                let color = RGBAColor(red8: UInt8(r), green8: UInt8(g), blue8: 200)
                #expect(RGBAColor(color.hsl).rgba8 == color.rgba8)
            }
        }
    }

    @Test func formattingWritesEachNotation() throws {
        let color = try RGBAColor(hex: "#0a84ff80")
        #expect(color.formatted(as: .rgb) == "rgb(10 132 255 / 0.502)")
        #expect(color.formatted(as: .hex) == "#0a84ff80")
        #expect(try RGBAColor(hex: "#ff0000").formatted(as: .hsl) == "hsl(0 100% 50%)")
        #expect(try RGBAColor(css: RGBAColor(hex: "#336699").formatted(as: .oklch)).hexString == "#336699")
    }
}

@Suite("Random round trips")
struct RandomRoundTripTests {
    @Test func hexThroughOKLabAndOKLCHReturnsTheSameEightBitColour() throws {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<20_000 {
            let color = RGBAColor(
                red8: .random(in: 0...255, using: &generator),
                green8: .random(in: 0...255, using: &generator),
                blue8: .random(in: 0...255, using: &generator),
                alpha8: .random(in: 0...255, using: &generator)
            )
            let viaLab = RGBAColor(try RGBAColor(hex: color.hexString).oklab)
            let viaLCH = RGBAColor(color.oklch)
            #expect(viaLab.hexString == color.hexString)
            #expect(viaLCH.hexString == color.hexString)
            #expect(try RGBAColor(css: color.formatted(as: .oklch)).hexString == color.hexString)
        }
    }
}

@Suite("CSS named colours")
struct NamedColorTests {
    @Test func theTableHasEveryCSSColour() {
        #expect(RGBAColor.cssNamedColors.count == 149)  // 148 names + transparent
    }

    @Test(arguments: [
        ("rebeccapurple", "#663399"), ("CornflowerBlue", "#6495ed"), ("teal", "#008080"),
        ("lightgoldenrodyellow", "#fafad2"), ("transparent", "#00000000"), ("grey", "#808080"),
    ])
    func namesParseInAnyCase(name: String, hex: String) throws {
        #expect(try RGBAColor(css: name).hexString == hex)
    }
}

/// Numbers in the CSS Twilight writes: rounded to their places, no trailing zeros, and never
/// in exponent form (`0.000001`, where Swift's own description wrote `1e-06`).
@Suite("Numbers in CSS")
struct CSSNumberTests {
    @Test func numbersAreRoundedAndTrimmed() {
        let cases: [(Double, Int, String)] = [
            (0, 6, "0"), (-0.0, 6, "0"), (1, 6, "1"), (0.37, 6, "0.37"), (0.123456789, 6, "0.123457"),
            (0.000001, 6, "0.000001"), (0.0000004, 6, "0"), (-0.0000004, 6, "0"), (-0.5, 3, "-0.5"),
            (-1.25, 2, "-1.25"), (255.5, 0, "256"), (12.3456, 3, "12.346"), (0.1 + 0.2, 6, "0.3"),
            (1e20, 2, "1e+20"),
        ]
        for (value, places, expected) in cases {
            #expect(RGBAColor.trimmed(value, places) == expected, "\(value) to \(places) places")
        }
        #expect(RGBAColor(red: 0.5, green: 0.000001, blue: 1).formatted(as: .srgb) == "color(srgb 0.5 0.000001 1)")
    }
}
