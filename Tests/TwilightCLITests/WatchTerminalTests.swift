import Foundation
import Testing
import TwilightTestSupport

/// `twilight watch --terminal` in a real terminal (tmux): the terminal's theme switched
/// (its background changed, then its DEC 2031 report typed into the program), and the
/// terminal given back however the watch ends — checked on the bytes the program wrote
/// (`pipe-pane`) and on `stty -g` before and after.
struct WatchTerminalTests {
    /// A watch in tmux whose output bytes land in `folder/output`.
    struct Watch {
        let tmux: DemoTests.Tmux
        let folder: String
        let program: String

        init?() throws {
            folder = temporaryFolder().path
            // This test's own program, by its path: signals go to it alone.
            program = folder + "/twilight"
            try FileManager.default.createSymbolicLink(atPath: program, withDestinationPath: CLI.executable.path)
            // It starts once the pipe is in place (`go`), so the pipe sees its first bytes.
            let script =
                "while [ ! -e \(folder)/go ]; do sleep 0.05; done; stty -g > \(folder)/before; "
                + "\(program) watch --terminal; echo $? > \(folder)/status; stty -g > \(folder)/after"
            guard let tmux = try DemoTests.Tmux(command: script, environment: [:], background: "#101820") else { return nil }
            self.tmux = tmux
            try tmux.tmux(["pipe-pane", "-O", "cat >> \(folder)/output"])
            _ = FileManager.default.createFile(atPath: folder + "/go", contents: nil)
        }

        /// Types the terminal's report that its scheme is now dark or light.
        func report(dark: Bool) throws {
            // ESC [ ? 9 9 7 ; 1|2 n, as bytes.
            try tmux.tmux(["send-keys", "-H", "1b", "5b", "3f", "39", "39", "37", "3b", dark ? "31" : "32", "6e"])
        }

        var output: String { (try? String(contentsOfFile: folder + "/output", encoding: .utf8)) ?? "" }
    }

    @Test(arguments: ["C-c", "SIGTERM", "SIGHUP"])
    func followsTheTerminalsThemeAndGivesTheTerminalBack(ending: String) throws {
        guard let watch = try Watch() else { return }
        let tmux = watch.tmux
        #expect(try tmux.waitFor("dark (osc11 #101820)"), "\((try? tmux.screen()) ?? "")")
        #expect(eventuallyBlocking { watch.output.contains("\u{1B}[?2031h") }, "reports turned on")

        // The terminal switches to a light theme and says so: read again through OSC 11.
        try tmux.tmux(["set", "-g", "window-style", "bg=#f5f0e6"])
        try watch.report(dark: false)
        #expect(try tmux.waitFor("light (osc11 #f5f0e6)"), "\((try? tmux.screen()) ?? "")")

        // A terminal that no longer answers OSC 11 (tmux answers only with a background
        // set) is taken at its word.
        try tmux.tmux(["set", "-gu", "window-style"])
        try watch.report(dark: true)
        #expect(try tmux.waitFor("dark (report)"), "\((try? tmux.screen()) ?? "")")

        switch ending {
        case "SIGTERM": DemoTests.signal(SIGTERM, toProcessRunning: watch.program)
        case "SIGHUP": DemoTests.signal(SIGHUP, toProcessRunning: watch.program)
        default: try tmux.keys(ending)
        }
        let after = try DemoTests.contentsOnceWritten(watch.folder + "/after")
        let before = try String(contentsOfFile: watch.folder + "/before", encoding: .utf8)
        #expect(!before.isEmpty)
        #expect(before == after, "\(ending): the terminal's settings are back")
        let status = try String(contentsOfFile: watch.folder + "/status", encoding: .utf8)
        #expect(status == ["C-c": "130\n", "SIGTERM": "143\n", "SIGHUP": "129\n"][ending], "\(ending)")
        let output = watch.output
        let lastOn = try #require(output.range(of: "\u{1B}[?2031h", options: .backwards))
        let lastOff = output.range(of: "\u{1B}[?2031l", options: .backwards)
        #expect(lastOff.map { $0.lowerBound > lastOn.lowerBound } == true, "\(ending): reports turned off again")
    }

    @Test func inABackgroundJobItRefusesRatherThanStopping() throws {
        let folder = temporaryFolder().path
        let command = "set -m; \(CLI.executable.path) watch --terminal 2> \(folder)/err & wait $!; echo status $?"
        guard let tmux = try DemoTests.Tmux(command: command, environment: [:]) else { return }
        #expect(try tmux.waitFor("status 2"), "\((try? tmux.screen()) ?? "")")
        let error = try String(contentsOfFile: folder + "/err", encoding: .utf8)
        #expect(error.contains("watch --terminal: this is a background job; reading the terminal would stop it"), "\(error)")
    }
}
