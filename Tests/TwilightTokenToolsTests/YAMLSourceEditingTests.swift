import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// The studio's editing of YAML token documents: one value changed in the layout it was
/// written in (quoted, plain, flow, block), a `$type` or a token added where a person would
/// put it, and every other byte — comments, quoting, indentation — as it was.
struct YAMLSourceEditingTests {
    /// The shapes people write a colour's value in, in YAML.
    static let document = """
        # Brand colours, edited by hand
        color:
          $type: color
          background:
            $value: "#ffffff"  # the page
            $description: Grüße — the page
          surface: { $description: "Grüße, #1", $value: '#f6f8fa' }
          text:
            $value:
              colorSpace: srgb
              components: [0.1, 0.1, 0.12]
              hex: "#1a1a1f"
            $description: body text
          link:
            $value: "{color.accent}"
          accent:
            $value: { colorSpace: srgb, components: [0.04, 0.52, 1], hex: "#0a85ff" }
          plain:
            $value: rebeccapurple # a CSS name
          ownLine:
            $value:
              '#00aa00'
          border: {$value: red, $description: x}

        """

    func tokens(_ text: String) throws -> DesignTokens {
        try DesignTokens(data: Data(text.utf8), name: "brand.tokens.yaml")
    }

    /// `text` with the value of `path` replaced as the studio replaces a colour: a string
    /// stays a string, anything else becomes a colour object.
    func setting(_ path: String, to color: RGBAColor, in text: String) throws -> String {
        let location = try #require(try tokens(text).tokens(in: "default")?[path]?.location, "\(path)")
        let edited = try TokenSourceEditor.replacingYAMLValue(in: Data(text.utf8), at: location) { layout in
            if case .scalar = layout { .string(color.hexString) } else { TokenSourceEditor.colorValue(color, like: nil) }
        }
        return String(decoding: edited, as: UTF8.self)
    }

