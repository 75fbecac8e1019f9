import Foundation
import Testing
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// A person's comments inside a value the studio sets are kept: an object set to one with the
/// same members (a colour's space, components and hex; a size's value and unit) changes value
/// by value, and a plain value inside a flow mapping ends where the mapping says.
struct StudioCommentTests {
    /// A colour object in a YAML block and in JSON5, with comments between its members and
    /// JSON5's trailing commas: set to another colour, only the values change (`changes`:
    /// each old text and the new one).
    @Test(arguments: [
        (
            "colors.tokens.yaml",
            """
            color:
              accent:
                $type: color
                $value:
                  colorSpace: srgb  # sRGB until the P3 palette lands
                  # red, green, blue from 0 to 1
                  components: [0, 0.4, 0.8]
                  hex: '#0066cc'
            """,
            ["[0, 0.4, 0.8]": "[1, 0, 0]", "'#0066cc'": "'#ff0000'"]
        ),
        (
            "colors.tokens.json5",
            """
            {
              color: {
                accent: {
                  $type: "color",
                  $value: {
                    colorSpace: "srgb", // sRGB until the P3 palette lands
                    /* red, green, blue from 0 to 1 */
                    components: [0, 0.4, 0.8],
                    hex: "#0066cc",
                  },
                },
              },
            }
            """,
            ["[0, 0.4, 0.8]": "[1, 0, 0]", "\"#0066cc\"": "\"#ff0000\""]
        ),
    ])
    func commentsInsideAColourStay(name: String, before: String, changes: [String: String]) throws {
        let url = try write(before, to: name, in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("color.accent", in: "default", to: .color(try RGBAColor(hex: "#ff0000")))
        try document.save()
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == changes.reduce(before) { $0.replacingOccurrences(of: $1.key, with: $1.value) }, "\(saved)")
    }

    /// A JSON5 list's comments between its items stay, and its quotes: a colour's
    /// components, one a line with a comment after each, and a font family with a comment
    /// between single-quoted names change item by item, a compact list stays compact.
    @Test func aListChangesItemByItem() throws {
        let before = """
            {
              color: {
                accent: {
                  $type: 'color',
                  $value: {
                    colorSpace: 'srgb',
                    components: [
                      0.2, // red
                      0.4, // green
                      0.6, // blue
                    ],
                    hex: '#336699',
                  },
                },
                line: { $type: 'color', $value: { colorSpace: 'srgb', components: [0,0,0], hex: '#000000' } },
              },
              font: { sans: { $type: 'fontFamily', $value: ['Inter', /* the brand's */ 'sans-serif'] } },
            }
            """
        let url = try write(before, to: "lists.tokens.json5", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("color.accent", in: "default", to: .color(try RGBAColor(hex: "#ff0000")))
        try document.set("color.line", in: "default", to: .color(try RGBAColor(hex: "#ffffff")))
        try document.set("font.sans", in: "default", to: .fontFamily(["Roboto", "serif"]))
        try document.save()
        let expected = [
            "0.2, // red": "1, // red", "0.4, // green": "0, // green", "0.6, // blue": "0, // blue", "'#336699'": "'#ff0000'",
            "[0,0,0]": "[1,1,1]", "'#000000'": "'#ffffff'", "['Inter', /* the brand's */ 'sans-serif']": "['Roboto', /* the brand's */ 'serif']",
        ].reduce(before) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == expected, "\(saved)")
    }

