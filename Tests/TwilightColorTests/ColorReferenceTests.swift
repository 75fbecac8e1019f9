import Foundation
import Testing
import TwilightColor
import TwilightTestSupport

/// Twilight converts colours between CSS Color 4's spaces, and maps them into a gamut, as
/// ColorAide does — a Python colour library that implements CSS Color 4's spaces and its
/// gamut-mapping algorithm, written apart from Twilight. For 2,000 colours inside and far outside every
/// gamut (random OKLCH, Display P3, Rec. 2020 and ProPhoto colours, primaries, greys, black,
/// white and lightness beyond both ends), `color_reference_checks.py` compares every component
/// Twilight computes in every space, every colour it maps into every space with a gamut, the
/// WCAG contrast of each colour with the next, and 500 mixes of translucent colours in OKLab
/// (as a transition mixes them), and prints `ok …`.
struct ColorReferenceTests {
    /// The colours the check compares.
    static func colors() -> [RGBAColor] {
        var random = SeededGenerator(seed: 0x636F_6C6F_7261_6964)
        func unit(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        var colors: [RGBAColor] = [.white, .black, RGBAColor(red: 0.5, green: 0.5, blue: 0.5)]
        for space in [PredefinedColorSpace.displayP3, .rec2020, .prophotoRGB, .a98RGB] {
            colors += [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1), SIMD3(0, 1, 1), SIMD3(1, 0, 1), SIMD3(1, 1, 0)].map { space.color($0) }
            colors += (0..<200).map { _ in space.color(SIMD3(unit(-0.1...1.1), unit(-0.1...1.1), unit(-0.1...1.1))) }
        }
        colors += [0.0005, 0.9995, 1.02, -0.02].flatMap { l in [0.1, 0.3].map { c in RGBAColor(OKLCHColor(l: l, c: c, h: 150)) } }
        while colors.count < 2000 {
            colors.append(RGBAColor(OKLCHColor(l: unit(0...1), c: unit(0...0.45), h: unit(0...360))))
        }
        return colors
    }

    @Test func conversionsGamutMappingContrastAndMixesAgreeWithColorAide() throws {
        guard partsAreInstalled([IntegrationScripts.python], for: "the ColorAide reference check") else { return }
        let colors = Self.colors()
        func rows(_ components: (RGBAColor) -> SIMD3<Double>) -> [[Double]] {
            colors.map { color in
                let value = components(color)
                return [value.x, value.y, value.z]
            }
        }
        var conversions: [String: [[Double]]] = [
            "lab": rows(\.lab), "lch": rows(\.lch),
            "oklab": rows { SIMD3($0.oklab.l, $0.oklab.a, $0.oklab.b) },
            "oklch": rows { SIMD3($0.oklch.l, $0.oklch.c, $0.oklch.h) },
            "hsl": rows { SIMD3($0.hsl.hue, $0.hsl.saturation, $0.hsl.lightness) },
        ]
        var mapped: [String: [[Double]]] = [:]
        for space in PredefinedColorSpace.allCases where ![.xyz, .xyzD65].contains(space) {
            conversions[space.rawValue] = rows { space.components(of: $0) }
            if space.isBounded { mapped[space.rawValue] = rows { $0.components(mappedInto: space) } }
        }
        let contrast = zip(colors, colors.dropFirst()).map { $0.contrastRatio(with: $1) }
        // Translucent colours mixed as a transition mixes them: 500 pairs, alphas and fractions.
        var random = SeededGenerator(seed: 0x6D69_7865_73)
        func withAlpha(_ color: RGBAColor) -> RGBAColor {
            color.withAlpha([0, 0.2, 0.5, 1, Double.random(in: 0...1, using: &random)].randomElement(using: &random)!)
        }
        func row(_ color: RGBAColor) -> [Double] { [color.xyzD65.x, color.xyzD65.y, color.xyzD65.z, color.alpha] }
        let mixes: [[String: Any]] = zip(colors.prefix(500), colors.suffix(500)).map { first, second in
            let (start, end, fraction) = (withAlpha(first), withAlpha(second), Double.random(in: 0.01...0.99, using: &random))
            return ["from": row(start), "to": row(end), "fraction": fraction, "twilight": row(start.interpolated(to: end, fraction: fraction))]
        }
        let cases: [String: Any] = [
            "colors": rows(\.xyzD65), "conversions": conversions, "mapped": mapped, "contrast": contrast, "mixes": mixes,
        ]
        let file = scratchFolder("twilight-color-reference").appending(path: "cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: file)
        let (status, output) = try IntegrationScripts.runPython("reference/color_reference_checks.py", [file.path])
        if output.contains("No module named 'coloraide'") {
            reportMissingPart("ColorAide is missing from \(IntegrationScripts.python); scripts/test.sh installs it")
            return
        }
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("ok 2000 colours"), "\(output)")
        print(output, terminator: "")
    }
}
