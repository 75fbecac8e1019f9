import Foundation
import Testing
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// `TokenSourceEditor`: one token's value changed in a document's text, nothing else.
struct SourceEditingTests {
    static let document = """
        {
          // The brand's colours.
          "color": {
            "$type": "color",
            "$description": "Colours {not an alias}, with a } in a string",
            "background": { "$value": "#ffffff", "$extensions": { "com.example": { "figmaId": "1:2" } } },
            "accent": {
              "$value": {
                "colorSpace": "srgb",
                "components": [0.04, 0.52, 1],
                "hex": "#0a85ff"
              },
              /* kept */ "$description": 'the accent, in a "quoted" string'
            },
            "link": { "$value": "{color.accent}" },
            "text": { "$value": "#1f2328" }
          }
        }

        """

    func load(_ data: Data) throws -> DesignTokens {
        try DesignTokens(data: data, name: "brand.tokens.json5", format: .json5)
    }

    /// `git diff` (the real one) after changing one colour shows one changed line, and the
    /// edited document reads back with the new colour and every other token as it was.
    @Test func changingOneColourChangesOneLine() throws {
        let data = Data(Self.document.utf8)
        let tokens = try load(data)
        let text = try #require(tokens.tokens(in: "default")?["color.text"])
        let edited = try TokenSourceEditor.replacingValue(in: data, at: #require(text.location), with: ##""#0969da""##)
        let folder = try temporaryFolder()
        let before = try write(Self.document, to: "before.json5", in: folder)
        let after = folder.appending(path: "after.json5")
        try edited.write(to: after)
        let numbers = try gitDiffNumbers(before, after)
        #expect(numbers.hasPrefix("1\t1\t"), "\(numbers)")

        let reread = try #require(try load(edited).tokens(in: "default"))
        #expect(reread["color.text"]?.value == .color(try RGBAColor(hex: "#0969da")))
        let old = try #require(tokens.tokens(in: "default"))
        for path in ["color.background", "color.accent", "color.link"] {
            #expect(reread[path] == old[path], "\(path)")
        }
        #expect(String(decoding: edited, as: UTF8.self).contains(#"/* kept */ "$description": 'the accent, in a "quoted" string'"#))
    }

    /// A value spread over lines (an object with comments or braces in strings around it)
    /// is replaced whole; an alias can be re-pointed.
    @Test func objectsAndAliasesAreReplacedWhole() throws {
        let data = Data(Self.document.utf8)
        let tokens = try #require(try load(data).tokens(in: "default"))
        let accent = try #require(tokens["color.accent"]?.location)
        let color = RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let object = TokenSourceEditor.colorValue(color, like: nil).jsonText
        #expect(object == ##"{ "colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "alpha": 0.5, "hex": "#336699" }"##)
        let edited = try TokenSourceEditor.replacingValue(in: data, at: accent, with: object)
        let reread = try #require(try load(edited).tokens(in: "default"))
        #expect(reread["color.accent"]?.value == .color(color))
        // The link follows its alias to the new colour.
        #expect(reread["color.link"]?.value == .color(color))

        let link = try #require(tokens["color.link"]?.location)
        let repointed = try TokenSourceEditor.replacingValue(in: data, at: link, with: ##""{color.text}""##)
        let after = try #require(try load(repointed).tokens(in: "default"))
        #expect(after["color.link"]?.reference == "color.text")
        #expect(after["color.link"]?.value == tokens["color.text"]?.value)
    }

    /// A place the file no longer has, or where no value starts, is an error, never a
    /// half-edited file.
    @Test func aStalePlaceIsRefused() throws {
        let data = Data(##"{"a": {"$type": "color", "$value": "#ffffff"}}"##.utf8)
        #expect(throws: TokenSourceEditor.EditError.self) {
            try TokenSourceEditor.replacingValue(in: data, at: SourcePosition(line: 3, column: 1), with: "1")
        }
        #expect(throws: TokenSourceEditor.EditError.self) {
            try TokenSourceEditor.replacingValue(in: data, at: SourcePosition(line: 1, column: 400), with: "1")
        }
        let truncated = Data(#"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "#.utf8)
        #expect(throws: TokenSourceEditor.EditError.self) {
            try TokenSourceEditor.replacingValue(in: truncated, at: SourcePosition(line: 1, column: 36), with: "1")
        }
    }

    /// Saving writes only over the bytes the edit was made from: a file changed on disk
    /// meanwhile is left as it is. It writes through a symbolic link and keeps the mode.
    @Test func savingNeverOverwritesAnotherSave() throws {
        let folder = try temporaryFolder()
        let original = Data(##"{"a": {"$type": "color", "$value": "#ffffff"}}"##.utf8)
        let real = try write(String(decoding: original, as: UTF8.self), to: "real.tokens.json", in: folder)
        unsafe chmod(real.path, 0o600)
        let link = folder.appending(path: "link.tokens.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.tokens.json")

        let first = try TokenSourceEditor.replacingValue(in: original, at: SourcePosition(line: 1, column: 36), with: ##""#000000""##)
        try TokenSourceEditor.save(first, to: link, replacing: original)
        #expect(try Data(contentsOf: real) == first)
        #expect((try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType) == .typeSymbolicLink)
        #expect((try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int) == 0o600)

        // A second tab edited the same original: its save is refused, the first one stays.
        let second = try TokenSourceEditor.replacingValue(in: original, at: SourcePosition(line: 1, column: 36), with: ##""#ff0000""##)
        let error = try #require(throws: TokenSourceEditor.EditError.self) { try TokenSourceEditor.save(second, to: link, replacing: original) }
        #expect(error.description.contains("changed on disk since it was read: nothing was written"))
        #expect(try Data(contentsOf: real) == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.tokens.json", "real.tokens.json"])
    }

    /// A save killed between writing its temporary file and renaming it (the studio stopped
    /// with SIGKILL, a container's out-of-memory kill) leaves a hidden file that `git status`
    /// shows: the next save removes it, and never a running writer's or another file's.
    @Test func aSaveRemovesWhatKilledSavesLeft() throws {
        let folder = try temporaryFolder()
        let original = Data(##"{"a": {"$type": "color", "$value": "#ffffff"}}"##.utf8)
        let file = try write(String(decoding: original, as: UTF8.self), to: "app.tokens.json", in: folder)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let killed = ".app.tokens.json.\(ended.processIdentifier).1234.tmp"
        let running = ".app.tokens.json.\(getppid()).5678.tmp"
        let otherFile = ".other.tokens.json.\(ended.processIdentifier).9012.tmp"
        let notOurs = ".app.tokens.json.\(ended.processIdentifier).tmp"
        for name in [killed, running, otherFile, notOurs] {
            try Data(#"{"a": {"#.utf8).write(to: folder.appending(path: name))
        }

        let edited = try TokenSourceEditor.replacingValue(in: original, at: SourcePosition(line: 1, column: 36), with: ##""#000000""##)
        try TokenSourceEditor.save(edited, to: file, replacing: original)
        #expect(try Data(contentsOf: file) == edited)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["app.tokens.json", running, otherFile, notOurs].sorted())
    }
}
