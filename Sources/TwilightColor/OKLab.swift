import Foundation

/// A colour in Björn Ottosson's OKLab space: perceptual lightness `l` (`0` black to `1` white)
/// and the opponent axes `a` (green–red) and `b` (blue–yellow), plus alpha.
///
/// Distances and mixtures in OKLab match how different colours look, which makes it the
/// space Twilight interpolates in. Conversions use the CSS Color 4 float64 matrices.
public struct OKLabColor: Hashable, Sendable {
    /// Perceptual lightness, `0` (black) to `1` (white).
    public var l: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double
    /// The opacity, from `0` to `1`.
    public var alpha: Double

    /// Creates an OKLab colour from its components.
    public init(l: Double, a: Double, b: Double, alpha: Double = 1) {
        self.l = l
        self.a = a
        self.b = b
        self.alpha = alpha
    }
}

extension RGBAColor {
    /// The colour converted to OKLab.
    public var oklab: OKLabColor {
        let r = Self.linearize(red), g = Self.linearize(green), b = Self.linearize(blue)
        // Linear sRGB → LMS (CSS Color 4: XYZ-D65 → LMS folded with sRGB → XYZ).
        let lms0 = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
        let lms1 = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
        let lms2 = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
        let l_ = cbrt(lms0), m_ = cbrt(lms1), s_ = cbrt(lms2)
        return OKLabColor(
            l: 0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
            a: 1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
            b: 0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_,
            alpha: alpha)
    }

    /// Creates the sRGB colour for an OKLab colour (possibly outside `0...1` when the
    /// colour is outside the sRGB gamut).
    public init(_ lab: OKLabColor) {
        let l_ = lab.l + 0.3963377774 * lab.a + 0.2158037573 * lab.b
        let m_ = lab.l - 0.1055613458 * lab.a - 0.0638541728 * lab.b
        let s_ = lab.l - 0.0894841775 * lab.a - 1.2914855480 * lab.b
        let l = l_ * l_ * l_, m = m_ * m_ * m_, s = s_ * s_ * s_
        self.init(
            red: Self.delinearize(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            green: Self.delinearize(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            blue: Self.delinearize(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
            alpha: lab.alpha)
    }

    /// sRGB transfer function, gamma-encoded → linear (sign-preserving for extended values).
    static func linearize(_ c: Double) -> Double {
        let magnitude = abs(c)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// sRGB transfer function, linear → gamma-encoded (sign-preserving for extended values).
    static func delinearize(_ c: Double) -> Double {
        let magnitude = abs(c)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }

    /// The colour a `fraction` of the way from `self` to `other`, mixed in OKLab.
    ///
    /// `fraction` `0` gives `self`, `1` gives `other`. Mixing in OKLab keeps the perceived
    /// lightness moving evenly, so a cross-fade from dark to light has no muddy middle.
    public func interpolated(to other: RGBAColor, fraction: Double) -> RGBAColor {
        if fraction <= 0 { return self }
        if fraction >= 1 { return other }
        let from = oklab, to = other.oklab
        let t = fraction
        return RGBAColor(
            OKLabColor(
                l: from.l + (to.l - from.l) * t,
                a: from.a + (to.a - from.a) * t,
                b: from.b + (to.b - from.b) * t,
                alpha: from.alpha + (to.alpha - from.alpha) * t))
    }
}
