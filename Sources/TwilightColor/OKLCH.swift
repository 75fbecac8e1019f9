import Foundation

/// A colour in OKLCH: OKLab's lightness `l` (`0...1`), chroma `c` (`0` is grey) and hue `h`
/// in degrees, plus alpha: the polar form of Björn Ottosson's OKLab, as CSS `oklch()`.
///
/// Twilight mixes and compares colours in OKLab; OKLCH is the form its API speaks, since
/// lightness, chroma and hue are what a palette is designed in.
public struct OKLCHColor: Hashable, Sendable {
    /// Perceptual lightness, `0` (black) to `1` (white).
    public var l: Double
    /// Chroma: `0` for greys, about `0.37` at most inside sRGB.
    public var c: Double
    /// Hue angle in degrees, `0..<360` (meaningless when ``c`` is `0`).
    public var h: Double
    /// The opacity, from `0` to `1`.
    public var alpha: Double

    /// Creates an OKLCH colour; the hue is normalised into `0..<360`.
    public init(l: Double, c: Double, h: Double, alpha: Double = 1) {
        self.l = l
        self.c = c
        self.h = normalizedDegrees(h)
        self.alpha = alpha
    }

    /// The colour in OKLab.
    package var oklab: OKLabColor {
        let radians = h * .pi / 180
        return OKLabColor(l: l, a: c * cos(radians), b: c * sin(radians), alpha: alpha)
    }
}

extension OKLabColor {
    /// The colour in OKLCH. Greys (chroma below 1e-7) get hue `0`.
    package var oklch: OKLCHColor {
        let chroma = (a * a + b * b).squareRoot()
        let hue = chroma < 1e-7 ? 0 : atan2(b, a) * 180 / .pi
        return OKLCHColor(l: l, c: chroma, h: hue, alpha: alpha)
    }
}

extension RGBAColor {
    /// The colour in OKLCH.
    public var oklch: OKLCHColor { oklab.oklch }

    /// Creates the sRGB colour for an OKLCH colour (possibly outside the gamut).
    public init(_ lch: OKLCHColor) {
        self.init(lch.oklab)
    }
}

extension RGBAColor {
    /// The colour a `fraction` of the way to `other`, mixed in OKLCH along the shorter hue
    /// arc (CSS `in oklch shorter hue`). A grey takes the other colour's hue, so mixing with
    /// white or black does not swing through unrelated hues.
    package func interpolatedInOKLCH(to other: RGBAColor, fraction: Double) -> RGBAColor {
        if fraction <= 0 { return self }
        if fraction >= 1 { return other }
        let from = oklch
        let to = other.oklch
        let greyChroma = 1e-4
        let fromHue = from.c < greyChroma ? to.h : from.h
        let toHue = to.c < greyChroma ? fromHue : to.h
        var delta = toHue - fromHue
        if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
        return RGBAColor(
            OKLCHColor(
                l: from.l + (to.l - from.l) * fraction,
                c: from.c + (to.c - from.c) * fraction,
                h: fromHue + delta * fraction,
                alpha: from.alpha + (to.alpha - from.alpha) * fraction
            )
        )
    }
}