    /// libYAML counts columns in characters; positions are in UTF-8 bytes, as in JSON, so
    /// that a value after non-ASCII text on its line is found (before, `surface` pointed two
    /// bytes early, into its description).
    @Test func positionsCountUTF8Bytes() throws {
        let yaml = try tokens(##"color: { $type: color, surface: { $description: "Grüße", $value: "#f6f8fa" } }"##)
        let json = try DesignTokens(
            data: Data(##"{"color": { "$type": "color", "surface": { "$description": "Grüße", "$value": "#f6f8fa" } } }"##.utf8),
            name: "t.json"
        )
        // 66 characters, 68 bytes before the value
        #expect(yaml.tokens(in: "default")?["color.surface"]?.location == SourcePosition(line: 1, column: 68))
        #expect(json.tokens(in: "default")?["color.surface"]?.location == SourcePosition(line: 1, column: 81))
        // A syntax error's column too: the second `:` is the 7th character, the 8th byte.
        let problems = #expect(throws: TokenValidationError.self) { try tokens(#""é": x: y"#) }
        #expect(problems?.diagnostics.first?.location == SourcePosition(line: 1, column: 8), "\(String(describing: problems))")
    }

    @Test func eachValueIsReplacedInTheLayoutItWasWrittenIn() throws {
        let green = try RGBAColor(hex: "#123456")
        let cases: [(path: String, before: String, after: String)] = [
            ("color.background", ##"    $value: "#ffffff"  # the page"##, ##"    $value: "#123456"  # the page"##),
            ("color.surface", ##"$value: '#f6f8fa' }"##, ##"$value: '#123456' }"##),
            ("color.plain", "    $value: rebeccapurple # a CSS name", ##"    $value: "#123456" # a CSS name"##),
            ("color.ownLine", "      '#00aa00'\n", "      '#123456'\n"),
            ("color.border", "  border: {$value: red, $description: x}", ##"  border: {$value: "#123456", $description: x}"##),
            (
                "color.accent",
                ##"    $value: { colorSpace: srgb, components: [0.04, 0.52, 1], hex: "#0a85ff" }"##,
                ##"    $value: { colorSpace: srgb, components: [0.070588, 0.203922, 0.337255], hex: "#123456" }"##
            ),
            (
                "color.text",
                "      colorSpace: srgb\n      components: [0.1, 0.1, 0.12]\n      hex: \"#1a1a1f\"\n    $description: body text",
                "      colorSpace: srgb\n      components: [0.070588, 0.203922, 0.337255]\n      hex: \"#123456\"\n    $description: body text"
            ),
        ]
        for (path, before, after) in cases {
            #expect(Self.document.contains(before), "\(path)")
            let edited = try setting(path, to: green, in: Self.document)
            #expect(edited == Self.document.replacingOccurrences(of: before, with: after), "\(path):\n\(edited)")
            // A colour object keeps components to six decimals: compare as 8-bit hex.
            guard case .color(let color)? = try tokens(edited).tokens(in: "default")?[path]?.value else {
                Issue.record("\(path) is no longer a colour")
                continue
            }
            #expect(color.hexString == green.hexString, "\(path)")
        }
        // A link stays a link: the alias string is replaced by the hex string.
        let linked = try setting("color.link", to: green, in: Self.document)
        #expect(linked.contains(##"    $value: "#123456""##))
    }

    /// An alias in place of a block mapping goes on its key's line; the block's lines go.
    @Test func anAliasReplacesABlockOnItsKeysLine() throws {
        let location = try #require(try tokens(Self.document).tokens(in: "default")?["color.text"]?.location)
        let edited = try TokenSourceEditor.replacingYAMLValue(in: Data(Self.document.utf8), at: location) { _ in .string("{color.link}") }
        let text = String(decoding: edited, as: UTF8.self)
        #expect(text.contains("  text:\n    $value: \"{color.link}\"\n    $description: body text\n"), "\(text)")
        #expect(try tokens(text).tokens(in: "default")?["color.text"]?.reference == "color.link")
    }

    /// With CRLF line breaks, a block is rewritten with CRLF.
    @Test func aBlockKeepsTheFilesLineBreaks() throws {
        let text = Self.document.replacingOccurrences(of: "\n", with: "\r\n")
        let edited = try setting("color.text", to: .white, in: text)
        #expect(edited.contains("      colorSpace: srgb\r\n      components: [1, 1, 1]\r\n      hex: \"#ffffff\"\r\n    $description"), "\(edited)")
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    /// What only a person should change is refused with a reason, and nothing is written.
    @Test func anchorsTagsBlockScalarsAndFoldedValuesAreRefused() throws {
        let cases: [(yaml: String, reason: String)] = [
            ("base: { $type: color, $value: &brand \"#ff0000\" }\ncolor: { $type: color, a: { $value: *brand } }\n", "anchor, alias or tag"),
            ("color: { $type: color, a: { $value: !!str \"#ff0000\" } }\n", "anchor, alias or tag"),
            ("color:\n  $type: color\n  a:\n    $value: |-\n      #ff0000\n", "block scalar"),
            ("color:\n  $type: color\n  a:\n    $value: rgb(1\n      2 3)\n", "over several lines"),
        ]
        for (yaml, reason) in cases {
            let location = try #require(try tokens(yaml).tokens(in: "default")?["color.a"]?.location, "\(yaml)")
            let error = #expect(throws: TokenSourceEditor.EditError.self) {
                try TokenSourceEditor.replacingYAMLValue(in: Data(yaml.utf8), at: location) { _ in .string("#000000") }
            }
            #expect(error?.description.contains(reason) == true, "\(yaml): \(error?.description ?? "")")
        }
    }

    /// A colour set on a token that had no type (an alias) gets `$type: color` after its
    /// value: on a line of its own indented as `$value` is, after a trailing comment, or
    /// inside its flow mapping.
    @Test func aTypeGoesAfterTheValue() throws {
        let block = "a:\n  $value: \"{b}\" # was an alias\n  $description: x\nb: { $type: color, $value: \"#000000\" }\n"
        let typed = try TokenSourceEditor.insertingYAMLType("color", afterValueAt: SourcePosition(line: 2, column: 11), in: Data(block.utf8))
        #expect(
            String(decoding: typed, as: UTF8.self)
                == "a:\n  $value: \"{b}\" # was an alias\n  $type: color\n  $description: x\nb: { $type: color, $value: \"#000000\" }\n"
        )

        let flow = "a: { $value: \"{b}\", $description: x }\n"
        let flowTyped = try TokenSourceEditor.insertingYAMLType("color", afterValueAt: SourcePosition(line: 1, column: 14), in: Data(flow.utf8))
        #expect(String(decoding: flowTyped, as: UTF8.self) == "a: { $value: \"{b}\", $type: color, $description: x }\n")

        let blockValue = "a:\n  $value:   # a colour object\n    colorSpace: srgb\n    components: [0, 0, 0]\nb: 1\n"
        let blockTyped = try TokenSourceEditor.insertingYAMLType("color", afterValueAt: SourcePosition(line: 3, column: 5), in: Data(blockValue.utf8))
        #expect(
            String(decoding: blockTyped, as: UTF8.self)
                == "a:\n  $value:   # a colour object\n    colorSpace: srgb\n    components: [0, 0, 0]\n  $type: color\nb: 1\n"
        )
    }

    /// A token is added as the first member of the deepest group the file has, in one-line
    /// groups for the rest of its path.
    @Test func aTokenIsAddedToTheDeepestGroupThere() throws {
        let definition = TokenSourceEditor.YAMLText.mapping([("$type", .string("color")), ("$value", .string("#0969da"))])
        func adding(_ path: String, to yaml: String) throws -> String {
            let data = try TokenSourceEditor.insertingYAMLToken(
                at: path.split(separator: ".").map(String.init),
                definition: definition,
                in: Data(yaml.utf8)
            )
            return String(decoding: data, as: UTF8.self)
        }
        #expect(
            try adding("color.visited", to: Self.document).contains(
                "color:\n  visited: { $type: color, $value: \"#0969da\" }\n  $type: color\n  background:\n"
            )
        )
        #expect(
            try adding("brand.link.hover", to: Self.document).hasPrefix("# Brand colours, edited by hand\nbrand: { link: { hover: { $type: color")
        )
        #expect(
            try adding("color.border.x", to: "color:\n  border: { a: 1 }\n").contains("border: { x: { $type: color, $value: \"#0969da\" }, a: 1 }")
        )
        #expect(try adding("color.empty.x", to: "color:\n  empty: {}\n").contains("empty: { x: { $type: color, $value: \"#0969da\" } }"))
        // A new group at the top of a file that starts with a byte-order mark.
        #expect(
            try adding("brand.x", to: "\u{FEFF}color:\n  a: 1\n") == "\u{FEFF}brand: { x: { $type: color, $value: \"#0969da\" } }\ncolor:\n  a: 1\n"
        )
        // Names YAML would read as something else are quoted.
        let typed = "color:\n  a: { $type: color, $value: \"#000000\" }\n"
        #expect(try adding("color.true", to: typed).contains("\n  \"true\": { $type: color"))
        for (path, reason) in [("color.background", "already defined"), ("color.background.x", "is a token here")] {
            let error = #expect(throws: TokenSourceEditor.EditError.self) { try adding(path, to: Self.document) }
            #expect(error?.description.contains(reason) == true, "\(path): \(error?.description ?? "")")
        }
        for (path, yaml) in [("color.x", Self.document), ("brand.x", Self.document), ("color.true", typed)] {
            let text = try adding(path, to: yaml)
            #expect(try tokens(text).tokens(in: "default")?[path]?.value == .color(try RGBAColor(hex: "#0969da")), "\(path):\n\(text)")
        }
    }

