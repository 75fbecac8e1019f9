import Foundation
import Testing
import TwilightColor
import TwilightTestSupport

/// `twilight scheme`: a whole scheme from one colour, as a script, the token tools and a page
/// read it.
struct SchemeCLITests {
    let golden = GoldenFiles("../../IntegrationTests/golden")

    /// `--format json` is every role, light and dark, as `#rrggbb`: the scheme Material's
    /// utilities make, but where a pair falls short of its role's promise (white on the
    /// light primary, 6.46:1 where 7:1 is promised), which is moved until it reaches it.
    @Test func jsonHasEveryRoleOfBothSchemes() throws {
        let result = try CLI.run(["scheme", "#6750a4"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: String]])
        #expect(object.keys.sorted() == ["dark", "light"])
        let roles = DynamicScheme.Role.allCases.map(\.rawValue).sorted()
        #expect(object["light"]?.keys.sorted() == roles)
        #expect(object["dark"]?.keys.sorted() == roles)
        #expect(object["light"]?["surface"] == "#fdf7ff")
        #expect(object["dark"]?["primary"] == "#cfbdfe")
        let light = try #require(object["light"])
        let onPrimary = try RGBAColor(hex: light["onPrimary"]!)
        #expect(onPrimary.contrastRatio(with: try RGBAColor(hex: light["primary"]!)) >= 7)

        let exact = try CLI.run(["scheme", "#6750a4", "--exact"])
        let material = try #require(try JSONSerialization.jsonObject(with: Data(exact.stdout.utf8)) as? [String: [String: String]])
        #expect(material["light"]?["primary"] == "#65558f")
        #expect(exact.stderr.contains("warning: light: onPrimary on primary is 6.46:1 where its role promises 7.00:1"), "\(exact.stderr)")
    }

    /// `--format tokens` writes a resolver document that the audit passes in all four modes,
    /// and that says how it was made; `--exact` writes Material's colours, which it does not.
    @Test func theTokenDocumentPassesItsOwnAudit() throws {
        let folder = temporaryFolder()
        let written = try CLI.run(["scheme", "#6750a4", "--format", "tokens", "-o", "scheme.resolver.json"], in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("scheme.resolver.json"), encoding: .utf8)
        try golden.expect(text, matches: "scheme-6750a4.resolver.json")
        #expect(text.contains("\"variant\": \"tonal-spot\""))

        let audit = try CLI.run(["tokens", "audit", "scheme.resolver.json"], in: folder)
        #expect(audit.status == 0, "\(audit.stdout)")
        #expect(audit.stdout.contains("41 pairs in 4 combinations: 164 checks, every one passes"), "\(audit.stdout)")

        _ = try CLI.run(["scheme", "#6750a4", "--format", "tokens", "--exact", "-o", "exact.resolver.json"], in: folder)
        let exact = try CLI.run(["tokens", "audit", "exact.resolver.json"], in: folder)
        #expect(exact.status == 1)
        #expect(exact.stdout.contains("color.onPrimary on color.primary in light: 6.46:1, needs 7:1 (AAA)"), "\(exact.stdout)")
    }

    /// `--format css` follows the system's scheme and its request for more contrast.
    @Test func cssFollowsTheSchemeAndMoreContrast() throws {
        let result = try CLI.run(["scheme", "rebeccapurple", "--variant", "vibrant", "--spec", "2025", "--format", "css"])
        #expect(result.status == 0, "\(result.stderr)")
        for rule in [
            ":root {", "[data-theme=\"highContrastDark\"] {", "@media (prefers-color-scheme: dark) {",
            "@media (prefers-color-scheme: dark) and (prefers-contrast: more) {", "--color-onPrimaryContainer: #",
        ] {
            #expect(result.stdout.contains(rule), "\(rule)")
        }
    }

    /// A seed outside sRGB keeps its wide gamut in the document's seed token, which the CSS
    /// declares again where the browser supports it.
    @Test func aWideGamutSeedIsCarriedIntoTheCSS() throws {
        let result = try CLI.run(["scheme", "color(display-p3 1 0.5 0)", "--format", "css"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("--color-seed: #ff7d00;"))
        #expect(result.stdout.contains("@supports (color: oklch(0 0 0)) {\n  :root {\n    --color-seed: oklch(0.742513 0.219804 51.1597);"))
    }

    /// Bad input is named, with what was expected, and exits with status 1.
    @Test(arguments: [
        (["nope"], "SEED \"nope\": 'nope' is not a colour"),
        (["#6750a4", "--variant", "tonal"], "--variant \"tonal\": expected one of tonal-spot, neutral, vibrant"),
        (["#6750a4", "--contrast", "1.5"], "--contrast \"1.5\": expected a contrast level from -1"),
        (["#6750a4", "--contrast", "nan"], "--contrast \"nan\": expected a contrast level"),
        (["#6750a4", "--high-contrast", "-2"], "--high-contrast \"-2\": expected a contrast level"),
        (["#6750a4", "--contrast", "-1.01"], "--contrast \"-1.01\": expected a contrast level"),
        (["#6750a4", "--spec", "2024"], "--spec \"2024\": expected 2021 or 2025"),
        (["#6750a4", "--format", "yaml"], "--format \"yaml\": expected one of json, tokens, css"),
    ])
    func badInputIsRefused(arguments: [String], message: String) throws {
        let result = try CLI.run(["scheme"] + arguments)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
    }
}
