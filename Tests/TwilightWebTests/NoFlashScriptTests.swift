import Foundation
import Testing
import Twilight
import TwilightTestSupport

@testable import TwilightWeb

/// The no-flash script: its text, its nonce, and that it parses.
@Suite struct NoFlashScriptTests {
    @Test func itCarriesANonceAndTheKnownStyles() {
        let html = NoFlashScript(styles: [.light, .dark, "sepia"]).html(nonce: "r4nd0m+/=\"><x")
        #expect(html.hasPrefix("<script nonce=\"r4nd0m+/=x\">"))
        #expect(html.contains("known=[\"light\",\"dark\",\"sepia\"]"))
        #expect(html.hasSuffix("</script>"))
        #expect(!NoFlashScript().source.contains("</script"))
    }

    @Test func crossFadeIsAnOption() {
        #expect(NoFlashScript().source.contains("fade=false"))
        #expect(NoFlashScript(crossFade: true).source.contains("fade=true"))
    }

    @Test func styleNamesCannotBreakOutOfTheScript() {
        #expect(NoFlashScript.jsEscaped("a\"</script>") == "a\\\"\\u003c/script\\u003e")
    }

    /// Whether `/usr/bin/node` is there; locally a missing engine is a printed skip, under
    /// `CI=true` a failure.
    static func nodeIsInstalled() -> Bool {
        requirePart("/usr/bin/node", "the script checks need a JavaScript engine") != nil
    }

    static let harness = """
        const attrs = {};
        global.document = { cookie: "theme=system", documentElement: { setAttribute: (k, v) => { attrs[k] = v; }, style: {} },
          head: { appendChild() {} }, createElement() { return { appendChild() {}, parentNode: { removeChild() {} } }; },
          createTextNode() { return {}; } };
        global.window = { matchMedia: (q) => ({ matches: q.includes("dark"), addEventListener() {} }), addEventListener() {},
          getComputedStyle() { return {}; } };
        global.localStorage = { getItem() { return null; }, setItem() {} };
        global.location = { protocol: "https:" };

        """

    /// Runs the script in node with a stand-in DOM whose system scheme is dark; prints what
    /// it set, before and after `twilight.set("light")`.
    @Test func onSystemItFollowsTheMediaQueryAndSetStoresTheChoice() throws {
        guard Self.nodeIsInstalled() else { return }
        let program =
            Self.harness + NoFlashScript().source + """

                console.log(attrs["data-theme"], document.documentElement.style.colorScheme);
                window.twilight.set("light"); window.twilight.set("bogus");
                console.log(attrs["data-theme"], document.documentElement.style.colorScheme, document.cookie);
                """
        let text = try Self.runInNode(program)
        #expect(text == "dark dark\nlight light theme=light; Path=/; Max-Age=31536000; SameSite=Lax; Secure\n")
    }

    /// A day/night pair of known styles resolves with the media query; one naming an
    /// unknown style is refused, as is a malformed one.
    @Test func aDayNightPairFollowsTheMediaQueryWithItsStyles() throws {
        guard Self.nodeIsInstalled() else { return }
        let script = NoFlashScript(styles: [.light, .dark, "sepia", "dimmed"]).source
        let program =
            Self.harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=system%3Asepia%3Adimmed\"") + script + """

                console.log(attrs["data-theme"], window.twilight.get());
                console.log(window.twilight.set("system:sepia:nope"), window.twilight.set("system:sepia"), window.twilight.set("system:light:dark"));
                console.log(attrs["data-theme"]);
                """
        let text = try Self.runInNode(program)
        #expect(text == "dimmed system:sepia:dimmed\nfalse false true\ndark\n")
    }

    /// What `program` prints when node runs it.
    static func runInNode(_ program: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("noflash-run-\(UUID().uuidString).js")
        try Data(program.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/node")
        process.arguments = [file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    /// A syntax check with node where it is installed (the browser tests run it for real).
    @Test func theScriptParses() throws {
        guard Self.nodeIsInstalled() else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("noflash-\(UUID().uuidString).js")
        try Data(NoFlashScript(styles: [.light, .dark, "sepia"], crossFade: true).source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/node")
        process.arguments = ["--check", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
