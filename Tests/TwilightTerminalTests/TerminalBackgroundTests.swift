import Testing
import Twilight
import TwilightColor

@testable import TwilightTerminal

/// The background decision without a terminal: the override, `COLORFGBG`, the default, and
/// what a reading says.
@Suite struct TerminalBackgroundTests {
    @Test(arguments: [
        ("light", "light (override)"), ("DARK", "dark (override)"), ("#1e1e2e", "dark (override #1e1e2e)"),
        ("#fff", "light (override #ffffff)"),
    ])
    func theOverrideDecides(value: String, expected: String) {
        let reading = TerminalBackground.reading(of: nil, environment: ["TWILIGHT_TERMINAL_BACKGROUND": value, "COLORFGBG": "15;0"])
        #expect(reading.description == expected)
        #expect(reading.ignoredOverride == nil)
    }

    @Test func aBadOverrideIsIgnoredAndSaysWhatWasExpected() {
        let reading = TerminalBackground.reading(of: nil, environment: ["TWILIGHT_TERMINAL_BACKGROUND": "purple", "COLORFGBG": "0;15"])
        #expect(reading.description == "light (colorfgbg #ffffff)")
        #expect(reading.ignoredOverride == "TWILIGHT_TERMINAL_BACKGROUND=\"purple\" is ignored: expected light, dark or a hex colour like #1e1e2e")
    }

    @Test func withNothingToGoOnItIsDark() {
        let reading = TerminalBackground.reading(of: nil, environment: ["COLORFGBG": "nonsense"])
        #expect(reading == TerminalBackgroundReading(colorScheme: .dark, source: .default))
        #expect(reading.color == nil)
        #expect(reading.description == "dark (default)")
    }

    @Test func aColoursLuminanceDecidesItsScheme() {
        #expect(TerminalBackgroundReading(color: RGBAColor(red: 0.45, green: 0.45, blue: 0.45), source: .osc11).colorScheme == .dark)
        #expect(TerminalBackgroundReading(color: RGBAColor(red: 0.5, green: 0.5, blue: 0.5), source: .osc11).colorScheme == .light)
    }
}
