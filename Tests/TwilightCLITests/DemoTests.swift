import Foundation
import Testing
import TwilightTestSupport

/// `twilight-demo` in a real terminal: tmux, driven with `send-keys` and read with
/// `capture-pane -e`.
struct DemoTests {
    /// A tmux server of its own, with one 100×30 window running `command`.
    final class Tmux {
        let socket = "twilight-\(UUID().uuidString.prefix(8))"

        init?(command: String, environment: [String: String], background: String? = nil, columns: Int = 100, rows: Int = 30) throws {
            guard partsAreInstalled(["/usr/bin/tmux"], for: "the terminal demo tests") else { return nil }
            // A clean environment: no desktop session, so only the terminal can say dark or light.
            let variables = environment.merging(["TERM": "xterm-256color"]) { $1 }
                .map { "\($0.key)=\(shellQuoted($0.value))" }.joined(separator: " ")
            // With a background to set, the program starts once it is set (the test creates
            // the start file then).
            let delayed = background == nil ? command : "while [ ! -e \(startFile) ]; do sleep 0.05; done; " + command
            try tmux([
                "new-session", "-d", "-x", String(columns), "-y", String(rows),
                "env -i PATH=/usr/bin:/bin HOME=/tmp \(variables) sh -c \(DemoTests.shellQuoted(delayed + "; sleep 60"))",
            ])
            if let background {
                try tmux(["set", "-g", "window-style", "bg=\(background)"])
                _ = FileManager.default.createFile(atPath: startFile, contents: nil)
            }
        }

        /// The file whose creation lets a delayed program start.
        let startFile = scratchFile("tmux-start", suffix: "flag")

        /// Runs a tmux command through `system(3)`, which waits for exactly its own
        /// child; output, when wanted, goes through a file.
        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let output = scratchFile(socket, suffix: "txt")
            let command = (["/usr/bin/tmux", "-L", socket] + arguments).map(DemoTests.shellQuoted).joined(separator: " ")
            _ = unsafe system(command + " > \(output) 2>/dev/null")
            defer { try? FileManager.default.removeItem(atPath: output) }
            return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        }

        /// Types `keys`; the caller then waits for what they should show.
        func keys(_ keys: String...) throws {
            try tmux(["send-keys"] + keys)
        }

        func screen(escapes: Bool = false) throws -> String {
            try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
        }

        /// Waits until the screen contains `text`; `false` after ten seconds.
        func waitFor(_ text: String, escapes: Bool = false) throws -> Bool {
            try eventuallyBlocking { try screen(escapes: escapes).contains(text) }
        }

