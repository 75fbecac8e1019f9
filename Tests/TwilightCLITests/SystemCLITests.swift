import Foundation
import Testing
import TwilightTestSupport

/// `twilight detect` and `twilight watch`.
struct SystemCLITests {
    @Test func detectPrintsTheEnvironmentOverrideAsJSON() throws {
        let result = try CLI.run(["detect", "--json"], environment: ["TWILIGHT_APPEARANCE": "dark"])
        #expect(result.status == 0)
        #expect(
            result.stdout == #"{"accentColor":null,"colorScheme":"dark","contrast":"normal","reducedMotion":false,"source":"environment"}"# + "\n"
        )
    }

    @Test func detectAnswersWithinItsDeadlineWithoutABus() throws {
        let start = Date()
        let result = try CLI.run(
            ["detect", "--timeout-ms", "50"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent", "GTK_THEME": "Adwaita:dark", "PATH": "/nonexistent"]
        )
        #expect(result.status == 0)
        #expect(!result.stdout.isEmpty)
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func invalidOptionsExitWithTwo() throws {
        #expect(try CLI.run(["detect", "--timeout-ms", "0"]).status == 2)
        #expect(try CLI.run(["detect", "--night", "noon"]).stderr == "Error: --night noon: expected HH:MM-HH:MM or LAT,LON\n")
    }

    @Test(arguments: ["-33.9,151.2", "40.7,-74.0", "-22.9,-43.2"])
    func southernAndWesternCoordinatesAreAccepted(coordinates: String) throws {
        let result = try CLI.run(
            ["detect", "--night", coordinates, "--json", "--timeout-ms", "50"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent", "PATH": "/nonexistent", "XDG_CURRENT_DESKTOP": "", "GTK_THEME": ""]
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""source":"schedule""#), "\(result.stdout)")
    }

    /// The real xdg-desktop-portal with its GTK backend, under Xvfb, on a private bus:
    /// `gsettings set … prefer-dark` and then `prefer-light` each reach a running watcher
    /// through the portal's SettingChanged signal.
    @Test func aRunningWatcherFollowsTheRealPortal() throws {
        guard let text = try runWithRealPortal([CLI.executable.path, "watch", "--json", "--timeout-ms", "3000", "--poll-ms", "600000"]) else {
            return
        }
        let lines = text.split(separator: "\n").map(String.init)
        let dark = lines.firstIndex { $0.contains(#""colorScheme":"dark""#) && $0.contains(#""source":"portal""#) }
        let light = lines.lastIndex { $0.contains(#""colorScheme":"light""#) && $0.contains(#""source":"portal""#) }
        #expect(dark != nil, "\(text)")
        #expect(light != nil, "\(text)")
        if let dark, let light { #expect(dark < light, "\(text)") }
    }

    /// A `gsettings` that hangs and ignores `SIGINT` and `SIGTERM` (found first in `PATH`),
    /// in a GNOME-like session without a bus: while `watch` reads it (a 30-second deadline,
    /// so the command is surely running), how the watch is ended must not leave it behind.
    final class HangingGSettings {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twilight-hanging-\(UUID().uuidString.prefix(8))")
        var executable: String { folder.appendingPathComponent("gsettings").path }

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let script =
                "#!/usr/bin/python3\nimport signal, time\nfor s in (signal.SIGINT, signal.SIGTERM): signal.signal(s, signal.SIG_IGN)\ntime.sleep(120)\n"
            try Data(script.utf8).write(to: URL(fileURLWithPath: executable))
            unsafe chmod(executable, 0o755)
        }

        var environment: [String: String] {
            ["PATH": "\(folder.path):/usr/bin:/bin", "XDG_CURRENT_DESKTOP": "GNOME", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent"]
        }

        /// The live copies (zombies not counted).
        var processes: [Int32] {
            let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return pids.compactMap { pid in
                guard let number = Int32(pid), let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                    let state = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), !state.contains(") Z ")
                else { return nil }
                return String(decoding: data, as: UTF8.self).contains(executable) ? number : nil
            }
        }

        var running: Int { processes.count }

        deinit {
            for pid in processes { kill(pid, SIGKILL) }  // what a failing test left
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// `detect` answers at its deadline and exits: the `gsettings` it started, which
    /// ignores `SIGTERM`, is killed on the way out, not left to sleep on.
    @Test(.timeLimit(.minutes(1))) func detectAtItsDeadlineLeavesNoChildBehind() throws {
        let gsettings = try HangingGSettings()
        let result = try CLI.run(["detect", "--timeout-ms", "300"], environment: gsettings.environment.merging(["HOME": "/tmp"]) { $1 })
        #expect(result.status == 0)
        #expect(eventuallyBlocking { gsettings.running == 0 }, "the late gsettings is killed when detect exits")
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
    func endingWatchKillsTheCommandItIsReading(signalNumber: Int32) throws {
        let gsettings = try HangingGSettings()
        // Started with the three signals at their default actions, whatever this test
        // process inherited (a background job ignores SIGINT, and so would the watch).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            // No core file for SIGQUIT.
            "import os, resource, signal, sys\nresource.setrlimit(resource.RLIMIT_CORE, (0, 0))\nfor s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT): signal.signal(s, signal.SIG_DFL)\nos.execv(sys.argv[1], sys.argv[1:])",
            CLI.executable.path, "watch", "--timeout-ms", "30000",
        ]
        process.environment = gsettings.environment.merging(["HOME": "/tmp", "SWIFT_BACKTRACE": "enable=no"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        #expect(eventuallyBlocking { gsettings.running == 1 }, "the watch reads gsettings")
        kill(process.processIdentifier, signalNumber)
        #expect(eventuallyBlocking { !process.isRunning }, "the watch ends")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signalNumber, "as the signal would")
        #expect(eventuallyBlocking { gsettings.running == 0 }, "and leaves no gsettings behind")
    }

    /// Ctrl-C in a real terminal (tmux): the whole foreground group gets `SIGINT`, which
    /// this `gsettings` ignores.
    @Test func ctrlCInATerminalLeavesNoChildBehind() throws {
        let gsettings = try HangingGSettings()
        let command = "\(CLI.executable.path) watch --timeout-ms 30000"
        guard let terminal = try DemoTests.Tmux(command: command, environment: gsettings.environment) else { return }
        #expect(eventuallyBlocking { gsettings.running == 1 }, "the watch reads gsettings")
        try terminal.keys("C-c")
        #expect(eventuallyBlocking { gsettings.running == 0 }, "Ctrl-C leaves no gsettings behind")
    }
}
