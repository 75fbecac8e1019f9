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
