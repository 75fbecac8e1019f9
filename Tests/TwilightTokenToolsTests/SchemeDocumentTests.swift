import Foundation
import Testing
import Twilight
import TwilightColor
import TwilightTestSupport
import TwilightTokens

@testable import TwilightTokenTools

/// A scheme grown from one colour, as a token document the token tools read like any other.
@Suite struct SchemeDocumentTests {
    static func tokens(_ document: SchemeDocument) throws -> DesignTokens {
        try DesignTokens(data: Data(document.json.utf8), name: "scheme.resolver.json")
    }

    /// Four modes, dark and high contrast as declared, so a manager, a page and generated
    /// Swift use the variants when the system asks for more contrast; every role a token in
    /// each; how it was made in the root's `$extensions`.
    @Test func theDocumentDeclaresItsModesAndHowItWasMade() throws {
        let document = SchemeDocument(seed: try RGBAColor(hex: "#6750a4"), variant: .vibrant, specification: .material2025)
        let tokens = try Self.tokens(document)
        #expect(tokens.modes == ["light", "dark", "highContrastLight", "highContrastDark"])
        #expect(tokens.darkModes == ["dark", "highContrastDark"])
        #expect(tokens.styles.highContrastVariants == [.light: "highContrastLight", .dark: "highContrastDark"])
        #expect(tokens.styles.resolve(.system, system: SystemAppearance(colorScheme: .dark, contrast: .high)) == "highContrastDark")
        for (mode, scheme) in document.modes {
            let set = try #require(tokens.tokens(in: mode))
            for role in DynamicScheme.Role.allCases {
                guard case .color(let color)? = set["color.\(role.rawValue)"]?.value else {
                    Issue.record("\(mode): no colour token for \(role)")
                    continue
                }
                #expect(color.hexString == scheme[role].hexString, "\(mode) \(role)")
            }
        }
        let recorded = try #require(
            (try JSONSerialization.jsonObject(with: Data(document.json.utf8)) as? [String: Any]).flatMap {
                (($0["$extensions"] as? [String: Any])?["dev.twilight"] as? [String: Any])?["scheme"] as? [String: Any]
            }
        )
        #expect(recorded["seed"] as? String == "#6750a4" && recorded["variant"] as? String == "vibrant")
        #expect(recorded["specification"] as? String == "2025" && recorded["highContrastLevel"] as? Double == 1)
    }

    /// The audit — the same one `twilight tokens audit` runs — passes every declared pair of
    /// documents grown from 10 seeds (`TWILIGHT_MATERIAL_SEEDS` for more) in every variant and both specifications, in all four
    /// modes; of the same documents with Material's colours exactly, it names the pairs
    /// Material's tones leave short of their promise.
    @Test func everyDeclaredPairPassesTheAudit() throws {
        var generator = SeededGenerator(seed: 2026_12_07)
        var (checks, materialFailures) = (0, [String: Int]())
        let seeds = generator.seedChannels(10).map { RGBAColor(red8: $0.red, green8: $0.green, blue8: $0.blue) }
        for seed in seeds {
            for specification in DynamicScheme.Specification.allCases {
                for variant in DynamicScheme.Variant.allCases {
                    let audit = try ContrastAudit(of: Self.tokens(SchemeDocument(seed: seed, variant: variant, specification: specification)))
                    checks += audit.checks.count
                    for failure in audit.failures {
                        Issue.record("\(seed.hexString) \(variant) \(specification): \(failure.summary)")
                    }
                    let material = SchemeDocument(seed: seed, variant: variant, specification: specification, keepsContrastPromises: false)
                    for failure in try ContrastAudit(of: Self.tokens(material)).failures {
                        materialFailures["\(failure.pair.foreground) on \(failure.pair.background) in \(failure.combination.mode)", default: 0] += 1
                    }
                }
            }
        }
        #expect(checks > seeds.count * 2 * 9 * 4 * 30)
        let listed = materialFailures.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) × \($0.key)" }
        print(
            "scheme documents: \(checks) checks pass; with Material's colours exactly, \(materialFailures.values.reduce(0, +)) fail: \(listed.joined(separator: "; "))"
        )
        #expect(!materialFailures.isEmpty)
    }
}
