import Foundation
import Testing

@testable import TwilightColor

/// HCT and tonal palettes agree with Material Color Utilities, Google's reference
/// implementation, written apart from Twilight: `Fixtures/material-hct.json` holds what its
/// TypeScript build computed (the commit is in the file) for 508 colours measured, 1 500
/// hue–chroma–tone requests solved (a third asking more chroma than sRGB holds) and 150
/// palettes (a sixth of them yellow, for the tone-99 rule): each key colour and 28 tones.
@Suite("Material colour: HCT and tonal palettes against Material Color Utilities")
struct MaterialHCTTests {
    struct Reference {
        let measured: [(color: RGBAColor, hue: Double, chroma: Double, tone: Double)]
        let solved: [(hue: Double, chroma: Double, tone: Double, color: RGBAColor)]
        let tones: [Double]
        let palettes: [(hue: Double, chroma: Double, key: RGBAColor, tones: [RGBAColor])]

        static let shared = Reference()

        private init() {
            let url = Bundle.module.url(forResource: "Fixtures/material-hct", withExtension: "json")!
            let json = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
            func color(_ value: Any) -> RGBAColor { try! RGBAColor(hex: value as! String) }
            func number(_ value: Any) -> Double { (value as! NSNumber).doubleValue }
            measured = (json["measured"] as! [[Any]]).map { ($0[0], $0[1], $0[2], $0[3]) }.map {
                (color($0.0), number($0.1), number($0.2), number($0.3))
            }
            solved = (json["solved"] as! [[Any]]).map { (number($0[0]), number($0[1]), number($0[2]), color($0[3])) }
            tones = (json["tones"] as! [Any]).map(number)
            palettes = (json["palettes"] as! [[String: Any]]).map {
                (number($0["hue"]!), number($0["chroma"]!), color($0["key"]!), ($0["tones"] as! [Any]).map(color))
            }
        }
    }

    /// The largest difference between two colours' 8-bit channels.
    static func steps(_ a: RGBAColor, _ b: RGBAColor) -> Int {
        let (x, y) = (a.rgba8, b.rgba8)
        return max(abs(Int(x.red) - Int(y.red)), abs(Int(x.green) - Int(y.green)), abs(Int(x.blue) - Int(y.blue)))
    }

    @Test func aColoursHueChromaAndToneAreMaterials() {
        for (color, hue, chroma, tone) in Reference.shared.measured {
            let hct = HCT(color)
            // A grey's hue is the angle of rounding noise: compared only with chroma.
            if chroma > 0.01 {
                #expect(abs(hct.hue - hue) < 1e-6, "\(color): hue \(hct.hue), Material's \(hue)")
            }
            #expect(abs(hct.chroma - chroma) < 1e-6, "\(color): chroma \(hct.chroma), Material's \(chroma)")
            #expect(abs(hct.tone - tone) < 1e-6, "\(color): tone \(hct.tone), Material's \(tone)")
            #expect(hct.color == color)
        }
    }

    @Test func aHueChromaAndToneGiveMaterialsColour() {
        var exact = 0
        for (hue, chroma, tone, expected) in Reference.shared.solved {
            let color = HCT(hue: hue, chroma: chroma, tone: tone).color
            #expect(Self.steps(color, expected) <= 1, "HCT(\(hue), \(chroma), \(tone)) is \(color), Material's \(expected)")
            if color == expected { exact += 1 }
        }
        #expect(exact == Reference.shared.solved.count, "\(exact) of \(Reference.shared.solved.count) colours are Material's exactly")
    }

    @Test func aPalettesKeyColourAndTonesAreMaterials() {
        let reference = Reference.shared
        var exact = 0
        var compared = 0
        for (hue, chroma, key, tones) in reference.palettes {
            let palette = TonalPalette(hue: hue, chroma: chroma)
            #expect(Self.steps(palette.keyColor.color, key) <= 1, "palette (\(hue), \(chroma)): key \(palette.keyColor.color), Material's \(key)")
            for (tone, expected) in zip(reference.tones, tones) {
                let color = palette.tone(tone)
                #expect(Self.steps(color, expected) <= 1, "palette (\(hue), \(chroma)) tone \(tone): \(color), Material's \(expected)")
                compared += 1
                if color == expected { exact += 1 }
            }
        }
        #expect(exact == compared, "\(exact) of \(compared) tones are Material's exactly")
    }

    /// Material's own published expectations (its `palettes_test`): the tones of pure blue's
    /// palette, and key colours for a chroma a tone reaches exactly, one no tone reaches
    /// (hue 149's peak is 89.6, at tone 87.9), and a low one (reached at tone 50).
    @Test func materialsPublishedPaletteExpectationsHold() throws {
        let blue = TonalPalette(keyColor: HCT(try RGBAColor(hex: "#0000ff")))
        let expected: [(Double, String)] = [
            (100, "#ffffff"), (95, "#f1efff"), (90, "#e0e0ff"), (80, "#bec2ff"), (70, "#9da3ff"), (60, "#7c84ff"),
            (50, "#5a64ff"), (40, "#343dff"), (30, "#0000ef"), (20, "#0001ac"), (10, "#00006e"), (0, "#000000"),
        ]
        for (tone, hex) in expected {
            #expect(blue.tone(tone) == (try RGBAColor(hex: hex)), "tone \(tone)")
        }
        let exact = TonalPalette(hue: 50, chroma: 60).keyColor
        #expect(abs(exact.hue - 50) < 10 && abs(exact.chroma - 60) < 0.5 && (0...100).contains(exact.tone))
        let peak = TonalPalette(hue: 149, chroma: 200).keyColor
        #expect(abs(peak.hue - 149) < 10 && peak.chroma > 89 && (0...100).contains(peak.tone))
        let low = TonalPalette(hue: 50, chroma: 3).keyColor
        #expect(abs(low.hue - 50) < 10 && abs(low.chroma - 3) < 0.5 && abs(low.tone - 50) < 0.5)
    }
}
