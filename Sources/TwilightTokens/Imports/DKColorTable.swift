import TwilightColor

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
enum DKColorTable {
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
                    log.report("the theme \"\(theme)\" is named twice in the header", file: file, at: SourcePosition(line: number, column: 1), path: nil)
                }
                continue
            }
            guard fields.count == themes.count + 1 else {
                log.report(
                    "expected \(themes.count) colours (\(themes.joined(separator: ", "))) and a key, found \(fields.count) field\(fields.count == 1 ? "" : "s")",
                    file: file, at: SourcePosition(line: number, column: 1), path: fields.last)
                continue
            }
            let key = fields.last!
            if let problem = TokenTreeReader.problem(withName: key) {
                log.report("the key \"\(key)\" \(problem)", file: file, at: SourcePosition(line: number, column: 1), path: key)
                continue
            }
            if let earlier = keyLines[key] {
                log.report("the key \"\(key)\" was already defined on line \(earlier)", file: file, at: SourcePosition(line: number, column: 1), path: key)
                continue
            }
            keyLines[key] = number
            var colors: [RGBAColor] = []
            var column = 1
            for field in fields.dropLast() {
                column = (line.range(of: field).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0) + 1
                if let color = color(field) {
                    colors.append(color)
                } else {
                    log.report(
                        "expected a colour such as #ffffff, 0xffffff or #ffffff80 (six or eight hex digits), found \"\(field)\"",
                        file: file, at: SourcePosition(line: number, column: column), path: key)
                }
            }
            if colors.count == themes.count { rows.append((key, colors)) }
        }
        if themes.isEmpty {
            log.report("expected a header line naming the themes (such as NORMAL NIGHT), found an empty file", file: file, at: nil, path: nil)
        }
        try log.throwIfAny()
        let modes = themes.enumerated().map { index, theme in
            (theme, SourceNode(.object(rows.map { row in
                SourceMember(key: row.key, keyLocation: nil, value: TokenDocumentWriter.token(.color, TokenImport.colorNode(row.colors[index])))
            }), at: nil))
        }
        return TokenDocumentWriter.resolverDocument(modes: modes, defaultMode: themes[0], description: "Imported from the DKNightVersion colour table \(file)")
    }

    static func color(_ field: String) -> RGBAColor? {
        let digits: Substring
        if field.hasPrefix("#") { digits = field.dropFirst() } else if field.lowercased().hasPrefix("0x") { digits = field.dropFirst(2) } else { return nil }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        return try? RGBAColor(hex: "#" + digits)
    }
}
