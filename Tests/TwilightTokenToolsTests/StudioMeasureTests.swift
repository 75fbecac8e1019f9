import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// The studio's sizes and durations: dimension and duration tokens shown in every
/// combination (a density axis changes sizes as a theme changes colours), set as CSS writes
/// them (`6px`, `0.375rem`, `120ms`), written back in the form they were written in, one
/// changed value each.
struct StudioMeasureTests {
    func json(_ response: TokenStudio.Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    func edit(_ studio: TokenStudio, _ body: [String: Any]) async throws -> TokenStudio.Response {
        await studio.respond(method: "POST", path: "/api/edit", body: try JSONSerialization.data(withJSONObject: body))
    }

    func copy(_ folder: String) throws -> URL {
        let destination = try temporaryFolder().appending(path: folder)
        try FileManager.default.copyItem(at: fixtures.appending(path: folder), to: destination)
        return destination
    }

    /// The brands document's `space.gap` exists only with `density=compact`: its row has a
    /// cell in those columns alone. Set there, it is previewed with the size it had, and saved
    /// as one changed line in the DTCG object form it was written in.
    @Test func aSizeIsShownPerCombinationAndSavedAsOneChangedValue() async throws {
        let url = try copy("audit").appending(path: "brands.resolver.json")
        let before = try String(contentsOf: url, encoding: .utf8)
        let studio = try TokenStudio(contentsOf: url)
        let snapshot = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        let combinations = try #require(snapshot["combinations"] as? [[String: Any]])
        let sizes = try #require(snapshot["sizes"] as? [[String: Any]])
        let gap = try #require(sizes.first { $0["path"] as? String == "space.gap" }, "\(sizes)")
        let cells = try #require(gap["cells"] as? [Any])
        let shown = cells.indices.filter { cells[$0] is [String: Any] }
        #expect(shown.count == 6 && shown.allSatisfy { (combinations[$0]["label"] as? String)?.hasSuffix("density=compact") == true })
        let first = try #require(cells[shown[0]] as? [String: Any])
        #expect(first["text"] as? String == "4px" && first["amount"] as? Double == 4, "\(first)")
        #expect(((snapshot["tokens"] as? [[String: Any]]) ?? []).allSatisfy { $0["path"] as? String != "space.gap" }, "not a colour row")

        let answer = try await edit(
            studio,
            ["token": "space.gap", "mode": "dark", "axes": ["brand": "forest", "density": "compact"], "dimension": " 0.375rem "]
        )
        #expect(answer.status == 200)
        let edited = try await studio.shown()
        let row = try #require(((edited["sizes"] as? [[String: Any]]) ?? []).first { $0["path"] as? String == "space.gap" })
        let after = ((row["cells"] as? [Any]) ?? []).compactMap { $0 as? [String: Any] }
        #expect(after.count == 6 && after.allSatisfy { $0["text"] as? String == "0.375rem" && $0["savedText"] as? String == "4px" }, "\(after)")
        #expect(after.first?["amount"] as? Double == 6)
        #expect(try String(contentsOf: url, encoding: .utf8) == before, "nothing written before a save")

        _ = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = zip(before.split(separator: "\n"), text.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 1 && text.split(separator: "\n").count == before.split(separator: "\n").count)
        #expect(changed.first?.1.contains(#""gap": { "$value": { "value": 0.375, "unit": "rem" } }"#) == true, "\(changed)")
        #expect(
            try DesignTokens(contentsOf: url).tokens(in: "light", axes: ["density": "compact"])?["space.gap"]?.value
                == .dimension(.init(value: 0.375, unit: .rem))
        )
    }

