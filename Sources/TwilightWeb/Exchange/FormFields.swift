import TwilightUtilities

/// The fields of an `application/x-www-form-urlencoded` body (`theme=dark&return=%2F`), as
/// browsers send forms: `+` is a space, `%XX` a byte; a field with bad percent-encoding is
/// `nil`, and the first of repeated names wins.
package struct FormFields {
    private var values: [String: String?] = [:]

    package init(_ text: String) {
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decoded(parts[0]), values[name] == nil else { continue }
            values[name] = parts.count == 2 ? Self.decoded(parts[1]) : ""
        }
    }

    /// The field's value; `nil` when absent or not decodable.
    package subscript(name: String) -> String? { values[name] ?? nil }

    /// Whether the field is present but could not be decoded.
    func isMalformed(_ name: String) -> Bool {
        if let value = values[name] { return value == nil }
        return false
    }

    private static func decoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return UTF8Text.string(validating: bytes)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
