/// A JSON value without positions: `$extensions`, composite token values, and output.
public enum JSONValue: Hashable, Sendable {
    /// An object; keys are unique.
    case object([String: JSONValue])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The value as compact JSON text with sorted keys, so that output is stable.
    public var jsonText: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch self {
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                JSONValue.writeString(key, to: &text)
                text += ":"
                members[key]!.write(to: &text)
            }
            text += "}"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .string(let string): JSONValue.writeString(string, to: &text)
        case .number(let number): text += JSONValue.format(number)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        }
    }

    /// A number as JSON writes it: integers without a fraction, others in shortest form.
    package static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// Appends `string` as a JSON string literal.
    package static func writeString(_ string: String, to text: inout String) {
        text += "\""
        // Most names and values need no escaping: append them whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += string
            text += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension SourceNode {
    /// The value without positions; for duplicate keys the last one wins.
    package var jsonValue: JSONValue {
        switch kind {
        case .object(let members):
            var object: [String: JSONValue] = [:]
            for member in members { object[member.key] = member.value.jsonValue }
            return .object(object)
        case .array(let elements): return .array(elements.map(\.jsonValue))
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let value): return .bool(value)
        case .null: return .null
        }
    }
}
