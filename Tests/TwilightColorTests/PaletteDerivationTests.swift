import Testing
import TwilightColor
import TwilightTestSupport

@Suite("Derived palettes")
struct PaletteDerivationTests {
    func systemLike() throws -> Palette {
        Palette(
            roles: [
                ("background", .white), ("label", try RGBAColor(hex: "#000000")),
                ("secondaryLabel", try RGBAColor(hex: "#3c3c43")), ("link", try RGBAColor(hex: "#007aff")),
                ("separator", try RGBAColor(hex: "#c6c6c8")),
            ],
            pairs: [
                ContrastRequirement(foreground: "label", background: "background", target: 4.5),
                ContrastRequirement(foreground: "secondaryLabel", background: "background", target: 4.5),
                ContrastRequirement(foreground: "link", background: "background", target: 4.5),
                ContrastRequirement(foreground: "separator", background: "background", target: 1.2),
            ]
        )
    }

    @Test func theDarkVariantMirrorsLightnessKeepsHueAndMeetsEveryTarget() throws {
        let dark = try systemLike().derived(.dark)
        #expect(dark.meetsEveryTarget, "\(dark.results.filter { !$0.isMet })")
        let background = try #require(dark.roles.first { $0.name == "background" }?.color)
        #expect(background.isDark)
        let link = try #require(dark.roles.first { $0.name == "link" }?.color)
        let lightLink = try RGBAColor(hex: "#007aff")
        #expect(abs(link.oklch.h - lightLink.oklch.h) < 5, "hue kept")
        for result in dark.results { #expect(result.ratio >= result.requirement.target) }
    }

    @Test func theHighContrastVariantRaisesTextTargetsToSeven() throws {
        let high = try systemLike().derived(.highContrastDark)
        let text = high.results.filter { $0.requirement.foreground == "label" }
        #expect(text.first?.requirement.target == 7)
        #expect(high.meetsEveryTarget, "\(high.results.filter { !$0.isMet })")
    }

    @Test func anImpossibleTargetIsReportedWithTheReason() {
        let palette = Palette(
            roles: [("a", .white), ("b", .black)],
            pairs: [ContrastRequirement(foreground: "a", background: "b", target: 25)]
        )
        let result = palette.derived(.dark).results[0]
        #expect(!result.isMet)
        #expect(result.problem?.contains("above 21") == true)
        let missing = Palette(roles: [("a", .white)], pairs: [ContrastRequirement(foreground: "a", background: "zz", target: 3)])
        #expect(missing.derived(.dark).results[0].problem == "no role named 'zz'")
    }

    @Test func aThousandRandomPalettesMeetEveryTargetOrSayWhy() {
        var generator = SeededGenerator(seed: 20_261_122)
        var met = 0
        var total = 0
        for _ in 0..<1000 {
            func random() -> RGBAColor {
                RGBAColor(
                    red: .random(in: 0...1, using: &generator),
                    green: .random(in: 0...1, using: &generator),
                    blue: .random(in: 0...1, using: &generator)
                )
            }
            let roleCount = Int.random(in: 2...5, using: &generator)
            let roles = (0..<roleCount).map { ("r\($0)", random()) }
            let pairs = (1..<roleCount).map {
                ContrastRequirement(foreground: "r\($0)", background: "r0", target: [3, 4.5].randomElement(using: &generator)!)
            }
            for variant in [PaletteVariant.dark, .highContrastDark] {
                for result in Palette(roles: roles, pairs: pairs).derived(variant).results {
                    total += 1
                    #expect(result.isMet == (result.ratio >= result.requirement.target))
                    if result.isMet { met += 1 } else { #expect(result.problem?.isEmpty == false) }
                    #expect(result.ratio >= 1 && result.ratio <= 21)
                }
            }
        }
        // Every requirement shares one background, which can go dark enough for any foreground.
        #expect(met == total, "\(total - met) of \(total) unmet")
    }
}
