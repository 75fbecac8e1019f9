import Foundation
import Testing

@testable import TwilightTokenTools
@testable import TwilightTokens

/// `TokenStudio`: the studio's answers, without a server — what the page is shown, edits
/// previewed and saved, and every request that must be refused.
struct TokenStudioTests {
    /// A copy of the brands document to edit, and a studio on it.
    func studio() throws -> (TokenStudio, URL) {
        let folder = try temporaryFolder().appending(path: "audit")
        try FileManager.default.copyItem(at: fixtures.appending(path: "audit"), to: folder)
        let url = folder.appending(path: "brands.resolver.json")
        return (try TokenStudio(contentsOf: url), url)
    }

    func json(_ response: TokenStudio.Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    func post(_ studio: TokenStudio, _ path: String, _ body: [String: Any] = [:]) async throws -> TokenStudio.Response {
        await studio.respond(method: "POST", path: path, body: try JSONSerialization.data(withJSONObject: body))
    }

    /// The page's snapshot: every combination as a column, every colour token with a cell
    /// in each (its alias chain and where it is defined), and each pair's verdicts with
    /// the suggested fix where one fails.
    @Test func theSnapshotShowsEveryCombinationTokenAndVerdict() async throws {
        let (studio, _) = try studio()
        let snapshot = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        let combinations = try #require(snapshot["combinations"] as? [[String: Any]])
        #expect(combinations.count == 12)
        #expect(combinations.map { $0["label"] as? String }.contains("dark, brand=forest, density=compact"))
        let tokens = try #require(snapshot["tokens"] as? [[String: Any]])
        let link = try #require(tokens.first { $0["path"] as? String == "color.link" })
        let cells = try #require(link["cells"] as? [[String: Any]])
        #expect(cells.count == 12)
        #expect(cells[0]["chain"] as? [String] == ["color.accent", "brand.primary"], "\(cells[0])")
        #expect((cells[0]["definedAt"] as? String)?.contains(".json:") == true)
        let pairs = try #require(snapshot["pairs"] as? [[String: Any]])
        let verdicts = pairs.flatMap { ($0["verdicts"] as? [[String: Any]]) ?? [] }
        let failing = verdicts.filter { $0["passes"] as? Bool == false }
        #expect(!failing.isEmpty && failing.allSatisfy { ($0["suggestion"] as? String)?.hasPrefix("#") == true })
        #expect(snapshot["hasUnsavedEdits"] as? Bool == false)
    }

    /// An OKLCH colour from the sliders is previewed (the saved colour
    /// shown beside it), and saved as one changed value; the revision goes up each time.
    @Test func anEditIsPreviewedThenSaved() async throws {
        let (studio, url) = try studio()
        let before = try String(contentsOf: url, encoding: .utf8)
        let edited = try json(
            try await post(studio, "/api/edit", ["token": "color.text", "mode": "light", "axes": ["brand": "ember"], "color": "oklch(0.3 0.05 250)"])
        )
        #expect(edited["hasUnsavedEdits"] as? Bool == true)
        let text = try #require((edited["tokens"] as? [[String: Any]])?.first { $0["path"] as? String == "color.text" })
        let changed = ((text["cells"] as? [[String: Any]]) ?? []).filter { $0["savedColor"] != nil }
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { ($0["oklch"] as? [Double]).map { abs($0[0] - 0.3) < 0.01 } == true }, "\(changed)")
        #expect(try String(contentsOf: url, encoding: .utf8) == before, "nothing written before a save")
        let saved = try json(try await post(studio, "/api/save"))
        #expect(saved["hasUnsavedEdits"] as? Bool == false)
        #expect((saved["revision"] as? Int ?? 0) > (edited["revision"] as? Int ?? 0))
        let after = try String(contentsOf: url, encoding: .utf8)
        #expect(zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }.count == 1)
    }

    /// Malformed and impossible requests are refused with a status and a message that
    /// says what was expected, and change nothing.
    @Test func badRequestsAreRefused() async throws {
        let (studio, url) = try studio()
        let before = try Data(contentsOf: url)
        func status(_ response: TokenStudio.Response) throws -> (Int, String) {
            (response.status, ((try json(response)["error"] as? [String: Any])?["message"] as? String) ?? "")
        }
        let cases: [(TokenStudio.Response, Int, String)] = [
            (await studio.respond(method: "POST", path: "/api/edit", body: Data("not json".utf8)), 400, "expected {\"token\""),
            (
                try await post(studio, "/api/edit", ["token": "color.text", "mode": "light"]), 400,
                "\"cubicBezier\", \"string\", \"strokeStyle\", \"boolean\" and \"alias\""
            ),
            (try await post(studio, "/api/edit", ["token": "color.text", "mode": "light", "color": "#12"]), 400, "\"color\""),
            (try await post(studio, "/api/edit", ["token": "color.text", "mode": "light", "alias": "color.text"]), 400, "alias of itself"),
            (try await post(studio, "/api/edit", ["token": "color.text", "mode": "light", "alias": "color.nothing"]), 422, "color.nothing"),
            (try await post(studio, "/api/edit", ["token": "color.nothing", "mode": "light", "color": "#000"]), 422, "color.nothing"),
            (try await post(studio, "/api/edit", ["token": "color.text", "mode": "sepia", "color": "#000"]), 422, "sepia"),
            (try await post(studio, "/api/edit", ["token": "color.text", "mode": "light", "axes": ["brand": "nope"], "color": "#000"]), 422, "nope"),
            (await studio.respond(method: "DELETE", path: "/api/save", body: Data()), 405, "POST only"),
            (await studio.respond(method: "POST", path: "/api/document", body: Data()), 405, "GET only"),
            (await studio.respond(method: "GET", path: "/api/../etc/passwd", body: Data()), 404, "expected /api/document"),
        ]
        for (response, expected, message) in cases {
            let (code, text) = try status(response)
            #expect(code == expected && text.contains(message), "\(code) \(text)")
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))["hasUnsavedEdits"] as? Bool == false)
    }

    /// A file changed on disk while nothing is being edited is read again; changed while
    /// an edit waits, the save is refused (409) and the other writer's bytes stay.
    @Test func aFileChangedOnDiskIsReadAgainOrNeverOverwritten() async throws {
        let (studio, url) = try studio()
        let original = try String(contentsOf: url, encoding: .utf8)
        let outside = original.replacingOccurrences(of: "\"#0969da\"", with: "\"#0a58ca\"")
        #expect(outside != original)
        try Data(outside.utf8).write(to: url)
        let reread = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        #expect(String(decoding: try JSONSerialization.data(withJSONObject: reread), as: UTF8.self).contains("#0a58ca"))

        _ = try await post(studio, "/api/edit", ["token": "color.text", "mode": "dark", "color": "#ffffff"])
        let again = outside.replacingOccurrences(of: "\"#0a58ca\"", with: "\"#0b5ed7\"")
        try Data(again.utf8).write(to: url)
        let refused = try await post(studio, "/api/save")
        #expect(refused.status == 409)
        #expect(try String(contentsOf: url, encoding: .utf8) == again)
        let kept = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        #expect(kept["hasUnsavedEdits"] as? Bool == true)
        #expect((kept["problem"] as? String)?.contains("changed on disk") == true)
        let discarded = try json(try await post(studio, "/api/discard"))
        #expect(discarded["hasUnsavedEdits"] as? Bool == false && discarded["problem"] == nil)
    }
}
