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
        let trimmed = text.trimmingASCIIWhitespace()
        var digits = Substring(trimmed)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
        }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for scalar in digits.unicodeScalars {
            guard let nibble = Self.hexValue(scalar) else {
                throw ColorParsingError(input: text, expected: Self.acceptedHexForms)
            }
            nibbles.append(nibble)
        }
        func byte(_ high: UInt8, _ low: UInt8) -> UInt8 { high << 4 | low }
        switch nibbles.count {
        case 3, 4:
            let alpha = nibbles.count == 4 ? byte(nibbles[3], nibbles[3]) : 255
            self.init(
                red8: byte(nibbles[0], nibbles[0]),
                green8: byte(nibbles[1], nibbles[1]),
                blue8: byte(nibbles[2], nibbles[2]),
                alpha8: alpha
            )
        case 6, 8:
            let alpha = nibbles.count == 8 ? byte(nibbles[6], nibbles[7]) : 255
            self.init(
                red8: byte(nibbles[0], nibbles[1]),
                green8: byte(nibbles[2], nibbles[3]),
                blue8: byte(nibbles[4], nibbles[5]),
                alpha8: alpha
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

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: UInt8(scalar.value - 0x30)
        case 0x41...0x46: UInt8(scalar.value - 0x41 + 10)
        case 0x61...0x66: UInt8(scalar.value - 0x61 + 10)
        default: nil
        }
    }
}

extension RGBAColor: CustomStringConvertible {
    /// The colour as ``hexString``.
    public var description: String { hexString }
}

extension StringProtocol {
    func trimmingASCIIWhitespace() -> SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        let end = lastIndex(where: { !isSpace($0) })!
        return self[start...end]
    }
}
