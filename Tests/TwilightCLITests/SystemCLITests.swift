import Foundation
import Testing

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
}
