import Foundation
import Testing
import TwilightTestSupport

/// `twilight tokens audit`, run as a CI job runs it.
struct AuditCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TwilightTokensTests/Fixtures").standardized
    static let document = "audit/brands.resolver.json"
    let golden = GoldenFiles("../../IntegrationTests/golden")

    func audit(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(["tokens", "audit", Self.document] + arguments, in: Self.fixtures)
    }

    /// The text names each failing pair's declaration as compilers do, and the exit status
    /// fails the job; `--severity warning` reports the same and lets it pass.
    @Test func failingPairsFailTheJobUnlessTheyAreWarnings() throws {
        let result = try audit([])
        #expect(result.status == 1)
        try golden.expect(result.stdout, matches: "audit.txt")
        #expect(
            result.stdout.hasPrefix(
                "audit/brands.resolver.json:37:29: error: color.link on color.background in light, brand=ember: 2.94:1, needs 4.5:1 (AA); #ff6600 on #ffffff; passes as #d64300"
            )
        )

        let warning = try audit(["--severity", "warning"])
        #expect(warning.status == 0)
        #expect(warning.stdout == result.stdout.replacingOccurrences(of: ": error: ", with: ": warning: "))

        let bad = try audit(["--severity", "fatal"])
        #expect(bad.status == 64)  // a usage error, as ArgumentParser reports one
        #expect(bad.stderr.contains("fatal"), "\(bad.stderr)")
    }

    /// The reference document every demo reads passes its own audit: text, secondary text
    /// and the accent of every brand, AA on the page and the card, in every mode.
    @Test func theReferenceDocumentPassesItsOwnAudit() throws {
        let result = try CLI.run(
            ["tokens", "audit", "Sources/ReferenceDocument/reference.resolver.json"],
            in: IntegrationScripts.packageRoot
        )
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("6 pairs in 12 combinations: 72 checks, every one passes"), "\(result.stdout)")
    }

    /// SARIF 2.1.0 as code scanning reads it: the rules, and each result at its
    /// declaration's line with a relative URI.
    @Test func sarifNamesTheRuleAndTheLine() throws {
        let result = try audit(["--format", "sarif"])
        #expect(result.status == 1)
        try golden.expect(result.stdout, matches: "audit.sarif.json")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "twilight")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == rules.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 7)
        for entry in results {
            // §3.27.5-6: ruleIndex, when present, is the rule whose id is ruleId.
            let index = try #require(entry["ruleIndex"] as? Int)
            #expect(ids[index] == entry["ruleId"] as? String)
            #expect(entry["level"] as? String == "error")
            #expect(((entry["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((entry["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.document)
            let line = try #require((location["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line >= 1)
        }
    }

    /// SARIF counts columns in UTF-16 code units (its default `columnKind`), the text in
    /// UTF-8 bytes as compilers do: on a line with `ü`, `ß`, `—` and `💡` before the
    /// declaration (2 + 2 + 3 + 4 bytes, 1 + 1 + 1 + 2 code units) SARIF's column is 6 less.
    @Test func sarifColumnsCountUTF16CodeUnits() throws {
        let folder = scratchFolder("twilight-audit-columns")
        let file = folder.appendingPathComponent("wide.tokens.json")
        try Data(
            ##"{"c": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#eeeeee", "$description": "Grüße — 💡", "$extensions": {"dev.twilight": {"contrast": {"on": "{c.bg}"}}}}}}"##
                .utf8
        ).write(to: file)
        let text = try CLI.run(["tokens", "audit", "wide.tokens.json"], in: folder)
        let byteColumn = try #require(Int(text.stdout.split(separator: ":")[2]), "\(text.stdout)")
        let sarif = try CLI.run(["tokens", "audit", "wide.tokens.json", "--format", "sarif"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let region = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((region?["region"] as? [String: Any])?["startColumn"] as? Int == byteColumn - 6, "\(sarif.stdout)")
    }

    /// A minified document is one line, which every finding is on: each finding's SARIF
    /// column is its byte column less what the characters before it take in UTF-8 beyond
    /// UTF-16 (the line is looked at once, not once per finding).
    @Test func sarifColumnsOfFindingsOnOneLine() throws {
        let folder = scratchFolder("twilight-audit-one-line")
        let file = folder.appendingPathComponent("min.tokens.json")
        let tokens = (0..<40).map { index in
            ##""fg\##(index)": {"$value": "#eeeeee", "$description": "\##(String(repeating: "ü💡", count: index))", "$extensions": {"dev.twilight": {"contrast": {"on": "{c.bg}"}}}}"##
        }
        let text = ##"{"c": {"$type": "color", "bg": {"$value": "#ffffff"}, "##.appending(tokens.joined(separator: ", ") + "}}")
        try Data(text.utf8).write(to: file)
        let sarif = try CLI.run(["tokens", "audit", "min.tokens.json", "--format", "sarif"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let columns = results.compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["region"] as? [String: Any])?["startColumn"] as? Int }
        }
        #expect(columns.count == 40)
        // Each finding's byte column, as the text report gives it, counted again in UTF-16 here.
        let report = try CLI.run(["tokens", "audit", "min.tokens.json"], in: folder)
        let byteColumns = report.stdout.split(separator: "\n").compactMap { line -> Int? in
            let parts = line.split(separator: ":")
            return parts.count > 2 && parts[0] == "min.tokens.json" ? Int(parts[2]) : nil
        }
        #expect(byteColumns.count == 40, "\(report.stdout)")
        let expected = byteColumns.map { String(decoding: Array(text.utf8).prefix($0 - 1), as: UTF8.self).utf16.count + 1 }
        #expect(Set(columns) == Set(expected), "\(columns.sorted()) \(expected)")
    }

    /// GitHub workflow commands, with the file, line and column as properties.
    @Test func githubAnnotationsPointAtTheDeclaration() throws {
        let result = try audit(["--format", "github", "--severity", "warning"])
        #expect(result.status == 0)
        let first = try #require(result.stdout.split(separator: "\n").first)
        #expect(
            first.hasPrefix(
                "::warning file=audit/brands.resolver.json,line=37,col=29,title=Contrast below AA::color.link on color.background in light, brand=ember: 2.94:1"
            )
        )
    }

    /// JSON lists every check, passing or not.
    @Test func jsonListsEveryCheck() throws {
        let result = try audit(["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["checks"] as? Int == 72)
        #expect(object["failures"] as? Int == 22)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 72)
        #expect(results.filter { $0["passes"] as? Bool == false }.count == 22)
        let link = try #require(results.first { $0["foreground"] as? String == "color.link" && $0["passes"] as? Bool == false })
        #expect(link["suggestion"] as? String == "#d64300")
        #expect(link["axes"] as? [String: String] == ["brand": "ember", "density": "comfortable"])
    }

    /// A document without failures passes; a broken declaration is a problem (status 1,
    /// on standard error), and a missing pairs file names itself.
    @Test func aCleanDocumentPassesAndABrokenDeclarationDoesNot() throws {
        let folder = scratchFolder("twilight-audit")
        let clean = folder.appendingPathComponent("clean.tokens.json")
        try Data(
            ##"{"c": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#595959", "$extensions": {"dev.twilight": {"contrast": {"on": "{c.bg}", "level": "AA"}}}}}}"##
                .utf8
        ).write(to: clean)
        let passing = try CLI.run(["tokens", "audit", clean.path])
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout == "1 pair in 1 combination: 1 check, every one passes\n")

        let broken = folder.appendingPathComponent("broken.tokens.json")
        try Data(##"{"c": {"$type": "color", "fg": {"$value": "#595959", "$extensions": {"dev.twilight": {"contrast": {"on": "{c.bg}"}}}}}}"##.utf8)
            .write(to: broken)
        let failing = try CLI.run(["tokens", "audit", broken.path])
        #expect(failing.status == 1)
        #expect(
            failing.stderr.contains("\(broken.path):1:106: c.fg: the contrast pair names c.bg, which is not a token in default"),
            "\(failing.stderr)"
        )

        let missing = try CLI.run(["tokens", "audit", clean.path, "--pairs", folder.appendingPathComponent("nowhere.json").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nowhere.json"), "\(missing.stderr)")
    }

    /// A pair declared as a warning does not fail the audit or a build with `--audit`
    /// (what the build plugin runs); one that is an error stops the build before it
    /// writes anything.
    @Test func eachPairSaysWhetherItFailsTheBuild() throws {
        let folder = scratchFolder("twilight-audit")
        func document(_ severity: String) -> String {
            ##"{"c": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#999999", "$extensions": {"dev.twilight": {"contrast": {"on": "{c.bg}", "severity": "\##(severity)"}}}}}}"##
        }
        let warned = folder.appendingPathComponent("warned.tokens.json")
        try Data(document("warning").utf8).write(to: warned)
        let audit = try CLI.run(["tokens", "audit", warned.path])
        #expect(audit.status == 0)
        #expect(audit.stdout.hasPrefix("\(warned.path):1:135: warning: c.fg on c.bg in default: 2.85:1, needs 4.5:1 (AA)"), "\(audit.stdout)")
        let forced = try CLI.run(["tokens", "audit", warned.path, "--severity", "error"])
        #expect(forced.status == 1)

        let output = folder.appendingPathComponent("Tokens.swift")
        let built = try CLI.run(["tokens", "build", warned.path, "--format", "swift", "--audit", "-o", output.path])
        #expect(built.status == 0)
        #expect(built.stderr.contains(": warning: c.fg on c.bg in default: 2.85:1"), "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.path))

        let failing = folder.appendingPathComponent("failing.tokens.json")
        try Data(document("error").utf8).write(to: failing)
        let stopped = try CLI.run([
            "tokens", "build", failing.path, "--format", "swift", "--audit", "-o", folder.appendingPathComponent("Failing.swift").path,
        ])
        #expect(stopped.status == 1)
        #expect(stopped.stderr.contains(": error: c.fg on c.bg in default: 2.85:1"), "\(stopped.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Failing.swift").path))
        let typo = folder.appendingPathComponent("typo.tokens.json")
        try Data(document("fatal").utf8).write(to: typo)
        #expect(try CLI.run(["tokens", "audit", typo.path]).stderr.contains(#".severity: expected "error" or "warning", found the string "fatal""#))
    }
}
