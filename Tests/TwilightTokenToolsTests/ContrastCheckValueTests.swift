import Foundation
import Testing
import TwilightColor
import TwilightTokenTools
import TwilightTokens

/// What a design system's own test reads of an audit: each check's pair, combination,
/// colours, level, ratio and suggestion as values — no summary text to parse.
struct ContrastCheckValueTests {
    @Test func aFailureSaysWhatFailedAsValues() throws {
        let audit = try ContrastAudit(of: DesignTokens(contentsOf: fixtures.appending(path: "audit/brands.resolver.json")))
        let ember = try #require(
            audit.failures.first {
                $0.pair.foreground == "color.link" && $0.pair.background == "color.background" && $0.combination.mode == "light"
                    && $0.combination.axes.contains { $0 == ("brand", "ember") }
            }
        )
        #expect(ember.level == .aa && ember.level.minimumRatio == 4.5)
        #expect(ember.pair.level == .aa && ember.pair.backdrop == nil && !ember.pair.isWarning)
        #expect(ember.foreground == (try RGBAColor(hex: "#ff6600")))
        #expect(ember.background == (try RGBAColor(hex: "#ffffff")))
        #expect(ember.judgedBackground == ember.background, "an opaque background is judged as it is")
        #expect(ember.ratio < 4.5 && !ember.passes)
        let suggestion = try #require(ember.suggestion)
        #expect(suggestion.contrastRatio(with: ember.background) >= 4.5, "the suggestion passes")
        #expect(ember.summary.hasPrefix("color.link on color.background in light, brand=ember"))
    }
}
