/// The colour notations Twilight reads and writes.
package enum ColorNotation: String, CaseIterable, Sendable {
    /// `#rrggbb` or `#rrggbbaa`.
    case hex
    /// CSS `rgb(r g b / a)` with 0–255 channels.
    case rgb
    /// CSS `hsl(h s% l% / a)`.
    case hsl
    /// CSS `oklab(l a b / a)`.
    case oklab
    /// CSS `oklch(l c h / a)`.
    case oklch
}

extension RGBAColor {
    /// The forms ``init(css:)`` accepts, for error messages.
    package static let acceptedCSSForms =
        "\(acceptedHexForms), rgb()/rgba() with numbers or percentages, hsl()/hsla(), oklab(), oklch() or a CSS colour name"

    /// Reads a colour in hex or CSS functional notation: `#0a84ff`, `rgb(10 132 255)`,
    /// `rgba(10, 132, 255, 0.5)`, `rgb(4% 52% 100% / 50%)`, `hsl(211deg 100% 52%)`,
    /// `oklab(0.62 -0.03 -0.19)`, `oklch(62% 0.19 255)`, or a CSS colour name (`rebeccapurple`).
    ///
    /// - Throws: ``ColorParsingError`` naming the text and the accepted forms.
    public init(css text: String) throws(ColorParsingError) {
        let trimmed = String(text.trimmingASCIIWhitespace()).lowercased()
        if let named = Self.cssNamedColors[trimmed] {
            self = named
            return
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            do {
                try self.init(hex: trimmed)
            } catch {
                throw ColorParsingError(input: text, expected: Self.acceptedCSSForms)
            }
            return
        }
        let name = String(trimmed[..<open])
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard let arguments = CSSArguments(inner) else {
            throw ColorParsingError(input: text, expected: Self.acceptedCSSForms)
        }
        let parsed: RGBAColor?
        switch name {
        case "rgb", "rgba":
            parsed = arguments.color { c in
                RGBAColor(
                    red: try c.number(0, percentOf: 255) / 255,
                    green: try c.number(1, percentOf: 255) / 255,
                    blue: try c.number(2, percentOf: 255) / 255
                )
            }
        case "hsl", "hsla":
            parsed = arguments.color { c in
                RGBAColor(
                    HSLColor(
                        hue: try c.angle(0),
                        saturation: try c.number(1, percentOf: 100) / 100,
                        lightness: try c.number(2, percentOf: 100) / 100
                    )
                )
            }
        case "oklab":
            parsed = arguments.color { c in
                RGBAColor(
                    OKLabColor(
                        l: try c.number(0, percentOf: 1),
                        a: try c.number(1, percentOf: 0.4),
                        b: try c.number(2, percentOf: 0.4)
                    )
                )
            }
        case "oklch":
            parsed = arguments.color { c in
                RGBAColor(OKLCHColor(l: try c.number(0, percentOf: 1), c: try c.number(1, percentOf: 0.4), h: try c.angle(2)))
            }
        default:
            parsed = nil
        }
        guard let parsed else { throw ColorParsingError(input: text, expected: Self.acceptedCSSForms) }
        self = parsed
    }

    /// The colour written in a notation. Channels are rounded for display: 8-bit for hex
    /// and rgb, three decimals (four for OKLab/OKLCH) elsewhere.
    package func formatted(as notation: ColorNotation) -> String {
        let alphaPart = alpha >= 1 ? "" : " / \(Self.trimmed(alpha, 3))"
        switch notation {
        case .hex:
            return hexString
        case .rgb:
            let (r, g, b, _) = rgba8
            return "rgb(\(r) \(g) \(b)\(alphaPart))"
        case .hsl:
            let hsl = hsl
            return "hsl(\(Self.trimmed(hsl.hue, 2)) \(Self.trimmed(hsl.saturation * 100, 2))% \(Self.trimmed(hsl.lightness * 100, 2))%\(alphaPart))"
        case .oklab:
            let lab = oklab
            return "oklab(\(Self.trimmed(lab.l, 4)) \(Self.trimmed(lab.a, 4)) \(Self.trimmed(lab.b, 4))\(alphaPart))"
        case .oklch:
            let lch = oklch
            return "oklch(\(Self.trimmed(lch.l, 5)) \(Self.trimmed(lch.c, 5)) \(Self.trimmed(lch.h, 3))\(alphaPart))"
        }
    }

    /// A number rounded to `places` decimals, written without trailing zeros.
    package static func trimmed(_ value: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let text = "\(rounded == 0 ? 0 : rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// The arguments of a CSS colour function: three components and an optional alpha,
/// separated by commas (legacy) or spaces with `/ alpha` (modern).
struct CSSArguments {
    let components: [Substring]
    let alpha: Substring?

    init?(_ inner: Substring) {
        var body = inner
        var alpha: Substring?
        if let slash = inner.firstIndex(of: "/") {
            body = inner[..<slash]
            alpha = inner[inner.index(after: slash)...].trimmingASCIIWhitespace()
        }
        var parts = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
        if alpha == nil, parts.count == 4 { alpha = parts.removeLast() }
        guard parts.count == 3, alpha.map({ !$0.isEmpty && !$0.contains(" ") }) ?? true else { return nil }
        components = parts
        self.alpha = alpha
    }

    struct Invalid: Error {}

    /// Builds the colour from the components, then applies the alpha; `nil` if any part is invalid.
    func color(_ make: (Self) throws -> RGBAColor) -> RGBAColor? {
        guard var color = try? make(self) else { return nil }
        if let alpha {
            guard let value = try? Self.value(alpha, percentOf: 1) else { return nil }
            color.alpha = min(max(value, 0), 1)
        }
        return color
    }

    func number(_ index: Int, percentOf full: Double) throws -> Double {
        try Self.value(components[index], percentOf: full)
    }

    func angle(_ index: Int) throws -> Double {
        let text = components[index]
        for (unit, degrees) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)]
        where text.hasSuffix(unit) {
            guard let value = Double(text.dropLast(unit.count)), value.isFinite else { throw Invalid() }
            return value * degrees
        }
        return try Self.value(text, percentOf: nil)
    }

    static func value(_ text: Substring, percentOf full: Double?) throws -> Double {
        if text == "none" { return 0 }
        if text.hasSuffix("%") {
            guard let full, let value = Double(text.dropLast()), value.isFinite else { throw Invalid() }
            return value / 100 * full
        }
        guard let value = Double(text), value.isFinite else { throw Invalid() }
        return value
    }
}