    /// Through the studio: the high-contrast dark mode's own file is YAML; a shared colour
    /// gets a value for that mode alone there, and a value defined there is changed in
    /// place. Each save changes the lines of one token.
    @Test func theStudioEditsTheAppsYAMLFile() throws {
        let folder = try temporaryFolder().appending(path: "app")
        try FileManager.default.copyItem(at: fixtures.appending(path: "app"), to: folder)
        let yaml = folder.appending(path: "high-contrast-dark.tokens.yaml")
        let before = try Data(contentsOf: yaml)
        var document = try StudioDocument(contentsOf: folder.appending(path: "app.resolver.json"))
        let dark = document.tokens.tokens(in: "dark")?["color.secondaryText"]?.value

        try document.set("color.secondaryText", in: "highContrastDark", to: .color(try RGBAColor(hex: "#c9d1d9")), onlyInMode: true)
        try document.set("color.accent", in: "highContrastDark", to: .color(try RGBAColor(hex: "#79c0ff")))
        try document.set("color.background", in: "highContrastDark", to: .color(.black))
        try document.save()

        let original = try write(String(decoding: before, as: UTF8.self), to: "before.yaml", in: try temporaryFolder())
        let numbers = try gitDiffNumbers(original, yaml)
        // One token added; the accent's components changed and its hex added; the
        // background's alias became a colour, with its type on a line after it.
        #expect(numbers.hasPrefix("5\t2\t"), "\(numbers)")
        let text = String(decoding: try Data(contentsOf: yaml), as: UTF8.self)
        #expect(text.hasPrefix("# Only what differs from dark.\ncolor:\n  secondaryText: { $type: color, $value: { colorSpace: srgb"), "\(text)")
        #expect(text.contains("  background:\n    $value: \"#000000\"\n    $type: color\n"), "\(text)")
        #expect(text.contains("      hex: \"#79c0ff\"\n"), "\(text)")
        let reread = try DesignTokens(contentsOf: folder.appending(path: "app.resolver.json"))
        func hex(_ mode: String, _ path: String) -> String? {
            if case .color(let color)? = reread.tokens(in: mode)?[path]?.value { color.hexString } else { nil }
        }
        #expect(hex("highContrastDark", "color.secondaryText") == "#c9d1d9")
        #expect(hex("highContrastDark", "color.accent") == "#79c0ff")
        #expect(hex("highContrastDark", "color.background") == "#000000")
        #expect(reread.tokens(in: "dark")?["color.secondaryText"]?.value == dark, "dark keeps its value")
    }

