import Foundation
import TwilightTokens

/// Tokens Studio's arithmetic in token values: `{space.base} * 2`, `({a} + 4px) / 2`,
/// `roundTo({space.base} / 3)` or `roundTo(x, 2)`. Numbers may carry one unit (`px`,
/// `rem`, `em`, `%`), which the result keeps; mixing two units is an error.
struct StudioMath {
    /// A number and its unit (`nil` for a plain number).
    struct Quantity: Equatable {
        var value: Double
        var unit: String?
    }

    /// Why an expression could not be evaluated.
    struct Failure: Error {
        var message: String
    }

    /// Whether `text` is an expression rather than a plain value: it has an operator
    /// between operands, or calls `roundTo`.
    static func isExpression(_ text: String) -> Bool {
        if text.contains("roundTo(") { return true }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("#"), !trimmed.contains("("), trimmed.count > 2 else { return false }
        // An operator after the first character (a leading minus is a sign).
        return trimmed.dropFirst().contains { "*/+".contains($0) } || trimmed.dropFirst().contains(" - ")
    }

    /// Evaluates `text`, asking `lookup` for the value of each `{alias}`.
    static func evaluate(_ text: String, lookup: (String) throws(Failure) -> Quantity) throws(Failure) -> Quantity {
        try withoutActuallyEscaping(lookup) { lookup throws(Failure) in
            var parser = StudioMath(bytes: Array(text.utf8), lookup: lookup)
            let result = try parser.expression()
            parser.skipSpaces()
            guard parser.index == parser.bytes.count else { throw Failure(message: "unexpected \"\(parser.rest)\" in \"\(text)\"") }
            return result
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private let lookup: (String) throws(Failure) -> Quantity
    private var depth = 0

    private init(bytes: [UInt8], lookup: @escaping (String) throws(Failure) -> Quantity) {
        self.bytes = bytes
        self.lookup = lookup
    }

    private var rest: String { String(decoding: bytes[index...], as: UTF8.self) }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    private mutating func peek(_ character: Character) -> Bool {
        skipSpaces()
        return index < bytes.count && bytes[index] == character.asciiValue!
    }

    mutating func expression() throws(Failure) -> Quantity {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw Failure(message: "the expression is nested too deeply") }
        var left = try term()
        while peek("+") || peek("-") {
            let plus = bytes[index] == UInt8(ascii: "+")
            index += 1
            let right = try term()
            left = try combine(left, right) { plus ? $0 + $1 : $0 - $1 }
        }
        return left
    }

    private mutating func term() throws(Failure) -> Quantity {
        var left = try factor()
        while peek("*") || peek("/") {
            let times = bytes[index] == UInt8(ascii: "*")
            index += 1
            let right = try factor()
            if !times, right.value == 0 { throw Failure(message: "division by zero") }
            left = Quantity(value: times ? left.value * right.value : left.value / right.value, unit: try unit(left, right))
        }
        return left
    }

    private mutating func factor() throws(Failure) -> Quantity {
        skipSpaces()
        guard index < bytes.count else { throw Failure(message: "expected a number or an alias at the end") }
        if peek("-") {
            index += 1
            var value = try factor()
            value.value = -value.value
            return value
        }
        if peek("(") {
            index += 1
            let value = try expression()
            guard peek(")") else { throw Failure(message: "expected ')'") }
            index += 1
            return value
        }
        if peek("{") {
            let start = index + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "}") { index += 1 }
            guard index < bytes.count else { throw Failure(message: "an alias is missing its closing brace") }
            let path = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            return try lookup(path)
        }
        if bytes[index...].starts(with: Array("roundTo(".utf8)) {
            index += 8
            let value = try expression()
            var decimals = 0.0
            if peek(",") {
                index += 1
                decimals = try expression().value
            }
            guard peek(")") else { throw Failure(message: "expected ')' after roundTo's arguments") }
            index += 1
            let scale = pow(10, decimals.rounded())
            return Quantity(value: (value.value * scale).rounded() / scale, unit: value.unit)
        }
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            index += 1
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw Failure(message: "expected a number or an alias, found \"\(rest)\"")
        }
        var unit: String? = nil
        for candidate in ["px", "rem", "em", "%"] where bytes[index...].starts(with: Array(candidate.utf8)) {
            unit = candidate
            index += candidate.utf8.count
            break
        }
        return Quantity(value: value, unit: unit)
    }

    private func combine(_ left: Quantity, _ right: Quantity, _ operation: (Double, Double) -> Double) throws(Failure) -> Quantity {
        Quantity(value: operation(left.value, right.value), unit: try unit(left, right))
    }

    private func unit(_ left: Quantity, _ right: Quantity) throws(Failure) -> String? {
        if let a = left.unit, let b = right.unit, a != b { throw Failure(message: "mixes \(a) and \(b)") }
        return left.unit ?? right.unit
    }
}
