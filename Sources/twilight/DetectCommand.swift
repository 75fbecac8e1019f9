import ArgumentParser
import Foundation
import Twilight
import TwilightColor
import TwilightSystem
import TwilightTerminal
import TwilightUtilities

/// Options shared by `detect` and `watch`.
struct DetectionOptions: ParsableArguments {
    @Option(name: .customLong("timeout-ms"), help: "The deadline for one detection, in milliseconds.")
    var timeoutMilliseconds: Int = 100

    // Unconditional: southern and western coordinates start with '-' (`--night -33.9,151.2`).
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Dark at night: 'HH:MM-HH:MM' (local clock) or 'LAT,LON' (sunset to sunrise, e.g. -33.9,151.2); ranks after TWILIGHT_APPEARANCE.",
            valueName: "SCHEDULE"
        )
    )
    var night: String?

    @Flag(help: "Print a JSON object per appearance.")
    var json = false

    func detector() throws -> SystemAppearanceDetector {
        guard (1...60_000).contains(timeoutMilliseconds) else {
            throw invalidInput("--timeout-ms \(timeoutMilliseconds): expected 1 to 60000")
        }
        var readers = SystemAppearanceDetector.standardReaders
        if let night {
            guard let schedule = NightSchedule(parsing: night) else {
                throw invalidInput("--night \(night): expected HH:MM-HH:MM or LAT,LON")
            }
            readers.insert(ScheduleReader(schedule: schedule), at: 1)
        }
        return SystemAppearanceDetector(readers: readers, deadline: .milliseconds(timeoutMilliseconds))
    }

    /// A terminal background as `detect --terminal` and `watch --terminal` print it.
    func line(_ reading: TerminalBackgroundReading) throws -> String {
        guard json else { return reading.description }
        var object: [String: any Sendable] = ["colorScheme": reading.colorScheme.rawValue, "source": reading.source.description]
        object["color"] = reading.color?.hexString
        return try jsonLine(object)
    }

    func line(_ appearance: SystemAppearance) throws -> String {
        if json {
            let object: [String: any Sendable] = [
                "colorScheme": appearance.colorScheme.rawValue,
                "contrast": appearance.contrast.rawValue,
                "reducedMotion": appearance.reducedMotion,
                "accentColor": appearance.accentColor.map { $0.hexString as any Sendable } ?? NSNull(),
                "source": appearance.sources.colorScheme.description,
            ]
            return try jsonLine(object)
        }
        var text = "\(appearance.colorScheme.rawValue) (\(appearance.sources.colorScheme))"
        if appearance.contrast == .high { text += ", high contrast" }
        if appearance.reducedMotion { text += ", reduced motion" }
        if let accent = appearance.accentColor { text += ", accent \(accent.hexString)" }
        return text
    }
}

/// `twilight detect`: the system appearance now.
struct DetectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Print the system's appearance and where it came from.",
        discussion: """
            Sources, first wins: TWILIGHT_APPEARANCE=light|dark, the freedesktop Settings
            portal, gsettings (color-scheme, then a -dark gtk-theme), GTK_THEME, KDE's
            kdeglobals. Always answers within --timeout-ms.
            """
    )

    @OptionGroup var options: DetectionOptions

    @Flag(
        help: """
            Print the terminal's background instead: light or dark and its source (override from \
            TWILIGHT_TERMINAL_BACKGROUND, osc11, colorfgbg or default) with its colour.
            """
    )
    var terminal = false

    func run() async throws {
        guard !terminal else { return try printTerminalBackground() }
        let detector = try options.detector()
        let appearance = await ExitSignals.handled { await detector.detect() }
        print(try options.line(appearance))
    }

    private func printTerminalBackground() throws {
        guard (1...60_000).contains(options.timeoutMilliseconds) else {
            throw invalidInput("--timeout-ms \(options.timeoutMilliseconds): expected 1 to 60000")
        }
        let reading = TerminalBackground.detect(deadline: .milliseconds(options.timeoutMilliseconds))
        if let ignored = reading.ignoredOverride { FileHandle.standardError.write(Data("warning: \(ignored)\n".utf8)) }
        print(try options.line(reading))
    }
}

/// `twilight watch`: one line per change of the system appearance.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print the system's appearance, then a line per change, until interrupted.",
        discussion: """
            With --terminal, the terminal's background instead: a line now, then one each
            time the terminal reports that its colour scheme changed (DEC mode 2031: kitty,
            Ghostty, Contour, foot, tmux 3.5), read again with OSC 11. The terminal is
            given back as it was on every way out (Ctrl-C, Ctrl-Z, SIGTERM, SIGHUP,
            SIGQUIT).
            """
    )

    @OptionGroup var options: DetectionOptions

    @Flag(help: "Watch the terminal's background instead of the system's appearance.")
    var terminal = false

    @Option(name: .customLong("poll-ms"), help: "How often to re-read sources that send no change signals, in milliseconds.")
    var pollMilliseconds: Int = 2_000

    func run() async throws {
        guard pollMilliseconds >= 10 else { throw invalidInput("--poll-ms \(pollMilliseconds): expected 10 or more") }
        guard !terminal else { return try await watchTerminal() }
        let changes = try options.detector().changes(pollInterval: .milliseconds(pollMilliseconds))
        try await ExitSignals.handled {
            for await appearance in changes {
                // Written at once, not buffered, so that a pipe sees each change as it happens.
                FileHandle.standardOutput.write(Data((try options.line(appearance) + "\n").utf8))
            }
        }
    }
}

extension WatchCommand {
    /// The terminal's background, then a line per reported change, until Ctrl-C or a signal.
    private func watchTerminal() async throws {
        guard (1...60_000).contains(options.timeoutMilliseconds) else {
            throw invalidInput("--timeout-ms \(options.timeoutMilliseconds): expected 1 to 60000")
        }
        let terminal = try ControllingTerminal()
        defer { terminal.close() }
        try await ExitSignals.handled {
            let updates = TerminalBackgroundUpdates(device: terminal.device, deadline: .milliseconds(options.timeoutMilliseconds))
            for await reading in updates {
                if let ignored = reading.ignoredOverride { FileHandle.standardError.write(Data("warning: \(ignored)\n".utf8)) }
                FileHandle.standardOutput.write(Data((try options.line(reading) + "\n").utf8))
            }
        }
        // The updates end only on Ctrl-C (which also sent SIGINT) or cancellation.
        throw ExitCode(130)
    }
}

/// The terminal to watch: standard input and output when both are one, else `/dev/tty`
/// (output into a pipe still watches the terminal); only in the terminal's foreground,
/// where reading it does not stop the process.
private struct ControllingTerminal {
    let device: TerminalDevice
    private let opened: Int32?

    init() throws {
        if let device = TerminalDevice() {
            self.device = device
            opened = nil
        } else {
            let descriptor = SystemCall.open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0, let device = TerminalDevice(input: descriptor, output: descriptor) else {
                if descriptor >= 0 { SystemCall.close(descriptor) }
                throw invalidInput("watch --terminal: no terminal to watch (standard input is not one, and /dev/tty cannot be opened)")
            }
            self.device = device
            opened = descriptor
        }
        guard tcgetpgrp(device.input) == getpgrp() else {
            close()
            throw invalidInput("watch --terminal: this is a background job; reading the terminal would stop it (run it in the foreground)")
        }
    }

    func close() {
        if let opened { SystemCall.close(opened) }
    }
}
