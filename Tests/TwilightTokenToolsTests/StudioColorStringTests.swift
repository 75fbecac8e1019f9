import Foundation
import PropertyBased
import Testing
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// A colour written as a CSS string stays one in its notation — `oklch(63.7% …)` as Tailwind
/// writes its palette, `rgb()`, `hsl()`, `color(display-p3 …)` — and a colour beyond sRGB set
/// in the studio is kept as set, never clipped: a P3 palette edited stays P3.
struct StudioColorStringTests {
    /// The text of `color.accent`'s `$value` after it is set to `color` where it was `old`
    /// (a JSON value), and the colour read back from the saved file.
    func saved(_ old: String, setTo color: RGBAColor) throws -> (value: String, reread: RGBAColor) {
        let document = #"""
            { "color": { "$type": "color", "base": { "$value": "#ffffff" }, "accent": { "$value": \#(old) } } }
            """#
        let url = try write(document, to: "strings.tokens.json", in: try temporaryFolder())
        var studio = try StudioDocument(contentsOf: url)
        try studio.set("color.accent", in: "default", to: .color(color))
        try studio.save()
        let text = try String(contentsOf: url, encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Any]]
        let value = try #require((json?["color"]?["accent"] as? [String: Any])?["$value"] as? String, "\(text)")
        let reread = try #require(try DesignTokens(data: Data(text.utf8), name: "t.tokens.json").tokens(in: "default")?["color.accent"]?.value)
        guard case .color(let colour) = reread else { throw EditTestFailure(description: "not a colour: \(reread)") }
        return (value, colour)
    }

    struct EditTestFailure: Error, CustomStringConvertible { var description: String }

    /// Whether `written` is `expected` with its numbers within `tolerance` (the expected
    /// numbers were worked out apart from Twilight, to six decimals).
    func matches(_ written: String, _ expected: String, tolerance: Double = 2e-4) -> Bool {
        let number = /-?[0-9]+(\.[0-9]+)?/
        let skeleton = { (text: String) in text.replacing(number, with: "N") }
        let numbers = { (text: String) in text.matches(of: number).compactMap { Double(text[$0.range]) } }
        let (a, b) = (numbers(written), numbers(expected))
        return skeleton(written) == skeleton(expected) && a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// #0969da's OKLCH (Björn Ottosson's matrices), CIE Lab (CSS Color 4's sample code, D50)
    /// and Display P3 values, worked out in Python; each notation written in its own form.
    @Test(arguments: [
        (##""#d0d7de""##, "#0969da", "#0969da"),
        (#""oklch(63.7% 0.237 25.331)""#, "#0969da", "oklch(53.9924% 0.190584 257.4815)"),
        (#""oklch(0.637 0.237 25.331)""#, "#0969da", "oklch(0.539924 0.190584 257.4815)"),
        (#""OKLab(0.5 0.1 0.1)""#, "#0969da", "oklab(0.539924 -0.04131 -0.186053)"),
        (#""lab(50% 40 30)""#, "#0969da", "lab(44.8544% 10.0875 -65.9344)"),
        (#""lch(50 40 30)""#, "#0969da", "lch(44.8544 66.7016 278.6984)"),
        (#""rgba(0, 0, 0, 0.5)""#, "#0969da80", "rgb(9 105 218 / 0.501961)"),
        (#""hsl(210deg 100% 40%)""#, "#ff8000", "hsl(30.1176 100% 50%)"),
        (#""hwb(0 0% 0%)""#, "#ff8000", "hwb(30.1176 0% 0%)"),
        (#""color(display-p3 0 0.4 0.8)""#, "#0969da", "color(display-p3 0.180412 0.405373 0.825889)"),
        (#""rebeccapurple""#, "#0969da", "#0969da"),
        (#""{color.base}""#, "#0969da", "#0969da"),
    ])
    func aColourWrittenAsAStringKeepsItsNotation(old: String, color: String, expected: String) throws {
        let (value, reread) = try saved(old, setTo: try RGBAColor(hex: color))
        #expect(matches(value, expected), "\(old) set to \(color): wrote \(value), expected \(expected)")
        #expect(reread.hexString == color, "read back as \(reread.hexString)")
    }

    /// A Display P3 green set where hex (or an sRGB function) was written is written in
    /// OKLCH, which holds it, not clipped to #00ff00; where a P3 `color()` was written it
    /// stays one. Read back, it is the green that was set.
    @Test(arguments: [##""#00ff00""##, #""rgb(0 255 0)""#, #""color(display-p3 0 0.5 0)""#])
    func aColourBeyondSRGBIsNeverClipped(old: String) throws {
        let green = RGBAColor(displayP3Red: 0, green: 1, blue: 0)
        let (value, reread) = try saved(old, setTo: green)
        #expect(value.hasPrefix(old.contains("display-p3") ? "color(display-p3 " : "oklch("), "\(value)")
        if old.contains("display-p3") { #expect(matches(value, "color(display-p3 0 1 0)", tolerance: 1e-6), "\(value)") }
        let p3 = PredefinedColorSpace.displayP3.components(of: reread)
        #expect(abs(p3.x) < 1e-4 && abs(p3.y - 1) < 1e-4 && abs(p3.z) < 1e-4, "\(value) reads back as P3 \(p3)")
    }

    /// Any colour — inside sRGB or far outside it, near black, translucent or not — written
    /// in any notation reads back as itself: each linear-light channel within 10⁻⁵ and alpha
    /// within 10⁻⁶ (an 8-bit notation, hex or `rgb()`, within its rounding, half a step), in
    /// `oklch()` where the notation's gamut cannot hold it; and written again, it is the
    /// same text.
    @Test func aColourWrittenInAnyNotationReadsBackAsItself() async {
        let notations = [
            "#", "rgb(", "hsl(", "hwb(", "lab(", "lch(50%", "oklab(", "oklch(", "oklch(50%", "color(display-p3 ", "color(rec2020 ",
            "color(xyz-d65 ", "color(srgb-linear ", "color(a98-rgb ", "{color.base}",
        ]
        await propertyCheck(
            count: 300,
            input: Gen.double(in: 0.02...0.98),
            Gen.double(in: 0...0.4),
            Gen.double(in: 0..<360),
            Gen.double(in: 0...1.5)
        ) { l, c, h, a in
            let color = RGBAColor(OKLCHColor(l: l, c: c, h: h)).withAlpha(min(1, (a * 100).rounded() / 100))
            for notation in notations {
                let text = color.cssText(like: notation)
                guard let back = try? RGBAColor(css: text) else {
                    Issue.record("\(notation): \(text) does not read")
                    continue
                }
                let eightBit = ["#", "rgb(", "{color.base}"].contains(notation) && color.isInGamut
                let close: Bool
                if eightBit {
                    let step = 0.5 / 255 + 1e-9
                    close = [back.red - color.red, back.green - color.green, back.blue - color.blue, back.alpha - color.alpha]
                        .allSatisfy { abs($0) <= step }
                } else {
                    let linear = (PredefinedColorSpace.srgbLinear.components(of: back), PredefinedColorSpace.srgbLinear.components(of: color))
                    close = (0..<3).allSatisfy { abs(linear.0[$0] - linear.1[$0]) <= 1e-5 } && abs(back.alpha - color.alpha) <= 1e-6
                }
                #expect(close, "\(notation): \(text) reads as \(back), not \(color)")
                #expect(back.cssText(like: notation) == text, "\(notation): \(text) is written again as \(back.cssText(like: notation))")
                if !color.isInGamut && ["#", "rgb(", "hsl(", "hwb("].contains(notation) {
                    #expect(text.hasPrefix("oklch("), "\(notation): \(text)")
                }
            }
        }
    }

    /// In YAML, a plain `oklch()` stays plain and a quoted one keeps its quotes: one changed
    /// line each.
    @Test func yamlKeepsAPlainOrQuotedFunction() throws {
        let document = """
            color:
              $type: color
              accent:
                $value: oklch(63.7% 0.237 25.331)  # red-500
              border: { $value: 'rgb(208 215 222)' }

            """
        let url = try write(document, to: "strings.tokens.yaml", in: try temporaryFolder())
        var studio = try StudioDocument(contentsOf: url)
        try studio.set("color.accent", in: "default", to: .color(try RGBAColor(hex: "#0969da")))
        try studio.set("color.border", in: "default", to: .color(try RGBAColor(hex: "#ff8000")))
        try studio.save()
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6)
        #expect(matches(String(lines[3]), "    $value: oklch(53.9924% 0.190584 257.4815)  # red-500"), "\(lines[3])")
        #expect(lines[4] == "  border: { $value: 'rgb(255 128 0)' }", "\(lines[4])")
    }

    /// The page is given each colour as its file writes it, for the CSS field: a string in
    /// its notation, an object in its colour space, an alias as the token it follows.
    @Test func thePageIsGivenEachColourInItsOwnNotation() async throws {
        let document = #"""
            { "color": { "$type": "color",
                "red": { "$value": "oklch(63.7% 0.237 25.331)" },
                "palette": { "$value": { "colorSpace": "oklch", "components": [0.5, 0.1, 250] } },
                "vivid": { "$value": { "colorSpace": "display-p3", "components": [0, 0.4, 0.8] } },
                "plain": { "$value": "#0969da" },
                "warm": { "$value": { "colorSpace": "hsl", "components": [210, 100, 40] } },
                "link": { "$value": "{color.palette}" } } }
            """#
        let (studio, _) = try TokenStudio.on(document, named: "notations.tokens.json")
        let snapshot = try #require(
            try JSONSerialization.jsonObject(with: await studio.respond(method: "GET", path: "/api/document", body: Data()).body) as? [String: Any]
        )
        var cells: [String: [String: Any]] = [:]
        for row in snapshot["tokens"] as? [[String: Any]] ?? [] {
            if let path = row["path"] as? String, let cell = (row["cells"] as? [[String: Any]])?.first { cells[path] = cell }
        }
        for (token, expected) in [
            ("color.red", "oklch(63.7% 0.237 25.331)"), ("color.palette", "oklch(0.5 0.1 250)"),
            ("color.vivid", "color(display-p3 0 0.4 0.8)"), ("color.plain", "#0969da"), ("color.warm", "hsl(210 100% 40%)"),
            ("color.link", "oklch(0.5 0.1 250)"),
        ] {
            let css = cells[token]?["css"] as? String ?? ""
            #expect(matches(css, expected, tolerance: 1e-4), "\(token): \(css), expected \(expected)")
        }
    }

    /// Through the studio's API, as the page sends it: a P3 colour typed into a P3 palette is
    /// kept (it was mapped into sRGB before), and the page is told it is beyond sRGB — its
    /// exact CSS for the swatch, its mapped hex for the colour picker, its gamut for the note
    /// (Display P3 also where the green is written in OKLCH, to six decimals, in a hex
    /// string's place).
    @Test func theStudioKeepsAWideGamutColourAndSaysSo() async throws {
        let document = #"""
            { "color": { "$type": "color", "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 0.4, 0.8] } },
                         "border": { "$value": "#00ff00" } } }
            """#
        let (studio, url) = try TokenStudio.on(document, named: "p3.tokens.json")
        var snapshot: [String: Any] = [:]
        for token in ["color.accent", "color.border"] {
            let edited = try await studio.edit(["token": token, "mode": "default", "color": "color(display-p3 0 1 0)"])
            #expect(edited.status == 200, "\(edited.text)")
            snapshot = try await studio.shown()
        }
        // The P3 object's colour as a P3 color(); the hex string's, written as an oklch()
        // string, as that.
        for (token, notation) in [("color.accent", "color(display-p3 "), ("color.border", "oklch(")] {
            let row = try #require((snapshot["tokens"] as? [[String: Any]])?.first { $0["path"] as? String == token })
            let cell = try #require((row["cells"] as? [[String: Any]])?.first)
            #expect(cell["gamut"] as? String == "display-p3", "\(cell)")
            #expect((cell["css"] as? String)?.hasPrefix(notation) == true, "\(cell)")
            #expect(cell["color"] as? String == RGBAColor(displayP3Red: 0, green: 1, blue: 0).gamutMapped.hexString, "\(cell)")
        }
        #expect(await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8)).status == 200)
        let saved = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: [String: Any]]
        let value = try #require((saved?["color"]?["accent"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(value["colorSpace"] as? String == "display-p3", "\(value)")
        let components = (value["components"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
        #expect(components == [0, 1, 0], "kept as set, not mapped into sRGB: \(components)")
    }

    /// Each colour cell says how much chroma sRGB and Display P3 hold at its lightness and
    /// hue, for the chroma slider: sRGB red is at sRGB's end; P3 holds more.
    @Test func eachColourSaysWhereSRGBAndDisplayP3End() async throws {
        let document = ##"{ "color": { "$type": "color", "red": { "$value": "#ff0000" }, "grey": { "$value": "#777777" } } }"##
        let (studio, _) = try TokenStudio.on(document, named: "limits.tokens.json")
        let snapshot = try #require(
            try JSONSerialization.jsonObject(with: await studio.respond(method: "GET", path: "/api/document", body: Data()).body) as? [String: Any]
        )
        var limits: [String: [Double]] = [:]
        for row in snapshot["tokens"] as? [[String: Any]] ?? [] {
            let cell = (row["cells"] as? [[String: Any]])?.first
            if let path = row["path"] as? String { limits[path] = (cell?["chromaLimits"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } }
        }
        let red = RGBAColor(red: 1, green: 0, blue: 0).oklch
        let redLimits = try #require(limits["color.red"])
        // ColorAide's bisection at the same lightness and hue: 0.257683 and 0.287655.
        #expect(redLimits == [0.2576, 0.2876], "\(redLimits) (red's chroma is \(red.c))")
        let greyLimits = try #require(limits["color.grey"])
        #expect(greyLimits.count == 2 && greyLimits[0] > 0.05 && greyLimits[1] > greyLimits[0], "\(greyLimits)")
    }
}
