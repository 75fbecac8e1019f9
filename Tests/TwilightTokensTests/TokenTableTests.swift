import Testing
import Twilight
import TwilightColor
@_spi(Generated) import TwilightTokens

/// A token's table is what generated code keeps: its provider and its SwiftUI shape style
/// (a `@Sendable` closure, as SwiftUI may resolve on any thread) read the same values.
@Suite struct TokenTableTests {
    static let ocean = RGBAColor(red: 0, green: 0.4, blue: 1)
    static let ember = RGBAColor(red: 1, green: 0.4, blue: 0)

    @Test func aTableIsSendableAndItsProviderReadsTheSameValues() {
        let table = TokenTable<RGBAColor>(modes: ["light": .white, "dark": .black], darkModes: ["dark"], defaultMode: "light")
        let style: @Sendable (ThemeLook) -> RGBAColor = { table($0) }
        let provider = ThemeProvider(table)
        for look in [ThemeLook.light, .dark, ThemeLook("dimmed", isDark: true), ThemeLook("sepia", isDark: false)] {
            #expect(style(look) == provider(look), "\(look)")
        }
        #expect(style(ThemeLook("dimmed", isDark: true)) == .black, "an unknown dark style takes the first dark mode")
        #expect(style(ThemeLook("sepia", isDark: false)) == .white, "an unknown light style takes the default mode")
    }

    @Test func aTableWithAnAxisReadsTheLooksValueElseTheAxisDefault() {
        let brand = TokenAxis(name: "brand", values: ["ember", "ocean"], defaultValue: "ember")
        let table = TokenTable<RGBAColor>(
            modes: ["light", "dark"],
            darkModes: ["dark"],
            defaultMode: "light",
            axes: [brand],
            values: [Self.ember, Self.ocean, .white, .black]
        )
        #expect(table(ThemeLook(.light, axes: ["brand": "ocean"], isDark: false)) == Self.ocean)
        #expect(table(ThemeLook(.dark, axes: ["brand": "ocean"], isDark: true)) == .black)
        #expect(table(ThemeLook(.dark, isDark: true)) == .white, "no brand chosen: the axis's default")
        #expect(table(ThemeLook(.light, axes: ["brand": "mauve"], isDark: false)) == Self.ember, "a value not listed: the default")
    }
}
