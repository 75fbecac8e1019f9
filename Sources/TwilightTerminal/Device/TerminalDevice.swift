public import Foundation
import Twilight
import TwilightUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal a program runs in: raw mode entered and restored exactly, its size,
/// and unbuffered output.
public final class TerminalDevice {
    /// The input file descriptor.
    public let input: Int32
    /// The output file descriptor.
    public let output: Int32
    private var saved: termios?

    /// The terminal on standard input and output, or `nil` if either is not a terminal.
    public init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        self.input = input
        self.output = output
    }

    /// Whether raw mode is on (the earlier settings are kept for ``restore()``).
    public var isRaw: Bool { saved != nil }

    /// Switches off line editing, echo and signal keys (Ctrl-C arrives as a byte), keeping
    /// output processing so that `\n` still starts a new line. Restored by ``restore()``.
    public func enterRawMode() {
        guard saved == nil else { return }
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { return }
        saved = settings
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        settings.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSAFLUSH, &settings)
    }

    /// Puts back exactly the settings ``enterRawMode()`` found.
    public func restore() {
        guard var settings = saved else { return }
        tcsetattr(input, TCSAFLUSH, &settings)
        saved = nil
    }

    /// Columns and rows, or 80×24 if the terminal does not say.
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes `text` at once.
    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { SystemCall.write(output, $0.baseAddress! + sent, $0.count - sent) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            sent += count
        }
    }

    /// Reads what is available within `timeout` (nothing if it times out).
    public func read(timeout: Duration) -> [UInt8] {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000))
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { SystemCall.read(input, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}
