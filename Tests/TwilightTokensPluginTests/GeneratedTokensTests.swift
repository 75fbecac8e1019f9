import Testing
import Twilight
import TwilightColor
import TwilightTokens

/// The build-tool plugin generated `AppTokens` from `app.tokens.json` in this folder
/// while the tests were built; these tests use it as an app would, so every kind of
/// value the generator writes is also compiled.
@Suite struct GeneratedTokensTests {
    @Test func generatedProvidersGiveTheDocumentsValues() throws {
        #expect(AppTokens.Color.background(.light) == (try RGBAColor(hex: "#ffffff")))
        #expect(AppTokens.Color.text(.dark) == (try RGBAColor(hex: "#1c1c1e")))
        #expect(AppTokens.modes == ["default"])
        #expect(AppTokens.Space._100(.light) == TokenDimension(value: 4, unit: .px))
        #expect(AppTokens.Space.large(.light).points() == 24)
        #expect(AppTokens.Motion.fade(.dark).duration == .milliseconds(300))
        #expect(AppTokens.Motion.curve(.dark) == .easeInOut)
        #expect(AppTokens.Font.body(.light) == ["SF Pro Text", "system-ui"])
        #expect(AppTokens.Font.weight(.light) == 700)
        #expect(AppTokens.title(.light) == "Twilight \\ \"demo\"")
        #expect(
            AppTokens.Border.hairline(.light)
                == .object([
                    "color": .object([
                        "colorSpace": .string("srgb"), "components": .array([28, 28, 30].map { .number(Double($0) / 255) }),
                        "hex": .string("#1c1c1e"),
                    ]),
                    "style": .string("solid"),
                    "width": .object(["unit": .string("px"), "value": .number(1)]),
                ])
        )
    }

    @Test func namesAreCamelCasedAndKeywordsEscaped() throws {
        #expect(AppTokens.bgColor(.light) == (try RGBAColor(hex: "#ffffff")))
        #expect(AppTokens.`default`(.light) == 1)
    }
}
