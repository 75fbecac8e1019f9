import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// The studio's composite tokens (shadows, borders, typography): each member shown in every
/// combination with the alias it is written as, and set one at a time — a literal or an
/// alias, in JSON and YAML, block or flow — as one changed value in the file; "only in dark"
/// copies the whole composite into the dark file with the member changed. What cannot be set
/// member by member is refused, saying what to do instead.
struct StudioCompositeTests {
    static let document = """
        {
          "color": {
            "$type": "color",
            "shadow": { "$value": "#00000033" },
            "line": { "$value": "#d0d7de" },
            "focus": { "$value": "#0969da" }
          },
          "size": { "$type": "dimension", "hairline": { "$value": { "value": 1, "unit": "px" } } },
          "shadow": {
            "$type": "shadow",
            "card": {
              "$value": {
                "color": "{color.shadow}",
                "offsetX": { "value": 0, "unit": "px" },
                "offsetY": { "value": 1, "unit": "px" },
                "blur": { "value": 3, "unit": "px" },
                "spread": { "value": 0, "unit": "px" }
              }
            },
            "raised": {
              "$value": [
                { "color": "#0000001f", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } },
                {
                  "color": "#0000001f",
                  "offsetX": { "value": 0, "unit": "px" },
                  "offsetY": { "value": 4, "unit": "px" },
                  "blur": { "value": 8, "unit": "px" },
                  "spread": { "value": 0, "unit": "px" },
                  "inset": false
                }
              ]
            },
            "popover": { "$value": "{shadow.card}" }
          },
          "border": {
            "default": { "$type": "border", "$value": { "color": "{color.line}", "width": "{size.hairline}", "style": "solid" } }
          },
          "type": {
            "body": {
              "$type": "typography",
              "$value": {
                "fontFamily": ["Inter", "sans-serif"],
                "fontSize": { "value": 16, "unit": "px" },
                "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "px" },
                "lineHeight": 1.5
              }
            }
          },
          "motion": {
            "enter": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] } }
          },
          "fade": { "$type": "gradient", "$value": [{ "color": "#ffffff", "position": 0 }, { "color": "#ffffff00", "position": 1 }] }
        }
        """

    func studio() throws -> (TokenStudio, URL) {
        try TokenStudio.on(Self.document, named: "composites.tokens.json")
    }

    /// The composites of a snapshot's one combination, by path.
    func composites(_ body: Data) throws -> [String: [String: Any]] {
        let snapshot = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let rows = try #require(snapshot["composites"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["path"] as? String ?? "", ($0["cells"] as? [[String: Any]])?.first ?? [:]) })
    }

    /// A cell's members as `name: text → alias` lines, and which the studio sets.
    func members(_ cell: [String: Any]?) -> [String] {
        (cell?["members"] as? [[String: Any]] ?? []).map { member in
            let alias = (member["alias"] as? String).map { " → \($0)" } ?? ""
            let fixed = member["field"] == nil ? " (fixed)" : ""
            return "\(member["name"] as? String ?? ""): \(member["text"] as? String ?? "")\(alias)\(fixed)"
        }
    }

