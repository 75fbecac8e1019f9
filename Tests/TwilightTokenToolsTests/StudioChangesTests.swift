import Foundation
import Testing

@testable import TwilightTokenTools
@testable import TwilightTokens

/// An edit, a save or a discard is answered with what changed since the last snapshot sent
/// (`StudioChanges`): applied to that snapshot as the page applies it, it must give the
/// snapshot the studio shows afterwards, row for row — including the rows an edit changed
/// through aliases, which the studio does not work out again when nothing they take changed.
struct StudioChangesTests {
    func studio() throws -> TokenStudio {
        let folder = try temporaryFolder().appending(path: "audit")
        try FileManager.default.copyItem(at: fixtures.appending(path: "audit"), to: folder)
        return try TokenStudio(contentsOf: folder.appending(path: "brands.resolver.json"))
    }

    func json(_ response: TokenStudio.Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    /// `changes` applied to `snapshot` as `studio.js`'s `applyChanges` does.
    func apply(_ changes: [String: Any], to snapshot: [String: Any]) -> [String: Any] {
        var snapshot = snapshot
        for (key, value) in changes where key != "since" {
            guard let table = value as? [String: Any] else {
                snapshot[key] = value
                continue
            }
            if let all = table["all"] {
                snapshot[key] = all
            } else {
                var rows = snapshot[key] as? [Any] ?? []
                for changed in table["changed"] as? [[String: Any]] ?? [] {
                    rows[changed["at"] as! Int] = changed["row"]!
                }
                snapshot[key] = rows
            }
        }
        for key in ["problem", "auditProblem"] where changes[key] == nil { snapshot[key] = nil }
        return snapshot
    }

    /// Where `seen` and `expected` differ: each key, and for a table the rows, that are not equal.
    func differences(_ seen: [String: Any], _ expected: [String: Any]) -> [String] {
        Set(seen.keys).union(expected.keys).sorted().compactMap { key in
            let (left, right) = (seen[key].map { [$0] as NSArray }, expected[key].map { [$0] as NSArray })
            guard left != right else { return nil }
            guard let rows = seen[key] as? [Any], let others = expected[key] as? [Any], rows.count == others.count else {
                return "\(key): \(seen[key] ?? "nothing") where \(expected[key] ?? "nothing") was expected"
            }
            let differing = rows.indices.filter { [rows[$0]] as NSArray != [others[$0]] as NSArray }
            return "\(key) rows \(differing): \(differing.first.map { "\(rows[$0]) where \(others[$0]) was expected" } ?? "")"
        }
    }

    /// Takes `steps` on `studio`, checking after each that its answer applied to the
    /// snapshot shown before gives the snapshot shown after.
    func check(_ steps: [(path: String, body: [String: Any])], on studio: TokenStudio) async throws {
        var shown = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        for (path, body) in steps {
            let answer = try json(await studio.respond(method: "POST", path: path, body: try JSONSerialization.data(withJSONObject: body)))
            #expect(answer["error"] == nil, "\(path) \(body): \(answer)")
            let next = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
            let seen: [String: Any]
            if let since = answer["since"] as? Int {
                #expect(since == shown["revision"] as? Int, "\(path) \(body)")
                seen = apply(answer, to: shown)
            } else {
                // After a discard the document is read again: the whole snapshot is sent.
                #expect(path == "/api/discard", "\(path) \(body): the whole snapshot where changes were expected")
                seen = answer
            }
            #expect(differences(seen, next).isEmpty, "\(path) \(body): \(differences(seen, next))")
            shown = next
        }
    }

    @Test func changesAppliedToTheLastSnapshotGiveTheNextOne() async throws {
        let dark = ["brand": "ember"]
        let steps: [(path: String, body: [String: Any])] = [
            // brand.primary is the value of color.accent and color.link (an alias of it).
            ("/api/edit", ["token": "brand.primary", "mode": "light", "axes": dark, "color": "#0055aa"]),
            // A leaf colour, in a pair: the pair's verdicts change.
            ("/api/edit", ["token": "color.text", "mode": "light", "axes": dark, "color": "#777777"]),
            // Re-pointed: color.link's chain changes, its colour too.
            ("/api/edit", ["token": "color.link", "mode": "light", "axes": dark, "alias": "color.text"]),
            // Back to its first value: the rows it changed change back.
            ("/api/edit", ["token": "brand.primary", "mode": "light", "axes": dark, "color": "#ff6600"]),
            ("/api/save", [:]),
            ("/api/edit", ["token": "color.background", "mode": "dark", "axes": dark, "color": "#101010"]),
            ("/api/discard", [:]),
        ]
        try await check(steps, on: try studio())
    }

    /// A value given to one mode alone adds a token to the mode's file: that mode's tokens
    /// are no longer the same paths in the same order, and every definition after the one
    /// added moves down the file.
    @Test func changesOfAModesOwnValueGiveTheNextSnapshot() async throws {
        let folder = try temporaryFolder()
        try write(
            ##"{"color": {"$type": "color", "text": {"$value": "#111111"}, "link": {"$value": "{color.text}"}, "edge": {"$value": "#cccccc"}}}"##,
            to: "base.tokens.json",
            in: folder
        )
        try write(##"{"color": {"$type": "color", "edge": {"$value": "#333333"}}}"##, to: "dark.tokens.json", in: folder)
        let url = try write(
            """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """,
            to: "doc.resolver.json",
            in: folder
        )
        let steps: [(path: String, body: [String: Any])] = [
            ("/api/edit", ["token": "color.text", "mode": "dark", "color": "#eeeeee", "onlyInMode": true]),
            ("/api/edit", ["token": "color.text", "mode": "light", "color": "#222222"]),
            ("/api/edit", ["token": "color.edge", "mode": "dark", "color": "#444444"]),
        ]
        try await check(steps, on: try TokenStudio(contentsOf: url))
    }

    /// An edit of one token is answered with its row and the pairs it is in, not every row.
    @Test func anEditSendsTheRowsItChanged() async throws {
        let studio = try studio()
        let before = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        let body = try JSONSerialization.data(withJSONObject: [
            "token": "color.surface", "mode": "light", "axes": ["brand": "ember"], "color": "#eeeeee",
        ])
        let answer = try json(await studio.respond(method: "POST", path: "/api/edit", body: body))
        let tokens = try #require(answer["tokens"] as? [String: Any])
        #expect(tokens["all"] == nil)
        let changed = try #require(tokens["changed"] as? [[String: Any]])
        #expect(changed.compactMap { ($0["row"] as? [String: Any])?["path"] as? String } == ["color.surface"])
        let rows = try #require(before["tokens"] as? [[String: Any]])
        #expect(rows.count > 1)
        let pairs = try #require((answer["pairs"] as? [String: Any])?["changed"] as? [[String: Any]])
        #expect(!pairs.isEmpty && pairs.allSatisfy { ($0["row"] as? [String: Any])?["background"] as? String == "color.surface" })
        #expect((answer["sizes"] as? [String: Any])?["changed"] as? [Any] != nil)
    }

    /// A token whose value stays the same when a token it is an alias of is re-pointed (to
    /// another token of the same colour) is sent again: its alias chain changed.
    @Test func aRowWhoseChainChangesIsSentAgain() async throws {
        let (studio, _) = try TokenStudio.on(
            """
            {"color": {"$type": "color",
              "a": {"$value": "#ffffff"}, "b": {"$value": "#ffffff"},
              "x": {"$value": "{color.a}"}, "y": {"$value": "{color.x}"}}}
            """,
            named: "chain.tokens.json"
        )
        _ = await studio.respond(method: "GET", path: "/api/document", body: Data())
        let body = try JSONSerialization.data(withJSONObject: ["token": "color.x", "mode": "default", "alias": "color.b"])
        let answer = try json(await studio.respond(method: "POST", path: "/api/edit", body: body))
        let changed = try #require((answer["tokens"] as? [String: Any])?["changed"] as? [[String: Any]])
        let rows = Dictionary(
            uniqueKeysWithValues: changed.compactMap { change in
                (change["row"] as? [String: Any]).flatMap { row in (row["path"] as? String).map { ($0, row) } }
            }
        )
        #expect(rows.keys.sorted() == ["color.x", "color.y"])
        let cell = try #require((rows["color.y"]?["cells"] as? [[String: Any]])?.first)
        #expect(cell["chain"] as? [String] == ["color.x", "color.b"])
    }
}
