/// Reads JSON (RFC 8259) into a ``SourceNode`` tree with the line and column of every
/// value and key.
///
/// Foundation's `JSONSerialization` neither reports positions nor keeps duplicate keys,
/// and both are needed for errors that point at the right place, so the reader is our
/// own. It is strict (no comments, no trailing commas), bounded in depth by
/// ``SourceLimits/maximumDepth``, and never traps on malformed input.
struct JSONSourceReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses `bytes` as one JSON value followed only by white space.
    static func read(_ bytes: [UInt8]) throws(SourceSyntaxError) -> SourceNode {
        var reader = JSONSourceReader(bytes: bytes)
        // A UTF-8 byte-order mark is tolerated, as editors on Windows write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3; reader.lineStart = 3 }
        let value = try reader.readValue()
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw reader.error("expected the end of the document after the top-level value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
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
            default: return
            }
        }
    }

    private mutating func readValue() throws(SourceSyntaxError) -> SourceNode {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(start)
        case UInt8(ascii: "["): return try readArray(start)
        case UInt8(ascii: "\""): return SourceNode(.string(try readString()), at: start)
        case UInt8(ascii: "t"): try readLiteral("true"); return SourceNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try readLiteral("false"); return SourceNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try readLiteral("null"); return SourceNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SourceNode(.number(try readNumber()), at: start)
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
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(index < bytes.count ? "expected a key in double quotes, found \(describe(bytes[index]))" : "expected a key, found the end of the file (an object is not closed)")
            }
            let keyLocation = location
            let key = try readString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\"")
            }
            index += 1
            let value = try readValue()
            members.append(SourceMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found the end of the file (an object is not closed)") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
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
        while true {
            elements.append(try readValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found the end of the file (an array is not closed)") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']' in an array, found \(describe(bytes[index]))")
        }
        depth -= 1
        return SourceNode(.array(elements), at: start)
    }

    private mutating func readLiteral(_ literal: StaticString) throws(SourceSyntaxError) {
        let text = literal.utf8Start
        for offset in 0..<literal.utf8CodeUnitCount {
            guard index + offset < bytes.count, bytes[index + offset] == text[offset] else {
                throw error("expected \(literal)")
            }
        }
        index += literal.utf8CodeUnitCount
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
            throw error("a number may not start with 0 (leading zeros are not JSON)", at: SourcePosition(line: line, column: integerStart - lineStart + 1))
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
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is out of range", at: SourcePosition(line: line, column: start - lineStart + 1))
        }
        return value
    }

    private mutating func readString() throws(SourceSyntaxError) -> String {
        index += 1  // opening quote
        // Fast path: no escapes, so the string is the bytes up to the closing quote.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            guard let text = String(validating: bytes[index..<end], as: UTF8.self) else {
                throw error("a string contains bytes that are not UTF-8")
            }
            index = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ reader: JSONSourceReader, _ end: Int, into scalars: inout String.UnicodeScalarView) throws(SourceSyntaxError) {
            guard runStart < end else { return }
            guard let run = String(validating: reader.bytes[runStart..<end], as: UTF8.self) else {
                throw reader.error("a string contains bytes that are not UTF-8")
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("expected '\"', found the end of the file (a string is not closed)") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
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
                scalars.append(try readEscape())
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

    private mutating func readHex4() throws(SourceSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u")
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
struct SourceSyntaxError: Error, Sendable {
    /// Where the problem is, if the format reports positions.
    var location: SourcePosition?
    /// What was expected.
    var message: String
}
