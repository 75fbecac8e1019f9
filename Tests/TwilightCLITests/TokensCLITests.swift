import Foundation
import Testing

/// `twilight tokens validate | build | import`, run as a user would.
struct TokensCLITests {
    static let table = "NORMAL   NIGHT    RED\n#ffffff  #343434  #fafafa BG\n#aaaaaa  #313131  #aaaaaa SEP\n"

    @Test func validateReportsEveryProblemAndExitsWithOne() throws {
        let folder = temporaryFolder()
        let good = folder.appendingPathComponent("good.tokens.json")
        let bad = folder.appendingPathComponent("bad.tokens.json")
        try Data(#"{"bg": {"$type": "color", "$value": "{fg}"}, "fg": {"$type": "colour", "$value": 1}}"#.utf8).write(to: bad)
        try Data(##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##.utf8).write(to: good)
        let result = try CLI.run(["tokens", "validate", good.path, bad.path])
        #expect(result.status == 1)
        #expect(result.stdout == "\(good.path): ok, 1 token in 1 mode (default)\n")
        #expect(result.stderr.contains("\(bad.path):1:62: fg: unknown type \"colour\""))
        #expect(result.stderr.hasSuffix("problem found\n") || result.stderr.hasSuffix("problems found\n"))
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

    @Test func anUnknownModeIsAnInvalidArgument() throws {
        let folder = temporaryFolder()
        let table = folder.appendingPathComponent("DKColorTable.txt")
        try Data(Self.table.utf8).write(to: table)
        let document = folder.appendingPathComponent("dk.tokens.json").path
        _ = try CLI.run(["tokens", "import", table.path, "-o", document])
        let result = try CLI.run(["tokens", "build", document, "--format", "json", "--mode", "DAY"])
        #expect(result.status == 2)
        #expect(result.stderr == "Error: --mode DAY: the document has no such mode (it has NORMAL, NIGHT, RED)\n")
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
