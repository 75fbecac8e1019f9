import Foundation
import Testing
import TwilightTestSupport

@testable import TwilightTokenTools
@testable import TwilightTokens

/// Figma's own export of variables: a DTCG file per collection and mode. The fixtures are
/// written from the format as Figma writes it — the mode named in the root `$extensions`,
/// colours as colour objects with `hex`, each variable's id, an alias inside a collection
/// as a DTCG alias, an alias into another collection as the value it resolved with
/// `com.figma.aliasData` — and are named as teams name them (the export's names are not a
/// contract).
@Suite("Imports: Figma's export of variable modes")
struct FigmaModeFilesTests {
    static let folder = fixtures.appending(path: "imports/figma-modes")
    static let inOrder = ["primitives", "theme-colors.light", "theme-colors.dark", "spacing"].map {
        folder.appending(path: "\($0).tokens.json").path
    }

    static func hex(_ tokens: DesignTokens, _ path: String, _ mode: String) -> String? {
        ImportFormatsTests.hex(tokens, path, mode)
    }

    @Test func theFilesOfEachCollectionBecomeOneThemedDocument() throws {
        let conversion = try TokenImport.conversion(ofFigmaModeFiles: Self.inOrder)
        #expect(conversion.kind == .figma)
        let tokens = try ImportFormatsTests.load(conversion)
        #expect(tokens.modes == ["Light", "Dark"])
        #expect(tokens.defaultMode == "Light", "the first file of the collection")
        #expect(tokens.darkModes == ["Dark"], "judged by its colours against the default")
        #expect(Self.hex(tokens, "Background.bg-default", "Light") == "#fafafa")
        #expect(Self.hex(tokens, "Background.bg-default", "Dark") == "#111111")
        #expect(Self.hex(tokens, "Background.bg-raised", "Dark") == "#111111", "an alias inside the collection")
        #expect(Self.hex(tokens, "Background.bg-scrim", "Dark") == "#00000099")
        #expect(tokens.tokens(in: "Dark")?["gap.gap-default"]?.value == .number(16))
        #expect(tokens.tokens(in: "Light")?["Background.bg-default"]?.description == "The page behind everything")
        // Collections named by the aliases into them, else by what their files' names share.
        let document = try #require(JSONSerialization.jsonObject(with: Data(conversion.json.utf8)) as? [String: Any])
        let sets = try #require(document["sets"] as? [String: Any])
        #expect(sets.keys.sorted() == ["Primitives", "spacing", "theme-colors/Dark", "theme-colors/Light"])
        #expect(
            conversion.notes.last
                == #"the collection "theme-colors" gives the modes (Light, Dark) as the modifier "theme", "Light" its default"#
        )
    }

    /// Figma writes an alias into another collection as the value it resolved; written as
    /// the alias again, a change of the primitive reaches the tokens that use it.
    @Test func aliasesFigmaResolvedAreAliasesAgain() throws {
        let copy = try temporaryFolder()
        for file in Self.inOrder {
            try FileManager.default.copyItem(atPath: file, toPath: copy.appending(path: (file as NSString).lastPathComponent).path)
        }
        let primitives = copy.appending(path: "primitives.tokens.json")
        let changed = try String(contentsOf: primitives, encoding: .utf8)
            .replacingOccurrences(of: "[0.03921568766236305, 0.4000000059604645, 0.7607843279838562]", with: "[0.35686275, 0.12941177, 0.71372549]")
            .replacingOccurrences(of: "#0A66C2", with: "#5B21B6")
        try Data(changed.utf8).write(to: primitives)
        let files = Self.inOrder.map { copy.appending(path: ($0 as NSString).lastPathComponent).path }
        let conversion = try TokenImport.conversion(ofFigmaModeFiles: files)
        let tokens = try ImportFormatsTests.load(conversion)
        #expect(Self.hex(tokens, "Content.text-accent", "Light") == "#5b21b6", "follows Blue/600")
        #expect(Self.hex(tokens, "Content.text-accent", "Dark") == "#70b5ff", "follows Blue/300")
        #expect(conversion.json.contains(#""$value": "{Gray.50}""#))
        // An alias into a library that is not among the files keeps the value Figma resolved.
        #expect(Self.hex(tokens, "Content.text-brand", "Light") == "#e53935")
        #expect(
            conversion.notes.contains(
                "\(files[1]): Content.text-brand: the alias to Brand/Red in Brand colours names a variable not among the files; its value is kept"
            )
        )
    }

    /// A library's variables are exported from the library's own file, where their ids have
    /// no library key; an alias into the library from another file is restored all the same,
    /// and names the library's collection.
    @Test func aliasesIntoALibraryExportedOnItsOwnAreRestored() throws {
        let library = try temporaryFolder().appending(path: "brand.tokens.json")
        try Data(
            ##"""
            {"Brand": {"Red": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.9, 0.2, 0.2], "hex": "#E63333"},
                               "$extensions": {"com.figma.variableId": "VariableID:31:9"}}},
             "$extensions": {"com.figma.modeName": "Value"}}
            """##.utf8
        ).write(to: library)
        let conversion = try TokenImport.conversion(ofFigmaModeFiles: Self.inOrder + [library.path])
        let tokens = try ImportFormatsTests.load(conversion)
        #expect(Self.hex(tokens, "Content.text-brand", "Light") == "#e63333", "the library's value, through the alias")
        let document = try #require(JSONSerialization.jsonObject(with: Data(conversion.json.utf8)) as? [String: Any])
        #expect(try #require(document["sets"] as? [String: Any]).keys.contains("Brand colours"))
    }

    /// The folder Figma's download was unzipped into: the files' order there is only their
    /// names', so the default mode — the one the others are judged light or dark against —
    /// must be named, or the import is refused (taken from the names, `Dark` came first, and
    /// the dark mode was called light).
    @Test func aFolderReadsAsItsFilesWithItsDefaultModeNamed() throws {
        let inOrder = try ImportFormatsTests.load(TokenImport.conversion(ofFigmaModeFiles: Self.inOrder))
        let chosen = try ImportFormatsTests.load(TokenImport.conversion(ofFolder: Self.folder, defaultModes: ["Light"]))
        #expect(chosen.modes == inOrder.modes && chosen.defaultMode == "Light" && chosen.darkModes == ["Dark"])
        for mode in inOrder.modes {
            let expected = try #require(inOrder.tokens(in: mode)).tokens.mapValues(\.value)
            #expect(try #require(chosen.tokens(in: mode)).tokens.mapValues(\.value) == expected, "\(mode)")
        }
        let error = #expect(throws: TokenValidationError.self) { try TokenImport.conversion(ofFolder: Self.folder) }
        #expect(
            error?.diagnostics.map(\.message) == [
                #"nothing says which of the modes "Dark", "Light" is the default (a folder's files come in the order of their names): expected it named (--default-mode)"#
            ]
        )
    }

    /// The folder of a zip made on a Mac and unzipped elsewhere holds `__MACOSX/._name.json`
    /// files (file metadata, not JSON), and a folder may hold hidden files: neither is read.
    /// Before, the import stopped at `__MACOSX/._theme-colors.light.tokens.json:1:1: expected
    /// a value …, found byte 0x0`.
    @Test func aMacsZipMetadataAndHiddenFilesAreNotRead() throws {
        let folder = try temporaryFolder()
        for file in Self.inOrder {
            try FileManager.default.copyItem(atPath: file, toPath: folder.appending(path: (file as NSString).lastPathComponent).path)
        }
        try FileManager.default.createDirectory(at: folder.appending(path: "__MACOSX"), withIntermediateDirectories: true)
        let appleDouble = Data([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00] + Array("Mac OS X        ".utf8) + [0x00, 0x02])
        try appleDouble.write(to: folder.appending(path: "__MACOSX/._theme-colors.light.tokens.json"))
        try appleDouble.write(to: folder.appending(path: "._primitives.tokens.json"))
        try Data("{ not read".utf8).write(to: folder.appending(path: ".editor-backup.json"))
        let fromFolder = try ImportFormatsTests.load(TokenImport.conversion(ofFolder: folder, defaultModes: ["Light"]))
        let inOrder = try ImportFormatsTests.load(TokenImport.conversion(ofFigmaModeFiles: Self.inOrder))
        #expect(fromFolder.modes == inOrder.modes)
        for mode in inOrder.modes {
            #expect(
                try #require(fromFolder.tokens(in: mode)).tokens.mapValues(\.value)
                    == (try #require(inOrder.tokens(in: mode)).tokens.mapValues(\.value))
            )
        }
    }

    /// A folder reached through a symbolic link (with a slash after it or not) reads as the
    /// folder itself, and a problem names the file by the link. Before, it held "no .json files".
    @Test func aFolderReachedThroughASymbolicLinkIsRead() throws {
        let folder = try temporaryFolder()
        let export = folder.appending(path: "export")
        try FileManager.default.createDirectory(at: export, withIntermediateDirectories: true)
        for file in Self.inOrder {
            try FileManager.default.copyItem(atPath: file, toPath: export.appending(path: (file as NSString).lastPathComponent).path)
        }
        let link = folder.appending(path: "tokens")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: export)
        let direct = try ImportFormatsTests.load(TokenImport.conversion(ofFolder: export, defaultModes: ["Light"]))
        for path in [link.path, link.path + "/"] {
            let linked = try ImportFormatsTests.load(TokenImport.conversion(ofFolder: URL(fileURLWithPath: path), defaultModes: ["Light"]))
            #expect(linked.modes == direct.modes, "\(path)")
            #expect(
                try #require(linked.tokens(in: "Dark")).tokens.mapValues(\.value)
                    == (try #require(direct.tokens(in: "Dark")).tokens.mapValues(\.value))
            )
        }
        try Data("{ broken".utf8).write(to: export.appending(path: "broken.tokens.json"))
        let error = #expect(throws: TokenValidationError.self) { try TokenImport.conversion(ofFolder: link, defaultModes: ["Light"]) }
        #expect(error?.diagnostics.first?.file == link.path + "/broken.tokens.json", "\(String(describing: error))")
    }

    /// A folder with two collections of modes: each can name its default, the theme's must.
    @Test func eachCollectionWithModesNamesItsDefault() throws {
        let folder = try temporaryFolder()
        for file in Self.inOrder {
            try FileManager.default.copyItem(atPath: file, toPath: folder.appending(path: (file as NSString).lastPathComponent).path)
        }
        for (mode, gap) in [("Comfortable", 16), ("Compact", 8)] {
            try Data(
                #"{"gap": {"$type": "number", "$value": \#(gap), "$extensions": {"com.figma.variableId": "VariableID:9:1"}}, "$extensions": {"com.figma.modeName": "\#(mode)"}}"#
                    .utf8
            ).write(to: folder.appending(path: "density.\(mode.lowercased()).tokens.json"))
        }
        let conversion = try TokenImport.conversion(ofFolder: folder, defaultModes: ["Light", "Compact"])
        let document = try #require(JSONSerialization.jsonObject(with: Data(conversion.json.utf8)) as? [String: Any])
        let modifiers = try #require(document["modifiers"] as? [String: [String: Any]])
        #expect(modifiers["theme"]?["default"] as? String == "Light")
        #expect(modifiers["density"]?["default"] as? String == "Compact")
        #expect(try ImportFormatsTests.load(conversion).darkModes == ["Dark"])
        let themeUnnamed = #expect(throws: TokenValidationError.self) { try TokenImport.conversion(ofFolder: folder, defaultModes: ["Compact"]) }
        #expect(themeUnnamed?.diagnostics.first?.message.hasPrefix(#"nothing says which of the modes "Dark", "Light" is the default"#) == true)
    }

    /// One file of the export alone was read as a style map and refused with ten problems
    /// ("the name "$type" may not start with '$'"…).
    @Test func oneFileOfTheExportImportsAlone() throws {
        let file = Self.inOrder[1]
        let conversion = try TokenImport.conversion(of: Data(contentsOf: URL(fileURLWithPath: file)), name: file)
        #expect(conversion.kind == .figma)
        let tokens = try ImportFormatsTests.load(conversion)
        #expect(Self.hex(tokens, "Content.text-primary", DesignTokens.defaultModeName) == "#111111")
    }

    @Test func filesWithoutVariableIDsAreGroupedByTheirTokens() throws {
        let folder = try temporaryFolder()
        func write(_ name: String, _ mode: String, _ body: String, collection: String? = nil) throws -> String {
            let url = folder.appending(path: name)
            let setName = collection.map { #", "com.figma.setName": "\#($0)""# } ?? ""
            try Data(#"{\#(body), "$extensions": {"com.figma.modeName": "\#(mode)"\#(setName)}}"#.utf8).write(to: url)
            return url.path
        }
        let files = [
            try write("a.json", "Day", ##""bg": {"$type": "color", "$value": "#ffffff"}, "fg": {"$type": "color", "$value": "#000000"}"##),
            try write("b.json", "Night", ##""bg": {"$type": "color", "$value": "#000000"}, "fg": {"$type": "color", "$value": "#ffffff"}"##),
            try write("radius.json", "Round", ##""corner": {"$type": "number", "$value": 8}"##),
            try write("radius sharp.json", "Sharp", ##""corner": {"$type": "number", "$value": 0}"##),
            try write("space.scale.json", "Mode 1", ##""gap": {"$type": "number", "$value": 8}"##),
            try write("flags.json", "Mode 1", ##""beta": {"$type": "number", "$value": 1}"##, collection: "Feature flags"),
        ]
        let conversion = try TokenImport.conversion(ofFigmaModeFiles: files)
        let tokens = try ImportFormatsTests.load(conversion)
        #expect(tokens.modes == ["Day", "Night"] && tokens.darkModes == ["Night"])
        #expect(tokens.tokens(in: "Night")?["gap"]?.value == .number(8))
        // Names that share nothing, one name inside the other, a name with a dot (a set name
        // may not hold one), and a collection's name given in its file.
        let document = try #require(JSONSerialization.jsonObject(with: Data(conversion.json.utf8)) as? [String: Any])
        #expect(
            try #require(document["sets"] as? [String: Any]).keys.sorted() == [
                "Collection 1/Day", "Collection 1/Night", "Feature flags", "radius/Round", "radius/Sharp", "space-scale",
            ]
        )
    }

    @Test func problemsNameTheFileThatHasThem() throws {
        let folder = try temporaryFolder()
        let plain = folder.appending(path: "plain.tokens.json").path
        try Data(##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##.utf8).write(to: URL(fileURLWithPath: plain))
        let broken = folder.appending(path: "broken.tokens.json").path
        try Data(#"{"bg": {"$type": "color", "$value": "nope"}, "$extensions": {"com.figma.modeName": "Light"}}"#.utf8)
            .write(to: URL(fileURLWithPath: broken))
        func problems(_ files: [String], defaultModes: [String] = []) -> [TokenDiagnostic] {
            do {
                _ = try TokenImport.conversion(ofFigmaModeFiles: files, defaultModes: defaultModes)
                return []
            } catch {
                return error.diagnostics
            }
        }
        let unnamed = problems([Self.inOrder[1], plain])
        #expect(unnamed.count == 1 && unnamed.first?.file == plain)
        #expect(unnamed.first?.message.contains(#"names no mode in $extensions["com.figma.modeName"]"#) == true)

        let twice = problems([Self.inOrder[1], Self.inOrder[1]])
        #expect(twice.first?.message.contains(#"holds the mode "Light" of the collection"#) == true, "\(twice)")

        let invalid = problems([Self.inOrder[1], broken])
        #expect(invalid.count == 1 && invalid.first?.file == broken && invalid.first?.location?.line == 1, "\(invalid)")

        let unknown = problems(Self.inOrder, defaultModes: ["Sepia"])
        #expect(unknown.first?.message == #"no collection with several modes has the default mode "Sepia": expected one of "Light", "Dark""#)
    }
}
