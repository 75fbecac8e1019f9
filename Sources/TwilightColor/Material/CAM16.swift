import Foundation

/// A colour's appearance in CAM16 (Li et al., "Comprehensive color solutions: CAM16, CAT16,
/// and CAM16-UCS", 2017): the model ``HCT`` takes its hue and chroma from.
///
/// Only what HCT needs is kept: hue, chroma and lightness (J), seen in the conditions
/// Material's colour utilities assume (``ViewingConditions/material``).
struct CAM16: Sendable {
    /// The hue angle, in degrees from `0` up to `360`.
    let hue: Double
    /// The chroma: how far the colour is from a grey of its lightness.
    let chroma: Double
    /// The lightness, J, from `0` to `100`.
    let lightness: Double

    /// The appearance of linear-light sRGB components (`0...1` in the gamut).
    init(linearRed red: Double, green: Double, blue: Double, in conditions: ViewingConditions = .material) {
        let xyz = CAM16.multiply(CAM16.xyzFromLinearSRGB, SIMD3(red, green, blue) * 100)
        let adapted = conditions.adaptationFactors * CAM16.multiply(CAM16.coneFromXYZ, xyz)
        let response = SIMD3(
            conditions.postAdaptation(adapted.x),
            conditions.postAdaptation(adapted.y),
            conditions.postAdaptation(adapted.z)
        )
        // Opponent dimensions, the achromatic response and the eccentricity (the paper's
        // steps 4 to 8).
        let a = (11 * response.x - 12 * response.y + response.z) / 11
        let b = (response.x + response.y - 2 * response.z) / 9
        let u = (20 * response.x + 20 * response.y + 21 * response.z) / 20
        let achromatic = (40 * response.x + 20 * response.y + response.z) / 20 * conditions.nbb
        let degrees = atan2(b, a) * 180 / .pi
        hue = degrees < 0 ? degrees + 360 : degrees >= 360 ? degrees - 360 : degrees
        lightness = 100 * pow(achromatic / conditions.aw, conditions.c * conditions.z)
        let t = conditions.eccentricityFactor(hueRadians: hue * .pi / 180) * hypot(a, b) / (u + 0.305)
        chroma = pow(t, 0.9) * conditions.chromaFactor * (lightness / 100).squareRoot()
    }

    /// The linear-light sRGB components (`0...1` in the gamut, beyond it outside) of the
    /// colour with lightness `j`, `chroma` and the hue whose cosine and sine are given: the
    /// model run backwards.
    static func linearSRGB(
        lightness j: Double,
        chroma: Double,
        hueCosine: Double,
        hueSine: Double,
        in conditions: ViewingConditions = .material
    ) -> SIMD3<Double> {
        let alpha = chroma == 0 || j == 0 ? 0 : chroma / (j / 100).squareRoot()
        let t = pow(alpha / conditions.chromaFactor, 1 / 0.9)
        let achromatic = conditions.aw * pow(j / 100, 1 / (conditions.c * conditions.z)) / conditions.nbb
        // The eccentricity's factor only needs the hue's cosine and sine: cos(h + 2) is
        // cos h cos 2 − sin h sin 2.
        let eccentricity = conditions.eccentricityFactor(cosine: hueCosine, sine: hueSine)
        // The forward model's t, solved for the opponent magnitude γ (a = γ cos h,
        // b = γ sin h) given the achromatic response.
        let gamma = 23 * (achromatic + 0.305) * t / (23 * eccentricity + 11 * t * hueCosine + 108 * t * hueSine)
        let response = multiply(
            responseFromOpponent,
            SIMD3(achromatic, gamma * hueCosine, gamma * hueSine)
        )
        let adapted = SIMD3(
            conditions.inversePostAdaptation(response.x),
            conditions.inversePostAdaptation(response.y),
            conditions.inversePostAdaptation(response.z)
        )
        return multiply(conditions.linearSRGBFromAdapted, adapted)
    }
}

extension CAM16 {
    typealias Matrix = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    static func multiply(_ m: Matrix, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.0 * v).sum(), (m.1 * v).sum(), (m.2 * v).sum())
    }

    /// The sRGB standard's matrix to XYZ (D65), with ITU-R BT.709's four-digit luminance
    /// row: the one Material's utilities use, so that tones agree with theirs.
    static let xyzFromLinearSRGB: Matrix = (
        SIMD3(0.41233895, 0.35762064, 0.18051042),
        SIMD3(0.2126, 0.7152, 0.0722),
        SIMD3(0.01932141, 0.11916382, 0.95034478)
    )
    static let linearSRGBFromXYZ: Matrix = inverse(xyzFromLinearSRGB)

    /// CAT16's matrix from XYZ to the cone-like responses.
    static let coneFromXYZ: Matrix = (
        SIMD3(0.401288, 0.650173, -0.051461),
        SIMD3(-0.250268, 1.204414, 0.045854),
        SIMD3(-0.002079, 0.048952, 0.953127)
    )

    /// The post-adaptation responses from the achromatic response (divided by Nbb) and the
    /// opponent dimensions a and b: the inverse of the forward model's three sums.
    static let responseFromOpponent: Matrix = inverse(
        (
            SIMD3(40.0 / 20, 20.0 / 20, 1.0 / 20),
            SIMD3(11.0 / 11, -12.0 / 11, 1.0 / 11),
            SIMD3(1.0 / 9, 1.0 / 9, -2.0 / 9)
        )
    )

    /// The inverse of `m` (by cofactors).
    static func inverse(_ m: Matrix) -> Matrix {
        let (r0, r1, r2) = m
        func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
        }
        // The columns of the inverse are the rows' pairwise cross products over the
        // determinant.
        let c0 = cross(r1, r2)
        let c1 = cross(r2, r0)
        let c2 = cross(r0, r1)
        let determinant = (r0 * c0).sum()
        return (
            SIMD3(c0.x, c1.x, c2.x) / determinant,
            SIMD3(c0.y, c1.y, c2.y) / determinant,
            SIMD3(c0.z, c1.z, c2.z) / determinant
        )
    }

    static func product(_ m: Matrix, _ n: Matrix) -> Matrix {
        let columns = (SIMD3(n.0.x, n.1.x, n.2.x), SIMD3(n.0.y, n.1.y, n.2.y), SIMD3(n.0.z, n.1.z, n.2.z))
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * columns.0).sum(), (r * columns.1).sum(), (r * columns.2).sum())
        }
        return (row(m.0), row(m.1), row(m.2))
    }
}
