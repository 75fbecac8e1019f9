import Foundation
import Testing
import TwilightColor
import TwilightTestSupport

/// Runs the built `twilight` executable.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["TWILIGHT_BIN"] {
            return URL(fileURLWithPath: path)
        }
        // The test bundle sits beside the products it was built with.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("twilight")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/debug/twilight").standardized
    }()

    static func run(_ arguments: [String], environment: [String: String] = [:], program: URL = executable, in directory: URL? = nil) throws -> Result
    {
        let process = Process()
        process.executableURL = program
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }

    /// Runs a shell script with `$TWILIGHT` set to the executable.
    static func shell(_ script: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["TWILIGHT": executable.path]) { $1 }
        try process.run()
        return process
    }
}

/// The test venv's Python (with Playwright and Pillow): `TWILIGHT_PYTHON`, else `.venv`.
let testPython = IntegrationScripts.python

func temporaryFolder() -> URL {
    scratchFolder("twilight-cli")
}

@Suite("twilight resolve")
struct ResolveCLITests {
    @Test(arguments: [
        (["system", "dark"], "dark"), (["system", "unspecified"], "light"), (["dark", "light"], "dark"),
        (["light", "dark"], "light"), (["sepia", "dark"], "sepia"),
    ])
    func printsTheResolvedStyleAloneOnOneLine(pair: [String], expected: String) throws {
        let result = try CLI.run(["resolve", "--preference", pair[0], "--system", pair[1]])
        #expect(result.status == 0)
        #expect(result.stdout == expected + "\n")
    }

    @Test func theDefaultStyleIsUsedForAnUnspecifiedSystem() throws {
        let result = try CLI.run(["resolve", "--preference", "system", "--system", "unspecified", "--default", "dark"])
        #expect(result.stdout == "dark\n")
    }

