import Foundation

/// A colour in Björn Ottosson's OKLab space: perceptual lightness `l` (`0` black to `1` white)
/// and the opponent axes `a` (green–red) and `b` (blue–yellow), plus alpha.
///
/// Distances and mixtures in OKLab match how different colours look, which makes it the
/// space Twilight interpolates in. Conversions use the CSS Color 4 float64 matrices
/// (sRGB → XYZ D65 → LMS → OKLab), so values match browsers'.
package struct OKLabColor: Hashable, Sendable {
    /// Perceptual lightness, `0` (black) to `1` (white).
    package var l: Double
    /// The green (negative) to red (positive) axis.
    package var a: Double
    /// The blue (negative) to yellow (positive) axis.
    package var b: Double
    /// The opacity, from `0` to `1`.
    package var alpha: Double

    /// Creates an OKLab colour from its components.
    package init(l: Double, a: Double, b: Double, alpha: Double = 1) {
        self.l = l
        self.a = a
        self.b = b
        self.alpha = alpha
    }
}

/// The CSS Color 4 float64 matrices (`conversions.js`), applied in the same order as CSS.
enum OKLabMatrices {
    typealias Matrix = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    static let linearSRGBToXYZ: Matrix = (
        SIMD3(506752 / 1_228_815, 87881 / 245763, 12673 / 70218),
        SIMD3(87098 / 409605, 175762 / 245763, 12673 / 175545),
        SIMD3(7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270)
    )
    static let xyzToLinearSRGB: Matrix = (
        SIMD3(12831 / 3959, -329 / 214, -1974 / 3959),
        SIMD3(-851781 / 878810, 1_648_619 / 878810, 36519 / 878810),
        SIMD3(705 / 12673, -2585 / 12673, 705 / 667)
    )
    static let xyzToLMS: Matrix = (
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )
    static let lmsToXYZ: Matrix = (
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )
    static let lmsToOKLab: Matrix = (
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )
    static let okLabToLMS: Matrix = (
        SIMD3(1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0000000000000000, -0.0894841775298119, -1.2914855480194092)
    )

    static func multiply(_ m: Matrix, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.0 * v).sum(), (m.1 * v).sum(), (m.2 * v).sum())
    }
}

extension RGBAColor {
    /// The colour converted to OKLab (CSS Color 4: linear sRGB → XYZ D65 → LMS → OKLab).
    package var oklab: OKLabColor {
        let linear = SIMD3(Self.linearize(red), Self.linearize(green), Self.linearize(blue))
        let lms = OKLabMatrices.multiply(
            OKLabMatrices.xyzToLMS,
            OKLabMatrices.multiply(OKLabMatrices.linearSRGBToXYZ, linear)
        )
        let lab = OKLabMatrices.multiply(OKLabMatrices.lmsToOKLab, SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
        return OKLabColor(l: lab.x, a: lab.y, b: lab.z, alpha: alpha)
    }

    /// Creates the sRGB colour for an OKLab colour (possibly outside `0...1` when the
    /// colour is outside the sRGB gamut).
    package init(_ lab: OKLabColor) {
        let cubeRoots = OKLabMatrices.multiply(OKLabMatrices.okLabToLMS, SIMD3(lab.l, lab.a, lab.b))
        let lms = cubeRoots * cubeRoots * cubeRoots
        let linear = OKLabMatrices.multiply(
            OKLabMatrices.xyzToLinearSRGB,
            OKLabMatrices.multiply(OKLabMatrices.lmsToXYZ, lms)
        )
        self.init(
            red: Self.delinearize(linear.x),
            green: Self.delinearize(linear.y),
            blue: Self.delinearize(linear.z),
            alpha: lab.alpha
        )
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
    /// lightness moving evenly, so a cross-fade from dark to light has no muddy middle; a
    /// translucent colour weighs by its alpha, as CSS `color-mix(in oklab, …)` and CSS
    /// transitions mix (`transparent` to white is white fading in).
    public func interpolated(to other: RGBAColor, fraction: Double) -> RGBAColor {
        OKLabMix(from: self, to: other).color(at: fraction)
    }
}

/// Two colours mixed in OKLab, converted to OKLab once for any number of fractions (the
/// frames of a transition).
package struct OKLabMix: Sendable {
    private let start: RGBAColor
    private let end: RGBAColor
    private let from: OKLabColor
    private let to: OKLabColor

    /// The mix from `start` to `end`.
    package init(from start: RGBAColor, to end: RGBAColor) {
        self.start = start
        self.end = end
        from = start.oklab
        to = end.oklab
    }

    /// The colour `fraction` of the way: exactly the start at `0` or less, exactly the end
    /// at `1` or more. As CSS Color 4 interpolates with alpha, each colour's components weigh
    /// by its alpha (premultiplied), so a transparent end lends no colour: `transparent` to
    /// white is white fading in, not a darker grey in the middle.
    package func color(at fraction: Double) -> RGBAColor {
        if fraction <= 0 { return start }
        if fraction >= 1 { return end }
        let alpha = from.alpha + (to.alpha - from.alpha) * fraction
        func mix(_ start: Double, _ end: Double) -> Double {
            // Two transparent ends: nothing shows, and nothing to weigh by.
            guard alpha > 0 else { return start + (end - start) * fraction }
            return (start * from.alpha + (end * to.alpha - start * from.alpha) * fraction) / alpha
        }
        return RGBAColor(OKLabColor(l: mix(from.l, to.l), a: mix(from.a, to.a), b: mix(from.b, to.b), alpha: alpha))
    }
}
