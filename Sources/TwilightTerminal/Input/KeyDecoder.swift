import TwilightUtilities

/// What the user (or the terminal) sent.
package enum TerminalEvent: Hashable, Sendable {
    /// ↑ or `k`.
    case up
    /// ↓ or `j`.
    case down
    /// ← or `h`.
    case left
    /// → or `l`.
    case right
    /// Enter.
    case enter
    /// Esc on its own.
    case escape
    /// Ctrl-C.
    case interrupt
    /// Ctrl-Z: the user asks to suspend the program (in raw mode it arrives as a byte,
    /// not as `SIGTSTP`).
    case suspend
    /// Any other character.
    case character(Character)
    /// A DEC mode 2031 report: the terminal's colour scheme changed (`true` = dark).
    case colorSchemeReport(dark: Bool)
}

/// Turns input bytes into events: arrow keys in both cursor modes, `h`/`j`/`k`/`l`, Enter, Esc,
/// Ctrl-C, Ctrl-Z, DEC 2031 colour-scheme reports; other escape sequences are dropped whole.
package struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Creates a decoder.
    package init() {}

    /// Whether a lone ESC is waiting: if no more bytes follow soon, it is the Esc key.
    package var hasPendingEscape: Bool { pending == [0x1B] }

    /// The events in `bytes` (with what was left over before).
    package mutating func decode(_ bytes: [UInt8]) -> [TerminalEvent] {
        pending += bytes
        var events: [TerminalEvent] = []
        var index = 0
        scan: while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard index + 1 < pending.count else { break scan }  // maybe the start of a sequence
                let next = pending[index + 1]
                guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
                    events.append(.escape)
                    index += 1
                    continue
                }
                // CSI or SS3: parameters, then a final byte in 0x40...0x7E.
                var end = index + 2
                while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                guard end < pending.count else { break scan }
                let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
                switch (pending[end], parameters) {
                case (UInt8(ascii: "A"), _): events.append(.up)
                case (UInt8(ascii: "B"), _): events.append(.down)
                case (UInt8(ascii: "C"), _): events.append(.right)
                case (UInt8(ascii: "D"), _): events.append(.left)
                case (UInt8(ascii: "n"), "?997;1"): events.append(.colorSchemeReport(dark: true))
                case (UInt8(ascii: "n"), "?997;2"): events.append(.colorSchemeReport(dark: false))
                default: break
                }
                index = end + 1
                continue
            }
            switch byte {
            case 0x03: events.append(.interrupt)
            case 0x1A: events.append(.suspend)
            case 0x0D, 0x0A: events.append(.enter)
            case UInt8(ascii: "k"): events.append(.up)
            case UInt8(ascii: "j"): events.append(.down)
            case UInt8(ascii: "h"): events.append(.left)
            case UInt8(ascii: "l"): events.append(.right)
            default:
                // One UTF-8 character.
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard index + length <= pending.count else { break scan }
                if let text = UTF8Text.string(validating: pending[index..<index + length]), let character = text.first {
                    events.append(.character(character))
                }
                index += length
                continue
            }
            index += 1
        }
        pending.removeFirst(min(index, pending.count))
        return events
    }

    /// Declares a waiting lone ESC to be the Esc key (call when no more input came soon).
    package mutating func flushEscape() -> [TerminalEvent] {
        guard hasPendingEscape else { return [] }
        pending.removeAll()
        return [.escape]
    }
}
