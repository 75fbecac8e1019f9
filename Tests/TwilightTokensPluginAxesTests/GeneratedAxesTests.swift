import Testing
import Twilight
import TwilightColor
import TwilightTokens

/// The build-tool plugin generated `ShopTokens` from `shop.resolver.json` in this folder
/// (light and dark, and a brand modifier) while the tests were built; these tests use it
/// as an app would.
@Suite struct GeneratedAxesTests {
    /// The brand modifier is a typed enum (a value that is no Swift name, or is the name
    /// of a member, is renamed; its raw value is the context's name).
    @Test func anAxisIsATypedEnum() {
        #expect(ShopTokens.Axes.Brand.allCases == [.standard, .oceanBlue, .axis_2])
        #expect(ShopTokens.Axes.Brand.oceanBlue.rawValue == "ocean-blue")
        #expect(ShopTokens.Axes.Brand.axis.name == "brand")
        #expect(ShopTokens.Axes.Brand.defaultValue == .standard)
        let ocean = ShopTokens.Axes.Brand.oceanBlue.chosen()
        #expect(ocean == ["brand": "ocean-blue"])
        #expect(ShopTokens.Axes.Brand(ocean) == .oceanBlue)
        #expect(ShopTokens.Axes.Brand(["brand": "sunset"]) == .standard, "a value not listed is the default")
    }

    /// Providers of the tokens the brand changes read it from the look's axes.
    /// The document's modes are the styles a manager offers, and which are dark is the
    /// document's answer, not a default.
    @Test func theStylesAreTheDocumentsModes() {
        #expect(Array(ShopTokens.styles) == ShopTokens.modes.map { ThemeStyle(rawValue: $0)! })
        #expect(ShopTokens.styles.isDark(.dark) && !ShopTokens.styles.isDark(.light))
        #expect(ShopTokens.styles.defaultStyle.rawValue == ShopTokens.defaultMode)
    }

    @Test func providersReadTheBrandFromTheStyle() throws {
        let ocean = ShopTokens.Axes.Brand.oceanBlue.chosen()
        #expect(ShopTokens.Color.background(ThemeLook(.light, axes: ocean, isDark: false)) == (try RGBAColor(hex: "#e0f7fa")))
        #expect(ShopTokens.bgColor(ThemeLook(.light, axes: ShopTokens.Axes.Brand.axis_2.chosen(), isDark: false)) == (try RGBAColor(hex: "#fff3e0")))
        #expect(ShopTokens.Color.background(.dark) == (try RGBAColor(hex: "#000000")))
        #expect(
            ShopTokens.Color.text(ThemeLook(.dark, axes: ocean, isDark: true)) == (try RGBAColor(hex: "#f2f2f7")),
            "a token the brand does not change"
        )
    }
}