    /// A colour whose object gains or keeps a member: a translucent colour set in place of an
    /// opaque one gets its `alpha` (and a missing `hex`) beside the members already there,
    /// laid out as they are — on a line of its own in a block, inline in a one-line object —
    /// and an opaque colour in place of a translucent one keeps `alpha`, set to 1. Every
    /// comment stays.
    @Test(arguments: [
        (
            "block.tokens.yaml", "#1f2328",
            """
            color:
              scrim:
                $type: color
                $value:
                  colorSpace: srgb
                  components: [0, 0, 0]
                  alpha: 0.5  # a scrim over photos
                  hex: '#000000'
            """,
            """
            color:
              scrim:
                $type: color
                $value:
                  colorSpace: srgb
                  components: [0.121569, 0.137255, 0.156863]
                  alpha: 1  # a scrim over photos
                  hex: '#1f2328'
            """
        ),
        (
            "lines.tokens.json5", "#00000066",
            """
            {
              color: {
                scrim: {
                  $type: "color",
                  $value: {
                    colorSpace: "srgb", // sRGB until the P3 palette lands
                    components: [0, 0, 0],
                    hex: "#000000",
                  },
                },
              },
            }
            """,
            """
            {
              color: {
                scrim: {
                  $type: "color",
                  $value: {
                    colorSpace: "srgb", // sRGB until the P3 palette lands
                    components: [0, 0, 0],
                    alpha: 0.4,
                    hex: "#000000",
                  },
                },
              },
            }
            """
        ),
        (
            "line.tokens.json", "#00000066",
            """
            { "color": { "scrim": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000" } } } }
            """,
            """
            { "color": { "scrim": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.4, "hex": "#000000" } } } }
            """
        ),
        (
            "last.tokens.json5", "#00000066",
            """
            {
              "color": {
                "scrim": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0, 0, 0] // black
                  }
                }
              }
            }
            """,
            """
            {
              "color": {
                "scrim": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0, 0, 0], // black
                    "alpha": 0.4,
                    "hex": "#000000"
                  }
                }
              }
            }
            """
        ),
        (
            "end.tokens.json", "#00000066",
            """
            {
              "color": {
                "scrim": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0, 0, 0]
                  }
                }
              }
            }
            """,
            """
            {
              "color": {
                "scrim": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0, 0, 0],
                    "alpha": 0.4,
                    "hex": "#000000"
                  }
                }
              }
            }
            """
        ),
        (
            "closing.tokens.json", "#00000066",
            """
            {
              "color": {
                "scrim": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0, 0, 0] }
                }
              }
            }
            """,
            """
            {
              "color": {
                "scrim": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0, 0, 0], "alpha": 0.4, "hex": "#000000" }
                }
              }
            }
            """
        ),
        (
            "last.tokens.yaml", "#00000066",
            """
            color:
              scrim:
                $type: color
                $value:
                  colorSpace: srgb
                  components: [0, 0, 0]  # black

            """,
            """
            color:
              scrim:
                $type: color
                $value:
                  colorSpace: srgb
                  components: [0, 0, 0]  # black
                  alpha: 0.4
                  hex: "#000000"

            """
        ),
        (
            "flow.tokens.yaml", "#00000066",
            """
            color:
              scrim: { $type: color, $value: { colorSpace: srgb, components: [0, 0, 0] } }  # over photos
            """,
            """
            color:
              scrim: { $type: color, $value: { colorSpace: srgb, components: [0, 0, 0], alpha: 0.4, hex: "#000000" } }  # over photos
            """
        ),
    ])
    func aColourGainsOrKeepsAMemberWhereItsNeighboursAre(name: String, hex: String, before: String, after: String) throws {
        let url = try write(before, to: name, in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("color.scrim", in: "default", to: .color(try RGBAColor(hex: hex)))
        try document.save()
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == after, "\(saved)")
        let read = try DesignTokens(contentsOf: url).tokens(in: "default")?["color.scrim"]?.value
        guard case .color(let color) = read else {
            Issue.record("color.scrim reads as \(String(describing: read))")
            return
        }
        #expect(color.hexString == hex)
    }

    /// A list of shadows written as a YAML block sequence, as YAML authors write one: a member
    /// of the second layer is set where it stands, the first layer and the comments untouched.
    @Test func aMemberOfABlockSequenceIsSetWhereItStands() throws {
        let before = """
            shadow:
              raised:
                $type: shadow
                $value:
                  # the contact shadow
                  - color: '#0000001f'
                    offsetX: { value: 0, unit: px }
                    offsetY: { value: 1, unit: px }
                    blur: { value: 2, unit: px }
                    spread: { value: 0, unit: px }
                  # the ambient one
                  - color: '#0000001f'
                    offsetX: { value: 0, unit: px }
                    offsetY:
                      value: 4
                      unit: px
                    blur: { value: 8, unit: px }
                    spread: { value: 0, unit: px }

            """
        let url = try write(before, to: "shadows.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("shadow.raised", member: "1.color", in: "default", to: .color(try RGBAColor(hex: "#1f232833")))
        try document.set("shadow.raised", member: "1.offsetY", in: "default", to: .dimension(TokenDimension(value: 6, unit: .px)))
        try document.save()
        let saved = try String(contentsOf: url, encoding: .utf8)
        let expected =
            before
            .replacingOccurrences(of: "# the ambient one\n      - color: '#0000001f'", with: "# the ambient one\n      - color: '#1f232833'")
            .replacingOccurrences(of: "value: 4\n", with: "value: 6\n")
        #expect(saved == expected, "\(saved)")
    }

    /// Plain values inside a YAML flow mapping — a weight's name, a line height — are set
    /// without taking the rest of the line with them.
    @Test func plainValuesInAFlowMappingEndWhereTheMappingSays() throws {
        let before = """
            type:
              body: { $type: typography, $value: { fontFamily: Inter, fontSize: { value: 16, unit: px }, fontWeight: bold, letterSpacing: { value: 0, unit: px }, lineHeight: 1.5 } }  # body text

            """
        let url = try write(before, to: "type.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("type.body", member: "lineHeight", in: "default", to: .number(1.4))
        try document.set("type.body", member: "fontWeight", in: "default", to: .fontWeight(600))
        try document.set("type.body", member: "fontSize", in: "default", to: .dimension(TokenDimension(value: 15, unit: .px)))
        try document.save()
        let saved = try String(contentsOf: url, encoding: .utf8)
        let expected =
            before
            .replacingOccurrences(of: "lineHeight: 1.5", with: "lineHeight: 1.4")
            .replacingOccurrences(of: "fontWeight: bold", with: "fontWeight: semi-bold")
            .replacingOccurrences(of: "{ value: 16, unit: px }", with: "{ value: 15, unit: px }")
        #expect(saved == expected, "\(saved)")
    }
}
