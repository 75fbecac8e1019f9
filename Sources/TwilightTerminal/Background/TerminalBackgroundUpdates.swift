public import Foundation
import TwilightUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's background now, then again each time the terminal reports that its
/// colour scheme changed (DEC mode 2031): for a program that reads no input of its own
/// and wants to follow a terminal switched between a light and a dark theme.
///
/// ```swift
/// guard let device = TerminalDevice() else { return }
/// for await background in TerminalBackgroundUpdates(device: device) {
///     manager.systemAppearance = SystemAppearance(colorScheme: background.colorScheme)
/// }
/// ```
///
/// While it is iterated, the terminal is in raw mode with reports on
/// (``TerminalDevice/reportsColorSchemeChanges``); on each report the background is read
/// again (``TerminalBackground/reading(afterReport:of:environment:deadline:)``) and
/// delivered when it differs from the last one. The first reading is
/// ``TerminalBackground/reading(of:environment:deadline:)``'s.
///
/// The terminal is given back exactly on every way out:
/// - the iteration ends (`break`, the task cancelled, the iterator released);
/// - Ctrl-C: the sequence ends and the process gets `SIGINT`, as without raw mode;
/// - Ctrl-Z: the terminal is given back, the process stops, and once continued (`fg`)
///   raw mode and reports come back and the background is read again;
/// - `SIGINT`, `SIGTERM`, `SIGHUP` or `SIGQUIT` from elsewhere, when the program has no
///   handler of its own for it: the terminal is given back, then the signal ends the
///   process as it would have. A program that handles these signals calls
///   ``TerminalDevice/restoreFromSignalHandler()`` in its
///   handler.
///
/// Other keys are read and dropped. A program that reads its own keys sets
/// ``TerminalDevice/reportsColorSchemeChanges`` itself and, on each report in its input
/// (`ESC [ ? 997 ; 1 n` dark, `ESC [ ? 997 ; 2 n` light), asks
/// ``TerminalBackground/reading(afterReport:of:environment:deadline:)``.
///
/// It never fails: a terminal that answers nothing gives the report or the default.
public struct TerminalBackgroundUpdates: AsyncSequence {
    /// The terminal read and asked.
    let device: TerminalDevice
    /// The environment (`TWILIGHT_TERMINAL_BACKGROUND`, `COLORFGBG`, `TMUX`).
    let environment: [String: String]
    /// The deadline for each OSC 11 question.
    let deadline: Duration

    /// Updates of `device`'s background, each question answered within `deadline`.
    public init(
        device: TerminalDevice,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        deadline: Duration = .milliseconds(100)
    ) {
        self.device = device
        self.environment = environment
        self.deadline = deadline
    }

    /// Starts reading: the terminal is set up on the first call to `next()`.
    public func makeAsyncIterator() -> Iterator { Iterator(self) }

    /// Reads the terminal; one per iteration.
    public final class Iterator: AsyncIteratorProtocol {
        private let updates: TerminalBackgroundUpdates
        private var decoder = KeyDecoder()
        private var last: TerminalBackgroundReading?
        private var wasRaw = false
        private var handled: [(Int32, sigaction)] = []
        private var state = State.notStarted

        private enum State { case notStarted, running, finished }

        /// How long to wait between two looks at the input when nothing came.
        static let pollInterval = Duration.milliseconds(20)

        init(_ updates: TerminalBackgroundUpdates) { self.updates = updates }

        deinit { finish() }

        /// The next reading that differs from the last, or `nil` once the iteration has
        /// ended (cancelled, or Ctrl-C).
        public func next() async -> TerminalBackgroundReading? {
            await next(isolation: nil)
        }

        /// The next reading, on the caller's actor.
        public func next(isolation actor: isolated (any Actor)?) async -> TerminalBackgroundReading? {
            switch state {
            case .finished: return nil
            case .notStarted:
                start()
                return deliver(TerminalBackground.reading(of: updates.device, environment: updates.environment, deadline: updates.deadline))
            case .running: break
            }
            while state == .running {
                if Task.isCancelled {
                    finish()
                    return nil
                }
                let bytes = updates.device.read(timeout: .zero)
                if bytes.isEmpty {
                    try? await Task.sleep(for: Self.pollInterval)
                    continue
                }
                var reading: TerminalBackgroundReading?
                for event in decoder.decode(bytes) {
                    switch event {
                    case .colorSchemeReport(let dark):
                        reading = TerminalBackground.reading(
                            afterReport: dark,
                            of: updates.device,
                            environment: updates.environment,
                            deadline: updates.deadline
                        )
                    case .interrupt:
                        finish()
                        kill(getpid(), SIGINT)
                        return nil
                    case .suspend:
                        updates.device.restore()
                        ProcessSignals.stopThisProcess()
                        setUp()
                        reading = TerminalBackground.reading(of: updates.device, environment: updates.environment, deadline: updates.deadline)
                    default:
                        break
                    }
                }
                if let reading, reading != last { return deliver(reading) }
            }
            return nil
        }

        private func deliver(_ reading: TerminalBackgroundReading) -> TerminalBackgroundReading {
            last = reading
            return reading
        }

        private func start() {
            state = .running
            wasRaw = updates.device.isRaw
            for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
                var previous = sigaction()
                unsafe sigaction(signalNumber, nil, &previous)
                guard ProcessSignals.isDefault(previous) else { continue }  // the program's own handler, or ignored
                ProcessSignals.install(signalNumber) { number in
                    TerminalRescue.rescue()
                    signal(number, SIG_DFL)
                    raise(number)
                }
                handled.append((signalNumber, previous))
            }
            setUp()
        }

        private func setUp() {
            updates.device.enterRawMode()
            updates.device.reportsColorSchemeChanges = true
        }

        /// Gives the terminal back as it was found and the signals their earlier actions.
        private func finish() {
            guard state == .running else {
                state = .finished
                return
            }
            state = .finished
            updates.device.reportsColorSchemeChanges = false
            if !wasRaw { updates.device.restore() }
            for (signalNumber, var previous) in handled { unsafe sigaction(signalNumber, &previous, nil) }
            handled = []
        }
    }
}
