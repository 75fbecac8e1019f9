package import TwilightColor

/// Reading a terminal's answer to the OSC 11 background query.
///
/// The query is `ESC ] 11 ; ? BEL` followed by a DA1 query `ESC [ c`: every terminal
/// answers DA1, so its reply (`ESC [ ? … c`) marks the end of the input to wait for; a
/// terminal that ignores OSC 11 sends only that. The colour arrives as
/// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST (`ESC \`), each component 1 to 4 hex
/// digits.
package enum BackgroundReply {
    /// The query to write: OSC 11, then DA1 as the sentinel.
    package static let query: [UInt8] = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)

    /// The query wrapped for tmux (`ESC P tmux; … ESC \` with ESCs doubled) or GNU screen
    /// (`ESC P … ESC \`), which otherwise keep it from the outer terminal.
    package static func query(passthrough: Passthrough) -> [UInt8] {
        switch passthrough {
        case .none: return query
        case .tmux:
            let inner = Array("\u{1B}]11;?\u{07}".utf8).flatMap { $0 == 0x1B ? [0x1B, 0x1B] : [$0] }
            return Array("\u{1B}Ptmux;".utf8) + inner + Array("\u{1B}\\\u{1B}[c".utf8)
        case .screen:
            return Array("\u{1B}P\u{1B}]11;?\u{07}\u{1B}\\\u{1B}[c".utf8)
        }
    }

    /// A multiplexer between the program and the terminal.
    package enum Passthrough: Sendable {
        /// None.
        case none
        /// tmux (`TMUX` is set).
        case tmux
        /// GNU screen (`TERM` starts with `screen` and `TMUX` is not set).
        case screen

        /// The multiplexer the environment shows.
        package static func detect(environment: [String: String]) -> Passthrough {
            if let tmux = environment["TMUX"], !tmux.isEmpty { return .tmux }
            if environment["TERM"]?.hasPrefix("screen") == true || environment["STY"] != nil { return .screen }
            return .none
        }
    }

    /// Whether `bytes` hold the end of the DA1 reply, so nothing more is coming.
    package static func isComplete(_ bytes: [UInt8]) -> Bool {
        // ESC [ ? … c, where … is digits and semicolons.
        var index = bytes.count - 1
        guard index >= 0, bytes[index] == UInt8(ascii: "c") else { return false }
        index -= 1
        while index >= 0, bytes[index] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index -= 1 }
        return index >= 2 && bytes[index] == UInt8(ascii: "?") && bytes[index - 1] == UInt8(ascii: "[") && bytes[index - 2] == 0x1B
    }

    /// The background colour in a reply, if it holds a well-formed OSC 11 answer.
    /// Garbage, truncated replies and other sequences around it are ignored.
    package static func color(in bytes: [UInt8]) -> RGBAColor? {
        let marker = Array("\u{1B}]11;".utf8)
        var start = 0
        while start + marker.count <= bytes.count {
            guard bytes[start..<start + marker.count].elementsEqual(marker) else {
                start += 1
                continue
            }
            var end = start + marker.count
            while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
            guard end < bytes.count else { return nil }  // truncated: no terminator
            if bytes[end] == 0x1B, !(end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\")) {
                start = end
                continue
            }
            if let color = parseSpec(String(decoding: bytes[(start + marker.count)..<end], as: UTF8.self)) { return color }
            start = end
        }
        return nil
    }

    /// `rgb:R/G/B` with 1–4 hex digits per component (also `rgba:R/G/B/A`).
    static func parseSpec(_ spec: String) -> RGBAColor? {
        let parts = spec.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0] == "rgb" || parts[0] == "rgba" else { return nil }
        let components = parts[1].split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 3 else { return nil }
        var values: [Double] = []
        for component in components.prefix(3) {
            guard (1...4).contains(component.count), let value = UInt32(component, radix: 16) else { return nil }
            values.append(Double(value) / Double((1 << (4 * component.count)) - 1))
        }
        return RGBAColor(red: values[0], green: values[1], blue: values[2])
    }

    /// The background from `COLORFGBG` (`15;0` or `15;default;0`): its last field, an ANSI
    /// colour index, as xterm shows it.
    package static func colorFromCOLORFGBG(_ value: String?) -> RGBAColor? {
        guard let value, let last = value.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else { return nil }
        return TerminalPalette.ansi16[index]
    }
}
