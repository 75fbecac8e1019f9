import Foundation
import Testing
import TwilightColor
import TwilightTestSupport

@testable import TwilightTokenTools
@testable import TwilightTokens

/// Tokens Studio, Style Dictionary and Figma exports, as teams ship them (fixtures written
/// for these tests, in each tool's shape), imported into one DTCG resolver document.
@Suite("Imports: Tokens Studio, Style Dictionary, Figma")
struct ImportFormatsTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appending(path: "imports/\(name)"))
    }

    /// The imported document, loaded.
    static func load(_ conversion: TokenImport.Conversion) throws -> DesignTokens {
        try DesignTokens(data: Data(conversion.json.utf8), name: "imported.tokens.json")
    }

    static func hex(_ tokens: DesignTokens, _ path: String, _ mode: String) -> String? {
        if case .color(let color)? = tokens.tokens(in: mode)?[path]?.value { return color.hexString }
        return nil
    }

    /// A file that starts with UTF-8's byte order mark is told apart by its content like any
    /// other: before, the mark made it a DKNightVersion colour table, imported with exit 0 as
    /// themes named `{"$extensions":` and the like. UTF-16 is refused naming its encoding.
    @Test func aByteOrderMarkDoesNotMakeAFileAColourTable() throws {
        let figma =
            ##"{"$extensions": {"com.figma.modeName": "Light"}, "bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}}"##
        let conversion = try TokenImport.conversion(of: Data([0xEF, 0xBB, 0xBF]) + Data(figma.utf8), name: "Light.tokens.json")
        #expect(conversion.kind == .figma)
        #expect(Self.hex(try Self.load(conversion), "bg", DesignTokens.defaultModeName) == "#ffffff")
        let error = #expect(throws: TokenValidationError.self) {
            try TokenImport.conversion(of: Data([0xFF, 0xFE]) + figma.data(using: .utf16LittleEndian)!, name: "Light.tokens.json")
        }
        #expect(error?.description == "Light.tokens.json: the file is UTF-16 text: expected UTF-8 (save it as UTF-8)")
    }

    @Test func tokensStudioThemesSetsMathAndModifiers() throws {
        let conversion = try TokenImport.conversion(of: Self.fixture("tokens-studio.json"), name: "tokens-studio.json")
        #expect(conversion.kind == .tokensStudio)
        try golden.expect(conversion.json, matches: "import-tokens-studio.tokens.json")
        #expect(
            conversion.notes == [
                "success: the alias {Color.Primitive.Green.600} names its set; written as {Primitive.Green.600}",
                "font.line.body: 150% written as the number 1.5",
                "font.case.label: DTCG has no textCase type; kept as a string",
                "opacity.disabled: 40% written as the number 0.4",
                "text.body: the typography has no letterSpacing, which DTCG requires; written as 0px, CSS's normal",
            ]
        )
        let tokens = try Self.load(conversion)
        #expect(tokens.modes == ["light", "dark"])
        #expect(Self.hex(tokens, "success", "light") == "#16a34a")
        #expect(tokens.tokens(in: "light")?["space.double"]?.value == .dimension(.init(value: 16, unit: .px)))
        #expect(tokens.tokens(in: "light")?["space.third"]?.value == .dimension(.init(value: 2.7, unit: .px)))
        #expect(tokens.tokens(in: "light")?["font.weight.bold"]?.value == .fontWeight(700))
        // darken 20 % in HSL: lightness 0.4 → 0.32; in dark, lighten the dark accent.
        #expect(Self.hex(tokens, "accent-hover", "light") == "#08529b")
        #expect(Self.hex(tokens, "accent-hover", "dark") == "#7eb3ff")
        #expect(Self.hex(tokens, "scrim", "light") == "#0a66c280", "alpha")
        #expect(Self.hex(tokens, "scrim", "dark") == "#2f5080", "mixed with black in sRGB")
    }

    @Test func aTokensStudioFolderReadsAsTheSingleFile() throws {
        let single = try JSONSerialization.jsonObject(with: Self.fixture("tokens-studio.json")) as! [String: Any]
        let folder = try temporaryFolder()
        for (key, value) in single {
            let url = folder.appending(path: key + ".json")
            try JSONSerialization.data(withJSONObject: value).write(to: url)
        }
        let fromFolder = try Self.load(TokenImport.conversion(ofFolder: folder))
        let fromFile = try Self.load(TokenImport.conversion(of: Self.fixture("tokens-studio.json"), name: "tokens-studio.json"))
        for mode in ["light", "dark"] {
            let paths = try #require(fromFile.tokens(in: mode)?.paths)
            #expect(fromFolder.tokens(in: mode)?.paths.sorted() == paths.sorted())
            for path in paths { #expect(fromFolder.tokens(in: mode)?[path]?.value == fromFile.tokens(in: mode)?[path]?.value, "\(mode) \(path)") }
        }
    }

    @Test func tokensStudioMathWithAnUnknownOperandIsAnErrorNamingTheToken() {
        let text =
            ##"{"core": {"gap": {"value": "{space.missing} * 2", "type": "spacing"}, "ok": {"value": "4", "type": "spacing"}}, "$metadata": {"tokenSetOrder": ["core"]}}"##
        #expect(throws: TokenValidationError.self) { try TokenImport.conversion(of: Data(text.utf8), name: "ts.json") }
        do {
            _ = try TokenImport.conversion(of: Data(text.utf8), name: "ts.json")
        } catch {
            #expect(
                error.diagnostics.map(\.description).contains {
                    $0.contains("gap: cannot compute \"{space.missing} * 2\": no token {space.missing} in this theme")
                },
                "\(error)"
            )
        }
    }

    @Test func styleDictionaryTokensKeepTheirCommentsAndAttributes() throws {
        let conversion = try TokenImport.conversion(of: Self.fixture("style-dictionary.json"), name: "style-dictionary.json")
        #expect(conversion.kind == .styleDictionary)
        try golden.expect(conversion.json, matches: "import-style-dictionary.tokens.json")
        let tokens = try Self.load(conversion)
        let set = try #require(tokens.tokens(in: DesignTokens.defaultModeName))
        // What Style Dictionary's own CSS build of this file gives:
        // --color-base-red: #ff0000; --color-font: #ff0000; --size-padding-small: 4px; --size-font-base: 16px
        #expect(Self.hex(tokens, "color.font", DesignTokens.defaultModeName) == "#ff0000")
        #expect(set["color.base.red"]?.description == "Brand red")
        #expect(set["size.padding.small"]?.value == .dimension(.init(value: 4, unit: .px)))
        #expect(set["size.font.base"]?.value == .dimension(.init(value: 16, unit: .px)))
        #expect(set["time.fast"]?.value == .duration(.init(value: 150, unit: .ms)))
        #expect(set["content.greeting"]?.value == .string("Hello"))
    }

    /// A colour outside sRGB in a Style Dictionary file is imported whole, in OKLCH with an
    /// sRGB hex fallback (it was clipped into 8-bit sRGB: the P3 green became #00ff00).
    @Test func aColourOutsideSRGBIsImportedWhole() throws {
        let file = ##"{ "color": { "vivid": { "value": "color(display-p3 0 1 0)" }, "plain": { "value": "#0969da" } } }"##
        let conversion = try TokenImport.conversion(of: Data(file.utf8), name: "style-dictionary.json", kind: .styleDictionary)
        let tokens = try Self.load(conversion)
        guard case .color(let vivid)? = tokens.tokens(in: DesignTokens.defaultModeName)?["color.vivid"]?.value else {
            Issue.record("no colour: \(conversion.json)")
            return
        }
        let p3 = PredefinedColorSpace.displayP3.components(of: vivid)
        #expect(abs(p3.x) < 1e-4 && abs(p3.y - 1) < 1e-4 && abs(p3.z) < 1e-4, "P3 \(p3) from \(conversion.json)")
        #expect(conversion.json.contains(#""colorSpace": "oklch""#) && conversion.json.contains(#""hex": "\#(vivid.gamutMapped.hexString)""#))
        #expect(Self.hex(tokens, "color.plain", DesignTokens.defaultModeName) == "#0969da")
    }

    @Test func figmaCollectionsAndModesBecomeSetsAndModifiers() throws {
        let conversion = try TokenImport.conversion(of: Self.fixture("figma.json"), name: "figma.json")
        #expect(conversion.kind == .figma)
        try golden.expect(conversion.json, matches: "import-figma.tokens.json")
        let tokens = try Self.load(conversion)
        #expect(tokens.modes == ["Light", "Dark"])
        #expect(Self.hex(tokens, "bg", "Dark") == "#111111")
        #expect(Self.hex(tokens, "text", "Light") == "#111111", "the alias naming its collection and mode")
        #expect(tokens.tokens(in: "Dark")?["gap"]?.value == .number(12), "other collections take their first mode")
        #expect(tokens.tokens(in: "Light")?["blue"]?.extensions != nil, "com.figma extensions are kept")
    }

    @Test func aFigmaCollectionWithoutModesIsLeftOutNotACrash() throws {
        // A fuzzer finding: the collection "%a" had no mode groups and the import trapped.
        let data = try Data(contentsOf: fixtures.appending(path: "fuzz-figma-empty-collection.bin")).dropFirst()
        #expect(throws: TokenValidationError.self) { try TokenImport.conversion(of: Data(data), name: "export.json", kind: .figma) }
        let conversion = try TokenImport.conversion(
            of: Data(##"{"Empty": {}, "Brand": {"Value": {"blue": {"$type": "color", "$value": "#0a66c2"}}}}"##.utf8),
            name: "figma.json",
            kind: .figma
        )
        #expect(conversion.notes.contains(#"the collection "Empty" has no modes; left out"#))
    }

    @Test func anImportThatWouldNotLoadIsRefused() {
        let text =
            ##"{"core": {"a": {"value": "{b}", "type": "color"}, "b": {"value": "{a}", "type": "color"}}, "$metadata": {"tokenSetOrder": ["core"]}}"##
        #expect(throws: TokenValidationError.self) { try TokenImport.conversion(of: Data(text.utf8), name: "cycle.json") }
    }
}
