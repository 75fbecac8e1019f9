import Foundation
import Testing
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// A colour the studio sets is written in the colour space of the value it replaces — an
/// OKLCH palette stays OKLCH, a Display P3 one P3 — with its hex fallback; a colour sRGB
/// cannot hold, set where sRGB was written, is written in OKLCH. A list laid out one item a
/// line (as Prettier writes long ones) stays so.
struct StudioColorSpaceTests {
    /// The colour object saved for `color.accent`, set to `hex` from `value`.
    func saved(_ value: String, setTo color: RGBAColor) throws -> (text: String, object: [String: Any]) {
        let document = #"{ "color": { "accent": { "$type": "color", "$value": \#(value) } } }"#
        let url = try write(document, to: "space.tokens.json", in: try temporaryFolder())
        var studio = try StudioDocument(contentsOf: url)
        try studio.set("color.accent", in: "default", to: .color(color))
        try studio.save()
        let text = try String(contentsOf: url, encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: [String: Any]]]
        return (text, try #require(json?["color"]?["accent"]?["$value"] as? [String: Any]))
    }

    /// The components, as numbers.
    func components(_ object: [String: Any]) -> [Double] {
        (object["components"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
    }

    /// Values worked out apart from Twilight (Björn Ottosson's OKLab and CSS Color 4's P3
    /// matrices, in Python) for #0969da.
    @Test(arguments: [
        (#"{ "colorSpace": "oklch", "components": [0.6412, 0.239, 254.98] }"#, "oklch", [0.539924, 0.190584, 257.4815]),
        (##"{ "colorSpace": "display-p3", "components": [0, 0.4, 0.8], "hex": "#0066cc" }"##, "display-p3", [0.180412, 0.405373, 0.825889]),
        (#"{ "colorSpace": "srgb", "components": [0, 0.4, 0.8] }"#, "srgb", [0.035294, 0.411765, 0.854902]),
    ])
    func aColourIsWrittenInTheSpaceOfTheOneItReplaces(old: String, space: String, expected: [Double]) throws {
        let (_, object) = try saved(old, setTo: try RGBAColor(hex: "#0969da"))
        #expect(object["colorSpace"] as? String == space && object["hex"] as? String == "#0969da", "\(object)")
        let written = components(object)
        #expect(written.count == 3 && zip(written, expected).allSatisfy { abs($0 - $1) < 2e-4 }, "\(written) against \(expected)")
    }

    /// HSL keeps its hue, saturation and lightness in CSS's units; a colour outside sRGB set
    /// where sRGB was written is written in OKLCH (an sRGB object cannot hold it).
    @Test func hslStaysHSLAndAColourBeyondSRGBIsWrittenInOKLCH() throws {
        let hsl = try saved(#"{ "colorSpace": "hsl", "components": [210, 100, 40] }"#, setTo: try RGBAColor(hex: "#ff8000"))
        #expect(hsl.object["colorSpace"] as? String == "hsl" && components(hsl.object) == [30.1176, 100, 50], "\(hsl.text)")
        let vivid = RGBAColor(displayP3Red: 0, green: 1, blue: 0)
        #expect(!vivid.isInGamut)
        let wide = try saved(#"{ "colorSpace": "srgb", "components": [0, 0.4, 0.8] }"#, setTo: vivid)
        #expect(wide.object["colorSpace"] as? String == "oklch", "\(wide.text)")
        let reread = try #require(try DesignTokens(data: Data(wide.text.utf8), name: "t.tokens.json").tokens(in: "default")?["color.accent"]?.value)
        guard case .color(let color) = reread else {
            Issue.record("not a colour: \(reread)")
            return
        }
        let p3 = PredefinedColorSpace.displayP3.components(of: color)
        #expect(abs(p3.x) < 1e-3 && abs(p3.y - 1) < 1e-3 && abs(p3.z) < 1e-3, "\(p3)")
    }

    /// A colour's components and a family written one item a line (Prettier's layout for a
    /// long list) are replaced one item a line, at the same indentation; items on one line
    /// between the brackets' lines stay on one line there.
    @Test func aListLaidOutOneItemALineStaysSo() throws {
        let document = """
            {
              "color": {
                "accent": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [
                      0.0196078431372549,
                      0.3137254901960784,
                      0.6823529411764706
                    ],
                    "alpha": 1,
                    "hex": "#0550ae"
                  }
                }
              },
              "shadow": {
                "$type": "color",
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.06666666666666667, 0.38823529411764707, 0.1607843137254902
                  ],
                  "hex": "#116329"
                }
              },
              "font": {
                "sans": {
                  "$type": "fontFamily",
                  "$value": [
                    "-apple-system",
                    "Segoe UI",
                    "sans-serif"
                  ]
                }
              }
            }
            """
        let url = try write(document, to: "laid-out.tokens.json", in: try temporaryFolder())
        var studio = try StudioDocument(contentsOf: url)
        try studio.set("color.accent", in: "default", to: .color(try RGBAColor(hex: "#ff0000")))
        try studio.set("shadow", in: "default", to: .color(try RGBAColor(hex: "#000000")))
        try studio.set("font.sans", in: "default", to: .fontFamily(["Inter", "system-ui", "sans-serif"]))
        try studio.save()
        let expected =
            document
            .replacingOccurrences(
                of: "0.0196078431372549,\n          0.3137254901960784,\n          0.6823529411764706",
                with: "1,\n          0,\n          0"
            )
            .replacingOccurrences(of: "#0550ae", with: "#ff0000")
            .replacingOccurrences(of: "0.06666666666666667, 0.38823529411764707, 0.1607843137254902", with: "0, 0, 0")
            .replacingOccurrences(of: "#116329", with: "#000000")
            .replacingOccurrences(of: #""-apple-system",\#n        "Segoe UI","#, with: #""Inter",\#n        "system-ui","#)
        #expect(try String(contentsOf: url, encoding: .utf8) == expected)
    }
}
