import Foundation
package import Twilight
import TwilightUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GNOME's settings, through the `gsettings` command: `org.gnome.desktop.interface
/// color-scheme` (`prefer-dark`, `prefer-light`, `default`), else the `gtk-theme`, judged as
/// `GTKThemeVariableReader` judges `GTK_THEME` (its variant, else its own window colour).
/// The command is killed if it outlasts the deadline.
package struct GSettingsReader: AppearanceReader {
    /// The `gsettings` executable: a path, or a name looked up in the detection
    /// environment's `PATH` (as a shell would).
    package var executable: String

    /// Creates the reader.
    package init(executable: String = "gsettings") {
        self.executable = executable
    }

    /// The path of ``executable`` in `environment`, if there is an executable file there.
    func executablePath(in environment: DetectionEnvironment) -> String? {
        let candidates =
            executable.contains("/")
            ? [executable]
            : (environment.variables["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(executable)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `gsettings`.
    package var source: AppearanceSource { .gsettings }

    /// The colour scheme GNOME's settings give, or nothing. Outside a desktop session
    /// (no `XDG_CURRENT_DESKTOP`, `DESKTOP_SESSION` or `GNOME_DESKTOP_SESSION_ID`) the
    /// settings are only schema defaults, so they are not read.
    package func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        let session = ["XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "GNOME_DESKTOP_SESSION_ID"].contains {
            !(environment.variables[$0] ?? "").isEmpty
        }
        guard session, let executable = executablePath(in: environment) else { return .nothing }
        let output = await Subprocess.run(
            executable,
            ["get", "org.gnome.desktop.interface", "color-scheme"],
            environment: environment.variables,
            until: deadline
        )
        if let scheme = output.flatMap(Self.parseColorScheme), scheme != .unspecified {
            return PartialAppearance(colorScheme: scheme)
        }
        let theme = await Subprocess.run(
            executable,
            ["get", "org.gnome.desktop.interface", "gtk-theme"],
            environment: environment.variables,
            until: deadline
        )
        if let theme = theme.map(Self.unquote), !theme.isEmpty,
            let scheme = GTKThemeVariableReader.scheme(ofTheme: theme, dataFolders: environment.dataFolders)
        {
            return PartialAppearance(colorScheme: scheme)
        }
        return output.flatMap(Self.parseColorScheme).map { PartialAppearance(colorScheme: $0) } ?? .nothing
    }

    static func unquote(_ text: String) -> String {
        var value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.count >= 2, value.first == "'", value.last == "'" { value = String(value.dropFirst().dropLast()) }
        return value
    }

    /// `'prefer-dark'` → dark, `'prefer-light'` → light, `'default'` → unspecified.
    static func parseColorScheme(_ output: String) -> SystemColorScheme? {
        switch unquote(output) {
        case "prefer-dark": .dark
        case "prefer-light": .light
        case "default": .unspecified
        default: nil
        }
    }
}

/// Runs a short command with a deadline.
///
/// At the deadline the command is sent `SIGTERM`, and `SIGKILL` after ``killGrace`` if it
/// ignores that; Foundation reaps it either way. While a command is still running (or
/// being killed), another run of the same executable is not started — it answers `nil`
/// at once — so a command that hangs cannot pile up copies of itself under a poller.
enum Subprocess {
    /// How long a command may take to exit after `SIGTERM` before it is killed.
    static let killGrace: Duration = .milliseconds(200)

    /// The commands started and not reaped yet.
    private struct Running {
        /// Their executables: one run of each at a time.
        var executables: Set<String> = []
        /// Their process identifiers.
        var pids: Set<Int32> = []
        /// Whether ``killAll()`` was called, after which no command starts.
        var isStopped = false
    }

    private static let running = LockedValue(Running())

    /// Kills every command started here that is still running, and starts no more (see
    /// ``ChildProcesses/terminateAll()``).
    static func killAll() {
        #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
        let pids = running.withLock { running in
            running.isStopped = true
            return running.pids
        }
        for pid in pids { kill(pid, SIGKILL) }
        #endif
    }

    /// The command's standard output if it exits with status 0 before `deadline`;
    /// otherwise `nil` (a late command is stopped in the background).
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        until deadline: ContinuousClock.Instant
    ) async -> String? {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        return nil  // these platforms cannot start a process (Foundation has no `Process`)
        #else
        guard running.withLock({ !$0.isStopped && $0.executables.insert(executable).inserted }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = AsyncStream<Void>.makeStream()
        process.terminationHandler = { process in
            running.withLock { running in
                running.pids.remove(process.processIdentifier)
                running.executables.remove(executable)
            }
            finished.continuation.finish()
        }
        let started: Int32?
        do {
            // Under the lock, so that a `killAll()` meanwhile sees the command, or stops it starting.
            started = try running.withLock { running in
                guard !running.isStopped else { return nil }
                try process.run()
                running.pids.insert(process.processIdentifier)
                return process.processIdentifier
            }
        } catch {
            started = nil
        }
        guard let pid = started else {
            _ = running.withLock { $0.executables.remove(executable) }
            return nil
        }
        // Outlives this call when the command is late: it ends the command for good.
        Task {
            try? await Task.sleep(until: deadline, clock: .continuous)
            guard process.isRunning else { return }
            finished.continuation.finish()  // the caller stops waiting now
            process.terminate()
            try? await Task.sleep(for: killGrace)
            if process.isRunning { kill(pid, SIGKILL) }
        }
        for await _ in finished.stream {}
        guard !process.isRunning, process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        let data = (try? output.fileHandleForReading.readToEnd()) ?? nil
        return data.map { String(decoding: $0, as: UTF8.self) }
        #endif
    }
}

/// The commands Twilight's readers run (`gsettings`): each is stopped at its detection's
/// deadline, but one still running when the program ends would be left behind.
package enum ChildProcesses {
    /// Kills every command a reader started that is still running; readers start none
    /// after this. Call it on the way out of a program that ends on a signal (`SIGINT`,
    /// `SIGTERM`, `SIGHUP`), as `twilight watch` and the demos do.
    package static func terminateAll() {
        Subprocess.killAll()
    }
}
