import Foundation

/// The colour notations Twilight reads and writes.
package enum ColorNotation: String, CaseIterable, Sendable {
    /// `#rrggbb` or `#rrggbbaa`.
    case hex
    /// CSS `rgb(r g b / a)` with 0–255 channels.
    case rgb
    /// CSS `hsl(h s% l% / a)`.
    case hsl
    /// CSS `hwb(h w% b% / a)`.
    case hwb
    /// CSS `lab(l a b / a)`: CIE Lab (D50), lightness `0...100`.
    case lab
    /// CSS `lch(l c h / a)`: CIE LCH (D50).
    case lch
    /// CSS `oklab(l a b / a)`.
    case oklab
    /// CSS `oklch(l c h / a)`.
    case oklch
    /// CSS `color(srgb r g b / a)`: sRGB to six decimals, exact where hex rounds to 8 bits.
    case srgb
    /// CSS `color(display-p3 r g b / a)`.
    case p3 = "display-p3"
    /// CSS `color(rec2020 r g b / a)`.
    case rec2020
    /// CSS `color(xyz-d65 x y z / a)`.
    case xyz = "xyz-d65"

    /// The gamut the notation is bound to, into which a colour is mapped before it is
    /// written: sRGB for hex, `rgb()`, `hsl()`, `hwb()` and `color(srgb)`, its own for the
    /// wide-gamut RGB spaces; `nil` for the notations that can write any colour.
    package var gamut: PredefinedColorSpace? {
        switch self {
        case .hex, .rgb, .hsl, .hwb, .srgb: .srgb
        case .p3: .displayP3
        case .rec2020: .rec2020
        case .lab, .lch, .oklab, .oklch, .xyz: nil
        }
    }
}

extension RGBAColor {
    /// The forms ``init(css:)`` accepts, for error messages.
    package static let acceptedCSSForms =
        "\(acceptedHexForms), rgb()/rgba() with numbers or percentages, hsl()/hsla(), hwb(), lab(), lch(), oklab(), oklch(), color(SPACE r g b) with SPACE one of \(PredefinedColorSpace.allCases.map(\.rawValue).joined(separator: ", ")), or a CSS colour name"

    /// Reads a colour in hex or CSS functional notation: `#0a84ff`, `rgb(10 132 255)`,
    /// `rgba(10, 132, 255, 0.5)`, `rgb(4% 52% 100% / 50%)`, `hsl(211deg 100% 52%)`,
    /// `oklab(0.62 -0.03 -0.19)`, `oklch(62% 0.19 255)`, `hwb(120 10% 20%)`, `lab(50% 40 30)`,
    /// `lch(50% 0 0)`, `color(display-p3 1 0 0)` (and the other `color()` spaces), or a CSS
    /// colour name (`rebeccapurple`), with any white space and comments around it — as CSS
    /// Color 4 and browsers read them: `none` is zero, percentages are of each component's
    /// reference range, angles take `deg`, `grad`, `rad` or `turn`, only `rgb()` and `hsl()`
    /// take commas (and then no `none`, and `rgb()` three numbers or three percentages), and
    /// what the specification clamps is clamped when read (`rgb()` channels to `0...255`, a
    /// negative saturation, lightness, whiteness, blackness or chroma to zero — and, in the
    /// legacy `hsl(h, s%, l%)`, saturation and lightness over 100% to 100%, as browsers do —
    /// a Lab or OKLab lightness to its range, alpha to `0...1`). A colour outside sRGB
    /// otherwise keeps its components (outside `0...1`); ``gamutMapped`` brings it in. Beyond
    /// CSS, a hex colour may write `0x` in place of `#` or leave it out.
    ///
    /// - Throws: ``ColorParsingError`` naming the text and what was expected: the forms of
    ///   the function it names, or every accepted form.
    public init(css text: String) throws(ColorParsingError) {
        // Most colours a document holds are hex: read them without the general path's copies.
        if text.utf8.first == UInt8(ascii: "#"), let color = try? RGBAColor(hex: text) {
            self = color
            return
        }
        let trimmed = String(CSSToken.trimmingWhiteSpaceAndComments(Substring(text))).lowercased()
        if let named = Self.cssNamedColors[trimmed] {
            self = named
            return
        }
        guard let open = trimmed.firstIndex(of: "(") else {
            do {
                try self.init(hex: trimmed)
            } catch {
                throw ColorParsingError(input: text, expected: Self.acceptedCSSForms)
            }
            return
        }
        guard let function = CSSColorFunction(rawValue: String(trimmed[..<open])) else {
            throw ColorParsingError(input: text, expected: Self.acceptedCSSForms)
        }
        let tokens = CSSToken.tokens(of: trimmed[trimmed.index(after: open)...])
        guard tokens.last == .other(")"), let color = function.color(tokens.dropLast()) else {
            throw ColorParsingError(input: text, expected: function.forms)
        }
        self = color
    }

