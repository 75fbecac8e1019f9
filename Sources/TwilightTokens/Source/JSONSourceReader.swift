import Foundation
import TwilightUtilities

/// Reads JSON (RFC 8259) or JSON5 into a ``SourceNode`` tree with the line and column of
/// every value and key.
///
/// Foundation's `JSONSerialization` neither reports positions nor keeps duplicate keys,
/// and both are needed for errors that point at the right place, so the reader is our
/// own. As JSON it is strict (no comments, no trailing commas); as JSON5 (json5.org, 1.0)
/// it also takes `//` and `/* */` comments, trailing commas, unquoted (identifier) keys,
/// single-quoted strings with JSON5's escapes and line continuations, hexadecimal
/// numbers, numbers with a leading `+` or a leading or trailing `.`, `Infinity` and `NaN`.
/// It is bounded in depth by ``SourceLimits/maximumDepth`` and never traps on malformed
/// input.
package struct JSONSourceReader {
    private let bytes: [UInt8]
    private let json5: Bool
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses `bytes` as one JSON (or JSON5) value followed only by white space.
    package static func read(_ bytes: [UInt8], json5: Bool = false) throws(SourceSyntaxError) -> SourceNode {
        var reader = JSONSourceReader(bytes: bytes, json5: json5)
        // A UTF-8 byte-order mark is tolerated, as editors on Windows write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            reader.index = 3
            reader.lineStart = 3
        }
        let value = try reader.readValue()
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw reader.error("expected the end of the document after the top-level value")
        }
        return value
    }

    private init(bytes: [UInt8], json5: Bool) {
        self.bytes = bytes
        self.json5 = json5
    }

    private var location: SourcePosition {
        SourcePosition(line: line, column: index - lineStart + 1)
    }

    private func error(_ message: String, at location: SourcePosition? = nil) -> SourceSyntaxError {
        SourceSyntaxError(location: location ?? self.location, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case 0x0B where json5, 0x0C where json5: index += 1
            case UInt8(ascii: "/") where json5:
                guard skipComment() else { return }
            case 0xC2 where json5 && index + 1 < bytes.count && bytes[index + 1] == 0xA0: index += 2  // no-break space
            case 0xEF where json5 && bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]): index += 3  // U+FEFF
            case 0xE2 where json5 && index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                index += 3  // line and paragraph separators end a line
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    /// Skips a JSON5 comment at `index` (a `/`); `false` if it is not one. An unclosed
    /// block comment runs to the end, where the caller reports what it expected.
    private mutating func skipComment() -> Bool {
        guard index + 1 < bytes.count else { return false }
        if bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            return true
        }
        guard bytes[index + 1] == UInt8(ascii: "*") else { return false }
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return true
            }
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return true
    }

    private mutating func readValue() throws(SourceSyntaxError) -> SourceNode {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(start)
        case UInt8(ascii: "["): return try readArray(start)
        case UInt8(ascii: "\""): return SourceNode(.string(try readString()), at: start)
        case UInt8(ascii: "'") where json5: return SourceNode(.string(try readString()), at: start)
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return SourceNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return SourceNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return SourceNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SourceNode(.number(try json5 ? readJSON5Number() : readNumber()), at: start)
        case UInt8(ascii: "+") where json5, UInt8(ascii: ".") where json5, UInt8(ascii: "I") where json5, UInt8(ascii: "N") where json5:
            return SourceNode(.number(try readJSON5Number()), at: start)
        default:
            throw error("expected a value (object, array, string, number, true, false or null), found \(describe(bytes[index]))")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func enter() throws(SourceSyntaxError) {
        depth += 1
        if depth > SourceLimits.maximumDepth {
            throw error("objects and arrays are nested more than \(SourceLimits.maximumDepth) levels deep")
        }
    }

    private mutating func readObject(_ start: SourcePosition) throws(SourceSyntaxError) -> SourceNode {
        try enter()
        index += 1
        var members: [SourceMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return SourceNode(.object(members), at: start)
        }
        members.reserveCapacity(4)  // A token's members, a colour's: one allocation.
        while true {
            skipWhitespace()
            if json5, index < bytes.count, bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
                index += 1  // a trailing comma
                break
            }
            let keyLocation = location
            let key: String
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || (json5 && bytes[index] == UInt8(ascii: "'")) {
                key = try readString()
            } else if json5, index < bytes.count, let identifier = readIdentifier() {
                key = identifier
            } else {
                let expected = json5 ? "a key (a name, or in quotes)" : "a key in double quotes"
                throw error(
                    index < bytes.count
                        ? "expected \(expected), found \(describe(bytes[index]))"
                        : "expected a key, found the end of the file (an object is not closed)"
                )
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\"")
            }
            index += 1
            let value = try readValue()
            members.append(SourceMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found the end of the file (an object is not closed)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            throw error("expected ',' or '}' after the value of \"\(key)\", found \(describe(bytes[index]))")
        }
        depth -= 1
        return SourceNode(.object(members), at: start)
    }

    private mutating func readArray(_ start: SourcePosition) throws(SourceSyntaxError) -> SourceNode {
        try enter()
        index += 1
        var elements: [SourceNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return SourceNode(.array(elements), at: start)
        }
        elements.reserveCapacity(4)  // Most arrays in a token document are short (components, a font stack): one allocation.
        while true {
            skipWhitespace()
            if json5, index < bytes.count, bytes[index] == UInt8(ascii: "]"), !elements.isEmpty {
                index += 1  // a trailing comma
                break
            }
            elements.append(try readValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found the end of the file (an array is not closed)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                break
            }
            throw error("expected ',' or ']' in an array, found \(describe(bytes[index]))")
        }
        depth -= 1
        return SourceNode(.array(elements), at: start)
    }

    private mutating func readLiteral(_ literal: String) throws(SourceSyntaxError) {
        let count = literal.utf8.count
        guard bytes.count - index >= count, bytes[index..<index + count].elementsEqual(literal.utf8) else {
            throw error("expected \(literal)")
        }
        index += count
    }

    private mutating func readNumber() throws(SourceSyntaxError) -> Double {
        let start = index
        func digits(_ reader: inout JSONSourceReader) -> Int {
            let first = reader.index
            while reader.index < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) {
                reader.index += 1
            }
            return reader.index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        if integerDigits == 0 { throw error("expected a digit in a number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error(
                "a number may not start with 0 (leading zeros are not JSON)",
                at: SourcePosition(line: line, column: integerStart - lineStart + 1)
            )
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("expected a digit after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("expected a digit in the exponent") }
        }
        if let value = Self.shortDecimal(bytes[start..<index]) { return value }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is out of range", at: SourcePosition(line: line, column: start - lineStart + 1))
        }
        return value
    }

    /// A number of at most 15 digits with no exponent (`-12.5`, `0.5176`: nearly every
    /// number in a token document), read without the C library: its digits as an integer
    /// and a power of ten are both exact in a `Double`, so one division rounds correctly,
    /// as `Double(_:)` does (Clinger's fast path). `nil` for any other number.
    private static func shortDecimal(_ text: ArraySlice<UInt8>) -> Double? {
        var digits: UInt64 = 0
        var count = 0
        var decimals = 0
        var seenPoint = false
        for byte in text.dropFirst(text.first == UInt8(ascii: "-") ? 1 : 0) {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                count += 1
                guard count <= 15 else { return nil }
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { decimals += 1 }
            case UInt8(ascii: ".") where !seenPoint:
                seenPoint = true
            default:
                return nil
            }
        }
        let magnitude = Double(digits) / powersOfTen[decimals]
        return text.first == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// 10⁰ to 10¹⁵, each exact.
    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { product, _ in product * 10 } }

    private mutating func readString() throws(SourceSyntaxError) -> String {
        let quote = bytes[index]
        index += 1  // opening quote
        // Fast path: no escapes, so the string is the bytes up to the closing quote.
        var end = index
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == quote {
            guard let text = UTF8Text.string(validating: bytes[index..<end]) else {
                throw error("a string contains bytes that are not UTF-8")
            }
            index = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ reader: JSONSourceReader, _ end: Int, into scalars: inout String.UnicodeScalarView) throws(SourceSyntaxError) {
            guard runStart < end else { return }
            guard let run = UTF8Text.string(validating: reader.bytes[runStart..<end]) else {
                throw reader.error("a string contains bytes that are not UTF-8")
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("expected \(describe(quote)), found the end of the file (a string is not closed)") }
            let byte = bytes[index]
            if byte == quote {
                try flushRun(self, index, into: &scalars)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 {
                throw error(byte == 0x0A ? "a string may not span lines (write \\n)" : "a string contains a control character (escape it)")
            }
            if byte == UInt8(ascii: "\\") {
                try flushRun(self, index, into: &scalars)
                index += 1
                if let scalar = try json5 ? readJSON5Escape() : readEscape() { scalars.append(scalar) }
                runStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func readEscape() throws(SourceSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("expected an escape, found the end of the file") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("expected the second half of a UTF-16 surrogate pair (\\uDC00-\\uDFFF)")
                }
                index += 2
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("expected a low surrogate (\\uDC00-\\uDFFF)") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("\\u\(String(high, radix: 16)) is a lone surrogate") }
            return scalar
        default:
            throw error("unknown escape \\\(describe(byte)) in a string")
        }
    }

    /// A JSON5 escape: JSON's, plus `\'`, `\v`, `\0`, `\xHH`, any other character standing
    /// for itself, and a line continuation (backslash, line end), which stands for nothing.
    private mutating func readJSON5Escape() throws(SourceSyntaxError) -> Unicode.Scalar? {
        guard index < bytes.count else { throw error("expected an escape, found the end of the file") }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            return try readEscape()
        case UInt8(ascii: "'"):
            index += 1
            return "'"
        case UInt8(ascii: "v"):
            index += 1
            return "\u{0B}"
        case UInt8(ascii: "0"):
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw error("\\0 may not be followed by a digit in JSON5")
            }
            return "\u{0}"
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error("unknown escape \\\(describe(byte)) in a string (JSON5 has no octal escapes)")
        case UInt8(ascii: "x"):
            index += 1
            return Unicode.Scalar(try readHex(2, after: "x"))
        case 0x0A:
            index += 1
            line += 1
            lineStart = index
            return nil
        case 0x0D:
            index += 1
            if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            line += 1
            lineStart = index
            return nil
        default:
            // Any other character stands for itself (a whole UTF-8 sequence).
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            guard let text = UTF8Text.string(validating: bytes[index..<end]), let scalar = text.unicodeScalars.first else {
                throw error("a string contains bytes that are not UTF-8")
            }
            index = end
            if scalar == "\u{2028}" || scalar == "\u{2029}" {
                line += 1
                lineStart = index
                return nil
            }
            return scalar
        }
    }

    /// A JSON5 identifier used as a key: a letter, `$` or `_`, then those or digits
    /// (Unicode letters and digits included); `nil` if there is none at `index`.
    private mutating func readIdentifier() -> String? {
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            let isStart =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard isStart || (isDigit && end > index) else { break }
            end += 1
        }
        guard end > index, let name = UTF8Text.string(validating: bytes[index..<end]),
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "$" || $0 == "_" })
        else { return nil }
        index = end
        return name
    }

    /// A JSON5 number: JSON's, plus a leading `+`, a leading or trailing `.`, hexadecimal
    /// (`0x1F`), `Infinity` and `NaN`, each with an optional sign.
    private mutating func readJSON5Number() throws(SourceSyntaxError) -> Double {
        let start = index
        let startLocation = location
        var negative = false
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < bytes.count else { throw error("expected a digit in a number") }
        if bytes[index] == UInt8(ascii: "I") {
            try readLiteral("Infinity")
            return negative ? -.infinity : .infinity
        }
        if bytes[index] == UInt8(ascii: "N") {
            try readLiteral("NaN")
            return .nan
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            index += 2
            var value: Double = 0
            var count = 0
            while index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                value = value * 16 + Double(digit)
                index += 1
                count += 1
            }
            guard count > 0 else { throw error("expected a hexadecimal digit after 0x") }
            return negative ? -value : value
        }
        var digits = 0
        var integerDigits = 0
        let integerStart = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
            integerDigits += 1
        }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number may not start with 0 (leading zeros are not JSON5)", at: startLocation)
        }
        digits += integerDigits
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { throw error("expected a digit in a number", at: startLocation) }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            if index == exponentStart { throw error("expected a digit in the exponent") }
        }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        if text.hasPrefix(".") || text.hasPrefix("-.") { text = text.replacingOccurrences(of: ".", with: "0.") }
        if text.hasSuffix(".") { text += "0" }
        text = text.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(String(decoding: bytes[start..<index], as: UTF8.self)) is out of range", at: startLocation)
        }
        return value
    }

    private mutating func readHex4() throws(SourceSyntaxError) -> UInt32 {
        try readHex(4, after: "u")
    }

    /// `count` hexadecimal digits of an escape `\\<letter>`.
    private mutating func readHex(_ count: Int, after letter: String) throws(SourceSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error("expected \(count == 4 ? "four" : "two") hexadecimal digits after \\\(letter)")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// Text that is not well-formed JSON, YAML or a property list.
package struct SourceSyntaxError: Error, Sendable {
    /// Where the problem is, if the format reports positions.
    package var location: SourcePosition?
    /// What was expected.
    package var message: String
}
