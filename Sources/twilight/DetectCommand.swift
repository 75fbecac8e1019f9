import ArgumentParser
import Foundation
import Twilight
import TwilightColor
import TwilightSystem
import TwilightTerminal

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

    func line(_ appearance: SystemAppearance) throws -> String {
        if json {
            let object: [String: any Sendable] = [
                "colorScheme": appearance.colorScheme.rawValue,
                "contrast": appearance.contrast.rawValue,
                "reducedMotion": appearance.reducedMotion,
                "accentColor": appearance.accentColor.map { $0.hexString as any Sendable } ?? NSNull(),
                "source": appearance.sources.colorScheme.rawValue,
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
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
            Sources, first wins: TWILIGHT_APPEARANCE=light|dark, the freedesktop Settings portal,
            gsettings (color-scheme, then a -dark gtk-theme), GTK_THEME, KDE's kdeglobals.
            Always answers within --timeout-ms.
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
        guard options.json else { return print(reading) }
        var object: [String: any Sendable] = ["colorScheme": reading.colorScheme.rawValue, "source": reading.source.rawValue]
        object["color"] = reading.color?.hexString
        try printJSON(object)
    }
}

/// `twilight watch`: one line per change of the system appearance.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print the system's appearance, then a line per change, until interrupted."
    )

    @OptionGroup var options: DetectionOptions

    @Option(name: .customLong("poll-ms"), help: "How often to re-read sources that send no change signals, in milliseconds.")
    var pollMilliseconds: Int = 2_000

    func run() async throws {
        guard pollMilliseconds >= 10 else { throw invalidInput("--poll-ms \(pollMilliseconds): expected 10 or more") }
        let changes = try options.detector().changes(pollInterval: .milliseconds(pollMilliseconds))
        try await ExitSignals.handled {
            for await appearance in changes {
                // Written at once, not buffered, so that a pipe sees each change as it happens.
                FileHandle.standardOutput.write(Data((try options.line(appearance) + "\n").utf8))
            }
        }
    }
}
