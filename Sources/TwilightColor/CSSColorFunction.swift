/// A CSS colour function and how CSS Color 4 reads its arguments (§5.1 `rgb()`, §7 `hsl()`,
/// §8 `hwb()`, §9 `lab()` and `lch()`, §9 `oklab()` and `oklch()`, §10 `color()`).
enum CSSColorFunction: String {
    case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color

    /// The colour the tokens between the parentheses give, or `nil` when they do not fit
    /// the function.
    func color(_ tokens: ArraySlice<CSSToken>) -> RGBAColor? {
        var tokens = tokens
        var space = PredefinedColorSpace.srgb
        if self == .color {
            // `color(display-p3 1 0 0)`: the space is the first name.
            guard case .ident(let name) = tokens.first, let named = PredefinedColorSpace(rawValue: name) else { return nil }
            space = named
            tokens = tokens.dropFirst()
        }
        guard let arguments = CSSColorArguments(tokens), !arguments.isLegacy || takesCommas,
            var color = color(of: arguments, in: space), let opacity = arguments.opacity
        else { return nil }
        color.alpha = opacity
        return color
    }

    private var takesCommas: Bool { [.rgb, .rgba, .hsl, .hsla].contains(self) }

    private func color(of c: CSSColorArguments, in space: PredefinedColorSpace) -> RGBAColor? {
        func clamped(_ value: Double?, _ range: ClosedRange<Double>) -> Double? { value.map { min(max($0, range.lowerBound), range.upperBound) } }
        func atLeastZero(_ value: Double?) -> Double? { value.map { max($0, 0) } }
        switch self {
        case .rgb, .rgba:
            guard !c.isLegacy || c.componentsAreAlike,
                let red = clamped(c.number(0, percentOf: 255), 0...255),
                let green = clamped(c.number(1, percentOf: 255), 0...255),
                let blue = clamped(c.number(2, percentOf: 255), 0...255)
            else { return nil }
            return RGBAColor(red: red / 255, green: green / 255, blue: blue / 255)
        case .hsl, .hsla:
            // Browsers keep the legacy syntax's CSS Color 3 range for saturation and lightness.
            let range = c.isLegacy ? 0...100 : 0...Double.infinity
            guard !c.isLegacy || (c.isPercentage(1) && c.isPercentage(2)), let hue = c.hue(0),
                let saturation = clamped(c.number(1, percentOf: 100), range), let lightness = clamped(c.number(2, percentOf: 100), range)
            else { return nil }
            return RGBAColor(HSLColor(hue: hue, saturation: saturation / 100, lightness: lightness / 100))
        case .hwb:
            guard let hue = c.hue(0), let whiteness = atLeastZero(c.number(1, percentOf: 100)),
                let blackness = atLeastZero(c.number(2, percentOf: 100))
            else { return nil }
            return RGBAColor(hue: hue, whiteness: whiteness / 100, blackness: blackness / 100)
        case .lab:
            guard let lightness = clamped(c.number(0, percentOf: 100), 0...100), let a = c.number(1, percentOf: 125),
                let b = c.number(2, percentOf: 125)
            else { return nil }
            return RGBAColor(labLightness: lightness, a: a, b: b)
        case .lch:
            guard let lightness = clamped(c.number(0, percentOf: 100), 0...100), let chroma = atLeastZero(c.number(1, percentOf: 150)),
                let hue = c.hue(2)
            else { return nil }
            return RGBAColor(lchLightness: lightness, chroma: chroma, hue: hue)
        case .oklab:
            guard let lightness = clamped(c.number(0, percentOf: 1), 0...1), let a = c.number(1, percentOf: 0.4),
                let b = c.number(2, percentOf: 0.4)
            else { return nil }
            return RGBAColor(OKLabColor(l: lightness, a: a, b: b))
        case .oklch:
            guard let lightness = clamped(c.number(0, percentOf: 1), 0...1), let chroma = atLeastZero(c.number(1, percentOf: 0.4)),
                let hue = c.hue(2)
            else { return nil }
            return RGBAColor(OKLCHColor(l: lightness, c: chroma, h: hue))
        case .color:
            guard let x = c.number(0, percentOf: 1), let y = c.number(1, percentOf: 1), let z = c.number(2, percentOf: 1) else { return nil }
            return space.color(SIMD3(x, y, z))
        }
    }

    /// What the function takes, for the error when its arguments do not fit.
    var forms: String {
        let alpha = "and an optional / A (a number, a percentage or none)"
        switch self {
        case .rgb, .rgba:
            return "\(rawValue)(R G B) with each a number (0–255), a percentage or none, \(alpha); "
                + "or \(rawValue)(R, G, B) or \(rawValue)(R, G, B, A) with three numbers or three percentages"
        case .hsl, .hsla:
            return "\(rawValue)(H S L) with H a number or an angle (deg, grad, rad, turn) and S and L numbers or percentages, "
                + "each may be none, \(alpha); or \(rawValue)(H, S%, L%) or \(rawValue)(H, S%, L%, A)"
        case .hwb:
            return "hwb(H W B) with H a number or an angle (deg, grad, rad, turn) and W and B numbers or percentages, "
                + "each may be none, \(alpha); no commas"
        case .lab, .oklab:
            return "\(rawValue)(L a b) with each a number, a percentage or none, \(alpha); no commas"
        case .lch, .oklch:
            return "\(rawValue)(L C H) with L and C numbers or percentages and H a number or an angle (deg, grad, rad, turn), "
                + "each may be none, \(alpha); no commas"
        case .color:
            return "color(SPACE r g b) with SPACE one of \(PredefinedColorSpace.allCases.map(\.rawValue).joined(separator: ", ")) "
                + "and each component a number, a percentage or none, \(alpha); no commas"
        }
    }
}
