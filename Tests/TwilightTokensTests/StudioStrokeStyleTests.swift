import Foundation
import Testing

@testable import TwilightTokens

/// Stroke styles in the studio: a stroke style token has a row of its own (its keyword, or
/// its dash array described), and it — or a border's `style` — is set to a keyword as one
/// changed value, a dash array replaced whole; a word that is not a stroke style is refused
/// naming the ones there are.
struct StudioStrokeStyleTests {
    static let document = """
        {
          "stroke": {
            "$type": "strokeStyle",
            "focus": { "$value": "solid" },
            "draft": {
              "$value": {
                "dashArray": [{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }],
                "lineCap": "round"
              }
            }
          },
          "border": {
            "default": { "$type": "border", "$value": { "color": "#d0d7de", "width": { "value": 1, "unit": "px" }, "style": "solid" } }
          }
        }
        """

    /// The lines of the document after `edits` (token, member, keyword) are saved.
    func saved(_ edits: [(String, String?, String)]) throws -> [Substring] {
        let url = try write(Self.document, to: "strokes.tokens.json", in: try temporaryFolder())
        var studio = try StudioDocument(contentsOf: url)
        for (path, member, keyword) in edits {
            try studio.set(path, member: member, in: "default", to: .strokeStyle(keyword))
        }
        try studio.save()
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func aBordersStyleAndAStrokeStyleTokenAreSetToAKeyword() throws {
        let before = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
        let after = try saved([("border.default", "style", "dashed"), ("stroke.focus", nil, "double")])
        #expect(after.count == before.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 2, "\(changed)")
        #expect(after[3] == #"    "focus": { "$value": "double" },"#, "\(after[3])")
        let border = after.first { $0.contains(#""default""#) }
        #expect(border == before.first { $0.contains(#""default""#) }.map { Substring($0.replacingOccurrences(of: "solid", with: "dashed")) })
    }

    /// A dash array set to a keyword is replaced whole by it; read back, the token is that
    /// keyword.
    @Test func aDashArraySetToAKeywordIsReplacedWhole() throws {
        let after = try saved([("stroke.draft", nil, "dotted")]).joined(separator: "\n")
        #expect(after.contains(#""draft": {\#n      "$value": "dotted"\#n    }"#), "\(after)")
        let tokens = try #require(try DesignTokens(data: Data(after.utf8), name: "t.tokens.json").tokens(in: "default"))
        #expect(tokens["stroke.draft"]?.value == .composite(.strokeStyle, .string("dotted")))
    }

    /// In YAML, a plain keyword stays plain and a quoted one keeps its quotes.
    @Test func yamlKeepsAKeywordsQuoting() throws {
        let yaml = """
            stroke:
              $type: strokeStyle
              focus: { $value: solid }
              rule:
                $value: 'dashed'  # between sections

            """
        let url = try write(yaml, to: "strokes.tokens.yaml", in: try temporaryFolder())
        var studio = try StudioDocument(contentsOf: url)
        try studio.set("stroke.focus", in: "default", to: .strokeStyle("dotted"))
        try studio.set("stroke.rule", in: "default", to: .strokeStyle("solid"))
        try studio.save()
        #expect(
            try String(contentsOf: url, encoding: .utf8)
                == yaml.replacingOccurrences(of: "$value: solid", with: "$value: dotted").replacingOccurrences(of: "'dashed'", with: "'solid'")
        )
    }

    /// The page is shown every stroke style in a row of its own, a dash array described, and
    /// a border's style as a member it can set; through the API a keyword is set, and a word
    /// that is not one, or a stroke style on a token of another type, is refused.
    @Test func theStudioShowsAndSetsStrokeStyles() async throws {
        let (studio, url) = try TokenStudio.on(Self.document, named: "strokes.tokens.json")
        let snapshot = try #require(
            try JSONSerialization.jsonObject(with: await studio.respond(method: "GET", path: "/api/document", body: Data()).body) as? [String: Any]
        )
        let rows = try #require(snapshot["strokeStyles"] as? [[String: Any]])
        let texts = rows.map { row in (row["path"] as? String ?? "", ((row["cells"] as? [[String: Any]])?.first?["text"] as? String) ?? "") }
        #expect(texts.map(\.0) == ["stroke.focus", "stroke.draft"] && texts.map(\.1) == ["solid", "dash array 4px 2px, round caps"], "\(texts)")
        let composites = try #require(snapshot["composites"] as? [[String: Any]])
        #expect(composites.map { $0["path"] as? String } == ["border.default"], "stroke styles are not composites' rows")
        let members = ((composites.first?["cells"] as? [[String: Any]])?.first?["members"] as? [[String: Any]]) ?? []
        #expect(members.first { $0["name"] as? String == "style" }?["field"] as? String == "strokeStyle", "\(members)")

        let refused = try await studio.edit(["token": "stroke.focus", "mode": "default", "strokeStyle": "wavy"])
        let keywords = "expected one of solid, dashed, dotted, double, groove, ridge, outset, inset"
        #expect(refused.status == 400 && refused.text.contains(keywords), "\(refused.text)")
        let mistyped = try await studio.edit(["token": "border.default", "member": "width", "mode": "default", "strokeStyle": "dashed"])
        #expect(mistyped.status == 422 && mistyped.text.contains("width is a dimension value: it cannot be set to a strokeStyle"), "\(mistyped.text)")
        let set = try await studio.edit(["token": "border.default", "member": "style", "mode": "default", "strokeStyle": "dotted"])
        #expect(set.status == 200, "\(set.text)")
        #expect(set.text.contains(#""text":"1px dotted #d0d7de""#), "the border is drawn dotted: \(set.text.prefix(400))")
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.document, "nothing written before a save")
    }
}
