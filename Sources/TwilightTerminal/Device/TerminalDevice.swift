public import Foundation
import Twilight
import TwilightUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal a program runs in: raw mode entered and restored exactly, the terminal's
/// colour-scheme reports turned on and off, its size, and unbuffered output.
public final class TerminalDevice {
    /// The input file descriptor.
    package let input: Int32
    /// The output file descriptor.
    package let output: Int32
    private var saved: termios?

    /// Whether the terminal reports each change of its colour scheme (DEC mode 2031, which
    /// kitty, Ghostty, Contour, foot and tmux 3.5 understand; others ignore it). While on,
    /// a switch of the terminal's light or dark theme arrives as input — `CSI ? 997 ; 1 n`
    /// for dark, `CSI ? 997 ; 2 n` for light; on one, ask
    /// ``TerminalBackground/reading(afterReport:of:environment:deadline:)`` for the
    /// background. Setting it back to `false` turns the reports off, and so does
    /// ``restoreFromSignalHandler()``; ``TerminalBackgroundUpdates`` does all of this for a
    /// program that reads no input of its own.
    public var reportsColorSchemeChanges = false {
        didSet {
            guard reportsColorSchemeChanges != oldValue else { return }
            write(reportsColorSchemeChanges ? "\u{1B}[?2031h" : "\u{1B}[?2031l")
            TerminalRescue.update(self, settings: saved)
        }
    }

    /// The terminal on standard input and output, or `nil` if either is not a terminal.
    public init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        self.input = input
        self.output = output
    }

    /// Whether raw mode is on (the earlier settings are kept for `restore()`).
    public var isRaw: Bool { saved != nil }

    /// Switches off line editing, echo and signal keys (Ctrl-C arrives as a byte), keeping
    /// output processing so that `\n` still starts a new line. Restored by `restore()`.
    public func enterRawMode() {
        guard saved == nil else { return }
        var settings = termios()
        guard unsafe tcgetattr(input, &settings) == 0 else { return }
        saved = settings
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        settings.c_cflag |= tcflag_t(CS8)
        unsafe withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            unsafe bytes[Int(VMIN)] = 0
            unsafe bytes[Int(VTIME)] = 0
        }
        unsafe tcsetattr(input, TCSAFLUSH, &settings)
        TerminalRescue.update(self, settings: saved)
    }

    /// Turns colour-scheme reports off and puts back exactly the settings
    /// ``enterRawMode()`` found.
    public func restore() {
        reportsColorSchemeChanges = false
        guard var settings = saved else { return }
        unsafe tcsetattr(input, TCSAFLUSH, &settings)
        saved = nil
        TerminalRescue.update(self, settings: nil)
    }

    /// Gives back the terminal this process last put in raw mode or asked for reports:
    /// turns reports off and puts its settings back, using only async-signal-safe calls, so
    /// a program's own handler for `SIGTERM`, `SIGINT` or `SIGHUP` can call it before it
    /// ends (a program whose ``TerminalBackgroundUpdates`` loop ends needs nothing else).
    public static func restoreFromSignalHandler() {
        TerminalRescue.rescue()
    }

    /// Columns and rows, or 80×24 if the terminal does not say.
    package var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard unsafe ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes `text` at once.
    package func write(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = unsafe bytes.withUnsafeBytes { unsafe SystemCall.write(output, $0.baseAddress! + sent, $0.count - sent) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            sent += count
        }
    }

    /// Reads what is available within `timeout` (nothing if it times out).
    package func read(timeout: Duration) -> [UInt8] {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000))
        guard unsafe poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = unsafe buffer.withUnsafeMutableBytes { unsafe SystemCall.read(input, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}
