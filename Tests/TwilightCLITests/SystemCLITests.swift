import Foundation
import Testing

/// `twilight detect` and `twilight watch`.
struct SystemCLITests {
    @Test func detectPrintsTheEnvironmentOverrideAsJSON() throws {
        let result = try CLI.run(["detect", "--json"], environment: ["TWILIGHT_APPEARANCE": "dark"])
        #expect(result.status == 0)
        #expect(result.stdout == #"{"accentColor":null,"colorScheme":"dark","contrast":"normal","reducedMotion":false,"source":"environment"}"# + "\n")
    }

    @Test func detectAnswersWithinItsDeadlineWithoutABus() throws {
        let start = Date()
        let result = try CLI.run(["detect", "--timeout-ms", "50"], environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent", "GTK_THEME": "Adwaita:dark", "PATH": "/nonexistent"])
        #expect(result.status == 0)
        #expect(!result.stdout.isEmpty)
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func invalidOptionsExitWithTwo() throws {
        #expect(try CLI.run(["detect", "--timeout-ms", "0"]).status == 2)
        #expect(try CLI.run(["detect", "--night", "noon"]).stderr == "Error: --night noon: expected HH:MM-HH:MM or LAT,LON\n")
    }

    /// The real xdg-desktop-portal with its GTK backend, under Xvfb, on a private bus:
    /// `gsettings set … prefer-dark` and then `prefer-light` each reach a running watcher
    /// through the portal's SettingChanged signal.
    @Test func aRunningWatcherFollowsTheRealPortal() throws {
        let parts = ["/usr/bin/xvfb-run", "/usr/bin/dbus-run-session", "/usr/bin/gsettings", "/usr/libexec/xdg-desktop-portal", "/usr/libexec/xdg-desktop-portal-gtk"]
        guard partsAreInstalled(parts, for: "the real portal test") else { return }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("real-portal.sh").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script, CLI.executable.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map(String.init)
        let dark = lines.firstIndex { $0.contains(#""colorScheme":"dark""#) && $0.contains(#""source":"portal""#) }
        let light = lines.lastIndex { $0.contains(#""colorScheme":"light""#) && $0.contains(#""source":"portal""#) }
        #expect(dark != nil, "\(text)")
        #expect(light != nil, "\(text)")
        if let dark, let light { #expect(dark < light, "\(text)") }
    }
}
