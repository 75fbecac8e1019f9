import Testing
import TwilightColor

@Suite("Apple system colours")
struct AppleSystemColorsTests {
    @Test func publishedValuesAreThere() {
        #expect(AppleSystemColors.systemBlue.light.hexString == "#007aff")
        #expect(AppleSystemColors.systemBlue.dark.hexString == "#0a84ff")
        #expect(AppleSystemColors.secondaryLabel.light.hexString == "#3c3c4399")
        #expect(AppleSystemColors.all.count == 33)
    }

    @Test func labelsAndBackgroundsFlipBetweenModes() {
        #expect(AppleSystemColors.label.light.isDark && !AppleSystemColors.label.dark.isDark)
        #expect(AppleSystemColors.systemBackground.dark.isDark)
        #expect(!AppleSystemColors.systemBackground.light.isDark)
        #expect(AppleSystemColors.label.dark.contrastRatio(with: AppleSystemColors.systemBackground.dark) == 21)
    }
}
