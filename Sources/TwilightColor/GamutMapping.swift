extension RGBAColor {
    /// Whether every channel is inside `0...1` (within a rounding tolerance).
    public var isInGamut: Bool { PredefinedColorSpace.isInGamut(SIMD3(red, green, blue)) }

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
        return PredefinedColorSpace.srgb.color(components(mappedInto: .srgb), alpha: alpha)
    }

    /// The colour's components in `space`, mapped into its gamut (when it has one) by the
    /// CSS Color 4 algorithm described at ``gamutMapped``.
    package func components(mappedInto space: PredefinedColorSpace) -> SIMD3<Double> {
        func clip(_ c: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((0..<3).map { c[$0].isFinite ? min(max(c[$0], 0), 1) : 0 })
        }
        let own = space.components(of: self)
        guard space.isBounded, !PredefinedColorSpace.isInGamut(own) else { return own }
        let origin = oklch
        if origin.l >= 1 { return space.components(of: .white) }
        if origin.l <= 0 { return space.components(of: .black) }
        let justNoticeable = 0.02
        let epsilon = 0.0001
        var current = origin
        var clipped = clip(space.components(of: RGBAColor(current)))
        if Self.deltaEOK(space.color(clipped), current) < justNoticeable { return clipped }
        var low = 0.0
        var high = origin.c
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.c = chroma
            let candidate = space.components(of: RGBAColor(current))
            if lowInGamut && PredefinedColorSpace.isInGamut(candidate) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let difference = Self.deltaEOK(space.color(clipped), current)
            if difference < justNoticeable {
                if justNoticeable - difference < epsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// ΔE-OK: the Euclidean distance in OKLab between two colours (alpha not counted).
    package func distanceOK(to other: RGBAColor) -> Double {
        let (a, b) = (oklab, other.oklab)
        let (dl, da, db) = (a.l - b.l, a.a - b.a, a.b - b.b)
        return (dl * dl + da * da + db * db).squareRoot()
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

extension PredefinedColorSpace {
    /// Whether `components` of a space with a gamut are inside it: each in `0...1`, within
    /// `tolerance` (by default a rounding error's).
    package static func isInGamut(_ components: SIMD3<Double>, tolerance: Double = 1e-6) -> Bool {
        (0..<3).allSatisfy { components[$0] >= -tolerance && components[$0] <= 1 + tolerance }
    }
}

extension OKLCHColor {
    /// The most chroma `space` (one with a gamut) holds at this colour's lightness and hue,
    /// to within 10⁻⁶ and at most 0.5 (only ProPhoto RGB's imaginary primaries go further):
    /// every chroma from 0 to it is inside, as a colour picker's chroma slider shows. `0`
    /// where the lightness is outside `0...1`, which no colour of the space has.
    package func maximumChroma(in space: PredefinedColorSpace) -> Double {
        guard l > 0, l < 1 else { return 0 }
        var inside = 0.0
        var outside = 0.5
        while outside - inside > 1e-6 {
            let chroma = (inside + outside) / 2
            if PredefinedColorSpace.isInGamut(space.components(of: RGBAColor(OKLCHColor(l: l, c: chroma, h: h)))) {
                inside = chroma
            } else {
                outside = chroma
            }
        }
        return inside
    }
}