    @Test func jsonOutputIsAnObject() throws {
        let result = try CLI.run(["resolve", "--preference", "system", "--system", "dark", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["style"] as? String == "dark")
        #expect(object?["system"] as? String == "dark")
        #expect(object?["dark"] as? Bool == true)
    }

    @Test(arguments: ["", " ", "dark mode", "a\u{1}b"])
    func anInvalidPreferenceExitsWithStatusTwoAndSaysWhatIsValid(value: String) throws {
        let result = try CLI.run(["resolve", "--preference", value, "--system", "dark"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'system', 'light', 'dark'"))
        #expect(result.stdout.isEmpty)
    }

    @Test func helpIsAvailableOnEveryCommand() throws {
        for command in [["--help"], ["resolve", "--help"], ["preference", "--help"], ["preference", "set", "--help"]] {
            let result = try CLI.run(command)
            #expect(result.status == 0, "\(command)")
            #expect(result.stdout.contains("USAGE"), "\(command)")
        }
    }
}

@Suite("twilight preference")
struct PreferenceCLITests {
    @Test func aChoiceMadeInOneProcessIsReadInAnother() throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("prefs.json").path
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "system\n")
        #expect(try CLI.run(["preference", "set", "dark", "--store", file]).status == 0)
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "dark\n")
        #expect(try CLI.run(["preference", "get", "--store", file, "--user", "bob"]).stdout == "system\n")
        #expect(try CLI.run(["preference", "clear", "--store", file]).status == 0)
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "system\n")
    }

    @Test func aDayNightPairIsStoredAndResolved() throws {
        let file = temporaryFolder().appendingPathComponent("prefs.json").path
        let set = try CLI.run(["preference", "set", "system", "--light", "sepia", "--dark", "dimmed", "--store", file])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "system:sepia:dimmed\n")
        #expect(try CLI.run(["resolve", "--preference", "system", "--light", "sepia", "--dark", "dimmed", "--system", "dark"]).stdout == "dimmed\n")
        #expect(try CLI.run(["resolve", "--preference", "system:sepia:dimmed", "--system", "light"]).stdout == "sepia\n")
        let contrast = try CLI.run([
            "resolve", "--preference", "system", "--light", "sepia", "--dark", "dimmed", "--high-contrast-dark", "ink",
            "--system", "dark", "--contrast", "high",
        ])
        #expect(contrast.stdout == "ink\n")
    }

    /// Dark only until the system next changes: kept with the pair it resumes, the system's
    /// scheme given or detected; on a fixed choice it is simply Dark.
    @Test func aStyleUntilTheSystemChangesIsStoredAndResolved() throws {
        let file = temporaryFolder().appendingPathComponent("prefs.json").path
        _ = try CLI.run(["preference", "set", "system", "--light", "sepia", "--dark", "dimmed", "--store", file])
        let set = try CLI.run(
            ["preference", "set", "dark", "--until-system-changes", "--store", file],
            environment: ["TWILIGHT_APPEARANCE": "light"]
        )
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "dark:while:light:sepia:dimmed\n")
        #expect(try CLI.run(["resolve", "--preference", "dark:while:light:sepia:dimmed", "--system", "light"]).stdout == "dark\n")
        #expect(try CLI.run(["resolve", "--preference", "dark:while:light:sepia:dimmed", "--system", "dark"]).stdout == "dimmed\n")
        _ = try CLI.run(["preference", "set", "light", "--store", file])
        _ = try CLI.run(["preference", "set", "dark", "--until-system-changes", "--system", "light", "--store", file])
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "dark\n")
        let pair = try CLI.run(["preference", "set", "system", "--until-system-changes", "--system", "light", "--store", file])
        #expect(pair.status == 2)
        #expect(pair.stderr.contains("--until-system-changes keeps one style: expected a style name, not 'system'"))
        let alone = try CLI.run(["preference", "set", "dark", "--system", "light", "--store", file])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--system goes with --until-system-changes"))
    }

    @Test func aHalfPairOrAPairOnAFixedStyleIsAClearError() throws {
        let half = try CLI.run(["resolve", "--preference", "system", "--light", "sepia", "--system", "dark"])
        #expect(half.status == 2)
        #expect(half.stderr.contains("needs both --light and --dark"))
        let fixed = try CLI.run(["preference", "set", "dark", "--dark", "dimmed", "--store", "/dev/null/x"])
        #expect(fixed.status == 2)
        #expect(fixed.stderr.contains("go with 'system', not 'dark'"))
    }

    @Test func theUserDefaultsStoreRoundTripsAcrossProcesses() throws {
        let config = temporaryFolder()
        let environment = ["XDG_CONFIG_HOME": config.path]
        #expect(try CLI.run(["preference", "set", "sepia", "--user", "7"], environment: environment).status == 0)
        let get = try CLI.run(["preference", "get", "--user", "7", "--json"], environment: environment)
        let object = try JSONSerialization.jsonObject(with: Data(get.stdout.utf8)) as? [String: Any]
        #expect(object?["preference"] as? String == "sepia")
        #expect(object?["stored"] as? Bool == true)
        #expect(FileManager.default.fileExists(atPath: config.appendingPathComponent("twilight.plist").path))
    }

    @Test func anInvalidValueExitsWithStatusTwoAndStoresNothing() throws {
        let file = temporaryFolder().appendingPathComponent("prefs.json").path
        let result = try CLI.run(["preference", "set", "  ", "--store", file])
        #expect(result.status == 2)
        #expect(result.stderr.contains("white space"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func aCorruptFileIsReportedKeptAsideAndReadAsSystem() throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("prefs.json").path
        try Data("]]garbage".utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLI.run(["preference", "get", "--store", file])
        #expect(result.status == 0)
        #expect(result.stdout == "system\n")
        #expect(result.stderr.contains(file))
        #expect(result.stderr.contains("kept as \(file).corrupt"))
        #expect(try String(contentsOfFile: file + ".corrupt", encoding: .utf8) == "]]garbage")
    }

    @Test(.timeLimit(.minutes(3)))
    func twoProcessesWritingTwoHundredTimesEachLoseNothing() throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("prefs.json").path
        func writer(_ user: String, _ values: [String]) throws -> Process {
            try CLI.shell(
                """
                i=0
                while [ $i -lt 200 ]; do
                  if [ $((i % 2)) -eq 0 ]; then v=\(values[0]); else v=\(values[1]); fi
                  "$TWILIGHT" preference set $v --store '\(file)' --user \(user) || exit 1
                  i=$((i + 1))
                done
                """
            )
        }
        let a = try writer("a", ["light", "dark"])
        let b = try writer("b", ["sepia", "system"])
        var reads = 0
        while a.isRunning || b.isRunning {
            // A reader in between never sees a broken file.
            let result = try CLI.run(["preference", "get", "--store", file, "--user", "a"])
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            #expect(["system\n", "light\n", "dark\n"].contains(result.stdout))
            reads += 1
        }
        a.waitUntilExit()
        b.waitUntilExit()
        #expect(a.terminationStatus == 0 && b.terminationStatus == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let preferences = object?["preferences"] as? [String: String]
        #expect(preferences == ["a": "dark", "b": "system"], "each writer's last value, none lost")
        #expect(!FileManager.default.fileExists(atPath: file + ".corrupt"))
        #expect(reads > 0)
    }
}

