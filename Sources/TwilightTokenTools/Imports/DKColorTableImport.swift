import Foundation
import TwilightColor
import TwilightTokens

/// DKNightVersion's colour table format.
///
/// ```text
/// NORMAL   NIGHT    RED
/// #ffffff  #343434  #fafafa BG
/// ```
///
/// Unlike DKNightVersion's own parser, this one accepts CRLF and CR line ends, blank or
/// white-space-only lines anywhere (also before the header), tabs, and trailing blanks;
/// a row with the wrong number of fields, a bad colour or a repeated key is reported
/// with its line number, all of them in one run. Colours are `#` or `0x` followed by six
/// hex digits, or eight with alpha last (`RRGGBBAA`).
enum DKColorTableImport {
    static func parse(_ text: String, file: String) throws(TokenValidationError) -> SourceNode {
        var log = DiagnosticLog()
        var themes: [String] = []
        var rows: [(key: String, colors: [RGBAColor])] = []
        var keyLines: [String: Int] = [:]
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let fields = line.split { $0 == " " || $0 == "\t" }.map(String.init)
            if fields.isEmpty { continue }
            if themes.isEmpty {
                themes = fields
                var seen: Set<String> = []
                for theme in themes where !seen.insert(theme).inserted {
                    log.report(
                        "the theme \(theme.debugDescription) is named twice in the header",
                        file: file,
                        at: SourcePosition(line: number, column: 1),
                        path: nil
                    )
                }
                for theme in themes {
                    if let control = TokenTreeReader.controlCharacter(in: theme) {
                        log.report(
                            "the theme name \(theme.debugDescription) may not contain control characters (found \(control))",
                            file: file,
                            at: SourcePosition(line: number, column: 1),
                            path: nil
                        )
                    }
                }
                continue
            }
            guard fields.count == themes.count + 1 else {
                log.report(
                    "expected \(themes.count) colours (\(themes.joined(separator: ", "))) and a key, found \(fields.count) field\(fields.count == 1 ? "" : "s")",
                    file: file,
                    at: SourcePosition(line: number, column: 1),
                    path: fields.last
                )
                continue
            }
            let key = fields.last!
            if let problem = TokenTreeReader.problem(withName: key) {
                log.report("the key \(key.debugDescription) \(problem)", file: file, at: SourcePosition(line: number, column: 1), path: key)
                continue
            }
            if let earlier = keyLines[key] {
                log.report(
                    "the key \(key.debugDescription) was already defined on line \(earlier)",
                    file: file,
                    at: SourcePosition(line: number, column: 1),
                    path: key
                )
                continue
            }
            keyLines[key] = number
            var colors: [RGBAColor] = []
            for field in fields.dropLast() {
                if let color = color(field) {
                    colors.append(color)
                } else {
                    let column = (line.range(of: field).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0) + 1
                    log.report(
                        "expected a colour such as #ffffff, 0xffffff or #ffffff80 (six or eight hex digits), found \(field.debugDescription)",
                        file: file,
                        at: SourcePosition(line: number, column: column),
                        path: key
                    )
                }
            }
            if colors.count == themes.count { rows.append((key, colors)) }
        }
        if themes.isEmpty {
            log.report("expected a header line naming the themes (such as NORMAL NIGHT), found an empty file", file: file, at: nil, path: nil)
        }
        try log.throwIfAny()
        let modes = themes.enumerated().map { index, theme in
            (
                theme,
                SourceNode(
                    .object(
                        rows.map { row in
                            SourceMember(
                                key: row.key,
                                keyLocation: nil,
                                value: TokenDocumentWriter.token(.color, TokenImport.colorNode(row.colors[index]))
                            )
                        }
                    ),
                    at: nil
                )
            )
        }
        return TokenDocumentWriter.resolverDocument(
            modes: modes,
            defaultMode: themes[0],
            description: "Imported from the DKNightVersion colour table \(file)"
        )
    }

    /// `#RRGGBB`, `0xRRGGBB` or either with `AA` after, read straight from the bytes (going
    /// through `RGBAColor(hex:)` cost a seventh of a 100 000-row import).
    static func color(_ field: String) -> RGBAColor? {
        var bytes = Substring(field).utf8[...]
        if bytes.first == UInt8(ascii: "#") {
            bytes = bytes.dropFirst()
        } else if bytes.count > 2, bytes.first == UInt8(ascii: "0"), bytes.dropFirst().first! | 0x20 == UInt8(ascii: "x") {
            bytes = bytes.dropFirst(2)
        } else {
            return nil
        }
        guard bytes.count == 6 || bytes.count == 8 else { return nil }
        var channels: [UInt8] = []
        var high: UInt8? = nil
        for byte in bytes {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            if let first = high {
                channels.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return RGBAColor(red8: channels[0], green8: channels[1], blue8: channels[2], alpha8: channels.count == 4 ? channels[3] : 255)
    }
}
