import Testing
import TwilightColor

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

    @Test(arguments: ["rgb(1 2)", "rgb(1 2 3 4 5)", "rgb(a b c)", "hsl(1 2 3", "bogus(1 2 3)", "rgb(1 2 3 / )", "#12"])
    func malformedInputNamesTheAcceptedForms(input: String) {
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
        var generator = SeededGenerator(state: 42)
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

@Suite("OKLCH interpolation")
struct OKLCHInterpolationTests {
    @Test func theHueTakesTheShorterArc() {
        let a = RGBAColor(OKLCHColor(l: 0.6, c: 0.1, h: 350)).gamutMapped
        let b = RGBAColor(OKLCHColor(l: 0.6, c: 0.1, h: 30)).gamutMapped
        let middle = a.interpolatedInOKLCH(to: b, fraction: 0.5).oklch
        #expect(middle.h < 20 || middle.h > 340, "through 10°, not 190°: got \(middle.h)")
    }

    @Test func endsAreExactAndGreysBorrowTheOtherHue() throws {
        let blue = try RGBAColor(hex: "#0a84ff")
        #expect(blue.interpolatedInOKLCH(to: .white, fraction: 0) == blue)
        #expect(blue.interpolatedInOKLCH(to: .white, fraction: 1) == .white)
        let halfway = blue.interpolatedInOKLCH(to: .white, fraction: 0.5).oklch
        #expect(abs(halfway.h - blue.oklch.h) < 0.5)
    }
}
