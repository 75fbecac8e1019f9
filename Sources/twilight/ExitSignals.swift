import Dispatch
import TwilightSystem
import TwilightTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ending without leaving a child behind or a terminal in raw mode, on every way out: on
/// `SIGINT` (Ctrl-C), `SIGTERM`, `SIGHUP` or `SIGQUIT` the commands a detection still runs
/// (a `gsettings` that hangs, even one ignoring `SIGTERM`) are killed, the terminal
/// `watch --terminal` holds is given back, then the process ends as the signal's default
/// action would (the status says which signal); when the work ends by itself (`detect`
/// answered at its deadline, or an error), the commands still running are killed too.
struct ExitSignals {
    private let sources: [any DispatchSourceSignal]

    /// Handles the four signals until this value is released. A signal the process was
    /// started ignoring (a background job's `SIGINT`) stays ignored, as shells expect.
    init() {
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            // Ignored from now on: delivered to the source, not to the default action.
            let previous = signal(signalNumber, SIG_IGN)
            if let previous, unsafe unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                ChildProcesses.terminateAll()
                TerminalDevice.restoreFromSignalHandler()
                signal(signalNumber, SIG_DFL)
                // To the process: this queue's thread blocks the signal, so `raise` would not end it.
                kill(getpid(), signalNumber)
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// Runs `body` with the signals handled, and kills the commands it left running when
    /// it returns or throws.
    static func handled<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        let signals = ExitSignals()
        defer {
            ChildProcesses.terminateAll()
            withExtendedLifetime(signals) {}
        }
        return try await body()
    }
}
