import PropertyBased
import Testing
import TwilightColor

@Suite("Colour properties")
struct ColorPropertyTests {
    @Test func hexThroughOKLabReturnsTheSameEightBitColour() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...255), Gen.int(in: 0...255), Gen.int(in: 0...255)) {
            r,
            g,
            b in
            let color = RGBAColor(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b))
            #expect(RGBAColor(color.oklab).hexString == color.hexString)
        }
    }

    @Test func gamutMappingAlwaysLandsInGamut() async {
        await propertyCheck(
            count: 1000,
            input: Gen.double(in: 0...1),
            Gen.double(in: 0...0.5),
            Gen.double(in: 0..<360)
        ) { l, c, h in
            #expect(RGBAColor(OKLCHColor(l: l, c: c, h: h)).gamutMapped.isInGamut)
        }
    }

    @Test func derivedPalettesMeetTheirTargetOrSayWhy() async {
        await propertyCheck(
            count: 1000,
            input: Gen.int(in: 0...0xFF_FFFF),
            Gen.int(in: 0...0xFF_FFFF),
            Gen.bool
        ) { background, foreground, isText in
            func color(_ value: Int) -> RGBAColor {
                RGBAColor(red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
            }
            let palette = Palette(
                roles: [("background", color(background)), ("text", color(foreground))],
                pairs: [ContrastRequirement(foreground: "text", background: "background", target: isText ? 4.5 : 3)]
            )
            for variant in [PaletteVariant.dark, .highContrastDark] {
                let result = palette.derived(variant).results[0]
                #expect(result.isMet, "\(variant): \(result.problem ?? "")")
                #expect(result.ratio >= result.requirement.target || result.problem != nil)
            }
        }
    }
}
