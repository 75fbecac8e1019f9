import Foundation
import Testing
import TwilightTestSupport

/// `twilight tokens validate | build | import`, run as a user would.
struct TokensCLITests {
    static let table = "NORMAL   NIGHT    RED\n#ffffff  #343434  #fafafa BG\n#aaaaaa  #313131  #aaaaaa SEP\n"

    @Test func validateReportsEveryProblemAndExitsWithOne() throws {
        let folder = temporaryFolder()
        let good = folder.appendingPathComponent("good.tokens.json")
        let bad = folder.appendingPathComponent("bad.tokens.json")
        try Data(#"{"bg": {"$type": "color", "$value": "{fg}"}, "fg": {"$type": "colour", "$value": 1}}"#.utf8).write(to: bad)
        try Data(##"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}}"##.utf8).write(to: good)
        let result = try CLI.run(["tokens", "validate", good.path, bad.path])
        #expect(result.status == 1)
        #expect(result.stdout == "\(good.path): ok, 1 token in 1 mode (default)\n")
        #expect(result.stderr.contains("\(bad.path):1:62: fg: unknown type \"colour\""))
        #expect(result.stderr.hasSuffix("problem found\n") || result.stderr.hasSuffix("problems found\n"))
    }

    /// `validate` holds a document to DTCG 2025.10 as its conformance suite does, naming
    /// the form to write; `validate --compat` and `build` read what earlier drafts write,
    /// with one warning per kind.
    @Test func validateHoldsToTheSpecificationAndBuildReadsEarlierForms() throws {
        let file = temporaryFolder().appendingPathComponent("earlier.tokens.json")
        try Data(
            ##"{"bg": {"$type": "color", "$value": "#ffffff"}, "gap": {"$type": "dimension", "$value": "16px"}, "fg": {"$ref": "#/bg"}}"##.utf8
        ).write(to: file)
        let strict = try CLI.run(["tokens", "validate", file.path])
        #expect(strict.status == 1)
        #expect(
            strict.stderr.contains(
                "\(file.path):1:37: bg: "
                    + ##"expected a colour object, found the string "#ffffff": DTCG 2025.10 writes {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}"##
            ),
            "\(strict.stderr)"
        )
        #expect(
            strict.stderr.contains(#"gap: expected a dimension object, found the string "16px": write {"value": 16, "unit": "px"}"#),
            "\(strict.stderr)"
        )
        #expect(
            strict.stderr.contains(##"fg: the reference #/bg points to a token, not a value: write "#/bg/$value" or the alias "{bg}""##),
            "\(strict.stderr)"
        )
        #expect(strict.stderr.hasSuffix("3 problems found\n"), "\(strict.stderr)")
        for command in [["validate", "--compat"], ["build", "--format", "css"]] {
            let lenient = try CLI.run(["tokens"] + command + [file.path])
            #expect(lenient.status == 0, "\(command): \(lenient.stderr)")
            #expect(lenient.stderr.components(separatedBy: "warning: ").count == 4, "\(command): three warnings: \(lenient.stderr)")
            #expect(
                lenient.stderr.contains(##"colours written as strings ("#rrggbb", "oklch(…)") are read; DTCG 2025.10 writes colour objects"##),
                "\(lenient.stderr)"
            )
        }
        #expect(
            try CLI.run(["tokens", "build", "--format", "css", file.path]).stdout.contains("--fg: #ffffff;"),
            "a $ref to a whole token is its alias"
        )
    }