        deinit { _ = try? tmux(["kill-server"]) }
    }

    /// Sends `signalNumber` to every process whose program (its first argument) is `program`.
    static func signal(_ signalNumber: Int32, toProcessRunning program: String) {
        for pid in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where pid.allSatisfy(\.isNumber) {
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                String(decoding: data.prefix { $0 != 0 }, as: UTF8.self) == program,
                let number = Int32(pid)
            else { continue }
            kill(number, signalNumber)
        }
    }

    /// The contents of `path` once it has some (a shell writing it may not have yet).
    static func contentsOnceWritten(_ path: String) throws -> String {
        _ = eventuallyBlocking { !(((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").isEmpty) }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    static func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    var demo: String { CLI.executable.deletingLastPathComponent().appendingPathComponent("twilight-demo").path }

    func freshConfig() -> String { temporaryFolder().path }

    @Test func chooseDarkSeeTheCheckMarkAndKeepItAcrossLaunches() throws {
        let config = freshConfig()
        guard let tmux = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": config]) else { return }
        #expect(try tmux.waitFor("Current choice    System"))
        try tmux.keys("s")
        #expect(try tmux.waitFor("APPEARANCE"))
        try tmux.keys("Up")
        #expect(try tmux.waitFor("› Dark"))
        try tmux.keys("Enter")
        let chosen = try tmux.waitFor("› Dark       ✓")
        let settings = try tmux.screen()
        #expect(chosen, "\(settings)")
        #expect(try tmux.waitFor("48;5;233m", escapes: true), "the dark background (#111217, grey 233 of 256) is drawn")
        try tmux.keys("Escape")
        #expect(try tmux.waitFor("Style in force    dark"))
        try tmux.keys("q")
        let plist = config + "/twilight-demo.plist"
        _ = eventuallyBlocking { ((try? String(contentsOfFile: plist, encoding: .utf8)) ?? "").contains("<string>Dark</string>") }
        let stored = try String(contentsOfFile: plist, encoding: .utf8)
        #expect(stored.contains("<key>dark_mode</key>") && stored.contains("<string>Dark</string>"), "\(stored)")

        guard let again = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": config]) else { return }
        #expect(try again.waitFor("Current choice    Dark"))
        try again.keys("Enter")
        #expect(try again.waitFor("› Dark       ✓"))
    }

    /// Day/night: Sepia by day, Dimmed by night, on a dark terminal; the night style can be
    /// changed while chosen; the pair is kept beside the reference app's own value.
    @Test func aDayNightPairFollowsTheTerminalAndIsKept() throws {
        let config = freshConfig()
        guard let tmux = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": config], background: "#101820") else { return }
        #expect(try tmux.waitFor("Style in force    dark"))
        try tmux.keys("s")
        #expect(try tmux.waitFor("› System     ✓"))
        try tmux.keys("Down")
        #expect(try tmux.waitFor("› Day/night"))
        try tmux.keys("Enter")
        #expect(try tmux.waitFor("› Day/night  ✓"), "\((try? tmux.screen()) ?? "")")
        if let folder = ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"] {
            // The screen as text, for the README.
            try? tmux.screen().write(toFile: folder + "/terminal-settings-pair.txt", atomically: true, encoding: .utf8)
        }
        try tmux.keys("Escape")
        #expect(try tmux.waitFor("Style in force    dimmed"), "\((try? tmux.screen()) ?? "")")
        try tmux.keys("s")
        try tmux.keys("Down")
        try tmux.keys("Down")
        #expect(try tmux.waitFor("›   By night  dimmed"))
        try tmux.keys("Enter")
        #expect(try tmux.waitFor("›   By night  dark"))
        try tmux.keys("Escape")
        #expect(try tmux.waitFor("Style in force    dark"))
        try tmux.keys("q")
        let plist = config + "/twilight-demo.plist"
        _ = eventuallyBlocking { ((try? String(contentsOfFile: plist, encoding: .utf8)) ?? "").contains("sepia:dark") }
        let stored = try String(contentsOfFile: plist, encoding: .utf8)
        #expect(stored.contains("<string>System</string>") && stored.contains("<key>dark_mode.pair</key>"), "\(stored)")

        guard let again = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": config], background: "#101820") else { return }
        #expect(try again.waitFor("Current choice    Day/night"))
        try again.keys("s")
        #expect(try again.waitFor("    By night  dark"), "the pair is read back")
    }

    /// The Brand row: Enter moves the brand on and the accent changes with it (the check
    /// mark is drawn in the accent), beside the style; the brand is kept across launches
    /// under the reference app's key.
    @Test func aBrandIsChosenBesideTheStyleAndKept() throws {
        let config = freshConfig()
        guard let tmux = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": config, "TWILIGHT_COLOR_PROFILE": "truecolor"]) else { return }
        #expect(try tmux.waitFor("Brand             Twilight"))
        try tmux.keys("s")
        #expect(try tmux.waitFor("APPEARANCE"))
        try tmux.keys("Up")
        try tmux.keys("Enter")
        #expect(try tmux.waitFor("› Dark       ✓"))
        // Twilight's accent in Dark (#8ea4ff, the reference document's) marks the choice.
        #expect(try tmux.waitFor("38;2;142;164;255m", escapes: true), "\((try? tmux.screen(escapes: true)) ?? "")")
        for _ in 0..<5 { try tmux.keys("Down") }
        #expect(try tmux.waitFor("› Twilight"))
        try tmux.keys("Enter")
        #expect(try tmux.waitFor("› Ocean      ●"))
        // Ocean's accent in Dark (#66d9e8), on the check mark and the brand row alike.
        #expect(try tmux.waitFor("38;2;102;217;232m", escapes: true), "\((try? tmux.screen(escapes: true)) ?? "")")
        #expect(try tmux.screen().contains("  Dark       ✓"), "the style is kept")
        try tmux.keys("Escape")
        #expect(try tmux.waitFor("Brand             Ocean"))
        #expect(try tmux.screen().contains("Style in force    dark"))
        try tmux.keys("q")
        let plist = config + "/twilight-demo.plist"
        _ = eventuallyBlocking { ((try? String(contentsOfFile: plist, encoding: .utf8)) ?? "").contains("ocean") }
        let stored = try String(contentsOfFile: plist, encoding: .utf8)
        #expect(stored.contains("<key>dark_mode.axes</key>") && stored.contains("<string>Dark</string>"), "\(stored)")

        guard let again = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": config, "TWILIGHT_COLOR_PROFILE": "truecolor"]) else { return }
        #expect(try again.waitFor("Brand             Ocean"), "the brand is read back")
        try again.keys("s")
        for _ in 0..<5 { try again.keys("Down") }  // from Dark, the choice's row, to the brand's
        #expect(try again.waitFor("› Ocean"))
        try again.keys("Enter")
        #expect(try again.waitFor("› Forest     ●"))
        try again.keys("Enter")
        #expect(try again.waitFor("› Twilight"))
        #expect(!(try again.screen().contains("●")), "Twilight's own colours carry no mark")
    }

    /// Your colour: Enter on Settings' last row picks a colour and every colour on screen
    /// comes from its Material scheme; → turns its hue and the screen follows; the colour is
    /// kept with the choice across launches, and Enter gives the brand's colours back.
    @Test func yourColourReThemesTheScreenAndIsKept() throws {
        let config = freshConfig()
        let environment = ["XDG_CONFIG_HOME": config, "TWILIGHT_COLOR_PROFILE": "truecolor"]
        guard let tmux = try Tmux(command: demo + " --no-animation", environment: environment) else { return }
        #expect(try tmux.waitFor("Your colour       off"))
        try tmux.keys("s")
        #expect(try tmux.waitFor("YOUR COLOUR"))
        for _ in 0..<7 { try tmux.keys("Down") }
        #expect(try tmux.waitFor("› Off        Enter picks one"))
        try tmux.keys("Enter")
        #expect(try tmux.waitFor("› ● #6750a4"))
        // The scheme of #6750a4 (light, the system's default here): onSurface text
        // (#1d1b20) on the surface (#fdf7ff).
        #expect(try tmux.waitFor("38;2;29;27;32m", escapes: true), "\((try? tmux.screen(escapes: true)) ?? "")")
        #expect(try tmux.screen(escapes: true).contains("48;2;253;247;255m"))
        try tmux.keys("Right")
        let turned = "#86468b"  // #6750a4 turned 30° in HCT, its chroma and tone kept
        #expect(try tmux.waitFor("› ● \(turned)"), "\((try? tmux.screen()) ?? "")")
        #expect(!(try tmux.screen(escapes: true).contains("48;2;253;247;255m")), "the surface follows the hue")
        try tmux.keys("Escape")
        #expect(try tmux.waitFor("Your colour       \(turned)"))
        try tmux.keys("q")
        let plist = config + "/twilight-demo.plist"
        _ = eventuallyBlocking { ((try? String(contentsOfFile: plist, encoding: .utf8)) ?? "").contains(turned) }
        #expect(try String(contentsOfFile: plist, encoding: .utf8).contains("<string>\(turned)</string>"))

        guard let again = try Tmux(command: demo + " --no-animation", environment: environment) else { return }
        #expect(try again.waitFor("Your colour       \(turned)"), "the colour is read back")
        try again.keys("s")
        for _ in 0..<7 { try again.keys("Down") }
        try again.keys("Enter")
        #expect(try again.waitFor("› Off"))
        #expect(try again.waitFor("48;2;244;245;249m", escapes: true), "the reference document's background (#f4f5f9) again")
    }

    @Test func underNoColorThereAreNoColourCodes() throws {
        guard let tmux = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": freshConfig(), "NO_COLOR": "1"]) else { return }
        #expect(try tmux.waitFor("Current choice    System"))
        try tmux.keys("s")
        #expect(try tmux.waitFor("› System     ✓"))
        let screen = try tmux.screen(escapes: true)
        #expect(!screen.contains("38;") && !screen.contains("48;"), "\(screen)")
    }

    /// With no desktop session to ask, the terminal's OSC 11 answer decides.
    @Test(arguments: [("#101820", "dark"), ("#f4f4f4", "light")])
    func onSystemTheTerminalBackgroundDecides(background: String, style: String) throws {
        guard let tmux = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": freshConfig()], background: background) else { return }
        #expect(try tmux.waitFor("Current choice    System"))
        #expect(try tmux.waitFor("Style in force    \(style)"), "\((try? tmux.screen()) ?? "")")
    }

    /// The override decides over the terminal's answer: a terminal answering dark is taken
    /// as light.
    @Test func theTerminalBackgroundOverrideWinsOverTheAnswer() throws {
        let environment = ["XDG_CONFIG_HOME": freshConfig(), "TWILIGHT_TERMINAL_BACKGROUND": "light"]
        guard let tmux = try Tmux(command: demo, environment: environment, background: "#101820") else { return }
        #expect(try tmux.waitFor("Current choice    System"))
        #expect(try tmux.waitFor("Style in force    light"), "\((try? tmux.screen()) ?? "")")
    }

    /// `twilight detect --terminal` in a real terminal: asked when it is in the foreground
    /// with standard output a terminal (standard input or not); never in a background job
    /// (which would be stopped) or into a pipe; the override first.
    @Test(arguments: [
        ("#101820", "", "", "dark (osc11 #101820)"),
        ("#f5f0e6", "", "", "light (osc11 #f5f0e6)"),
        ("#f5f0e6", "", " < /dev/null", "light (osc11 #f5f0e6)"),
        ("#f5f0e6", "", " | cat", "dark (default)"),
        ("#f5f0e6", "set -m; ", " & wait", "dark (default)"),
        ("#101820", "TWILIGHT_TERMINAL_BACKGROUND=light ", "", "light (override)"),
        ("#101820", "TWILIGHT_TERMINAL_BACKGROUND=#FFFFFF ", "", "light (override #ffffff)"),
        ("#f5f0e6", "COLORFGBG='0;15' TWILIGHT_TERMINAL_BACKGROUND=purple ", " | cat", "light (colorfgbg #ffffff)"),
    ])
    func detectTerminalReportsTheBackgroundAndItsSource(background: String, before: String, after: String, expected: String) throws {
        let command = "\(before)\(CLI.executable.path) detect --terminal\(after); echo done"
        guard let tmux = try Tmux(command: command, environment: [:], background: background) else { return }
        #expect(try tmux.waitFor("done"), "\((try? tmux.screen()) ?? "")")
        let screen = try tmux.screen()
        #expect(screen.contains(expected + "\n") || screen.hasPrefix(expected), "\(screen)")
        if before.contains("purple") { #expect(screen.contains("warning: TWILIGHT_TERMINAL_BACKGROUND=\"purple\" is ignored: expected light, dark")) }
    }

    /// `stty -g` is the same before and after, however the demo ends: `q`, Ctrl-C, SIGTERM.
    @Test(arguments: ["q", "C-c", "SIGTERM"])
    func theTerminalIsRestoredExactly(ending: String) throws {
        let folder = freshConfig()
        // This test's own demo, by its path: never signal every demo on the machine by name.
        let program = folder + "/twilight-demo"
        try FileManager.default.createSymbolicLink(atPath: program, withDestinationPath: demo)
        let script = "stty -g > \(folder)/before; \(program); echo $? > \(folder)/status; stty -g > \(folder)/after"
        guard let tmux = try Tmux(command: script, environment: ["XDG_CONFIG_HOME": folder]) else { return }
        #expect(try tmux.waitFor("Current choice"))
        if ending == "SIGTERM" {
            Self.signal(SIGTERM, toProcessRunning: program)
        } else {
            try tmux.keys(ending)
        }
        let after = try Self.contentsOnceWritten(folder + "/after")
        let before = try String(contentsOfFile: folder + "/before", encoding: .utf8)
        #expect(!before.isEmpty)
        #expect(before == after, "\(ending)")
        let status = try String(contentsOfFile: folder + "/status", encoding: .utf8)
        #expect(status == (ending == "SIGTERM" ? "143\n" : "0\n"), "\(ending)")
        #expect(!(try tmux.screen().contains("Current choice")), "the alternate screen was left")
    }

    /// A tmux pane with an interactive bash (job control), where the demo is started by
    /// typing; and the demo's path there: a link in `folder`, so that a signal can be sent
    /// to this test's demo alone (`pkill -f`).
    func interactiveShell(_ folder: String) throws -> (Tmux, String)? {
        let program = folder + "/twilight-demo"
        try FileManager.default.createSymbolicLink(atPath: program, withDestinationPath: demo)
        guard let tmux = try Tmux(command: "PS1='$ ' bash --norc --noprofile -i", environment: ["XDG_CONFIG_HOME": folder]) else { return nil }
        return (tmux, program)
    }

    /// `#{alternate_on}` and `#{cursor_flag}` of the pane: whether the alternate screen is
    /// up and whether the cursor is visible.
    func screenModes(_ tmux: Tmux) throws -> (alternate: Bool, cursorVisible: Bool) {
        let text = try tmux.tmux(["display-message", "-p", "#{alternate_on} #{cursor_flag}"])
        let flags = text.split(whereSeparator: \.isWhitespace)
        return (flags.first == "1", flags.last == "1")
    }

    @Test(arguments: ["C-z", "SIGTSTP"])
    func suspendingGivesTheTerminalBackAndFgRedraws(how: String) throws {
        let folder = freshConfig()
        guard let (tmux, program) = try interactiveShell(folder) else { return }
        #expect(try tmux.waitFor("$"))
        try tmux.keys("stty -g > \(folder)/before; \(program)", "Enter")
        #expect(try tmux.waitFor("Current choice"))
        if how == "C-z" {
            try tmux.keys("C-z")
        } else {
            Self.signal(SIGTSTP, toProcessRunning: program)
        }
        let stopped = try tmux.waitFor("Stopped")
        let shown = try tmux.screen()
        #expect(stopped, "the shell took the terminal back: \(shown)")
        let suspended = try screenModes(tmux)
        #expect(!suspended.alternate, "the alternate screen was left")
        #expect(suspended.cursorVisible, "the cursor is shown")
        try tmux.keys("stty -g > \(folder)/during", "Enter")
        let during = try Self.contentsOnceWritten(folder + "/during")
        let before = try String(contentsOfFile: folder + "/before", encoding: .utf8)
        #expect(before == during, "the terminal's settings are as they were")

        try tmux.keys("clear; fg", "Enter")
        #expect(try tmux.waitFor("Current choice"), "redrawn after fg")
        #expect(try screenModes(tmux).alternate)
        try tmux.keys("s")  // one key, no Enter: raw mode is back
        let settings = try tmux.waitFor("Settings")
        let settingsScreen = try tmux.screen()
        #expect(settings, "\(settingsScreen)")
        try tmux.keys("q")
        #expect(try eventuallyBlocking { !(try screenModes(tmux).alternate) }, "the demo quit")
        try tmux.keys("stty -g > \(folder)/after", "Enter")
        let after = try Self.contentsOnceWritten(folder + "/after")
        #expect(before == after)
    }

    @Test func sigquitRestoresTheTerminalBeforeTheProcessEnds() throws {
        let folder = freshConfig()
        guard let (tmux, program) = try interactiveShell(folder) else { return }
        #expect(try tmux.waitFor("$"))
        try tmux.keys("stty -g > \(folder)/before; \(program); echo \"status $?\"", "Enter")
        #expect(try tmux.waitFor("Current choice"))
        Self.signal(SIGQUIT, toProcessRunning: program)
        let ended = try tmux.waitFor("status 131")
        let shown = try tmux.screen()
        #expect(ended, "ended by SIGQUIT: \(shown)")
        let modes = try screenModes(tmux)
        #expect(!modes.alternate)
        #expect(modes.cursorVisible)
        try tmux.keys("stty -g > \(folder)/after", "Enter")
        let after = try Self.contentsOnceWritten(folder + "/after")
        let before = try String(contentsOfFile: folder + "/before", encoding: .utf8)
        #expect(before == after)
    }

    @Test func itFitsAt80By24AndRedrawsOnResize() throws {
        guard let tmux = try Tmux(command: demo, environment: ["XDG_CONFIG_HOME": freshConfig()], columns: 80, rows: 24) else { return }
        #expect(try tmux.waitFor("Current choice    System"))
        try tmux.keys("s")
        #expect(try tmux.waitFor("↑/↓ or j/k move   Enter choose / change   ←/→ hue   Esc back   q quit"))
        let small = try tmux.screen()
        #expect(small.split(separator: "\n").first?.hasPrefix(String(repeating: " ", count: 36) + "Settings") == true)
        try tmux.tmux(["resize-window", "-x", "120", "-y", "30"])
        let widened = try eventuallyBlocking {
            try tmux.screen().split(separator: "\n").first?.hasPrefix(String(repeating: " ", count: 56) + "Settings") == true
        }
        let wide = try tmux.screen()
        #expect(widened, "\(wide)")
    }
}
