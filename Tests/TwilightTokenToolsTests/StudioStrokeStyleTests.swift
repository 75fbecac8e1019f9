import Foundation
import Testing

@testable import TwilightTokenTools
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

    /// The lines of the document after `edits` (token, member, keyword or dashes) are saved.
    func saved(_ edits: [(String, String?, String)], in document: String = document) throws -> [Substring] {
        let url = try write(document, to: "strokes.tokens.json", in: try temporaryFolder())
        var studio = try StudioDocument(contentsOf: url, options: DesignTokens.Options(reading: .compatible))
        for (path, member, text) in edits {
            let value = StudioEditRequest.dashes(text).map { StudioDocument.Edit.dashArray($0.0, lineCap: $0.1) } ?? .strokeStyle(text)
            try studio.set(path, member: member, in: "default", to: value)
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

    /// A keyword set to dash lengths and a cap becomes a dash array (DTCG dimension objects),
    /// and a dash array takes new lengths in its own form — objects, or strings where it was
    /// written with strings (read with `--compat`); only those values change.
    @Test func aKeywordBecomesADashArrayAndADashArrayKeepsItsForm() throws {
        let before = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
        let after = try saved([("stroke.focus", nil, "3px 1px butt"), ("stroke.draft", nil, "6px, 2px, 0.5rem square")])
        let tokens = try #require(try DesignTokens(data: Data(after.joined(separator: "\n").utf8), name: "t.tokens.json").tokens(in: "default"))
        func dashes(_ lengths: [(Double, String)], _ cap: String) -> TokenValue {
            .composite(
                .strokeStyle,
                .object(["dashArray": .array(lengths.map { .object(["value": .number($0.0), "unit": .string($0.1)]) }), "lineCap": .string(cap)])
            )
        }
        #expect(tokens["stroke.focus"]?.value == dashes([(3, "px"), (1, "px")], "butt"))
        #expect(tokens["stroke.draft"]?.value == dashes([(6, "px"), (2, "px"), (0.5, "rem")], "square"))
        #expect(before.count == after.count)
        #expect(
            zip(before, after).filter { $0 != $1 }.map(\.1) == [
                #"    "focus": { "$value": { "dashArray": [{ "value": 3, "unit": "px" }, { "value": 1, "unit": "px" }], "lineCap": "butt" } },"#,
                #"        "dashArray": [{ "value": 6, "unit": "px" }, { "value": 2, "unit": "px" }, { "value": 0.5, "unit": "rem" }],"#,
                #"        "lineCap": "square""#,
            ]
        )

        let strings = Self.document.replacingOccurrences(
            of: #"[{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }]"#,
            with: #"["4px", "2px"]"#
        )
        let rewritten = try saved([("stroke.draft", nil, "dash array 8px 4px, round caps")], in: strings)
        let changed = zip(strings.split(separator: "\n", omittingEmptySubsequences: false), rewritten).filter { $0 != $1 }
        #expect(changed.map(\.1) == [#"        "dashArray": ["8px", "4px"],"#], "\(changed)")
    }

    /// In YAML, a keyword in a flow mapping becomes a dash array in flow, and a dash array
    /// written as a block keeps its lines and its comment, only its values rewritten (a
    /// length in quotes, as the studio writes every size given as a string).
    @Test func yamlWritesADashArrayInTheLayoutOfWhatItReplaces() throws {
        let yaml = """
            stroke:
              $type: strokeStyle
              focus: { $value: solid }
              draft:
                $value:
                  dashArray: [4px, 2px]
                  lineCap: round  # the pen's end

            """
        let url = try write(yaml, to: "strokes.tokens.yaml", in: try temporaryFolder())
        var studio = try StudioDocument(contentsOf: url, options: DesignTokens.Options(reading: .compatible))
        try studio.set("stroke.focus", in: "default", to: .dashArray([TokenDimension(value: 2, unit: .px)], lineCap: "round"))
        try studio.set(
            "stroke.draft",
            in: "default",
            to: .dashArray([TokenDimension(value: 1, unit: .rem), TokenDimension(value: 3, unit: .px)], lineCap: "butt")
        )
        try studio.save()
        #expect(
            try String(contentsOf: url, encoding: .utf8)
                == yaml.replacingOccurrences(of: "{ $value: solid }", with: "{ $value: { dashArray: [{ value: 2, unit: px }], lineCap: round } }")
                .replacingOccurrences(of: "[4px, 2px]", with: #"["1rem", "3px"]"#).replacingOccurrences(of: "round  #", with: "butt  #")
        )
    }

    /// Through the API, a border's style and a stroke style token take dash lengths and a cap
    /// — also in the words the page shows a dash array in — and the page shows the border's
    /// style as its dash array; lengths without a cap, a negative length, a length without
    /// its unit or a cap alone are refused saying what is expected.
    @Test func theStudioSetsDashArrays() async throws {
        let (studio, _) = try TokenStudio.on(Self.document, named: "strokes.tokens.json")
        let border = try await studio.edit(["token": "border.default", "member": "style", "mode": "default", "strokeStyle": "4px 2px round"])
        #expect(border.status == 200, "\(border.text)")
        #expect(border.text.contains(#""text":"1px dashed #d0d7de""#), "the border is drawn dashed: \(border.text.prefix(400))")
        #expect(border.text.contains(#""name":"style","text":"dash array 4px 2px, round caps""#), "\(border.text)")
        let token = try await studio.edit(["token": "stroke.focus", "mode": "default", "strokeStyle": "dash array 1px 1px, square caps"])
        #expect(token.status == 200 && token.text.contains("dash array 1px 1px, square caps"), "\(token.text)")
        for text in ["4px 2px", "4px -2px round", "4 2 round", "round", "dash array round caps"] {
            let refused = try await studio.edit(["token": "stroke.focus", "mode": "default", "strokeStyle": text])
            #expect(refused.status == 400, "\(text): \(refused.status)")
            #expect(
                refused.text.contains(
                    "expected one of solid, dashed, dotted, double, groove, ridge, outset, inset, or dash lengths of 0 or more and a line cap (round, butt or square), such as 4px 2px round: found \\\"\(text)\\\""
                ),
                "\(refused.text)"
            )
        }
    }
}
