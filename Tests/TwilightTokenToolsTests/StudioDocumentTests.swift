import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// `StudioDocument`: edits previewed in memory, then saved as one changed value each.
struct StudioDocumentTests {
    /// A copy of a fixture folder to edit.
    func copy(_ folder: String) throws -> URL {
        let destination = try temporaryFolder().appending(path: folder)
        try FileManager.default.copyItem(at: fixtures.appending(path: folder), to: destination)
        return destination
    }

    /// A colour set in the dark mode changes the dark file's definition: the preview shows
    /// it (and the tokens that refer to it) at once, the disk only after saving, and then
    /// `git diff` shows one changed line.
    @Test func anEditIsPreviewedThenSavedAsOneChangedLine() throws {
        let folder = try copy("app")
        let resolver = folder.appending(path: "app.resolver.json")
        let dark = folder.appending(path: "dark.tokens.json")
        let before = try Data(contentsOf: dark)
        var document = try StudioDocument(contentsOf: resolver)
        let grey = try RGBAColor(hex: "#1c2128")
        try document.set("color.background", in: "dark", to: .color(grey))
        #expect(document.tokens.tokens(in: "dark")?["color.background"]?.value == .color(grey))
        // High contrast reads dark.tokens.json too, but its own file overrides the background.
        #expect(document.tokens.tokens(in: "highContrastDark")?["color.background"]?.value == .color(.black))
        #expect(document.tokens.tokens(in: "light")?["color.background"]?.value == .color(.white))
        #expect(document.hasUnsavedEdits)
        #expect(try Data(contentsOf: dark) == before)

        try document.save()
        #expect(!document.hasUnsavedEdits)
        let original = try write(String(decoding: before, as: UTF8.self), to: "dark.before.json", in: try temporaryFolder())
        #expect(try gitDiffNumbers(original, dark).hasPrefix("1\t1\t"))
        // an alias before: now a literal, with its type
        #expect(String(decoding: try Data(contentsOf: dark), as: UTF8.self).contains(##""background": { "$value": "#1c2128", "$type": "color" }"##))
        let reread = try DesignTokens(contentsOf: resolver)
        #expect(reread.tokens(in: "dark")?["color.background"]?.value == .color(grey))
        #expect(
            try Data(contentsOf: folder.appending(path: "palette.tokens.json"))
                == Data(contentsOf: fixtures.appending(path: "app/palette.tokens.json"))
        )
    }

    /// Editing a brand's colour re-colours what refers to it, and the audit of the edited
    /// tokens shows which pairs now pass or fail before anything is saved; an alias can be
    /// re-pointed.
    @Test func referringTokensAndVerdictsFollowAnEdit() throws {
        let folder = try copy("audit")
        var document = try StudioDocument(contentsOf: folder.appending(path: "brands.resolver.json"))
        func failing(_ document: StudioDocument) throws -> Set<String> {
            Set(
                try ContrastAudit(of: document.tokens).failures.filter {
                    $0.pair.foreground == "color.link" && $0.pair.background == "color.background"
                }
                .map { "\($0.combination.mode) \($0.combination.axes[0].value)" }
            )
        }
        #expect(try failing(document) == ["light ember", "dark forest"])
        // The forest brand's dark accent, lightened: the link (an alias of the accent)
        // follows, and its dark failure is gone.
        try document.set("brand.primary-dark", in: "dark", axes: ["brand": "forest"], to: .color(try RGBAColor(hex: "#3fb950")))
        let link = try #require(try document.tokens.tokens(in: "dark", axes: ["brand": "forest"])?["color.link"])
        #expect(link.value == .color(try RGBAColor(hex: "#3fb950")))
        #expect(try failing(document) == ["light ember"])
        // The link re-pointed to the text colour passes everywhere.
        try document.set("color.link", in: "light", to: .alias("color.text"))
        #expect(document.tokens.tokens(in: "light")?["color.link"]?.reference == "color.text")
        #expect(try failing(document) == [])
    }

    /// An edit that breaks the document (an alias to nothing) is refused and changes
    /// nothing; a save over a file changed on disk meanwhile is refused, the other
    /// writer's file stays, and the edits are kept.
    @Test func aBadEditOrAStaleSaveChangesNothing() throws {
        let folder = try copy("app")
        let resolver = folder.appending(path: "app.resolver.json")
        var document = try StudioDocument(contentsOf: resolver)
        let error = try #require(throws: TokenValidationError.self) {
            try document.set("color.text", in: "dark", to: .alias("color.nowhere"))
        }
        #expect(error.description.contains("color.nowhere"), "\(error)")
        #expect(!document.hasUnsavedEdits)
        #expect(throws: TokenValidationError.self) { try document.set("color.nothing", in: "dark", to: .color(.black)) }

        try document.set("color.text", in: "dark", to: .color(try RGBAColor(hex: "#f0f6fc")))
        let dark = folder.appending(path: "dark.tokens.json")
        let theirs = Data(String(decoding: try Data(contentsOf: dark), as: UTF8.self).replacingOccurrences(of: "gray6", with: "gray5").utf8)
        try theirs.write(to: dark)
        let stale = try #require(throws: TokenSourceEditor.EditError.self) { try document.save() }
        #expect(stale.description.contains("changed on disk since it was read"))
        #expect(try Data(contentsOf: dark) == theirs)
        #expect(document.hasUnsavedEdits)
    }
}
