import Testing
import TwilightColor

@Suite("WCAG contrast")
struct ContrastTests {
    @Test func blackOnWhiteIsTwentyOneToOne() {
        #expect(abs(RGBAColor.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(RGBAColor.white.contrastRatio(with: .white) == 1)
    }

    @Test func theWCAGExampleGreyOnWhiteIs454() throws {
        let ratio = try RGBAColor(hex: "#767676").contrastRatio(with: .white)
        #expect(format2(ratio) == "4.54")
        #expect(ContrastVerdict(ratio: ratio).aa)
        #expect(!ContrastVerdict(ratio: try RGBAColor(hex: "#777777").contrastRatio(with: .white)).aa)
    }

    @Test func theRatioIsSymmetric() throws {
        let a = try RGBAColor(hex: "#0a84ff")
        let b = try RGBAColor(hex: "#1c1c1e")
        #expect(a.contrastRatio(with: b) == b.contrastRatio(with: a))
    }

    @Test(arguments: [
        (4.49, false, false, true, false), (4.5, true, false, true, true), (7, true, true, true, true), (2.99, false, false, false, false),
    ])
    func verdictThresholds(ratio: Double, aa: Bool, aaa: Bool, aaLarge: Bool, aaaLarge: Bool) {
        let verdict = ContrastVerdict(ratio: ratio)
        #expect(verdict.aa == aa && verdict.aaa == aaa && verdict.aaLarge == aaLarge && verdict.aaaLarge == aaaLarge)
    }

    @Test func saturatedBlueIsDarkByLuminance() throws {
        // HSL lightness calls #0000ff 50 % light; its luminance (0.0722) says dark.
        #expect(try RGBAColor(hex: "#0000ff").isDark)
        #expect(try !RGBAColor(hex: "#ffff00").isDark)
        #expect(RGBAColor.black.isDark && !RGBAColor.white.isDark)
    }
}

/// A ratio with two decimals.
func format2(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