    /// A size the page cannot mean, a value of the wrong type for the token (a colour, or an
    /// alias of a colour token), or two values at once: refused with what was expected, and
    /// nothing changes.
    @Test func aSizeThatIsNotOneOrDoesNotFitTheTokenIsRefused() async throws {
        let url = try copy("audit").appending(path: "brands.resolver.json")
        let studio = try TokenStudio(contentsOf: url)
        let compact = ["density": "compact"]
        for text in ["12pt", "px", "12", "12 px", "nanpx", "infpx", "", "{space.gap}"] {
            let response = try await edit(studio, ["token": "space.gap", "mode": "light", "axes": compact, "dimension": text])
            let message = try #require((try json(response)["error"] as? [String: Any])?["message"] as? String)
            #expect(response.status == 400 && message.contains("expected a number and px or rem, such as 16px or 1.5rem"), "\(text): \(message)")
        }
        let colourOnASize = try await edit(studio, ["token": "space.gap", "mode": "light", "axes": compact, "color": "#ff0000"])
        #expect(colourOnASize.status == 422)
        #expect(String(decoding: colourOnASize.body, as: UTF8.self).contains("space.gap is a dimension token: it cannot be set to a color"))
        let sizeOnAColour = try await edit(studio, ["token": "color.text", "mode": "light", "dimension": "4px"])
        #expect(sizeOnAColour.status == 422)
        #expect(String(decoding: sizeOnAColour.body, as: UTF8.self).contains("color.text is a color token: it cannot be set to a dimension"))
        // An alias takes its target's type: a size re-pointed at a colour does not resolve.
        let colourAlias = try await edit(studio, ["token": "space.gap", "mode": "light", "axes": compact, "alias": "{color.text}"])
        let aliasMessage = String(decoding: colourAlias.body, as: UTF8.self)
        #expect(colourAlias.status == 422 && aliasMessage.contains("is a color token"), "\(aliasMessage)")
        let both = try await edit(studio, ["token": "space.gap", "mode": "light", "axes": compact, "dimension": "4px", "color": "#000"])
        let bothMessage = String(decoding: both.body, as: UTF8.self)
        #expect(
            both.status == 400
                && bothMessage.contains(#"\"fontWeight\", \"fontFamily\", \"cubicBezier\", \"string\", \"strokeStyle\", \"boolean\" and \"alias\""#)
        )
        #expect(try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))["hasUnsavedEdits"] as? Bool == false)
    }

    /// A size keeps the form it was written in: a string (read with `--compat`) stays a
    /// string, a YAML mapping stays a mapping in its layout, a YAML string a string.
    @Test(
        arguments: [
            (
                "space.tokens.json", #"{ "space": { "$type": "dimension", "gap": { "$value": "4px" } } }"#,
                #"{ "space": { "$type": "dimension", "gap": { "$value": "1.5rem" } } }"#
            ),
            (
                "space.tokens.yaml", "space:\n  $type: dimension\n  gap:\n    $value:\n      value: 4\n      unit: px\n",
                "space:\n  $type: dimension\n  gap:\n    $value:\n      value: 1.5\n      unit: rem\n"
            ),
            (
                "space.tokens.yaml", "space: { $type: dimension, gap: { $value: { value: 4, unit: px } } }  # flow\n",
                "space: { $type: dimension, gap: { $value: { value: 1.5, unit: rem } } }  # flow\n"
            ),
            (
                "space.tokens.yaml", "space:\n  $type: dimension\n  gap:\n    $value: '4px'  # a string\n",
                "space:\n  $type: dimension\n  gap:\n    $value: '1.5rem'  # a string\n"
            ),
        ]
    )
    func aSizeKeepsTheFormItWasWrittenIn(name: String, before: String, after: String) throws {
        let url = try write(before, to: name, in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url, options: DesignTokens.Options(reading: .compatible))
        try document.set("space.gap", in: "default", to: .dimension(TokenDimension(value: 1.5, unit: .rem)))
        try document.save()
        #expect(try String(contentsOf: url, encoding: .utf8) == after)
    }

