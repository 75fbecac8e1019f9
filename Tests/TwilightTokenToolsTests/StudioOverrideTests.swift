import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// The studio's "only in this mode": a value a mode takes from a shared file is given to
/// that mode alone by adding the token to the file its context lists last, and nothing else
/// changes, on screen or on disk.
struct StudioOverrideTests {
    /// A colour as the file keeps it (components to six decimals): its 8-bit hex.
    func hex(_ value: TokenValue?) -> String? { if case .color(let color)? = value { color.hexString } else { nil } }

    func copyOfTheApp() throws -> URL {
        let destination = try temporaryFolder().appending(path: "app")
        try FileManager.default.copyItem(at: fixtures.appending(path: "app"), to: destination)
        return destination
    }

    @Test func aSharedColourGetsAValueForTheDarkModeAlone() throws {
        let folder = try copyOfTheApp()
        let resolver = folder.appending(path: "app.resolver.json")
        let dark = folder.appending(path: "dark.tokens.json")
        let before = try Data(contentsOf: dark)
        var document = try StudioDocument(contentsOf: resolver)
        let light = document.tokens.tokens(in: "light")?["color.secondaryText"]?.value
        #expect(document.tokens.tokens(in: "dark")?["color.secondaryText"]?.file.hasSuffix("/semantic.tokens.json") == true, "shared before")

        let slate = try RGBAColor(hex: "#8b949e")
        try document.set("color.secondaryText", in: "dark", to: .color(slate), onlyInMode: true)
        #expect(hex(document.tokens.tokens(in: "dark")?["color.secondaryText"]?.value) == "#8b949e")
        #expect(document.tokens.tokens(in: "light")?["color.secondaryText"]?.value == light, "light keeps its value")
        #expect(hex(document.tokens.tokens(in: "highContrastDark")?["color.secondaryText"]?.value) == "#8b949e", "built on dark.tokens.json")
        // Set again: now defined in the dark file, the value there is replaced, not added twice.
        let lighter = try RGBAColor(hex: "#9aa4ae")
        try document.set("color.secondaryText", in: "dark", to: .color(lighter), onlyInMode: true)
        try document.save()

        let original = try write(String(decoding: before, as: UTF8.self), to: "dark.before.json", in: try temporaryFolder())
        #expect(try gitDiffNumbers(original, dark).hasPrefix("1\t0\t"), "one added line")
        let text = String(decoding: try Data(contentsOf: dark), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"color\": {\n    \"secondaryText\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\""))
        #expect(text.contains(##""hex": "#9aa4ae" } },"##) && text.contains(#"    "background": { "$value": "{palette.gray6}" },"#))
        #expect(
            try Data(contentsOf: folder.appending(path: "semantic.tokens.json"))
                == Data(contentsOf: fixtures.appending(path: "app/semantic.tokens.json"))
        )
        let reread = try DesignTokens(contentsOf: resolver)
        #expect(hex(reread.tokens(in: "dark")?["color.secondaryText"]?.value) == lighter.hexString)
        #expect(reread.tokens(in: "light")?["color.secondaryText"]?.value == light)
    }

    @Test func anAliasCanBeGivenToOneModeToo() throws {
        var document = try StudioDocument(contentsOf: try copyOfTheApp().appending(path: "app.resolver.json"))
        let light = document.tokens.tokens(in: "light")?["color.link"]?.reference
        try document.set("color.link", in: "dark", to: .alias("palette.white"), onlyInMode: true)
        #expect(document.tokens.tokens(in: "dark")?["color.link"]?.reference == "palette.white")
        #expect(document.tokens.tokens(in: "light")?["color.link"]?.reference == light)
    }

    /// Where a mode has no file of its own, or it cannot be edited, the edit is refused saying
    /// why, and nothing changes.
    @Test func aModeWithoutAnEditableFileOfItsOwnIsRefused() throws {
        let original = try StudioDocument(contentsOf: try copyOfTheApp().appending(path: "app.resolver.json"))
        let cases: [(mode: String, reason: String)] = [
            ("light", "light has no file of its own to hold a value for it alone")
        ]
        for (mode, reason) in cases {
            var document = original
            let error = #expect(throws: TokenValidationError.self) {
                try document.set("color.secondaryText", in: mode, to: .color(.black), onlyInMode: true)
            }
            #expect(error?.description.contains(reason) == true, "\(mode): \(error?.description ?? "")")
            #expect(!document.hasUnsavedEdits)
        }
        let folder = try temporaryFolder()
        let single = try write(##"{ "color": { "text": { "$type": "color", "$value": "#111111" } } }"##, to: "one.tokens.json", in: folder)
        var document = try StudioDocument(contentsOf: single)
        #expect(throws: TokenValidationError.self) {
            try document.set("color.text", in: document.tokens.defaultMode, to: .color(.black), onlyInMode: true)
        }
    }

    /// A combination that takes the token from a file after the mode's (a brand's) would
    /// not show the new value: refused, naming that file.
    @Test func aValueThatALaterFileOverridesIsRefused() throws {
        let folder = try temporaryFolder()
        _ = try write(##"{ "color": { "$type": "color", "accent": { "$value": "#0969da" } } }"##, to: "base.tokens.json", in: folder)
        _ = try write("{}", to: "dark.tokens.json", in: folder)
        _ = try write(##"{ "color": { "accent": { "$type": "color", "$value": "#0066ff" } } }"##, to: "ocean.tokens.json", in: folder)
        let resolver = try write(
            """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" },
                "brand": { "contexts": { "plain": [], "ocean": [{ "$ref": "ocean.tokens.json" }] }, "default": "plain" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/brand" }] }
            """,
            to: "brands.resolver.json",
            in: folder
        )
        var document = try StudioDocument(contentsOf: resolver)
        let error = #expect(throws: TokenValidationError.self) {
            try document.set("color.accent", in: "dark", axes: ["brand": "ocean"], to: .color(.white), onlyInMode: true)
        }
        #expect(
            error?.description.contains("is taken from") == true
                && error?.description.contains("ocean.tokens.json, which comes after dark.tokens.json") == true
        )
        #expect(!document.hasUnsavedEdits)
        // With the brand at its default, the dark file's value is the one in force.
        try document.set("color.accent", in: "dark", to: .color(.white), onlyInMode: true)
        #expect(document.tokens.tokens(in: "dark")?["color.accent"]?.value == .color(.white))
        #expect(document.tokens.tokens(in: "light")?["color.accent"]?.value == .color(try RGBAColor(hex: "#0969da")))
        try document.save()
        // Written as the base file's colour is, a hex string.
        let dark = String(decoding: try Data(contentsOf: folder.appending(path: "dark.tokens.json")), as: UTF8.self)
        #expect(dark == ##"{ "color": { "accent": { "$type": "color", "$value": "#ffffff" } } }"##)
    }

    /// The insertion itself, on the shapes token files come in.
    @Test(arguments: [
        // A group laid out one member per line: a line of its own, indented alike.
        (
            "{\n  \"color\": {\n    \"text\": { \"$value\": \"#111111\" }\n  }\n}", ["color", "muted"],
            "{\n  \"color\": {\n    \"muted\": {\"$value\": 1},\n    \"text\": { \"$value\": \"#111111\" }\n  }\n}"
        ),
        // Groups the file does not have yet are made, on one line.
        (
            "{\n  \"space\": {}\n}", ["color", "brand", "accent"],
            "{\n  \"color\": { \"brand\": { \"accent\": {\"$value\": 1} } },\n  \"space\": {}\n}"
        ),
        // An empty group, and a group on one line.
        ("{ \"color\": {} }", ["color", "muted"], "{ \"color\": { \"muted\": {\"$value\": 1} } }"),
        ("{ \"color\": { \"a\": {\"$value\": 2} } }", ["color", "b"], "{ \"color\": { \"b\": {\"$value\": 1}, \"a\": {\"$value\": 2} } }"),
        // JSON5 with CRLF, comments and unquoted keys: the comment stays where it was.
        (
            "{\r\n  // colours\r\n  color: {\r\n    text: { $value: '#111' }, // body\r\n  },\r\n}", ["color", "muted"],
            "{\r\n  // colours\r\n  color: {\r\n    \"muted\": {\"$value\": 1},\r\n    text: { $value: '#111' }, // body\r\n  },\r\n}"
        ),
    ])
    func aTokenIsInsertedWithoutTouchingAnythingElse(before: String, path: [String], after: String) throws {
        let inserted = try TokenSourceEditor.insertingToken(at: path, definition: #"{"$value": 1}"#, in: Data(before.utf8), json5: true)
        #expect(String(decoding: inserted, as: UTF8.self) == after)
        _ = try JSONSourceReader.read([UInt8](inserted), json5: true)
    }

    @Test func aTokenIsNotInsertedOverAnotherOrInsideOne() {
        let text = Data(##"{ "color": { "text": { "$value": "#111111" } } }"##.utf8)
        let existing = #expect(throws: TokenSourceEditor.EditError.self) {
            try TokenSourceEditor.insertingToken(at: ["color", "text"], definition: "{}", in: text, json5: false)
        }
        #expect(existing?.description == "color.text is already defined in this file")
        let inside = #expect(throws: TokenSourceEditor.EditError.self) {
            try TokenSourceEditor.insertingToken(at: ["color", "text", "hover"], definition: "{}", in: text, json5: false)
        }
        #expect(inside?.description == "color.text is a token here, not a group")
        #expect(throws: TokenSourceEditor.EditError.self) {
            try TokenSourceEditor.insertingToken(at: ["color"], definition: "{}", in: Data("[1, 2]".utf8), json5: false)
        }
    }
}
