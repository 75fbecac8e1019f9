import Testing
import Twilight
import TwilightWeb

@Suite struct SiteStylesTests {
    @Test func theStandardSiteOffersLightAndDarkWithTheStandardTable() {
        #expect(SiteStyles.standard.styles == [.light, .dark])
        #expect(SiteStyles.standard.styles == ThemeStyles.standard)
        #expect(AppearanceEndpoint().site == .standard)
    }

    @Test func aStyleListedTwiceIsOfferedOnceAtItsFirstPlace() {
        let site = SiteStyles([.dark, "sepia", .dark, .light])
        #expect(site.styles == [.dark, "sepia", .light])
        #expect(site.offers("sepia") && !site.offers("dimmed"))
    }

    @Test(arguments: [
        ("system", ThemePreference.system as ThemePreference?),
        ("sepia", .fixed("sepia")),
        ("system:sepia:dark", .system(light: "sepia", dark: .dark)),
        ("dimmed", nil),  // not offered
        ("system:sepia:dimmed", nil),  // a pair with a style not offered
        ("System", nil),  // names are exact
        ("system:sepia", nil),  // half a pair
        ("", nil),
    ])
    func aChoiceIsTakenOnlyWhenEveryStyleInItIsOffered(value: String, expected: ThemePreference?) {
        #expect(SiteStyles([.light, .dark, "sepia"]).preference(named: value) == expected)
    }
}