    /// "Only in dark" for a size: the token is added to the dark file with its `$type`, in
    /// one line, and the light mode keeps the shared value.
    @Test func aSharedSizeGetsAValueForTheDarkModeAlone() throws {
        let folder = try copy("app")
        let dark = folder.appending(path: "dark.tokens.json")
        let before = try Data(contentsOf: dark)
        var document = try StudioDocument(contentsOf: folder.appending(path: "app.resolver.json"))
        try document.set("space.small", in: "dark", to: .dimension(TokenDimension(value: 10, unit: .px)), onlyInMode: true)
        #expect(document.tokens.tokens(in: "dark")?["space.small"]?.value == .dimension(.init(value: 10, unit: .px)))
        #expect(document.tokens.tokens(in: "light")?["space.small"]?.value == .dimension(.init(value: 8, unit: .px)))
        try document.save()
        let original = try write(String(decoding: before, as: UTF8.self), to: "dark.before.json", in: try temporaryFolder())
        #expect(try gitDiffNumbers(original, dark).hasPrefix("1\t0\t"), "one added line")
        let text = String(decoding: try Data(contentsOf: dark), as: UTF8.self)
        #expect(text.contains(#"{ "$type": "dimension", "$value": { "value": 10, "unit": "px" } }"#), "\(text)")
    }

    /// A duration (the app's cross-dissolve, `motion.fade`) is set as CSS writes one, in
    /// milliseconds or seconds, previewed in every combination that shares it, and saved as
    /// one changed DTCG duration object; a duration the page cannot mean, or one set on a
    /// token of another type, is refused with what was expected.
    @Test func aDurationIsSetAsCSSWritesOneAndSavedAsOneChangedValue() async throws {
        let folder = try copy("app")
        let url = folder.appending(path: "app.resolver.json")
        let file = folder.appending(path: "semantic.tokens.json")
        let before = try String(contentsOf: file, encoding: .utf8)
        let studio = try TokenStudio(contentsOf: url)
        let snapshot = try json(await studio.respond(method: "GET", path: "/api/document", body: Data()))
        let durations = try #require(snapshot["durations"] as? [[String: Any]])
        #expect(durations.map { $0["path"] as? String } == ["motion.fade"])
        let first = try #require((durations.first?["cells"] as? [Any])?.first as? [String: Any])
        #expect(first["text"] as? String == "300ms" && first["amount"] as? Double == 300, "\(first)")

        for text in ["200", "200 ms", "200px", "2min", "ms", "nanms", "{motion.fade}"] {
            let response = try await edit(studio, ["token": "motion.fade", "mode": "light", "duration": text])
            let message = try #require((try json(response)["error"] as? [String: Any])?["message"] as? String)
            #expect(response.status == 400 && message.contains("expected a number and ms or s, such as 200ms or 0.2s"), "\(text): \(message)")
        }
        let durationOnASize = try await edit(studio, ["token": "space.small", "mode": "light", "duration": "120ms"])
        #expect(durationOnASize.status == 422)
        #expect(String(decoding: durationOnASize.body, as: UTF8.self).contains("space.small is a dimension token: it cannot be set to a duration"))

        #expect(try await edit(studio, ["token": "motion.fade", "mode": "dark", "duration": "0.12s"]).status == 200)
        let edited = try await studio.shown()
        let cells = ((edited["durations"] as? [[String: Any]])?.first?["cells"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
        #expect(!cells.isEmpty && cells.allSatisfy { $0["text"] as? String == "0.12s" && $0["savedText"] as? String == "300ms" }, "\(cells)")
        #expect(cells.first?["amount"] as? Double == 120)

        _ = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = zip(before.split(separator: "\n"), text.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 1 && text.split(separator: "\n").count == before.split(separator: "\n").count)
        #expect(changed.first?.1.contains(#""$value": { "value": 0.12, "unit": "s" }"#) == true, "\(changed)")
        #expect(try DesignTokens(contentsOf: url).tokens(in: "light")?["motion.fade"]?.value == .duration(.init(value: 0.12, unit: .s)))
    }
}