    /// Two tokens made one definition by a YAML anchor and alias — a token's, or a group's —
    /// are not edited through either: the edit would change both. Before, the studio
    /// changed both, and saving wrote it.
    @Test(arguments: [
        ("color:\n  $type: color\n  a: &shared { $value: \"#ffffff\" }\n  b: *shared\n", "color.b", "color.a"),
        ("color:\n  $type: color\n  a: &shared { $value: \"#ffffff\" }\n  b: *shared\n", "color.a", "color.b"),
        ("light: &palette\n  $type: color\n  text: { $value: \"#111111\" }\ndim: *palette\n", "dim.text", "light.text"),
    ])
    func tokensSharedThroughAnAliasAreNotEdited(text: String, path: String, other: String) throws {
        let url = try write(text, to: "brand.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        let error = #expect(throws: TokenValidationError.self) { try document.set(path, in: "default", to: .color(.black)) }
        #expect(error?.description.contains("\(path) and \(other) are one definition") == true, "\(error?.description ?? "")")
        #expect(!document.hasUnsavedEdits)
    }

    /// A property list is read but not edited: the studio says so and changes nothing.
    @Test func aPropertyListIsNotEdited() throws {
        let tree: [String: Any] = ["color": ["text": ["$type": "color", "$value": "#111111"]]]
        let data = try PropertyListSerialization.data(fromPropertyList: tree, format: .xml, options: 0)
        let url = try temporaryFolder().appending(path: "brand.tokens.plist")
        try data.write(to: url)
        var document = try StudioDocument(contentsOf: url)
        let error = #expect(throws: TokenValidationError.self) { try document.set("color.text", in: "default", to: .color(.black)) }
        #expect(error?.description.contains("only JSON, JSON5 and YAML documents can be edited") == true, "\(error?.description ?? "")")
        #expect(!document.hasUnsavedEdits)
    }

    /// A file that starts with a byte-order mark (as some Windows editors save) is edited
    /// in the right place on its first line, in YAML and in JSON.
    @Test(arguments: ["brand.tokens.yaml", "brand.tokens.json"])
    func aByteOrderMarkDoesNotMoveTheFirstLine(name: String) throws {
        let text =
            "\u{FEFF}"
            + (name.hasSuffix(".yaml")
                ? ##"color: { $type: color, a: { $value: "#ffffff" } }"## : ##"{"color": {"$type": "color", "a": {"$value": "#ffffff"}}}"##) + "\n"
        let url = try write(text, to: name, in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("color.a", in: "default", to: .color(try RGBAColor(hex: "#123456")))
        try document.save()
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == text.replacingOccurrences(of: "#ffffff", with: "#123456"))
    }
}