@Suite("twilight preference: faults")
struct PreferenceFaultCLITests {
    @Test func aTruncatedDefaultsSuiteIsReportedAndOtherUsersAreKeptAside() throws {
        let config = temporaryFolder()
        let environment = ["XDG_CONFIG_HOME": config.path]
        #expect(try CLI.run(["preference", "set", "dark"], environment: environment).status == 0)
        #expect(try CLI.run(["preference", "set", "light", "--user", "alice"], environment: environment).status == 0)
        let file = config.appendingPathComponent("twilight.plist")
        let whole = try Data(contentsOf: file)
        try whole.prefix(whole.count - 10).write(to: file)

        let get = try CLI.run(["preference", "get", "--json"], environment: environment)
        #expect(get.stderr.contains("\(file.path): is not a readable property list"))
        #expect(get.stderr.contains("kept as \(file.path).corrupt"))
        let object = try JSONSerialization.jsonObject(with: Data(get.stdout.utf8)) as? [String: Any]
        #expect(object?["warning"] != nil)

        let set = try CLI.run(["preference", "set", "dark", "--user", "bob"], environment: environment)
        #expect(set.status == 0)
        let aside = try String(contentsOfFile: file.path + ".corrupt", encoding: .utf8)
        #expect(aside.contains("twilight.preference:alice"), "alice's choice is kept")
    }

    /// Runs the CLI as `nobody` (needs root, as CI is); nil when that is not possible here.
    private func runAsNobody(_ arguments: [String]) throws -> CLI.Result? {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            reportMissingPart("running as another user needs root and /usr/bin/setpriv")
            return nil
        }
        return try CLI.run(
            ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.executable.path] + arguments,
            program: URL(fileURLWithPath: "/usr/bin/setpriv")
        )
    }

    @Test func aFileThatCannotBeReadIsNeverWrittenOver() throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("prefs.json")
        let content = Data(#"{"version":1,"preferences":{"alice":"dark"}}"#.utf8)
        try content.write(to: file)
        for path in [folder.path, file.path] { unsafe #expect(chown(path, 65534, 65534) == 0) }
        unsafe #expect(chmod(file.path, 0o200) == 0)  // its owner may write it but not read it

        guard let result = try runAsNobody(["preference", "set", "light", "--store", file.path, "--user", "bob"]) else { return }
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(file.path): cannot be opened: Permission denied"))
        #expect(try Data(contentsOf: file) == content)
        #expect(!FileManager.default.fileExists(atPath: file.path + ".corrupt"))
    }

    @Test func aRelativeLinkInTheWorkingFolderIsWrittenThrough() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dotfiles"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.json").path,
            withDestinationPath: "dotfiles/twilight.json"
        )
        let process = try CLI.shell("cd '\(folder.path)' && \"$TWILIGHT\" preference set dark --store link.json")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let target = folder.appendingPathComponent("dotfiles/twilight.json").path
        #expect(try CLI.run(["preference", "get", "--store", target]).stdout == "dark\n")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.json").path)) == "dotfiles/twilight.json"
        )
    }

    @Test(.timeLimit(.minutes(3)))
    func writersKilledMidWriteLoseNoUserAndLeaveNoTemporaryFiles() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../scripts/soak-store.sh").standardized.path
        let process = try CLI.shell("exec '\(script)' 4 40 1")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

@Suite("twilight contrast")
struct ContrastCLITests {
    @Test func theRatioIsTheFirstWordThenTheVerdicts() throws {
        let result = try CLI.run(["contrast", "#767676", "#ffffff"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: " ").first == "4.54")
        #expect(result.stdout.contains("AA pass, AAA fail"))
    }

