import Testing
import TwilightColor

@Suite("RGBAColor hex and interpolation")
struct RGBAColorTests {
    @Test(arguments: [
        ("#fff", "#ffffff"), ("#FFF8", "#ffffff88"), ("#0A84FF", "#0a84ff"), ("0x1c1c1e", "#1c1c1e"),
        ("  #12345678 ", "#12345678"), ("abcdef", "#abcdef"), ("#000000ff", "#000000"), ("0XaBc", "#aabbcc"),
        ("\t#123\r\n", "#112233"),
    ])
    func hexFormsParseAndPrintCanonically(input: String, expected: String) throws {
        #expect(try RGBAColor(hex: input).hexString == expected)
    }

    @Test(arguments: [
        "", "#", "#12", "#12345", "#1234567", "#gggggg", "rgb(0,0,0)", "#123456789", "##123", "#12 34", "#１２３", "#12é", "0x", "x123",
    ])
    func invalidHexNamesTheInputAndTheAcceptedForms(input: String) {
        #expect {
            try RGBAColor(hex: input)
        } throws: { error in
            let error = error as! ColorParsingError
            return error.input == input && error.description.contains("#RRGGBB")
        }
    }

    @Test func everyEightBitGreyRoundTripsThroughOKLab() {
        for level in 0...255 {
            let grey = RGBAColor(red8: UInt8(level), green8: UInt8(level), blue8: UInt8(level))
            let back = RGBAColor(grey.oklab)
            #expect(back.rgba8 == grey.rgba8, "grey \(level)")
            #expect(abs(grey.oklab.a) < 1e-4 && abs(grey.oklab.b) < 1e-4, "grey \(level) has no chroma")
        }
    }

    @Test func whiteAndBlackHaveOKLabLightnessOneAndZero() {
        #expect(abs(RGBAColor.white.oklab.l - 1) < 1e-6)
        #expect(abs(RGBAColor.black.oklab.l) < 1e-9)
    }

    @Test func interpolationHitsBothEndsExactlyAndMovesLightnessEvenly() throws {
        let black = RGBAColor.black
        let white = RGBAColor.white
        #expect(black.interpolated(to: white, fraction: 0) == black)
        #expect(black.interpolated(to: white, fraction: 1) == white)
        let middle = black.interpolated(to: white, fraction: 0.5)
        #expect(abs(middle.oklab.l - 0.5) < 1e-6)
        // Perceptual middle grey in OKLab (l = 0.5) is #636363, not the sRGB average #808080.
        #expect(middle.hexString == "#636363")
    }

    @Test func alphaInterpolatesLinearly() {
        let from = RGBAColor.white.withAlpha(0)
        let to = RGBAColor.white
        #expect(abs(from.interpolated(to: to, fraction: 0.25).alpha - 0.25) < 1e-9)
    }

    /// As CSS Color 4 interpolates ("Interpolating with Alpha"): each colour weighs by its
    /// alpha, so a transparent end lends no colour. A fade from `transparent` (transparent
    /// black) to white is white all the way, fading in — not a grey that darkens the middle
    /// frames — and a translucent colour mixes with an opaque one in proportion to what shows.
    @Test func aTransparentEndLendsNoColour() throws {
        let clear = try RGBAColor(css: "transparent")
        for fraction in [0.1, 0.5, 0.9] {
            let frame = clear.interpolated(to: .white, fraction: fraction)
            #expect(frame.hexString.prefix(7) == "#ffffff" && abs(frame.alpha - fraction) < 1e-9, "\(fraction): \(frame.hexString)")
        }
        // oklab(0.9 …/ 0.2) halfway to oklab(0.3 …/ 1): lightness (0.9 × 0.2 + 0.3 × 1) / 2,
        // divided by the alpha there, 0.6 — 0.4, where mixing unweighted gives 0.6.
        let light = RGBAColor(OKLabColor(l: 0.9, a: 0.02, b: 0.05, alpha: 0.2))
        let dark = RGBAColor(OKLabColor(l: 0.3, a: -0.05, b: -0.1, alpha: 1))
        let middle = light.interpolated(to: dark, fraction: 0.5).oklab
        #expect(abs(middle.l - 0.4) < 1e-9 && abs(middle.alpha - 0.6) < 1e-9, "\(middle)")
        #expect(abs(middle.a - (0.02 * 0.2 - 0.05) / 2 / 0.6) < 1e-9)
    }
}
