import Foundation
import Testing
import Twilight

@testable import TwilightTokenTools
@testable import TwilightTokens

/// The studio's string tokens (a label, a text case): shown in every combination, set to the
/// text as typed — spaces, quotes, markup and all — and saved as one changed JSON or YAML
/// string; text that the document would read as an alias is refused, and a string is never
/// set on a token of another type, nor another type on a string.
struct StudioStringTests {
    static let document = """
        {
          "label": {
            "$type": "string",
            "settings": { "$value": "Settings" },
            "back": { "$value": "{label.settings}" }
          },
          "text": { "case": { "$type": "string", "$value": "uppercase" } },
          "color": { "accent": { "$type": "color", "$value": "#0969da" } }
        }
        """

    func studio() throws -> (TokenStudio, URL) {
        try TokenStudio.on(Self.document, named: "strings.tokens.json")
    }

    /// The snapshot lists string tokens in a row each, the text as it is, an alias with its chain.
    @Test func stringsHaveRowsOfTheirOwn() async throws {
        let (studio, _) = try studio()
        let response = await studio.respond(method: "GET", path: "/api/document", body: Data())
        let snapshot = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        let rows = try #require(snapshot["strings"] as? [[String: Any]])
        let cells = Dictionary(uniqueKeysWithValues: rows.map { ($0["path"] as? String ?? "", ($0["cells"] as? [[String: Any]])?.first ?? [:]) })
        #expect(cells.keys.sorted() == ["label.back", "label.settings", "text.case"])
        #expect(cells["label.settings"]?["text"] as? String == "Settings")
        #expect(cells["label.back"]?["text"] as? String == "Settings" && cells["label.back"]?["chain"] as? [String] == ["label.settings"])
        #expect(cells["text.case"]?["amount"] == nil, "a string has nothing to draw")
    }

    /// The text is saved as typed, escaped as JSON escapes it, one changed line; the unsaved
    /// value is shown beside the saved one until then, and the alias follows it.
    @Test func aStringIsSavedAsTypedAsOneChangedLine() async throws {
        let (studio, url) = try studio()
        let typed = "  Réglages \"pour\" <b>vous</b>\t\\ "
        let edited = try await studio.edit(["token": "label.settings", "mode": "default", "string": typed])
        #expect(edited.status == 200, "\(edited.text)")
        let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(edited.text.utf8)) as? [String: Any])
        let rows = try #require(snapshot["strings"] as? [[String: Any]])
        let back = rows.first { $0["path"] as? String == "label.back" }.flatMap { ($0["cells"] as? [[String: Any]])?.first }
        #expect(back?["text"] as? String == typed && back?["savedText"] as? String == "Settings")
        let saved = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        #expect(saved.status == 200, "\(String(decoding: saved.body, as: UTF8.self))")
        let before = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
        let after = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(after.count == before.count && changed.count == 1, "\(changed)")
        #expect(changed.first?.1.contains(#""settings": { "$value": "  Réglages \"pour\" <b>vous</b>\t\\ " }"#) == true, "\(changed)")
        let tokens = try DesignTokens(contentsOf: url).tokens(in: "default")
        #expect(tokens?["label.settings"]?.value == .string(typed))
        #expect(tokens?["label.back"]?.value == .string(typed))
    }

    /// Text in an alias's form would make the token an alias: it is refused, saying how to
    /// re-point it; a string on a colour and a colour on a string are refused by type. Nothing
    /// is written.
    @Test func anAliasFormAndAnotherTypeAreRefused() async throws {
        let (studio, url) = try studio()
        let alias = try await studio.edit(["token": "label.settings", "mode": "default", "string": "{text.case}"])
        #expect(alias.status == 400 && alias.text.contains(#"is how an alias is written: re-point the token with \"alias\""#), "\(alias.text)")
        let onColour = try await studio.edit(["token": "color.accent", "mode": "default", "string": "blue"])
        #expect(onColour.status == 422 && onColour.text.contains("color.accent is a color token: it cannot be set to a string"), "\(onColour.text)")
        let colourOnString = try await studio.edit(["token": "text.case", "mode": "default", "color": "#000"])
        #expect(colourOnString.status == 422 && colourOnString.text.contains("text.case is a string token"), "\(colourOnString.text)")
        let both = try await studio.edit(["token": "text.case", "mode": "default", "string": "lowercase", "number": "1"])
        #expect(both.status == 400 && both.text.contains(#"\"string\""#), "\(both.text)")
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.document)
    }

    /// In YAML a plain string stays plain where it can and is quoted where YAML would read
    /// it otherwise (a colon and a space, a `#`, a number, `yes`); the comment after it stays.
    @Test(arguments: [
        ("lowercase", "lowercase"), ("Back: home", #""Back: home""#), ("#1 pick", ##""#1 pick""##), ("12", #""12""#),
        ("yes", #""yes""#),
    ])
    func yamlStringsAreQuotedOnlyWhereTheyMustBe(typed: String, written: String) throws {
        let yaml = "text:\n  case:\n    $type: string\n    $value: uppercase  # CSS text-transform\n"
        let url = try write(yaml, to: "strings.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("text.case", in: "default", to: .string(typed))
        try document.save()
        #expect(try String(contentsOf: url, encoding: .utf8) == "text:\n  case:\n    $type: string\n    $value: \(written)  # CSS text-transform\n")
        #expect(try DesignTokens(contentsOf: url).tokens(in: "default")?["text.case"]?.value == .string(typed))
    }
}
