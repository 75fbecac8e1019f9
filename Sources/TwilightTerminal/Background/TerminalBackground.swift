public import Foundation
package import Twilight
import TwilightColor
import TwilightUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal for its background colour (OSC 11, with DA1 as the sentinel) within
/// a hard deadline, falling back to `COLORFGBG`; ``detect(environment:deadline:)`` is the
/// whole decision, with the user's override first.
public enum TerminalBackground {
    /// The environment variable that decides instead of the terminal, for a terminal that
    /// answers wrongly or not at all: `light`, `dark`, or a colour `#rrggbb`.
    package static let overrideVariable = "TWILIGHT_TERMINAL_BACKGROUND"

    /// The terminal's background, decided once, in this order:
    ///
    /// 1. `TWILIGHT_TERMINAL_BACKGROUND` (`light`, `dark`, `#rrggbb`); any other value is ignored
    ///    (`twilight detect --terminal` warns about it);
    /// 2. the terminal's answer to OSC 11 — asked only when standard output is a terminal,
    ///    `TERM` is not `dumb` and this process is in the terminal's foreground (a background
    ///    job that wrote to the terminal would be stopped); the reply is read from standard
    ///    input when it is a terminal, else from `/dev/tty`, in raw mode restored at once,
    ///    through tmux's and screen's pass-through, within `deadline`;
    /// 3. `COLORFGBG`;
    /// 4. dark.
    ///
    /// Call it before the program reads its own input: the reply is read off the terminal.
    /// A program that already holds the terminal in raw mode calls
    /// ``reading(of:environment:deadline:)``.
    public static func detect(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        deadline: Duration = .milliseconds(100)
    ) -> TerminalBackgroundReading {
        guard isatty(STDOUT_FILENO) == 1, environment["TERM"] != "dumb", tcgetpgrp(STDOUT_FILENO) == getpgrp() else {
            return reading(of: nil, environment: environment, deadline: deadline)
        }
        var opened: Int32 = -1
        defer { if opened >= 0 { close(opened) } }
        let device: TerminalDevice?
        if isatty(STDIN_FILENO) == 1 {
            device = TerminalDevice(input: STDIN_FILENO, output: STDOUT_FILENO)
        } else {
            opened = SystemCall.open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
            device = opened >= 0 ? TerminalDevice(input: opened, output: opened) : nil
        }
        device?.enterRawMode()
        defer { device?.restore() }
        return reading(of: device, environment: environment, deadline: deadline)
    }

    /// The decision of ``detect(environment:deadline:)`` on a terminal the program already
    /// holds in raw mode (or, with `nil`, without asking any terminal): the override, the
    /// terminal's answer, `COLORFGBG`, dark.
    public static func reading(
        of device: TerminalDevice?,
        environment: [String: String],
        deadline: Duration = .milliseconds(100)
    )
        -> TerminalBackgroundReading
    {
        var ignored: String?
        if let value = environment[overrideVariable], !value.isEmpty {
            if let reading = override(value) { return reading }
            ignored = "\(overrideVariable)=\(value.debugDescription) is ignored: expected light, dark or a hex colour like #1e1e2e"
        }
        var reading = TerminalBackgroundReading(colorScheme: .dark, source: .default)
        if let device, let (color, source) = query(device, environment: environment, deadline: deadline) {
            reading = TerminalBackgroundReading(color: color, source: source)
        } else if let color = BackgroundReply.colorFromCOLORFGBG(environment["COLORFGBG"]) {
            reading = TerminalBackgroundReading(color: color, source: .colorfgbg)
        }
        reading.ignoredOverride = ignored
        return reading
    }

    /// The background after the terminal reported a change of its colour scheme
    /// (`TerminalEvent.colorSchemeReport(dark:)`): the override if set, which always
    /// decides; else the terminal's new answer to OSC 11; else the report itself (`dark`
    /// or light, source `report`). `COLORFGBG` is not read: it was set when the
    /// program started and says nothing about the change. The device must be in raw mode.
    public static func reading(
        afterReport dark: Bool,
        of device: TerminalDevice,
        environment: [String: String],
        deadline: Duration = .milliseconds(100)
    ) -> TerminalBackgroundReading {
        if let value = environment[overrideVariable], !value.isEmpty, let reading = override(value) { return reading }
        if let (color, source) = query(device, environment: environment, deadline: deadline), source == .osc11 {
            return TerminalBackgroundReading(color: color, source: .osc11)
        }
        return TerminalBackgroundReading(colorScheme: dark ? .dark : .light, source: .report)
    }

    /// The terminal's background, or `nil`. The device must be in raw mode. Replies are
    /// read up to the end of the DA1 answer, so none is left for the program or the
    /// shell; a terminal that ignores OSC 11 answers DA1 at once. At most `deadline`.
    static func query(
        _ device: TerminalDevice,
        environment: [String: String],
        deadline: Duration = .milliseconds(100)
    ) -> (RGBAColor, AppearanceSource)? {
        let end = ContinuousClock.now + deadline
        let passthrough = BackgroundReply.Passthrough.detect(environment: environment)
        device.write(String(decoding: BackgroundReply.query(passthrough: passthrough), as: UTF8.self))
        var reply: [UInt8] = []
        while ContinuousClock.now < end, !BackgroundReply.isComplete(reply), reply.count < 4096 {
            reply += device.read(timeout: end - ContinuousClock.now)
        }
        if let color = BackgroundReply.color(in: reply) { return (color, .osc11) }
        if let color = BackgroundReply.colorFromCOLORFGBG(environment["COLORFGBG"]) { return (color, .colorfgbg) }
        return nil
    }

    /// The override's verdict, or `nil` for a value that is none of the accepted ones.
    static func override(_ value: String) -> TerminalBackgroundReading? {
        switch value.lowercased() {
        case "light": return TerminalBackgroundReading(colorScheme: .light, source: .override)
        case "dark": return TerminalBackgroundReading(colorScheme: .dark, source: .override)
        default: return (try? RGBAColor(hex: value)).map { TerminalBackgroundReading(color: $0, source: .override) }
        }
    }
}

/// Where a terminal background reading came from (``TerminalBackgroundReading/source``).
extension AppearanceSource {
    /// `TWILIGHT_TERMINAL_BACKGROUND`, set by the user.
    package static let override = AppearanceSource("override")
    /// The terminal's answer to OSC 11.
    package static let osc11 = AppearanceSource("osc11")
    /// The `COLORFGBG` variable.
    package static let colorfgbg = AppearanceSource("colorfgbg")
    /// The terminal's report of a change of its colour scheme (DEC mode 2031), from a
    /// terminal that then did not answer OSC 11.
    package static let report = AppearanceSource("report")
}
