import Testing
import Twilight
import TwilightColor

/// The build-tool plugin generated `AppTokens` from `app.tokens.json` in this folder
/// while the tests were built; these tests use it as an app would.
@Suite struct GeneratedTokensTests {
    @Test func generatedProvidersGiveTheDocumentsValues() throws {
        #expect(AppTokens.Color.background(.light) == (try RGBAColor(hex: "#ffffff")))
        #expect(AppTokens.Color.text(.dark) == (try RGBAColor(hex: "#1c1c1e")))
        #expect(AppTokens.modes == ["default"])
    }

    @Test func namesAreCamelCasedAndKeywordsEscaped() throws {
        #expect(AppTokens.bgColor(.light) == (try RGBAColor(hex: "#ffffff")))
        #expect(AppTokens.`default`(.light) == 1)
    }
}
