import Foundation
import Testing
import TwilightColor
import TwilightTestSupport
import TwilightTokens

@testable import TwilightTokenTools

/// The studio on a document `twilight scheme` made: it shows the seed and variant, and a new
/// seed or variant makes every role again — an edit to save (then every app watching the
/// file follows) or discard, like any other.
struct StudioSchemeTests {
    /// A scheme document of `#6750a4` (tonal spot, the 2025 specification) in a file, and a
    /// studio on it.
    func studio() throws -> (TokenStudio, URL) {
        let url = try temporaryFolder().appending(path: "scheme.resolver.json")
        let document = SchemeDocument(seed: try RGBAColor(hex: "#6750a4"), specification: .material2025)
        try Data(document.json.utf8).write(to: url)
        return (try TokenStudio(contentsOf: url), url)
    }

    func json(_ response: TokenStudio.Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    func post(_ studio: TokenStudio, _ path: String, _ body: [String: Any] = [:]) async throws -> TokenStudio.Response {
        await studio.respond(method: "POST", path: path, body: try JSONSerialization.data(withJSONObject: body))
    }

    /// The colour a snapshot (or changes) shows for `path` in its first combination (light).
    func lightColor(_ answer: [String: Any], _ path: String) -> String? {
        let tables = answer["tokens"] as? [[String: Any]] ?? (answer["tokens"] as? [String: Any])?["all"] as? [[String: Any]]
        let changed = ((answer["tokens"] as? [String: Any])?["changed"] as? [[String: Any]])?.compactMap { $0["row"] as? [String: Any] }
        let row = (tables ?? changed ?? []).first { $0["path"] as? String == path }
        return ((row?["cells"] as? [[String: Any]])?.first?["color"] as? String)
    }

    @Test func theSnapshotShowsTheSeedAndVariant() async throws {
        let (studio, _) = try studio()
        let snapshot = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        let scheme = try #require(snapshot["scheme"] as? [String: Any])
        #expect(scheme["seed"] as? String == "#6750a4" && scheme["variant"] as? String == "tonal-spot")
        #expect(scheme["specification"] as? String == "2025")
        #expect((scheme["variants"] as? [String])?.count == 9)
        #expect(
            lightColor(snapshot, "color.primary")
                == SchemeDocument(seed: try RGBAColor(hex: "#6750a4"), specification: .material2025).modes[0].scheme[.primary].hexString
        )
    }

    /// A new variant, then a new seed: every role is made again as an unsaved edit (the file
    /// untouched), the recipe kept (the 2025 specification); saved, the file is the scheme
    /// `twilight scheme` writes for them; a discard before saving gives the file's back.
    @Test func aNewVariantOrSeedMakesEveryRoleAgainToSaveOrDiscard() async throws {
        let (studio, url) = try studio()
        let before = try Data(contentsOf: url)
        _ = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        let vibrant = try json(await post(studio, "/api/scheme", ["variant": "vibrant"]))
        #expect(vibrant["hasUnsavedEdits"] as? Bool == true)
        #expect((vibrant["scheme"] as? [String: Any])?["variant"] as? String == "vibrant")
        let expected = SchemeDocument(seed: try RGBAColor(hex: "#6750a4"), variant: .vibrant, specification: .material2025)
        #expect(lightColor(vibrant, "color.primary") == expected.modes[0].scheme[.primary].hexString, "\(vibrant["tokens"] ?? "")")
        #expect(try Data(contentsOf: url) == before, "nothing is written before Save")

        let green = try json(await post(studio, "/api/scheme", ["seed": "rgb(27 138 90)"]))
        #expect((green["scheme"] as? [String: Any])?["seed"] as? String == "#1b8a5a")
        #expect((green["scheme"] as? [String: Any])?["variant"] as? String == "vibrant")
        _ = try json(await post(studio, "/api/save"))
        let made = SchemeDocument(seed: try RGBAColor(hex: "#1b8a5a"), variant: .vibrant, specification: .material2025)
        #expect(try String(contentsOf: url, encoding: .utf8) == made.json)
        let saved = try DesignTokens(contentsOf: url)
        guard case .color(let primary)? = saved.tokens(in: "dark")?["color.primary"]?.value else {
            Issue.record("no color.primary in dark")
            return
        }
        #expect(primary.hexString == made.modes[1].scheme[.primary].hexString)

        _ = try json(await post(studio, "/api/scheme", ["variant": "monochrome"]))
        let discarded = try json(await post(studio, "/api/discard"))
        #expect(discarded["hasUnsavedEdits"] as? Bool == false)
        #expect((discarded["scheme"] as? [String: Any])?["variant"] as? String == "vibrant")
    }

    @Test func whatCannotBeMadeAgainIsRefusedSayingWhy() async throws {
        let (studio, url) = try studio()
        let before = try Data(contentsOf: url)
        for (body, status, message) in [
            (["seed": "notacolour"] as [String: Any], 400, "\"seed\": 'notacolour' is not a colour: expected #RGB"),
            (["variant": "pastel"], 400, "unknown variant \"pastel\": expected one of tonal-spot, neutral"),
            (["variant": 3], 400, "expected {\"seed\": CSS COLOUR, \"variant\": NAME}"),
        ] {
            let answer = try await post(studio, "/api/scheme", body)
            #expect(Int(answer.status) == status, "\(body)")
            let said = try #require((try json(answer)["error"] as? [String: Any])?["message"] as? String)
            #expect(said.contains(message), "\(said)")
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(await studio.respond(method: "GET", path: "/api/scheme", body: Data()).status == 405)

        // A document written by hand records no recipe: nothing to make again.
        let plain = try temporaryFolder().appending(path: "plain.tokens.json")
        try Data(##"{"color": {"$type": "color", "text": {"$value": "#111111"}}}"##.utf8).write(to: plain)
        let other = try TokenStudio(contentsOf: plain)
        #expect(try json(await other.respond(method: "GET", path: "/api/document", body: Data()))["scheme"] == nil)
        let refused = try await post(other, "/api/scheme", ["variant": "vibrant"])
        #expect(refused.status == 422)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("plain.tokens.json records no scheme to make again"))
    }
}
