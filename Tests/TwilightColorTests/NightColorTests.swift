import PropertyBased
import Testing
import TwilightColor

@Suite("Night colours derived from day colours")
struct NightColorTests {
    @Test func aBlueLinkBecomesALighterBlueThatReadsOnTheNightPage() throws {
        let link = try RGBAColor(hex: "#1a73e8")
        let night = link.nightVersion()
        let nightPage = RGBAColor.white.nightVersion()
        #expect(nightPage.hexString == "#000000")
        #expect(night.oklch.l > 1 - link.oklch.l, "lifted above the plain mirror to reach the target")
        #expect(night.contrastRatio(with: nightPage) >= 4.5)
        #expect(abs(night.oklch.h - link.oklch.h) < 5, "the hue is kept")
    }

    @Test func aSurfaceIsMirroredNotTurnedIntoText() throws {
        let card = try RGBAColor(hex: "#f2f2f7")
        let night = card.nightVersion()
        #expect(night.isDark)
        #expect(night.contrastRatio(with: RGBAColor.white.nightVersion()) < 3)
    }

    @Test func aHigherTargetIsMet() throws {
        let grey = try RGBAColor(hex: "#767676")
        #expect(grey.nightVersion(contrast: 7).contrastRatio(with: .black) >= 7)
    }

    @Test func opacityIsKept() {
        #expect(RGBAColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 0.5).nightVersion().alpha == 0.5)
    }

    @Test func everyForegroundMeetsItsTargetAgainstTheNightPage() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...0xFF_FFFF)) { rgb in
            let day = RGBAColor(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
            let night = day.nightVersion()
            if day.contrastRatio(with: .white) >= 3 {
                #expect(night.contrastRatio(with: RGBAColor.white.nightVersion()) >= 4.5, "\(day.hexString) → \(night.hexString)")
            } else {
                #expect(abs(night.oklch.l - (1 - day.oklch.l)) < 0.02, "a surface's lightness is mirrored: \(day.hexString)")
            }
        }
    }

    @Test func foregroundsOnAnyLightBackgroundMeetTheirTarget() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...0xFF_FFFF), Gen.double(in: 0.7...1)) { rgb, backgroundLightness in
            let background = RGBAColor(OKLCHColor(l: backgroundLightness, c: 0.02, h: 250)).gamutMapped
            let day = RGBAColor(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
            guard day.contrastRatio(with: background) >= 3 else { return }
            let night = day.nightVersion(on: background)
            #expect(night.contrastRatio(with: background.nightVersion(on: background)) >= 4.5)
        }
    }
}
