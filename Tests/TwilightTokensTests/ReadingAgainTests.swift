import Foundation
import Testing

@testable import TwilightTokens

/// A document read again after its files changed (`DesignTokens.readAgain`, as the studio
/// does after each edit) takes every combination it can from the earlier reading and
/// resolves again only the tokens the changed definitions reach: whatever the edit, every
/// combination must come out as the document read from scratch, and every token that
/// resolves differently must be among the paths it reports.
struct ReadingAgainTests {
    static let resolver = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"},
           "brand": {"contexts": {"ember": [], "ocean": [{"$ref": "ocean.tokens.json"}]}, "default": "ember"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}]}
        """
    static let base = """
        {
          "brand": {"$type": "color", "primary": {"$value": "#ff6600"}},
          "color": {
            "$type": "color",
            "text": {"$value": "#1f2328"},
            "accent": {"$value": "{brand.primary}"},
            "link": {"$value": "{color.accent}"},
            "ring": {"$value": {"$ref": "#/brand/primary/$value"}},
            "unrelated": {"$value": "#00ff00"}
          },
          "shadow": {"card": {"$type": "shadow", "$value": {"color": "{color.accent}",
            "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
            "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
          "space": {"$type": "dimension", "gap": {"$value": {"value": 8, "unit": "px"}}}
        }
        """
    static let dark = """
        {"color": {"$type": "color", "text": {"$value": "#eeeeee"}}}
        """
    static let ocean = """
        {"brand": {"$type": "color", "primary": {"$value": "#0066ff"}}}
        """

    /// The document's folder, with its four files written.
    func folder() throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in [
            ("doc.resolver.json", Self.resolver), ("base.tokens.json", Self.base), ("dark.tokens.json", Self.dark), ("ocean.tokens.json", Self.ocean),
        ] {
            try write(text, to: name, in: folder)
        }
        return folder
    }

    /// Every combination's tokens, by key.
    func combinations(of tokens: DesignTokens) throws -> [TokenCombinations.Key: TokenSet] {
        var sets: [TokenCombinations.Key: TokenSet] = [:]
        for key in tokens.everyCombination() { sets[key] = try tokens.tokens(of: key) }
        return sets
    }

    /// The paths whose tokens differ between two readings, in any combination.
    func differing(_ earlier: [TokenCombinations.Key: TokenSet], _ later: [TokenCombinations.Key: TokenSet]) -> Set<String> {
        var paths: Set<String> = []
        for (key, set) in later {
            let before = earlier[key]
            for path in Set(set.paths).union(before?.paths ?? []) where set[path] != before?[path] { paths.insert(path) }
        }
        return paths
    }

    /// Edits of one file each (the file, what is replaced, by what), applied in turn.
    static let edits: [(file: String, replacing: String, with: String)] = [
        // A value others take: wholly, through two aliases, through a $ref pointer, in a shadow.
        ("base.tokens.json", "#ff6600", "#aa3300"),
        // A value the dark mode overrides: only the light combinations take it.
        ("base.tokens.json", "#1f2328", "#202020"),
        // The dark override itself.
        ("dark.tokens.json", "#eeeeee", "#dddddd"),
        // A brand's value.
        ("ocean.tokens.json", "#0066ff", "#0044cc"),
        // An alias re-pointed.
        ("base.tokens.json", #""link": {"$value": "{color.accent}"}"#, #""link": {"$value": "{color.text}"}"#),
        // A token added to a mode's file (the paths of the dark combinations change).
        ("dark.tokens.json", ##""text": {"$value": "#dddddd"}"##, ##""text": {"$value": "#dddddd"}, "unrelated": {"$value": "#003300"}"##),
        // Lines added before other definitions: every definition after them moves.
        ("base.tokens.json", "{\n  \"brand\"", "{\n\n\n  \"brand\""),
        // A dimension, which nothing refers to.
        ("base.tokens.json", #"{"value": 8, "unit": "px"}"#, #"{"value": 12, "unit": "px"}"#),
    ]

    @Test func everyCombinationIsAsTheDocumentReadFromScratch() throws {
        let folder = try folder()
        let url = folder.appending(path: "doc.resolver.json")
        var tokens = try DesignTokens(contentsOf: url)
        try tokens.resolveEveryCombination()
        var files: [URL: Data] = [:]
        var contents = try Dictionary(
            uniqueKeysWithValues: ["base.tokens.json", "dark.tokens.json", "ocean.tokens.json"].map { name in
                (name, try String(contentsOf: folder.appending(path: name), encoding: .utf8))
            }
        )
        for edit in Self.edits {
            let text = try #require(contents[edit.file])
            #expect(text.contains(edit.replacing), "\(edit.replacing) in \(edit.file)")
            contents[edit.file] = text.replacingOccurrences(of: edit.replacing, with: edit.with)
            files[folder.appending(path: edit.file).standardizedFileURL] = Data(contents[edit.file]!.utf8)

            let before = try combinations(of: tokens)
            let (readAgain, changed) = try DesignTokens.readAgain(url, replacing: files, after: tokens)
            try readAgain.resolveEveryCombination()
            let fromScratch = try DesignTokens(contentsOf: url, options: DesignTokens.Options(), replacing: files)
            let (again, expected) = (try combinations(of: readAgain), try combinations(of: fromScratch))
            #expect(again.keys.count == 4)
            for (key, set) in expected {
                #expect(again[key]?.paths == set.paths, "\(edit.with): the order of \(key)'s tokens")
            }
            #expect(differing(again, expected).isEmpty, "\(edit.with): tokens not as read from scratch")
            let reported = try #require(changed)
            let differ = differing(before, expected)
            #expect(differ.isSubset(of: reported), "\(edit.with): \(differ.subtracting(reported)) changed unreported")
            tokens = readAgain
        }
    }

    /// The document loaded, and its base file's bytes with `old` replaced by `new`, by URL.
    func documentAndBaseEdit(replacing old: String, with new: String) throws -> (url: URL, tokens: DesignTokens, edit: [URL: Data]) {
        let folder = try folder()
        let url = folder.appending(path: "doc.resolver.json")
        let base = folder.appending(path: "base.tokens.json").standardizedFileURL
        return (url, try DesignTokens(contentsOf: url), [base: Data(Self.base.replacingOccurrences(of: old, with: new).utf8)])
    }

    @Test func whatAnEditReachesIsItsTokenAndEveryTokenTakingIt() throws {
        let (url, tokens, edit) = try documentAndBaseEdit(replacing: "#ff6600", with: "#aa3300")
        let (_, changed) = try DesignTokens.readAgain(url, replacing: edit, after: tokens)
        #expect(changed == ["brand.primary", "color.accent", "color.link", "color.ring", "shadow.card"])

        let unchanged = try DesignTokens.readAgain(url, replacing: [:], after: tokens)
        #expect(unchanged.changed == [])
    }

    /// A combination that takes none of the changed definitions (the dark mode overrides
    /// the edited one) is not reached: its tokens are taken as they were.
    @Test func aCombinationTakingAnotherDefinitionIsNotReached() throws {
        let (url, tokens, edit) = try documentAndBaseEdit(replacing: "#1f2328", with: "#202020")
        let edited = try DesignTokens(contentsOf: url, options: DesignTokens.Options(), replacing: edit).sourcesInResolutionOrder
        let changes = try #require(TokenChanges(from: tokens.sourcesInResolutionOrder, to: edited))
        #expect(changes.paths == ["color.text"])
        // Sources in order: base, dark, ocean (the theme's and the brand's, sorted by name).
        #expect(changes.reaches(sourcesAt: [0]))
        #expect(changes.reaches(sourcesAt: [0, 2]))
        #expect(!changes.reaches(sourcesAt: [0, 1]))
        #expect(!changes.reaches(sourcesAt: [0, 1, 2]))
        #expect(TokenChanges(from: tokens.sourcesInResolutionOrder, to: Array(edited.prefix(2)))?.paths == nil)
    }
}
