/// A token of CSS, as CSS Syntax 3 (§4) cuts text into them: what a colour function's
/// arguments are made of.
enum CSSToken: Equatable {
    /// A number: `7`, `+7`, `-.5`, `1e2`.
    case number(Double)
    /// A number followed by `%`.
    case percentage(Double)
    /// A number followed by a unit, lowercased: `30deg`, `0.5turn`, `30px`.
    case dimension(Double, unit: String)
    /// A name, lowercased: `none`, `srgb`, `display-p3`.
    case ident(String)
    /// `,`.
    case comma
    /// `/`.
    case slash
    /// Any other character; never part of a colour.
    case other(Unicode.Scalar)

    /// The tokens of `text`. White space and comments separate tokens and are dropped, as
    /// nothing in a colour's arguments depends on them.
    static func tokens(of text: Substring) -> [CSSToken] {
        var reader = Reader(Array(text.unicodeScalars))
        var tokens: [CSSToken] = []
        while let token = reader.next() { tokens.append(token) }
        return tokens
    }

    /// `text` without the white space and comments around it, which CSS drops as it cuts
    /// text into tokens (CSS Syntax 3 §4.3.1–§4.3.2): `/* brand */ #0a84ff ` is `#0a84ff`. A
    /// comment left open runs to the end, as there.
    static func trimmingWhiteSpaceAndComments(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        var reader = Reader(Array(scalars))
        reader.skipWhiteSpaceAndComments()
        let start = reader.index
        var end = start
        while reader.index < reader.scalars.count {
            reader.index += 1
            end = reader.index
            reader.skipWhiteSpaceAndComments()
        }
        return Substring(scalars[scalars.index(scalars.startIndex, offsetBy: start)..<scalars.index(scalars.startIndex, offsetBy: end)])
    }

    /// Reads tokens one by one, following the consume algorithms of CSS Syntax 3 §4.3.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        func scalar(_ offset: Int) -> Unicode.Scalar? {
            scalars.indices.contains(index + offset) ? scalars[index + offset] : nil
        }

        mutating func next() -> CSSToken? {
            skipWhiteSpaceAndComments()
            guard let first = scalar(0) else { return nil }
            if startsNumber() { return numeric() }
            if startsName() { return .ident(name().lowercased()) }
            index += 1
            switch first {
            case ",": return .comma
            case "/": return .slash
            default: return .other(first)
            }
        }

        mutating func skipWhiteSpaceAndComments() {
            while let current = scalar(0) {
                if [" ", "\t", "\n", "\r", "\u{0C}"].contains(current) {
                    index += 1
                } else if current == "/", scalar(1) == "*" {
                    index += 2
                    while index < scalars.count, !(scalar(0) == "*" && scalar(1) == "/") { index += 1 }
                    index = min(index + 2, scalars.count)
                } else {
                    return
                }
            }
        }

        static func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }

        static func isNameStart(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value > 0x7F
        }

        static func isNameCharacter(_ scalar: Unicode.Scalar?) -> Bool { isNameStart(scalar) || isDigit(scalar) || scalar == "-" }

        /// §4.3.10: a digit, or a sign or a dot before one.
        func startsNumber() -> Bool {
            switch scalar(0) {
            case "+", "-": Self.isDigit(scalar(1)) || (scalar(1) == "." && Self.isDigit(scalar(2)))
            case ".": Self.isDigit(scalar(1))
            default: Self.isDigit(scalar(0))
            }
        }

        /// §4.3.9: a name starts with a letter, `_`, non-ASCII, or `-` before one of those or `-`.
        func startsName() -> Bool {
            scalar(0) == "-" ? Self.isNameStart(scalar(1)) || scalar(1) == "-" : Self.isNameStart(scalar(0))
        }

        mutating func name() -> String {
            var text = String.UnicodeScalarView()
            while Self.isNameCharacter(scalar(0)) {
                text.append(scalars[index])
                index += 1
            }
            return String(text)
        }

        /// §4.3.3 and §4.3.12: a number, then a unit or `%`.
        mutating func numeric() -> CSSToken {
            let start = index
            if scalar(0) == "+" || scalar(0) == "-" { index += 1 }
            while Self.isDigit(scalar(0)) { index += 1 }
            if scalar(0) == ".", Self.isDigit(scalar(1)) {
                index += 1
                while Self.isDigit(scalar(0)) { index += 1 }
            }
            if scalar(0) == "e" || scalar(0) == "E" {
                let signed = scalar(1) == "+" || scalar(1) == "-"
                if Self.isDigit(scalar(signed ? 2 : 1)) {
                    index += signed ? 2 : 1
                    while Self.isDigit(scalar(0)) { index += 1 }
                }
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[start..<index])
            let value = Double(String(text)) ?? .nan
            if startsName() { return .dimension(value, unit: name().lowercased()) }
            if scalar(0) == "%" {
                index += 1
                return .percentage(value)
            }
            return .number(value)
        }
    }
}
