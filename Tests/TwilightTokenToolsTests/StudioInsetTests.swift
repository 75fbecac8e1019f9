import Foundation
import Testing
import Twilight

@testable import TwilightTokenTools
@testable import TwilightTokens

/// A shadow's `inset` in the studio: shown on every shadow (false where the shadow leaves it
/// out) and set to true or false — replaced where it is written, added after the shadow's
/// last member where it is not, laid out as that member is, in JSON and YAML, block and flow.
struct StudioInsetTests {
    /// Set where it was left out (a block object, a one-line layer) and where it was written:
    /// the shadow's CSS becomes `inset …`, and the file changes by those members alone.
    @Test func insetIsAddedWhereLeftOutAndReplacedWhereWritten() async throws {
        let (studio, url) = try TokenStudio.on(StudioCompositeTests.document, named: "composites.tokens.json")
        for body in [
            ["token": "shadow.card", "member": "inset", "mode": "default", "boolean": "true"],
            ["token": "shadow.raised", "member": "0.inset", "mode": "default", "boolean": "true"],
            ["token": "shadow.raised", "member": "1.inset", "mode": "default", "boolean": "true"],
        ] {
            let edited = try await studio.edit(body)
            #expect(edited.status == 200, "\(body): \(edited.text)")
        }
        _ = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        let expected = StudioCompositeTests.document
            .replacingOccurrences(
                of: #"""
                            "spread": { "value": 0, "unit": "px" }
                          }
                    """#,
                with: #"""
                            "spread": { "value": 0, "unit": "px" },
                            "inset": true
                          }
                    """#
            )
            .replacingOccurrences(
                of: #""spread": { "value": 0, "unit": "px" } },"#,
                with: #""spread": { "value": 0, "unit": "px" }, "inset": true },"#
            )
            .replacingOccurrences(of: #""inset": false"#, with: #""inset": true"#)
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == expected, "\(saved)")
        let tokens = try #require(try DesignTokens(contentsOf: url).tokens(in: "default"))
        #expect(CSSValue.text(for: try #require(tokens["shadow.popover"]).value) == "inset 0px 1px 3px 0px #00000033")
        #expect(CSSValue.text(for: try #require(tokens["shadow.raised"]).value) == "inset 0px 1px 2px 0px #0000001f, inset 0px 4px 8px 0px #0000001f")

        // And back: false is written in its place, not removed.
        let back = try await studio.edit(["token": "shadow.card", "member": "inset", "mode": "default", "boolean": "false"])
        #expect(back.status == 200, "\(back.text)")
        _ = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        let reset = expected.replacingOccurrences(of: "        \"inset\": true\n      }", with: "        \"inset\": false\n      }")
        #expect(reset != expected)
        #expect(try String(contentsOf: url, encoding: .utf8) == reset)
    }

    /// In YAML: after a block mapping's last member (its comment kept on its line), after a
    /// last member that is itself a block mapping, and inside a flow mapping.
    @Test func yamlShadowsGetInsetLaidOutAsTheirLastMember() throws {
        let yaml = """
            shadow:
              $type: shadow
              card:
                $value:
                  color: '#00000033'  # a quarter black
                  offsetX: { value: 0, unit: px }
                  offsetY: { value: 1, unit: px }
                  blur: { value: 3, unit: px }
                  spread: { value: 0, unit: px }  # none
              deep:
                $value:
                  color: '#00000033'
                  offsetX: { value: 0, unit: px }
                  offsetY: { value: 1, unit: px }
                  blur: { value: 3, unit: px }
                  spread:
                    value: 0
                    unit: px
              flat: { $value: { color: '#00000033', offsetX: { value: 0, unit: px }, offsetY: { value: 1, unit: px }, blur: { value: 3, unit: px }, spread: { value: 0, unit: px } } }

            """
        let url = try write(yaml, to: "shadows.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        for path in ["shadow.card", "shadow.deep", "shadow.flat"] {
            try document.set(path, member: "inset", in: "default", to: .boolean(true))
        }
        try document.save()
        let expected =
            yaml
            .replacingOccurrences(of: "spread: { value: 0, unit: px }  # none\n", with: "spread: { value: 0, unit: px }  # none\n      inset: true\n")
            .replacingOccurrences(of: "        unit: px\n  flat", with: "        unit: px\n      inset: true\n  flat")
            .replacingOccurrences(of: "spread: { value: 0, unit: px } } }", with: "spread: { value: 0, unit: px }, inset: true } }")
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == expected, "\(saved)")
        let tokens = try #require(try DesignTokens(contentsOf: url).tokens(in: "default"))
        for path in ["shadow.card", "shadow.deep", "shadow.flat"] {
            #expect(CSSValue.text(for: try #require(tokens[path]).value) == "inset 0px 1px 3px 0px #00000033", "\(path)")
        }
    }

    /// "Only in dark" on a shadow that leaves `inset` out: the dark file's copy of the shadow
    /// has it, last; light keeps the shared shadow as it was.
    @Test func onlyInDarkCopiesTheShadowWithInsetAdded() throws {
        let folder = try temporaryFolder()
        let resolver = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }
            """
        let base = """
            {
              "shadow": { "card": { "$type": "shadow", "$value": { "color": "#00000033", "offsetX": "0px", "offsetY": "1px", "blur": "3px", "spread": "0px" } } }
            }
            """
        let url = try write(resolver, to: "app.resolver.json", in: folder)
        _ = try write(base, to: "base.tokens.json", in: folder)
        let darkFile = try write("{\n  \"mode\": { \"$type\": \"string\", \"$value\": \"dark\" }\n}\n", to: "dark.tokens.json", in: folder)
        var document = try StudioDocument(contentsOf: url, options: DesignTokens.Options(reading: .compatible))
        try document.set("shadow.card", member: "inset", in: "dark", to: .boolean(true), onlyInMode: true)
        try document.save()
        let reread = try DesignTokens(contentsOf: url, options: DesignTokens.Options(reading: .compatible))
        #expect(reread.tokens(in: "light").flatMap { $0["shadow.card"] }.flatMap { CSSValue.text(for: $0.value) } == "0px 1px 3px 0px #00000033")
        #expect(reread.tokens(in: "dark").flatMap { $0["shadow.card"] }.flatMap { CSSValue.text(for: $0.value) } == "inset 0px 1px 3px 0px #00000033")
        let dark = try String(contentsOf: darkFile, encoding: .utf8)
        #expect(dark.contains(#""spread": "0px", "inset": true }"#), "\(dark)")
    }

    /// The snapshot offers every shadow's `inset` to set, as `boolean`, and nothing else is.
    @Test func theSnapshotOffersInsetOnEveryShadow() async throws {
        let (studio, _) = try TokenStudio.on(StudioCompositeTests.document, named: "composites.tokens.json")
        let body = await studio.respond(method: "GET", path: "/api/document", body: Data()).body
        let snapshot = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let rows = try #require(snapshot["composites"] as? [[String: Any]])
        var booleans: [String] = []
        for row in rows {
            let cell = (row["cells"] as? [[String: Any]])?.first
            for member in cell?["members"] as? [[String: Any]] ?? [] where member["field"] as? String == "boolean" {
                booleans.append("\(row["path"] as? String ?? "") \(member["name"] as? String ?? "") \(member["text"] as? String ?? "")")
            }
        }
        #expect(booleans == ["shadow.card inset false", "shadow.raised 0.inset false", "shadow.raised 1.inset false", "shadow.popover inset false"])
    }
}
