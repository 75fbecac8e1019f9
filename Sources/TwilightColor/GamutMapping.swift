extension RGBAColor {
    /// Whether every channel is inside `0...1` (within a rounding tolerance).
    public var isInGamut: Bool {
        let tolerance = 1e-6
        return [red, green, blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// The colour with each channel clamped to `0...1`.
    package var clipped: RGBAColor {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        return RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// The colour mapped into the sRGB gamut by the CSS Color 4 algorithm: keep lightness
    /// and hue, reduce OKLCH chroma by bisection until clipping the result changes it by
    /// less than a just-noticeable difference (ΔE_OK 0.02). Colours already inside are
    /// returned unchanged; lightness at or beyond the ends gives white or black.
    public var gamutMapped: RGBAColor {
        if isInGamut { return self }
        let origin = oklch
        if origin.l >= 1 { return RGBAColor.white.withAlpha(alpha) }
        if origin.l <= 0 { return RGBAColor.black.withAlpha(alpha) }
        let justNoticeable = 0.02
        let epsilon = 0.0001
        var current = origin
        var clippedColor = RGBAColor(current).clipped
        if Self.deltaEOK(clippedColor, current) < justNoticeable { return clippedColor }
        var low = 0.0
        var high = origin.c
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.c = chroma
            let candidate = RGBAColor(current)
            if lowInGamut && candidate.isInGamut {
                low = chroma
                continue
            }
            clippedColor = candidate.clipped
            let difference = Self.deltaEOK(clippedColor, current)
            if difference < justNoticeable {
                if justNoticeable - difference < epsilon { return clippedColor }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clippedColor
    }

    /// The Euclidean distance in OKLab between a colour and an OKLCH colour.
    static func deltaEOK(_ color: RGBAColor, _ reference: OKLCHColor) -> Double {
        let a = color.oklab
        let b = reference.oklab
        let dl = a.l - b.l
        let da = a.a - b.a
        let db = a.b - b.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