    @Test func jsonHasTheRatioAndEveryVerdict() throws {
        let result = try CLI.run(["contrast", "#000", "#fff", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["ratio"] as? Double == 21)
        #expect(object?["aa"] as? Bool == true && object?["aaaLarge"] as? Bool == true)
    }

    @Test func anUnparsableColourExitsWithStatusTwoAndShowsTheAcceptedForms() throws {
        let result = try CLI.run(["contrast", "not-a-colour", "#fff"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("#RRGGBB"))
        #expect(result.stderr.contains("not-a-colour"))
    }
}

@Suite("twilight color")
struct ColorCLITests {
    @Test func convertsToEachNotation() throws {
        #expect(try CLI.run(["color", "rgb(10 132 255)"]).stdout == "#0a84ff\n")
        #expect(try CLI.run(["color", "#0a84ff", "--to", "rgb"]).stdout == "rgb(10 132 255)\n")
        #expect(try CLI.run(["color", "#ff0000", "--to", "hsl"]).stdout == "hsl(0 100% 50%)\n")
    }

    /// The forms of CSS Color 4 a user types, read and written (the values are WPT
    /// display-p3-006's: `lch(54% 35 118)` in display-p3), and a contrast of a display-p3
    /// colour against white as color.js answers it (3.76).
    @Test func readsAndWritesEveryCSSColor4Form() throws {
        #expect(try CLI.run(["color", "lch(54% 35 118)", "--to", "display-p3"]).stdout == "color(display-p3 0.465377 0.532768 0.317713)\n")
        #expect(try CLI.run(["color", "color(display-p3 0.465377 0.532768 0.317713)", "--to", "srgb"]).stdout.hasPrefix("color(srgb 0.44843"))
        #expect(try CLI.run(["color", "lch(50% 0 0)"]).stdout == "#777777\n")
        #expect(try CLI.run(["color", "hwb(120 10% 20%)", "--to", "hwb"]).stdout == "hwb(120 10% 20%)\n")
        #expect(try CLI.run(["color", "lab(50% 40 30)", "--to", "lab"]).stdout == "lab(50 40 30)\n")
        for form in [
            "color(a98-rgb 1 0 0)", "color(prophoto-rgb 0.5 0.5 0.5)", "color(rec2020 0 1 0)", "color(xyz-d50 0.2 0.3 0.4)",
            "color(srgb-linear 0.5 0.5 0.5)",
        ] {
            let result = try CLI.run(["color", form, "--to", "oklch"])
            #expect(result.status == 0 && result.stdout.hasPrefix("oklch("), "\(form): \(result.stderr)")
        }
        let contrast = try CLI.run(["contrast", "color(display-p3 1 0 0)", "white"])
        #expect(contrast.stdout.hasPrefix("3.76 "), "\(contrast.stdout)\(contrast.stderr)")
    }

    @Test func jsonGivesTheChosenSpacesComponents() throws {
        let lch = try CLI.run(["color", "#ff0000", "--to", "oklch", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(lch.stdout.utf8)) as? [String: Double]
        #expect(abs((object?["l"] ?? 0) - 0.628) < 1e-3)
        #expect(abs((object?["h"] ?? 0) - 29.23) < 0.1)
        #expect(object?["alpha"] == 1)
        let rgb = try CLI.run(["color", "#0a84ff", "--to", "rgb", "--json"])
        let channels = try JSONSerialization.jsonObject(with: Data(rgb.stdout.utf8)) as? [String: Double]
        #expect(channels == ["r": 10, "g": 132, "b": 255, "alpha": 1])
    }

    @Test func anUnparsableColourExitsWithStatusTwo() throws {
        let result = try CLI.run(["color", "teal-ish"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("rgb()/rgba()"))
    }
}

@Suite("twilight color: gamut")
struct ColorGamutCLITests {
    @Test func anOKLCHColourOutsideSRGBIsMappedNotClipped() throws {
        let vivid = RGBAColor(OKLCHColor(l: 0.7, c: 0.4, h: 150))
        let result = try CLI.run(["color", "oklch(0.7 0.4 150)"])
        #expect(result.stdout == vivid.gamutMapped.hexString + "\n")
        #expect(result.stdout != vivid.clipped.hexString + "\n", "mapping keeps hue and lightness; clipping would not")
    }
}

@Suite("twilight palette derive")
struct PaletteCLITests {
    @Test func aYAMLPaletteIsReadWhateverTheCaseOfItsEnding() throws {
        let file = temporaryFolder().appendingPathComponent("Palette.YML")
        try Data("roles:\n  background: '#ffffff'\n  label: '#3c3c43'\npairs:\n  - {foreground: label, background: background, target: 4.5}\n".utf8)
            .write(to: file)
        let result = try CLI.run(["palette", "derive", file.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"highContrastDark\""))
    }

    @Test func derivesEveryVariantWithItsContrastTable() throws {
        let file = temporaryFolder().appendingPathComponent("palette.json")
        try Data(
            ##"{"roles": {"background": "#ffffff", "label": "#3c3c43"}, "pairs": [{"foreground": "label", "background": "background", "target": 4.5}]}"##
                .utf8
        ).write(to: file)
        let result = try CLI.run(["palette", "derive", file.path, "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Any]]
        for variant in ["light", "dark", "highContrastDark"] {
            let pairs = object?[variant]?["pairs"] as? [[String: Any]]
            #expect(pairs?.first?["met"] as? Bool == true, "\(variant)")
        }
        let dark = object?["dark"]?["roles"] as? [String: String]
        #expect(try RGBAColor(hex: dark?["background"] ?? "#fff").isDark)
        let text = try CLI.run(["palette", "derive", file.path])
        #expect(text.stdout.contains("highContrastDark:"))
        #expect(text.stdout.contains("label on background: "))
    }

    @Test func showsTheNightColourDerivedForADayOnlyColour() throws {
        let result = try CLI.run(["palette", "derive", "--color", "#1a73e8", "--color", "#f2f2f7", "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [[String: Any]]]
        let rows = try #require(object?["colors"])
        #expect(rows.map { $0["role"] as? String } == ["foreground", "surface"])
        #expect(rows[0]["night"] as? String == (try RGBAColor(hex: "#1a73e8")).nightVersion().hexString)
        #expect((rows[0]["ratio"] as? Double ?? 0) >= 4.5)
        let text = try CLI.run(["palette", "derive", "--color", "#1a73e8", "--contrast", "7"])
        #expect(text.stdout.hasPrefix("#1a73e8 → "))
        #expect(text.stdout.contains("foreground, 7.") && text.stdout.contains("(target 7.00)"))
    }

    @Test func neitherAFileNorAColourIsAClearError() throws {
        let result = try CLI.run(["palette", "derive"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("give a palette FILE, or one or more --color"))
    }

    @Test func aBadColourNamesTheFileAndTheRole() throws {
        let file = temporaryFolder().appendingPathComponent("palette.json")
        try Data(##"{"roles": {"accent": "#zz"}, "pairs": []}"##.utf8).write(to: file)
        let result = try CLI.run(["palette", "derive", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file.path): roles.accent"))
    }

    @Test func aMissingKeyNamesItsPath() throws {
        let file = temporaryFolder().appendingPathComponent("palette.json")
        try Data(#"{"roles": {}, "pairs": [{"foreground": "a", "target": 3}]}"#.utf8).write(to: file)
        let result = try CLI.run(["palette", "derive", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("background is missing"))
    }
}

@Suite("twilight palette derive: YAML")
struct PaletteYAMLCLITests {
    @Test func aYAMLPaletteIsRead() throws {
        let file = temporaryFolder().appendingPathComponent("palette.yaml")
        try Data(
            """
            roles:
              background: "#ffffff"
              label: "#3c3c43"
            pairs:
              - foreground: label
                background: background
                target: 4.5
            """.utf8
        ).write(to: file)
        let result = try CLI.run(["palette", "derive", file.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("label on background: 10.94 (target 4.50) ok"))
    }

    @Test func brokenYAMLNamesTheFileLineAndColumn() throws {
        let file = temporaryFolder().appendingPathComponent("palette.yml")
        try Data("roles:\n  a: [1\n".utf8).write(to: file)
        let result = try CLI.run(["palette", "derive", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file.path): not a palette: 3:1"))
    }
}

/// Runs a program through `real-portal.sh` (the real portal under Xvfb on a private bus,
/// GNOME's colour scheme switched to dark and then light) and returns what it printed, or
/// `nil` when a part is missing (see ``partsAreInstalled(_:for:)``).
func runWithRealPortal(_ command: [String]) throws -> String? {
    let parts = [
        "/usr/bin/xvfb-run", "/usr/bin/dbus-run-session", "/usr/bin/gsettings", "/usr/libexec/xdg-desktop-portal",
        "/usr/libexec/xdg-desktop-portal-gtk",
    ]
    guard partsAreInstalled(parts, for: "the real portal tests") else { return nil }
    let script = IntegrationScripts.path("portal/real-portal.sh")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [script] + command
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
}

/// The documentation's code (`Snippets/`, shown in the DocC articles) is compiled by every
/// build; these run the ones that need nothing outside the process and check what they print.
struct SnippetTests {
    static func run(_ snippet: String) throws -> CLI.Result {
        try CLI.run([], program: CLI.executable.deletingLastPathComponent().appendingPathComponent(snippet))
    }

    @Test func theCoreQuickStartEndsOnTheSystemsDarkStyle() throws {
        let result = try Self.run("CoreQuickStart")
        #expect(result.status == 0)
        #expect(result.stdout == "dark #ffffff #ffffff\n")
    }

    @Test func theTerminalSnippetPrintsPlainTextWhenNotATerminal() throws {
        let result = try Self.run("TerminalOutput")
        #expect(result.stdout == "Settings\n", "no escape codes when the output is a pipe")
    }
}