    /// A resolver's axes are listed with how many combinations resolve; an alias that
    /// only one brand breaks fails `validate` and `build` at its line, though loading the
    /// default brand alone would not see it.
    @Test func validateResolvesEveryCombinationOfTheAxes() throws {
        let resolver = TokenAxesBrowserTests.resolver
        let good = try CLI.run(["tokens", "validate", resolver])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(
            good.stdout
                == "\(resolver): ok, 8 tokens in 2 modes (light, dark); axis brand (ember, ocean, forest); axis density (comfortable, compact); 12 combinations resolve\n"
        )
        let fixed = try CLI.run(["tokens", "validate", resolver, "--input", "brand=ocean"])
        #expect(fixed.stdout.hasSuffix("axis density (comfortable, compact); 4 combinations resolve\n"), "\(fixed.stdout)")

        let folder = temporaryFolder()
        let broken = folder.appendingPathComponent("broken.resolver.json")
        try Data(
            """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0.0667, 0.0667, 0.0667], "hex": "#111111"}}}}]}},
             "modifiers": {"theme": {"contexts": {"light": [{}], "dark": [{}]}, "default": "light"},
               "brand": {"contexts": {"plain": [{}],
                 "broken": [{"color": {"$type": "color", "accent": {"$value": "{color.missing}"}}}]}, "default": "plain"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}]}
            """.utf8
        ).write(to: broken)
        for command in [["validate"], ["build", "--format", "css"]] {
            let result = try CLI.run(["tokens"] + command + [broken.path])
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.contains("\(broken.path):5:"), "\(result.stderr)")
            #expect(result.stderr.contains("color.accent"), "\(result.stderr)")
            #expect(result.stdout.isEmpty, "nothing is written: \(result.stdout)")
        }
    }

    /// Validating a document needs no inputs: a modifier with no `default` is checked in
    /// every context (as an axis) without `--input`; building it still asks for one.
    @Test func validatingNeedsNoInputsBuildingDoes() throws {
        let folder = temporaryFolder()
        let resolver = folder.appendingPathComponent("inputs.resolver.json")
        try Data(
            """
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {"light": [{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}}], "dark": [{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}}}]}},
               "brand": {"contexts": {"ocean": [{"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0392, 0.5176, 1], "hex": "#0a84ff"}}}],
                 "broken": [{"accent": {"$type": "color", "$value": "{missing}"}}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}]}
            """.utf8
        ).write(to: resolver)
        let validated = try CLI.run(["tokens", "validate", resolver.path])
        #expect(validated.status == 1, "the broken context is checked too: \(validated.stdout)")
        #expect(validated.stderr.contains("accent") && !validated.stderr.contains("needs a context"), "\(validated.stderr)")
        try Data(
            String(decoding: try Data(contentsOf: resolver), as: UTF8.self).replacingOccurrences(
                of: #""{missing}""#,
                with: #"{"colorSpace": "srgb", "components": [0, 1, 0]}"#
            ).utf8
        ).write(
            to: resolver
        )
        let good = try CLI.run(["tokens", "validate", resolver.path])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.contains("axis brand (ocean, broken)"), "\(good.stdout)")
        let built = try CLI.run(["tokens", "build", resolver.path, "--format", "css"])
        #expect(built.status == 1 && built.stderr.contains(#"the modifier "brand" needs a context"#), "\(built.stderr)")
    }

    @Test func importThenBuildEveryFormat() throws {
        let folder = temporaryFolder()
        let table = folder.appendingPathComponent("DKColorTable.txt")
        try Data(Self.table.utf8).write(to: table)
        let document = folder.appendingPathComponent("dk.tokens.json").path
        let imported = try CLI.run(["tokens", "import", table.path, "-o", document])
        #expect(imported.status == 0, "\(imported.stderr)")

        let json = try CLI.run(["tokens", "build", document, "--format", "json", "--mode", "NIGHT"])
        #expect(json.stdout == "{\n  \"BG\": \"#343434\",\n  \"SEP\": \"#313131\"\n}\n")

        let css = folder.appendingPathComponent("dk.css").path
        #expect(try CLI.run(["tokens", "build", document, "--format", "css", "-o", css]).status == 0)
        let text = try String(contentsOfFile: css, encoding: .utf8)
        #expect(text.contains("[data-theme=\"NIGHT\"] {\n  color-scheme: dark;\n  --BG: #343434;"))
        #expect(text.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {"))

        let swift = try CLI.run(["tokens", "build", document, "--format", "swift", "--swift-name", "Night"])
        #expect(swift.stdout.contains("public enum Night {"))
        #expect(swift.stdout.contains("public static var bg: Twilight.ThemeProvider<TwilightColor.RGBAColor> {"))
    }

    /// ``table`` imported into a token document in a fresh folder: the document's path.
    static func importedTable() throws -> String {
        let folder = temporaryFolder()
        let table = folder.appendingPathComponent("DKColorTable.txt")
        try Data(Self.table.utf8).write(to: table)
        let document = folder.appendingPathComponent("dk.tokens.json").path
        let imported = try CLI.run(["tokens", "import", table.path, "-o", document])
        #expect(imported.status == 0, "\(imported.stderr)")
        return document
    }

    @Test func anUnknownModeIsAnInvalidArgument() throws {
        let document = try Self.importedTable()
        let result = try CLI.run(["tokens", "build", document, "--format", "json", "--mode", "DAY"])
        #expect(result.status == 2)
        #expect(result.stderr == "Error: --mode DAY: the document has no such mode (it has NORMAL, NIGHT, RED)\n")
    }

    /// The style sheet selects what the site's pages carry: another attribute, or a class per
    /// style; a name a page cannot carry is an invalid argument.
    @Test func theCSSSelectsTheAttributeOrClassAskedFor() throws {
        let document = try Self.importedTable()
        let mode = try CLI.run(["tokens", "build", document, "--format", "css", "--attribute", "data-mode"])
        #expect(mode.stdout.contains("[data-mode=\"NIGHT\"] {\n  color-scheme: dark;"))
        #expect(mode.stdout.contains(":root:not([data-mode]) {"))
        let classes = try CLI.run(["tokens", "build", document, "--format", "css", "--attribute", "none", "--class-prefix", "theme-"])
        #expect(classes.stdout.contains("\n.theme-NIGHT {\n  color-scheme: dark;"))
        #expect(classes.stdout.contains(":root:not(.theme-NORMAL):not(.theme-NIGHT):not(.theme-RED) {"))
        let refused = try CLI.run(["tokens", "build", document, "--format", "css", "--attribute", "onload"])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("Error: --attribute onload: \"onload\" cannot mark a page's style: expected a data-* attribute name"))
        #expect(refused.stdout.isEmpty)
    }

    @Test func aFailedImportWritesNothing() throws {
        let folder = temporaryFolder()
        let table = folder.appendingPathComponent("DKColorTable.txt")
        try Data("NORMAL NIGHT\n#ffffff BG\n".utf8).write(to: table)
        let output = folder.appendingPathComponent("out.tokens.json")
        try Data("keep me".utf8).write(to: output)
        let result = try CLI.run(["tokens", "import", table.path, "-o", output.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("DKColorTable.txt:2:1: BG: expected 2 colours (NORMAL, NIGHT) and a key, found 2 fields"))
        #expect(try String(contentsOf: output, encoding: .utf8) == "keep me")
    }
}

