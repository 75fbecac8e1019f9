import Testing
import TwilightColor

@Suite("Gamut mapping")
struct GamutMappingTests {
    @Test func aColourInsideIsUnchanged() throws {
        let color = try RGBAColor(hex: "#336699")
        #expect(color.gamutMapped == color)
    }

    @Test func lightnessBeyondTheEndsGivesWhiteOrBlack() {
        #expect(RGBAColor(OKLCHColor(l: 1.2, c: 0.3, h: 40)).gamutMapped == .white)
        #expect(RGBAColor(OKLCHColor(l: -0.1, c: 0.3, h: 40)).gamutMapped == .black)
    }

    @Test func aVividOKLCHColourLandsInGamutKeepingItsLightnessAndHue() {
        let vivid = OKLCHColor(l: 0.7, c: 0.4, h: 150)
        let mapped = RGBAColor(vivid).gamutMapped
        #expect(!RGBAColor(vivid).isInGamut)
        #expect(mapped.isInGamut)
        #expect(abs(mapped.oklch.l - 0.7) < 0.02)
        #expect(abs(mapped.oklch.h - 150) < 3)
        #expect(mapped.oklch.c < 0.4)
    }

    @Test func everyOKLCHInputOnAGridLandsInGamut() {
        for l in stride(from: 0.05, through: 0.95, by: 0.1) {
            for c in stride(from: 0.0, through: 0.5, by: 0.05) {
                for h in stride(from: 0.0, to: 360, by: 20) {
                    let mapped = RGBAColor(OKLCHColor(l: l, c: c, h: h)).gamutMapped
                    #expect(mapped.isInGamut, "l \(l) c \(c) h \(h)")
                }
            }
        }
    }

    @Test func displayP3ComponentsRoundTrip() {
        for (red, green, blue) in [(0.1, 0.9, 0.2), (1.0, 0.0, 0.0), (0.4, 0.6, 1.0), (0.0, 0.0, 0.0), (1.0, 1.0, 1.0)] {
            let color = RGBAColor(displayP3Red: red, green: green, blue: blue)
            let back = PredefinedColorSpace.displayP3.components(of: color)
            #expect(abs(back.x - red) < 1e-9 && abs(back.y - green) < 1e-9 && abs(back.z - blue) < 1e-9, "\(red) \(green) \(blue) → \(back)")
        }
        // sRGB red is inside P3, not at its edge: CSS Color 4 gives color(display-p3 0.9175 0.2003 0.1386).
        let red = PredefinedColorSpace.displayP3.components(of: RGBAColor(red: 1, green: 0, blue: 0))
        #expect(abs(red.x - 0.9175) < 1e-3 && abs(red.y - 0.2003) < 1e-3 && abs(red.z - 0.1386) < 1e-3, "\(red)")
    }

    /// The most chroma a gamut holds at a lightness and hue: sRGB red is at sRGB's edge (its
    /// own chroma), Display P3 reaches further at the same lightness and hue, and on a grid of
    /// lightness and hue every chroma up to the limit is inside and a hair beyond is not.
    @Test func theMostChromaAGamutHoldsIsItsEdge() {
        let red = RGBAColor(red: 1, green: 0, blue: 0).oklch
        #expect(abs(red.maximumChroma(in: .srgb) - red.c) < 1e-5, "\(red.maximumChroma(in: .srgb)) vs \(red.c)")
        #expect(red.maximumChroma(in: .displayP3) > red.c + 0.02)
        #expect(OKLCHColor(l: 0, c: 0.1, h: 30).maximumChroma(in: .srgb) == 0)
        #expect(OKLCHColor(l: 1, c: 0.1, h: 30).maximumChroma(in: .displayP3) == 0)
        for space in [PredefinedColorSpace.srgb, .displayP3, .rec2020] {
            for l in stride(from: 0.05, through: 0.95, by: 0.15) {
                for h in stride(from: 0.0, to: 360, by: 30) {
                    let limit = OKLCHColor(l: l, c: 0, h: h).maximumChroma(in: space)
                    let inside = (0...10).allSatisfy { step in
                        PredefinedColorSpace.isInGamut(space.components(of: RGBAColor(OKLCHColor(l: l, c: limit * Double(step) / 10, h: h))))
                    }
                    let beyond = space.components(of: RGBAColor(OKLCHColor(l: l, c: limit + 1e-4, h: h)))
                    #expect(inside && !PredefinedColorSpace.isInGamut(beyond), "\(space) l \(l) h \(h): \(limit)")
                }
            }
        }
    }
}
