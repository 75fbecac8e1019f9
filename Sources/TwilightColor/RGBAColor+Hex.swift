/// An error thrown when text cannot be read as a colour.
public struct ColorParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was given.
    public let input: String
    /// What was expected instead.
    public let expected: String

    /// Creates an error for `input`, saying what was `expected`.
    init(input: String, expected: String) {
        self.input = input
        self.expected = expected
    }

    public var description: String {
        "'\(input)' is not a colour: expected \(expected)"
    }
}

extension RGBAColor {
    /// The hexadecimal forms ``init(hex:)`` accepts, for error messages.
    package static let acceptedHexForms = "#RGB, #RGBA, #RRGGBB or #RRGGBBAA (or 0x in place of #)"

    /// Reads a hexadecimal colour: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// The `#` may be written `0x` (as DKNightVersion's colour tables do) or left out.
    /// Surrounding white space is ignored; letters may be in either case.
    ///
    /// - Throws: ``ColorParsingError`` naming the text and the accepted forms.
    public init(hex text: String) throws(ColorParsingError) {
        var digits = text.utf8[...]
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while let first = digits.first, isSpace(first) { digits = digits.dropFirst() }
        while let last = digits.last, isSpace(last) { digits = digits.dropLast() }
        if digits.first == UInt8(ascii: "#") {
            digits = digits.dropFirst()
        } else if digits.starts(with: "0x".utf8) || digits.starts(with: "0X".utf8) {
            digits = digits.dropFirst(2)
        }
        // The digits, four bits each, the first one highest.
        var value: UInt32 = 0
        var count = 0
        for byte in digits {
            guard count < 8, let nibble = Self.hexValue(byte) else { throw ColorParsingError(input: text, expected: Self.acceptedHexForms) }
            value = value << 4 | UInt32(nibble)
            count += 1
        }
        func nibble(_ index: Int) -> UInt8 { UInt8(value >> UInt32(4 * (count - 1 - index)) & 0xF) }
        func byte(_ high: UInt8, _ low: UInt8) -> UInt8 { high << 4 | low }
        switch count {
        case 3, 4:
            self.init(
                red8: byte(nibble(0), nibble(0)),
                green8: byte(nibble(1), nibble(1)),
                blue8: byte(nibble(2), nibble(2)),
                alpha8: count == 4 ? byte(nibble(3), nibble(3)) : 255
            )
        case 6, 8:
            self.init(
                red8: byte(nibble(0), nibble(1)),
                green8: byte(nibble(2), nibble(3)),
                blue8: byte(nibble(4), nibble(5)),
                alpha8: count == 8 ? byte(nibble(6), nibble(7)) : 255
            )
        default:
            throw ColorParsingError(input: text, expected: Self.acceptedHexForms)
        }
    }

    /// The colour as lowercase `#rrggbb`, or `#rrggbbaa` when it is not opaque.
    public var hexString: String {
        let (r, g, b, a) = rgba8
        // At most 9 bytes: a small string, stored inline and never allocated.
        var text = "#" + Self.twoDigits[Int(r)] + Self.twoDigits[Int(g)] + Self.twoDigits[Int(b)]
        if a != 255 { text += Self.twoDigits[Int(a)] }
        return text
    }

    /// Each byte's two lowercase hexadecimal digits.
    private static let twoDigits: [String] = (0...255).map { byte in
        let digits = Array("0123456789abcdef")
        return String([digits[byte >> 4], digits[byte & 0xF]])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}

extension RGBAColor: CustomStringConvertible {
    /// The colour as ``hexString``.
    public var description: String { hexString }
}