    /// Every composite has a row; its cell has the CSS value, the members in the format's
    /// order with their aliases, a list's members numbered from 0, and for an alias of another
    /// composite, the token whose members they are.
    @Test func compositesHaveRowsWithTheirMembers() async throws {
        let (studio, _) = try studio()
        let cells = try composites(await studio.respond(method: "GET", path: "/api/document", body: Data()).body)
        #expect(cells.keys.sorted() == ["border.default", "fade", "motion.enter", "shadow.card", "shadow.popover", "shadow.raised", "type.body"])
        let card = cells["shadow.card"]
        #expect(card?["type"] as? String == "shadow" && card?["text"] as? String == "0px 1px 3px 0px #00000033", "\(card ?? [:])")
        #expect(members(card) == ["color: #00000033 → color.shadow", "offsetX: 0px", "offsetY: 1px", "blur: 3px", "spread: 0px", "inset: false"])
        let colour = (card?["members"] as? [[String: Any]])?.first
        #expect(colour?["field"] as? String == "color" && colour?["color"] as? String == "#00000033" && (colour?["oklch"] as? [Double])?.count == 3)
        #expect(
            members(cells["shadow.raised"]).suffix(7) == [
                "0.inset: false", "1.color: #0000001f", "1.offsetX: 0px", "1.offsetY: 4px", "1.blur: 8px", "1.spread: 0px", "1.inset: false",
            ]
        )
        #expect(members(cells["border.default"]) == ["color: #d0d7de → color.line", "width: 1px → size.hairline", "style: solid"])
        #expect(cells["type.body"]?["text"] as? String == #"400 16px/1.5 "Inter", sans-serif"#)
        #expect(members(cells["motion.enter"]) == ["duration: 200ms", "delay: 0ms", "timingFunction: cubic-bezier(0.4, 0, 0.2, 1)"])
        #expect(members(cells["fade"]) == ["0.color: #ffffff", "0.position: 0", "1.color: #ffffff00", "1.position: 1"])
        let popover = cells["shadow.popover"]
        #expect(popover?["membersOf"] as? String == "shadow.card" && popover?["chain"] as? [String] == ["shadow.card"])
        #expect(members(popover) == members(card))
    }

    /// A member set to a colour: one changed line, the composite and every alias of it
    /// follow, the saved value shown beside until saved; the alias it replaced is gone.
    @Test func aMemberIsSetAsOneChangedLine() async throws {
        let (studio, url) = try studio()
        let edited = try await studio.edit(["token": "shadow.card", "member": "color", "mode": "default", "color": "#1f232866"])
        #expect(edited.status == 200, "\(edited.text)")
        let cells = try composites(Data(edited.text.utf8))
        #expect(cells["shadow.popover"]?["text"] as? String == "0px 1px 3px 0px #1f232866")
        #expect(cells["shadow.card"]?["savedText"] as? String == "0px 1px 3px 0px #00000033")
        _ = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        #expect(try changedLines(url) == [##"        "color": "{color.shadow}", →         "color": "#1f232866","##])
    }

    /// The second layer of a list, a typography's size, a transition's curve and a gradient's
    /// stop: numbered members, each written in the format's form; a member re-pointed to an
    /// alias is written as one.
    @Test func listMembersAndAliasesAreSet() async throws {
        let (studio, url) = try studio()
        for body in [
            ["token": "shadow.raised", "member": "1.blur", "mode": "default", "dimension": "12px"],
            ["token": "type.body", "member": "fontSize", "mode": "default", "dimension": "1.125rem"],
            ["token": "border.default", "member": "color", "mode": "default", "alias": "color.focus"],
            ["token": "motion.enter", "member": "timingFunction", "mode": "default", "cubicBezier": "0, 0, 0.2, 1"],
            ["token": "fade", "member": "1.position", "mode": "default", "number": "0.8"],
        ] {
            let edited = try await studio.edit(body)
            #expect(edited.status == 200, "\(body): \(edited.text)")
        }
        _ = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        #expect(
            try changedLines(url) == [
                #"          "blur": { "value": 8, "unit": "px" },"# + " → " + #"          "blur": { "value": 12, "unit": "px" },"#,
                #"    "default": { "$type": "border", "$value": { "color": "{color.line}", "width": "{size.hairline}", "style": "solid" } }"#
                    + " → "
                    + #"    "default": { "$type": "border", "$value": { "color": "{color.focus}", "width": "{size.hairline}", "style": "solid" } }"#,
                #"        "fontSize": { "value": 16, "unit": "px" },"# + " → " + #"        "fontSize": { "value": 1.125, "unit": "rem" },"#,
                #"    "enter": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] } }"#
                    + " → "
                    + #"    "enter": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 0.2, 1] } }"#,
                ##"  "fade": { "$type": "gradient", "$value": [{ "color": "#ffffff", "position": 0 }, { "color": "#ffffff00", "position": 1 }] }"##
                    + " → "
                    + ##"  "fade": { "$type": "gradient", "$value": [{ "color": "#ffffff", "position": 0 }, { "color": "#ffffff00", "position": 0.8 }] }"##,
            ]
        )
        let tokens = try #require(try DesignTokens(contentsOf: url).tokens(in: "default"))
        #expect(CSSValue.text(for: try #require(tokens["shadow.raised"]).value) == "0px 1px 2px 0px #0000001f, 0px 4px 12px 0px #0000001f")
        #expect(CSSValue.text(for: try #require(tokens["border.default"]).value) == "1px solid #0969da")
        #expect(CSSValue.text(for: try #require(tokens["fade"]).value) == "linear-gradient(#ffffff 0%, #ffffff00 80%)")
    }

    /// A composite re-pointed whole (no member) becomes an alias, and shows its new target's
    /// members; an alias to a composite of another type is refused by the resolver's check.
    @Test func aCompositeIsRePointedWhole() async throws {
        let (studio, url) = try studio()
        let border = try await studio.edit(["token": "shadow.popover", "mode": "default", "alias": "border.default"])
        #expect(border.status == 422 && border.text.contains("shadow.popover"), "\(border.text)")
        let edited = try await studio.edit(["token": "shadow.popover", "mode": "default", "alias": "shadow.raised"])
        #expect(edited.status == 200, "\(edited.text)")
        let popover = try composites(Data(edited.text.utf8))["shadow.popover"]
        #expect(popover?["membersOf"] as? String == "shadow.raised" && members(popover).count == 12, "\(popover ?? [:])")
        _ = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        #expect(
            try changedLines(url) == [#"    "popover": { "$value": "{shadow.card}" }"# + " → " + #"    "popover": { "$value": "{shadow.raised}" }"#]
        )
    }

    /// A list's layer written as an alias of another shadow (`"{shadow.base}"`) has its
    /// members held by that shadow: the snapshot says where each member's edit goes
    /// (`heldBy`, `heldAs`) and shows the aliases written there; an edit sent there changes
    /// that shadow's one value, which the list follows. Sent to the list itself, it is
    /// refused naming the shadow to set. A layer that is an alias of a list is shown but not
    /// set (it holds no one layer).
    @Test func anAliasedLayersMembersAreSetOnTheShadowItNames() async throws {
        let document = """
            {
              "color": { "$type": "color", "shadow": { "$value": "#00000033" } },
              "shadow": {
                "$type": "shadow",
                "base": { "$value": { "color": "{color.shadow}", "offsetX": "0px", "offsetY": "1px", "blur": "3px", "spread": "0px" } },
                "stack": { "$value": ["{shadow.base}", { "color": "#0000001f", "offsetX": "0px", "offsetY": "4px", "blur": "8px", "spread": "0px" }] },
                "nested": { "$value": ["{shadow.stack}"] }
              }
            }
            """
        let url = try write(document, to: "stack.tokens.json", in: try temporaryFolder())
        let studio = try TokenStudio(contentsOf: url, options: DesignTokens.Options(reading: .compatible))
        let cells = try composites(await studio.respond(method: "GET", path: "/api/document", body: Data()).body)
        let stack = cells["shadow.stack"]?["members"] as? [[String: Any]] ?? []
        #expect(stack.first?["name"] as? String == "0.color" && stack.first?["alias"] as? String == "color.shadow", "\(stack)")
        #expect(stack.prefix(5).allSatisfy { $0["heldBy"] as? String == "shadow.base" && $0["field"] != nil }, "\(stack)")
        #expect(stack.prefix(5).map { $0["heldAs"] as? String } == ["color", "offsetX", "offsetY", "blur", "spread"])
        #expect(stack.suffix(5).allSatisfy { $0["heldBy"] == nil && $0["field"] != nil }, "\(stack)")
        #expect(members(cells["shadow.nested"]).allSatisfy { $0.hasSuffix("(fixed)") }, "\(members(cells["shadow.nested"]))")

        let refused = try await studio.edit(["token": "shadow.stack", "member": "0.color", "mode": "default", "color": "#000"])
        #expect(
            refused.status == 422 && refused.text.contains("shadow.stack's shadow 0 is an alias of shadow.base: set shadow.base's color"),
            "\(refused.text)"
        )
        let held = try await studio.edit(["token": "shadow.base", "member": "blur", "mode": "default", "dimension": "6px"])
        #expect(held.status == 200, "\(held.text)")
        let after = try composites(await studio.respond(method: "GET", path: "/api/document", body: Data()).body)
        #expect((after["shadow.stack"]?["text"] as? String)?.hasPrefix("0px 1px 6px 0px #00000033") == true, "\(after["shadow.stack"] ?? [:])")
        _ = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        #expect(try String(contentsOf: url, encoding: .utf8) == document.replacingOccurrences(of: #""blur": "3px""#, with: #""blur": "6px""#))
    }

    /// What is not one member's value is refused with what to do instead, and nothing is
    /// written: an alias of another composite, a missing or unnumbered member, a member the
    /// studio does not set, a member of a token that is not composite, a value or alias of
    /// the wrong type.
    @Test(arguments: [
        (
            ["token": "shadow.popover", "member": "color", "color": "#000"], 422,
            "shadow.popover takes its whole value from shadow.card here: set shadow.card's color"
        ),
        (
            ["token": "shadow.card", "member": "colour", "color": "#000"], 422,
            "shadow.card has no member \\\"colour\\\": expected one of color, offsetX, offsetY, blur, spread, inset"
        ),
        (
            ["token": "shadow.raised", "member": "blur", "dimension": "1px"], 422,
            "shadow.raised is a list of 2 shadows: expected a member such as 0.color (shadows count from 0), found \\\"blur\\\""
        ),
        (["token": "shadow.raised", "member": "2.blur", "dimension": "1px"], 422, "a list of 2 shadows"),
        (
            ["token": "shadow.raised", "member": "1.inset", "number": "1"], 422,
            "shadow.raised's 1.inset is true or false: it cannot be set to a number"
        ),
        (
            ["token": "shadow.card", "member": "inset", "alias": "color.line"], 422,
            "shadow.card's inset is true or false: it cannot be set to an alias"
        ),
        (["token": "shadow.card", "member": "blur", "boolean": "true"], 422, "shadow.card's blur is not true or false: only a shadow's inset is"),
        (["token": "color.line", "boolean": "true"], 422, "color.line is not true or false"),
        (["token": "shadow.card", "member": "inset", "boolean": "yes"], 400, "\\\"boolean\\\": expected true or false: found \\\"yes\\\""),
        (
            ["token": "border.default", "member": "style", "alias": "size.hairline"], 422,
            "\\\"style\\\" of the border must be a strokeStyle value or an alias to a strokeStyle token; the alias is a dimension token"
        ),
        (["token": "color.line", "member": "color", "color": "#000"], 422, "color.line is a color token: it has no members to set"),
        (
            ["token": "type.body", "member": "fontSize", "color": "#000"], 422,
            "type.body's fontSize is a dimension value: it cannot be set to a color"
        ),
        (["token": "type.body", "member": "lineHeight", "alias": "size.hairline"], 422, "lineHeight"),
        (["token": "shadow.card", "member": "", "color": "#000"], 422, "shadow.card has no member \\\"\\\""),
        (["token": "shadow.card", "member": "color.extra", "color": "#000"], 422, "shadow.card has no member \\\"color.extra\\\""),
        (["token": "shadow.raised", "member": "-1.color", "color": "#000"], 422, "a list of 2 shadows"),
        (["token": "shadow.raised", "member": "0..color", "color": "#000"], 422, "a list of 2 shadows"),
    ])
    func whatIsNotOneMembersValueIsRefused(body: [String: String], status: Int, message: String) async throws {
        let (studio, url) = try studio()
        let edited = try await studio.edit(body.merging(["mode": "default"]) { old, _ in old })
        #expect(edited.status == status && edited.text.contains(message), "\(edited.text)")
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.document)
    }

    /// In YAML a member in a block mapping and one in a flow mapping are each replaced where
    /// they stand, quotes and comments kept (inside a size's block mapping too): a flow list
    /// stays one, a weight's name a name.
    @Test func yamlMembersAreReplacedWhereTheyStand() throws {
        let yaml = """
            shadow:
              $type: shadow
              card:
                $value:
                  color: '#00000033'  # a quarter black
                  offsetX: { value: 0, unit: px }
                  offsetY: { value: 1, unit: px }
                  blur: { value: 3, unit: px }
                  spread: { value: 0, unit: px }
            border:
              line: { $type: border, $value: { color: '#d0d7de', width: { value: 1, unit: px }, style: solid } }
            type:
              body:
                $type: typography
                $value:
                  fontFamily: [Inter, sans-serif]
                  fontSize:
                    value: 16  # the browser's default
                    unit: px
                  fontWeight: regular
                  letterSpacing: { value: 0, unit: px }
                  lineHeight: 1.5  # unitless

            """
        let url = try write(yaml, to: "composites.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("shadow.card", member: "color", in: "default", to: .color(try RGBAColor(hex: "#1f232866")))
        try document.set("shadow.card", member: "blur", in: "default", to: .dimension(TokenDimension(value: 6, unit: .px)))
        try document.set("border.line", member: "width", in: "default", to: .dimension(TokenDimension(value: 2, unit: .px)))
        try document.set("type.body", member: "fontSize", in: "default", to: .dimension(TokenDimension(value: 1.125, unit: .rem)))
        try document.set("type.body", member: "fontWeight", in: "default", to: .fontWeight(600))
        try document.set("type.body", member: "fontFamily", in: "default", to: .fontFamily(["Inter", "system-ui", "sans-serif"]))
        try document.save()
        let expected =
            yaml
            .replacingOccurrences(of: "color: '#00000033'  #", with: "color: '#1f232866'  #")
            .replacingOccurrences(of: "blur: { value: 3, unit: px }", with: "blur: { value: 6, unit: px }")
            .replacingOccurrences(of: "width: { value: 1, unit: px }", with: "width: { value: 2, unit: px }")
            .replacingOccurrences(
                of: "value: 16  # the browser's default\n        unit: px",
                with: "value: 1.125  # the browser's default\n        unit: rem"
            )
            .replacingOccurrences(of: "fontWeight: regular", with: "fontWeight: semi-bold")
            .replacingOccurrences(of: "[Inter, sans-serif]", with: "[Inter, system-ui, sans-serif]")
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == expected, "\(saved)")
    }

    /// "Only in dark" on a member of a shared composite: the dark file gets the whole
    /// composite, in one line, with its type, its aliases kept and the member changed; light
    /// keeps the shared one. In YAML too.
    @Test(arguments: ["json", "yaml"])
    func onlyInDarkCopiesTheWholeComposite(format: String) throws {
        let folder = try temporaryFolder()
        let resolver = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.\(format)" }] } },
              "modifiers": {
                "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.\(format)" }] }, "default": "light" }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }
            """
        let base =
            format == "json"
            ? #"""
            {
              "color": { "$type": "color", "shadow": { "$value": "#00000033" } },
              "shadow": { "card": { "$type": "shadow", "$value": { "color": "{color.shadow}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 3, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } }
            }
            """#
            : """
            color: { $type: color, shadow: { $value: '#00000033' } }
            shadow:
              card:
                $type: shadow
                $value: { color: '{color.shadow}', offsetX: { value: 0, unit: px }, offsetY: { value: 1, unit: px }, blur: { value: 3, unit: px }, spread: { value: 0, unit: px } }

            """
        let dark =
            format == "json"
            ? "{\n  \"color\": { \"$type\": \"color\", \"shadow\": { \"$value\": \"#000000cc\" } }\n}\n"
            : "color: { $type: color, shadow: { $value: '#000000cc' } }\n"
        let url = try write(resolver, to: "app.resolver.json", in: folder)
        _ = try write(base, to: "base.tokens.\(format)", in: folder)
        let darkFile = try write(dark, to: "dark.tokens.\(format)", in: folder)
        var document = try StudioDocument(contentsOf: url)
        try document.set("shadow.card", member: "blur", in: "dark", to: .dimension(TokenDimension(value: 12, unit: .px)), onlyInMode: true)
        try document.save()
        let reread = try DesignTokens(contentsOf: url)
        #expect(reread.tokens(in: "light").flatMap { $0["shadow.card"] }.flatMap { CSSValue.text(for: $0.value) } == "0px 1px 3px 0px #00000033")
        #expect(reread.tokens(in: "dark").flatMap { $0["shadow.card"] }.flatMap { CSSValue.text(for: $0.value) } == "0px 1px 12px 0px #000000cc")
        let added = try String(contentsOf: darkFile, encoding: .utf8).split(separator: "\n").filter { $0.contains("card") }
            .map { $0.hasSuffix(",") ? $0.dropLast() : $0 }  // a member before another
        let expected =
            format == "json"
            ? #"  "shadow": { "card": { "$type": "shadow", "$value": { "color": "{color.shadow}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 12, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } }"#
            : #"shadow: { card: { $type: shadow, $value: { color: "{color.shadow}", offsetX: { value: 0, unit: px }, offsetY: { value: 1, unit: px }, blur: { value: 12, unit: px }, spread: { value: 0, unit: px } } } }"#
        #expect(added == [expected[...]], "\(added)")
    }

    /// The lines of `url` that differ from ``document``, as `before → after`, in order.
    func changedLines(_ url: URL) throws -> [String] {
        let before = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
        let after = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        guard before.count == after.count else { return ["\(before.count) lines became \(after.count)"] }
        return zip(before, after).filter { $0 != $1 }.map { "\($0) → \($1)" }
    }
}