/// Files and arguments built to crash, hang or leak, each answered with a clear message.
@Suite("twilight tokens: hostile input")
struct TokensHostileCLITests {
    @Test func aResolverWhoseSetReferencesItselfExitsWithOneAndNamesTheCycle() throws {
        let folder = temporaryFolder()
        let resolver = folder.appendingPathComponent("r.resolver.json")
        try Data(##"{"resolutionOrder":[{"$ref":"#/sets/"}],"sets":{"":{"sources":[{"$ref":"#/sets/"}]}}}"##.utf8).write(to: resolver)
        for command in [["tokens", "validate"], ["tokens", "build", "--format", "css"]] {
            let result = try CLI.run(command + [resolver.path])
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.contains("the sets refer to each other in a cycle: sets. → sets."), "\(command)")
        }
    }

    @Test func aResolverCannotMakeTheToolQuoteFilesOutsideItsFolder() throws {
        let folder = temporaryFolder()
        let resolver = folder.appendingPathComponent("r.resolver.json")
        try Data(
            ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "../../../../../../etc/passwd"}, {"$ref": "/proc/self/environ"}]}]}"##
                .utf8
        ).write(to: resolver)
        let result = try CLI.run(["tokens", "validate", resolver.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("names a file outside the resolver's folder"))
        #expect(!result.stderr.contains("root:"))
        #expect(!result.stderr.contains("PATH="))
    }

    @Test(arguments: [
        ("folder", "is a folder, not a regular file"),
        ("/dev/null", "is a character device, not a regular file"),
        ("pipe", "is a named pipe, not a regular file"),
        ("missing.json", "does not exist"),
    ])
    func pathsThatAreNotFilesAreNamedForWhatTheyAre(name: String, expected: String) throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder"), withIntermediateDirectories: true)
        unsafe #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o644) == 0)
        let path = name.hasPrefix("/") ? name : folder.appendingPathComponent(name).path
        for command in [["tokens", "validate"], ["palette", "derive"], ["tokens", "import", "-o", folder.appendingPathComponent("o.json").path]] {
            let result = try CLI.run(command + [path])
            #expect(result.status != 0, "\(command)")
            #expect(result.stderr.contains("\(path): \(expected)"), "\(command): \(result.stderr)")
        }
    }

    @Test func deeplyNestedJSONIsCalledTooDeepNotInvalid() throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("deep.json")
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        try Data(("{\"roles\": {\"a\": \"#fff\"}, \"pairs\": [], \"x\": " + deep + "}").utf8).write(to: file)
        let result = try CLI.run(["palette", "derive", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("nested"), "\(result.stderr)")
        #expect(!result.stderr.contains("not valid JSON"))
    }

    /// A large table imports and builds. The CLI here is a debug build, about 0.2 ms a row
    /// for each of the two commands (both linear: 50 000 rows take half as long as 100 000),
    /// so 25 000 rows keep the test to seconds; a quadratic step would still overrun the limit.
    @Test(.timeLimit(.minutes(1)))
    func aTwentyFiveThousandRowColourTableImports() throws {
        let folder = temporaryFolder()
        var table = "NORMAL NIGHT\n"
        for row in 0..<25_000 {
            table += "#\(String(format: "%06x", row * 97 % 0xFFFFFF)) #\(String(format: "%06x", row * 31 % 0xFFFFFF)) key\(row)\n"
        }
        let input = folder.appendingPathComponent("DKColorTable.txt")
        try Data(table.utf8).write(to: input)
        let output = folder.appendingPathComponent("theme.tokens.json")
        let result = try CLI.run(["tokens", "import", input.path, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let built = try CLI.run(["tokens", "build", output.path, "--format", "json", "--mode", "NIGHT"])
        #expect(built.stdout.contains("\"key24999\": \"#"))
    }

    /// Figma's export of modes, unzipped into a folder: imported with its default mode
    /// named, the style sheet says which mode is dark; without it, nothing is written and the
    /// import says how to name it.
    @Test func figmasExportOfModesImportsFromItsFolder() throws {
        let export = TokenCSSBrowserTests.fixtures.appendingPathComponent("imports/figma-modes").path
        let output = temporaryFolder().appendingPathComponent("theme.tokens.json").path
        let chosen = try CLI.run(["tokens", "import", export, "-o", output, "--default-mode", "Light"])
        #expect(chosen.status == 0 && chosen.stderr.isEmpty, "\(chosen.stderr)")
        let css = try CLI.run(["tokens", "build", output, "--format", "css"])
        #expect(css.stdout.contains("[data-theme=\"Dark\"] {\n  color-scheme: dark;"), "\(css.stdout)")
        #expect(css.stdout.contains(":root {\n  color-scheme: light;"))

        let unnamed = try CLI.run(["tokens", "import", export, "-o", output + ".2"])
        #expect(unnamed.status == 1 && !FileManager.default.fileExists(atPath: output + ".2"))
        #expect(unnamed.stderr.contains(#"is the default (a folder's files come in the order of their names): expected it named (--default-mode)"#))
        let one = try CLI.run(["tokens", "import", export + "/spacing.tokens.json", "-o", output, "--default-mode", "Light"])
        #expect(one.status == 64 && one.stderr.contains("--default-mode is for Figma's export of modes"))
    }

    /// Figma downloads its export of modes as a zip. Given the zip, the import says to unzip
    /// it; before, it was read as a colour table ("the colour table is not UTF-8 text").
    @Test func aZipArchiveIsToldToBeUnzipped() throws {
        guard partsAreInstalled([testPython], for: "making a zip archive with Python's zipfile") else { return }
        let export = TokenCSSBrowserTests.fixtures.appendingPathComponent("imports/figma-modes")
        let folder = temporaryFolder()
        let zip = folder.appendingPathComponent("Theme colors.zip")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: testPython)
        python.arguments = [
            "-c", "import shutil, sys; shutil.make_archive(sys.argv[1], 'zip', sys.argv[2])", String(zip.path.dropLast(4)), export.path,
        ]
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
        let output = folder.appendingPathComponent("theme.tokens.json").path
        let result = try CLI.run(["tokens", "import", zip.path, "-o", output])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Theme colors.zip: is a zip archive (Figma downloads its export of modes as one): unzip it and give the folder, or the file, it holds"
            ),
            "\(result.stderr)"
        )
        #expect(!FileManager.default.fileExists(atPath: output))
        let withMode = try CLI.run(["tokens", "import", zip.path, "-o", output, "--default-mode", "Light"])
        #expect(withMode.status == 64 && withMode.stderr.contains("(unzipped, when it was downloaded as a zip)"), "\(withMode.stderr)")
    }

    @Test func controlCharactersInNamesAreErrorsShownEscaped() throws {
        let folder = temporaryFolder()
        let input = folder.appendingPathComponent("DKColorTable.txt")
        try Data("NORMAL\u{0} NIGHT\n#ffffff #000000 BG\u{1b}[31m\n".utf8).write(to: input)
        let result = try CLI.run(["tokens", "import", input.path, "-o", folder.appendingPathComponent("o.json").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"the theme name "NORMAL\0" may not contain control characters (found U+0000)"#))
        #expect(result.stderr.contains("(found U+001B)"))
        #expect(!result.stderr.utf8.contains(0), "no raw NUL reaches the terminal")
        #expect(!result.stderr.utf8.contains(0x1B), "no raw escape reaches the terminal")
    }

    @Test func aSwiftNameMustBeAnIdentifier() throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("app.tokens.json")
        try Data(##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##.utf8).write(to: file)
        let result = try CLI.run(["tokens", "build", file.path, "--format", "swift", "--swift-name", "X{}; import Glibc; let y"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("expected a Swift identifier"))
        #expect(result.stdout.isEmpty)
        let good = try CLI.run(["tokens", "build", file.path, "--format", "swift", "--swift-name", "Palette"])
        #expect(good.stdout.contains("public enum Palette {"))
    }
}

@Suite("twilight tokens: JSON5 and resolver inputs")
struct TokensJSON5CLITests {
    @Test func validateReadsJSON5AndPositionsItsMistakes() throws {
        let folder = temporaryFolder()
        let good = folder.appendingPathComponent("brand.tokens.json5")
        try Data("// comment\n{bg: {$type: 'color', $value: {colorSpace: 'srgb', components: [1, 1, 1],},},}\n".utf8).write(to: good)
        let bad = folder.appendingPathComponent("bad.tokens.json5")
        try Data("{bg: {$type: 'color', $value: '#ffffff'}\n  oops: 1}\n".utf8).write(to: bad)
        let result = try CLI.run(["tokens", "validate", good.path, bad.path])
        #expect(result.stdout.contains("\(good.path): ok, 1 token in 1 mode (default)"))
        #expect(result.stderr.contains("\(bad.path):2:3: expected ',' or '}' after the value of \"bg\", found 'o'"), "\(result.stderr)")
        #expect(!result.stderr.contains("YAML"))
    }

    @Test func anInputNamingNoContextIsAnError() throws {
        let folder = temporaryFolder()
        let resolver = folder.appendingPathComponent("r.resolver.json")
        try Data(
            ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}, "size": {"contexts": {"default": [], "large": []}, "default": "default"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}"##
                .utf8
        ).write(to: resolver)
        let result = try CLI.run(["tokens", "validate", resolver.path, "--input", "size=huge"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(#"modifiers.size: invalid context "huge" for modifier "size" (expected one of: default, large)"#),
            "\(result.stderr)"
        )
    }
}

@Suite("twilight tokens --compat")
struct TokensCompatCLITests {
    @Test func compatAppliesVendorKeysAndWarnsOncePerKind() throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("vendor.tokens.json")
        try Data(##"{"a": {"$type": "color", "$value": "#ff0000", "alpha": 0.5}, "b": {"$type": "color", "$value": "#00ff00", "alpha": 0.25}}"##.utf8)
            .write(to: file)
        let strict = try CLI.run(["tokens", "validate", file.path])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains(#"a: "alpha" beside $value is not DTCG"#))
        let compat = try CLI.run(["tokens", "build", file.path, "--format", "json", "--compat"])
        #expect(compat.status == 0)
        #expect(compat.stdout.contains(##""a": "#ff000080""##), "\(compat.stdout)")
        let warnings = compat.stderr.split(separator: "\n").filter { $0.contains("warning: compatibility reading") }
        #expect(warnings.count == 1, "\(compat.stderr)")
    }
}

/// `tokens build --format xcassets` and `--format css --references`, as a user runs them.
struct TokensOutputCLITests {
    static let references = TokenCSSBrowserTests.fixtures.appendingPathComponent("references/references.resolver.json").path

    @Test func anAssetCatalogueIsAFolderGivenWithOutput() throws {
        let missing = try CLI.run(["tokens", "build", Self.references, "--format", "xcassets"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("--format xcassets writes a folder: give it with -o, e.g. -o Tokens.xcassets"), "\(missing.stderr)")
        let folder = temporaryFolder().appendingPathComponent("Tokens.xcassets")
        let result = try CLI.run(["tokens", "build", Self.references, "--format", "xcassets", "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let vivid = try String(contentsOf: folder.appendingPathComponent("palette/vivid.colorset/Contents.json"), encoding: .utf8)
        #expect(vivid.contains("\"color-space\" : \"display-p3\""))
        // Run again over the app's own catalogue: refused, untouched.
        let own = temporaryFolder().appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: own.appendingPathComponent("Contents.json"))
        let refused = try CLI.run(["tokens", "build", Self.references, "--format", "xcassets", "-o", own.path])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("exists and is not an asset catalogue Twilight wrote"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: own.path) == ["Contents.json"])
    }

    @Test func cssWithReferences() throws {
        let result = try CLI.run(["tokens", "build", Self.references, "--format", "css", "--references"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  --color-link: var(--color-accent);\n"))
        let flat = try CLI.run(["tokens", "build", Self.references, "--format", "css"])
        #expect(result.stdout.utf8.count < flat.stdout.utf8.count * 2 / 3, "\(result.stdout.utf8.count) vs \(flat.stdout.utf8.count) bytes")
    }
}

@Suite("twilight tokens import --from")
struct TokensImportFormatsCLITests {
    static let studio = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TwilightTokensTests/Fixtures/imports/tokens-studio.json").standardized.path

    @Test func aTokensStudioExportImportsWithItsReportAndBuilds() throws {
        let folder = temporaryFolder()
        let output = folder.appendingPathComponent("studio.tokens.json").path
        let result = try CLI.run(["tokens", "import", Self.studio, "-o", output, "--report"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("read as tokens-studio, 5 conversions to note"))
        #expect(result.stderr.contains("success: the alias {Color.Primitive.Green.600} names its set; written as {Primitive.Green.600}"))
        let css = try CLI.run(["tokens", "build", output, "--format", "css"])
        #expect(css.status == 0)
        #expect(css.stdout.contains("--space-double: 16px;"), "\(css.stdout)")
    }

    @Test func aFailedImportLeavesTheOutputAsItWas() throws {
        let folder = temporaryFolder()
        let input = folder.appendingPathComponent("broken.json")
        try Data(##"{"core": {"gap": {"value": "{nowhere} * 2", "type": "spacing"}}, "$metadata": {"tokenSetOrder": ["core"]}}"##.utf8).write(
            to: input
        )
        let output = folder.appendingPathComponent("theme.tokens.json")
        try Data("keep me".utf8).write(to: output)
        let result = try CLI.run(["tokens", "import", input.path, "--from", "tokens-studio", "-o", output.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"gap: cannot compute "{nowhere} * 2": no token {nowhere} in this theme"#))
        #expect(try String(contentsOf: output, encoding: .utf8) == "keep me")
    }
}
