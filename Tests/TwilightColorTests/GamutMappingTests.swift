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
}
