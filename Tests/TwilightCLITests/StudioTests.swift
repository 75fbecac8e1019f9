import Foundation
import Testing
import TwilightTestSupport

/// `twilight studio` end to end: Chromium drives the studio's page while the three
/// reference apps run on the same document — the web demo in a second tab, the terminal
/// demo in tmux, the GTK demo under Xvfb — and each re-colours within a second of a save;
/// a size, a duration, a number, a font weight, a font family and a curve saved there (the
/// card's radius, fade and easing, the body's line height and font, the current link's
/// weight) reach the web demo as fast.
/// `studio_checks.py` prints `ok …` per check and `figure …` per measured delay.
struct StudioTests {
    @Test func everyAppFollowsAColourSavedInTheStudio() throws {
        guard
            partsAreInstalled(
                ["/usr/bin/chromium", "/usr/bin/tmux", "/usr/bin/xvfb-run", "/usr/bin/git", testPython],
                for: "the studio's end-to-end test"
            )
        else { return }
        let folder = CLI.executable.deletingLastPathComponent()
        let kept = ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"]
        let shots = kept.map { URL(fileURLWithPath: $0) } ?? temporaryFolder()
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        guard
            let (status, text) = try WebDemoTests.runBrowserChecks(
                "studio_checks.py",
                [CLI.executable.path] + ["twilight-demo", "twilight-web-demo", "twilight-gtk-demo"].map { folder.appending(path: $0).path }
                    + [IntegrationScripts.path("studio/reference-with-failing-pairs.resolver.json"), shots.path]
            )
        else { return }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 18, "\(text)")
        for line in text.split(separator: "\n") where line.hasPrefix("figure ") || line.hasPrefix("diff ") || line.hasPrefix("     ") {
            print(line)
        }
        for name in ["studio", "studio-fix", "studio-edit", "studio-web-app", "studio-gtk-app"] {
            #expect(FileManager.default.fileExists(atPath: shots.appending(path: "\(name).png").path), "\(name).png")
        }
    }

    /// A document `twilight scheme` made, in Chromium: the studio shows its seed and variant,
    /// a new variant and then a new seed make every role again as `twilight scheme` makes them
    /// (an unsaved edit), and Save writes the document it writes, which the web demo
    /// following the file takes: `studio_scheme_checks.py` prints `ok …` per check.
    @Test func aGeneratedSchemeIsMadeAgainFromANewSeedOrVariant() throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the studio's browser test") else { return }
        let shots = ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"].map { URL(fileURLWithPath: $0) } ?? temporaryFolder()
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let webDemo = CLI.executable.deletingLastPathComponent().appending(path: "twilight-web-demo")
        guard let (status, text) = try WebDemoTests.runBrowserChecks("studio_scheme_checks.py", [CLI.executable.path, webDemo.path, shots.path])
        else {
            return
        }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 3, "\(text)")
        #expect(FileManager.default.fileExists(atPath: shots.appending(path: "studio-scheme.png").path))
    }

    /// "Only in dark" in Chromium, on a document in files, in JSON and in YAML: offered
    /// exactly where the dark mode shares a value from another file, and saved as one line
    /// added to the dark file (in YAML, with a value the dark file defines changed in place);
    /// a string token set to text with markup in it, shown as text and saved as typed; and a
    /// shadow's colour set for every mode and its blur for dark alone, from their member lines,
    /// then the whole shadow re-pointed for light; and a member of a list's layer that is an
    /// alias of another shadow, set on that shadow; a Display P3 colour kept as set; and a
    /// stroke style set to another keyword, then to dash lengths and a cap.
    @Test func aSharedValueIsGivenToTheDarkModeAlone() throws {
        guard partsAreInstalled(["/usr/bin/chromium", "/usr/bin/git", testPython], for: "the studio's browser test") else { return }
        let shots = ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"].map { URL(fileURLWithPath: $0) } ?? temporaryFolder()
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        guard let (status, text) = try WebDemoTests.runBrowserChecks("studio_mode_checks.py", [CLI.executable.path, shots.path]) else { return }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 12, "\(text)")
    }

    /// A document of 5 000 tokens in 12 combinations: the page draws the rows near the screen
    /// and others as they are scrolled to, an edit is answered with the rows it changed, and
    /// the time from "Set" to the new colour drawn is measured (printed as `figure …`).
    @Test func aLargeDocumentIsEditedRowByRow() throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the studio's browser test") else { return }
        guard let (status, text) = try WebDemoTests.runBrowserChecks("studio_large_checks.py", [CLI.executable.path]) else { return }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 4, "\(text)")
        for line in text.split(separator: "\n") where line.hasPrefix("figure ") { print(line) }
    }

    /// The studio writes files: it refuses to listen anywhere but a loopback address, and
    /// refuses a document that does not load, naming its problem, before serving anything.
    @Test func itListensOnLoopbackOnlyAndNeedsADocumentThatLoads() throws {
        let document = IntegrationScripts.path("studio/reference-with-failing-pairs.resolver.json")
        for host in ["0.0.0.0", "192.168.1.2", "example.com"] {
            let refused = try CLI.run(["studio", document, "--host", host])
            #expect(refused.status != 0 && refused.stderr.contains("--host \(host): the studio writes files"), "\(refused.stderr)")
        }
        let broken = scratchFolder("twilight-studio").appendingPathComponent("broken.tokens.json")
        try Data(#"{"color": {"$type": "color", "text": {"$value": "{color.nothing}"}}}"#.utf8).write(to: broken)
        let result = try CLI.run(["studio", broken.path, "--port", "0"])
        #expect(result.status == 1 && result.stderr.contains("color.nothing"), "\(result.stderr)")
    }
}
