import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTerminal

#if canImport(Glibc)
import Glibc
#endif

/// DEC mode 2031 on a real pseudo-terminal: this test is the terminal (the pty's main
/// side), the code under test holds the other side.
@Suite(.serialized) struct TerminalBackgroundUpdatesTests {
    /// A pseudo-terminal pair; `terminal` answers OSC 11 with `background` if it has one.
    final class PseudoTerminal: @unchecked Sendable {
        // @unchecked Sendable: `main` is written once in init; `written` is guarded by `lock`.
        let main: Int32
        let device: TerminalDevice
        private let lock = NSLock()
        private var received: [UInt8] = []

        init() throws {
            // posix_openpt, unlockpt and ptsname are not in Swift's Glibc module: their ioctls
            // (TIOCSPTLCK, TIOCGPTN; the values of Linux's generic ioctl numbering).
            main = unsafe open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            unsafe try #require(main >= 0 && ioctl(main, 0x4004_5431, &unlock) == 0 && ioctl(main, 0x8004_5430, &number) == 0)
            let side = unsafe open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            device = try #require(TerminalDevice(input: side, output: side))
        }

        deinit {
            close(device.input)
            close(main)
        }

        /// What the program wrote so far.
        var written: String {
            drain()
            return lock.withLock { String(decoding: received, as: UTF8.self) }
        }

        /// Reads what the program wrote, answering each OSC 11 question with `background`
        /// (and DA1 always), until nothing more comes for `quiet`.
        func drain(answering background: String? = nil, quiet: Duration = .milliseconds(30)) {
            var descriptor = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while unsafe poll(&descriptor, 1, Int32(quiet.components.attoseconds / 1_000_000_000_000_000)) > 0 {
                let count = unsafe read(main, &buffer, buffer.count)
                guard count > 0 else { return }
                let chunk = Array(buffer[0..<count])
                lock.withLock { received += chunk }
                let text = String(decoding: chunk, as: UTF8.self)
                if text.contains("\u{1B}]11;?") {
                    let reply = (background.map { "\u{1B}]11;\($0)\u{07}" } ?? "") + "\u{1B}[?62;22c"
                    send(reply)
                }
            }
        }

        /// Types `text` into the program's input.
        func send(_ text: String) {
            _ = unsafe Array(text.utf8).withUnsafeBytes { unsafe write(main, $0.baseAddress, $0.count) }
        }

        /// The program side's local flags (`ICANON`, `ECHO`…).
        var localFlags: tcflag_t {
            var settings = termios()
            unsafe tcgetattr(device.input, &settings)
            return settings.c_lflag
        }
    }

    @Test func theOverrideDecidesAfterAReport() throws {
        let pty = try PseudoTerminal()
        pty.device.enterRawMode()
        defer { pty.device.restore() }
        let reading = TerminalBackground.reading(afterReport: true, of: pty.device, environment: ["TWILIGHT_TERMINAL_BACKGROUND": "light"])
        #expect(reading == TerminalBackgroundReading(colorScheme: .light, source: .override))
        #expect(!pty.written.contains("]11;?"), "the terminal is not asked when the override decides")
    }

    @Test func aReportIsReadAgainWithOSC11() throws {
        let pty = try PseudoTerminal()
        pty.device.enterRawMode()
        defer { pty.device.restore() }
        let answering = Thread { pty.drain(answering: "rgb:f5f5/f0f0/e6e6", quiet: .milliseconds(300)) }
        answering.start()
        let reading = TerminalBackground.reading(afterReport: true, of: pty.device, environment: [:], deadline: .seconds(2))
        #expect(reading == TerminalBackgroundReading(color: RGBAColor(red: 0xF5 / 255.0, green: 0xF0 / 255.0, blue: 0xE6 / 255.0), source: .osc11))
        #expect(reading.colorScheme == .light, "the colour decides over the report's dark")
    }

    @Test func aTerminalThatDoesNotAnswerOSC11IsTakenAtItsReport() throws {
        let pty = try PseudoTerminal()
        pty.device.enterRawMode()
        defer { pty.device.restore() }
        let answering = Thread { pty.drain(quiet: .milliseconds(300)) }
        answering.start()
        // COLORFGBG says light, but it dates from the program's start: the report wins.
        let reading = TerminalBackground.reading(afterReport: true, of: pty.device, environment: ["COLORFGBG": "0;15"], deadline: .seconds(2))
        #expect(reading == TerminalBackgroundReading(colorScheme: .dark, source: .report))
        #expect(reading.description == "dark (report)")
    }

    @Test func reportsAreTurnedOnAndOffWithTheDevice() throws {
        let pty = try PseudoTerminal()
        pty.device.enterRawMode()
        pty.device.reportsColorSchemeChanges = true
        pty.device.reportsColorSchemeChanges = true  // once only
        #expect(pty.written == "\u{1B}[?2031h")
        pty.device.restore()
        #expect(pty.written == "\u{1B}[?2031h\u{1B}[?2031l")
        #expect(!pty.device.reportsColorSchemeChanges)
    }

    @Test func theSignalHandlerRescueGivesTheTerminalBack() throws {
        let pty = try PseudoTerminal()
        let before = pty.localFlags
        pty.device.enterRawMode()
        pty.device.reportsColorSchemeChanges = true
        #expect(pty.localFlags & tcflag_t(ICANON) == 0)
        TerminalDevice.restoreFromSignalHandler()
        #expect(pty.localFlags == before)
        #expect(pty.written.hasSuffix("\u{1B}[?2031l"))
        pty.device.restore()
    }

    /// The sequence: a reading at once, one per reported change that changes it, none for a
    /// report that changes nothing, and the terminal given back when the task is cancelled.
    @Test func updatesFollowReportsAndEndGivingTheTerminalBack() async throws {
        let pty = try PseudoTerminal()
        let before = pty.localFlags
        let device = pty.device
        let (readings, continuation) = AsyncStream.makeStream(of: TerminalBackgroundReading.self)
        let watcher = Task { @MainActor in
            for await reading in TerminalBackgroundUpdates(device: device, environment: ["COLORFGBG": "15;0"], deadline: .milliseconds(50)) {
                continuation.yield(reading)
            }
            continuation.finish()
        }
        var iterator = readings.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first == TerminalBackgroundReading(color: RGBAColor(red: 0, green: 0, blue: 0), source: .colorfgbg))
        #expect(pty.written.contains("\u{1B}[?2031h"))
        pty.send("\u{1B}[?997;2n")
        #expect(await iterator.next() == TerminalBackgroundReading(colorScheme: .light, source: .report))
        pty.send("x\u{1B}[?997;2n\u{1B}[?997;1n")  // a key, a repeat, then dark
        #expect(await iterator.next() == TerminalBackgroundReading(colorScheme: .dark, source: .report))
        watcher.cancel()
        #expect(await iterator.next() == nil)
        // Reports off after they were last turned on (the terminal's DA1 replies to the
        // questions may still follow).
        let written = pty.written
        let on = try #require(written.range(of: "\u{1B}[?2031h", options: .backwards))
        #expect(written.range(of: "\u{1B}[?2031l", options: .backwards).map { $0.lowerBound > on.lowerBound } == true, "\(written.debugDescription)")
        #expect(pty.localFlags == before)
    }
}