    /// The colour written in a notation, mapped first into the notation's gamut (see
    /// ``ColorNotation/gamut``). Channels are rounded for display: 8-bit for hex and rgb,
    /// six decimals for `color()`, three (four or five for OKLab/OKLCH) elsewhere.
    package func formatted(as notation: ColorNotation) -> String {
        let alphaPart = alpha >= 1 ? "" : " / \(Self.trimmed(alpha, 3))"
        let color = notation.gamut == .srgb ? gamutMapped : self
        func function(_ name: String, _ values: [(Double, Int)], suffixes: [String] = ["", "", ""]) -> String {
            "\(name)(" + zip(values, suffixes).map { Self.trimmed($0.0, $0.1) + $1 }.joined(separator: " ") + alphaPart + ")"
        }
        switch notation {
        case .hex:
            return color.hexString
        case .rgb:
            let (r, g, b, _) = color.rgba8
            return "rgb(\(r) \(g) \(b)\(alphaPart))"
        case .hsl:
            let hsl = color.hsl
            return function("hsl", [(hsl.hue, 2), (hsl.saturation * 100, 2), (hsl.lightness * 100, 2)], suffixes: ["", "%", "%"])
        case .hwb:
            let hsl = color.hsl
            let whiteness = min(color.red, color.green, color.blue)
            let blackness = 1 - max(color.red, color.green, color.blue)
            return function("hwb", [(hsl.hue, 2), (whiteness * 100, 2), (blackness * 100, 2)], suffixes: ["", "%", "%"])
        case .lab:
            let lab = color.lab
            return function("lab", [(lab.x, 3), (lab.y, 3), (lab.z, 3)])
        case .lch:
            let lch = color.lch
            return function("lch", [(lch.x, 3), (lch.y, 3), (lch.z, 3)])
        case .oklab:
            let lab = color.oklab
            return function("oklab", [(lab.l, 4), (lab.a, 4), (lab.b, 4)])
        case .oklch:
            let lch = color.oklch
            return function("oklch", [(lch.l, 5), (lch.c, 5), (lch.h, 3)])
        case .srgb, .p3, .rec2020, .xyz:
            let space = PredefinedColorSpace(rawValue: notation.rawValue) ?? .xyzD65
            let c = color.components(mappedInto: space)
            var text = "color("
            text.reserveCapacity(64)  // one allocation for the whole text (token CSS writes thousands)
            text += space.rawValue
            for component in [c.x, c.y, c.z] {
                text += " "
                text += Self.trimmed(component, 6)
            }
            text += alphaPart
            text += ")"
            return text
        }
    }

    /// A number rounded to `places` decimals, written without trailing zeros.
    package static func trimmed(_ value: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded()
        // Digits from the rounded integer (Double's own description costs a few thousand
        // instructions, and writes 1e-06 for a millionth); a value too large for that
        // (never a colour's) keeps the description.
        guard scaled.magnitude < 1e15, let units = Int64(exactly: scaled) else {
            let text = "\(scaled / scale)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        // The digits, last first, then reversed: the fraction's without its trailing zeros,
        // the point, the whole part's.
        var magnitude = units.magnitude
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        var position = 0
        while position < places && magnitude % 10 == 0 {
            magnitude /= 10
            position += 1
        }
        while position < places {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            position += 1
        }
        if !bytes.isEmpty { bytes.append(UInt8(ascii: ".")) }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.reverse()
        return String(decoding: bytes, as: UTF8.self)
    }
}
