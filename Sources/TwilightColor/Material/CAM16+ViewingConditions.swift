import Foundation

extension CAM16 {
    /// The conditions a colour is seen in, and the constants of the model they fix.
    struct ViewingConditions: Sendable {
        /// The background's relative luminance, Yb / Yw.
        let n: Double
        /// The white's achromatic response.
        let aw: Double
        /// The background and chromatic induction factors (equal in CAM16).
        let nbb: Double
        /// The surround's impact on lightness.
        let c: Double
        /// The exponent's base nonlinearity, 1.48 + √n.
        let z: Double
        /// The luminance-level adaptation factor, FL.
        let fl: Double
        /// The factors of each cone response for the degree of adaptation (CAT16's D).
        let adaptationFactors: SIMD3<Double>
        /// (1.64 − 0.29ⁿ)^0.73, which turns t into chroma.
        let chromaFactor: Double
        /// 50 000 / 13 · Nc · Ncb, the eccentricity's constant part.
        private let eccentricityScale: Double
        /// Linear sRGB (`0...1`) from the adapted cone responses: the inverse of the
        /// adaptation, the cone matrix and the sRGB matrix, in one.
        let linearSRGBFromAdapted: Matrix

        /// The conditions Material's colour utilities assume: a D65 white, an adapting
        /// luminance of 200 / π × Y(L* 50) / 100 cd/m², a background of L* 50, an average
        /// surround and the illuminant not discounted.
        static let material = ViewingConditions(
            whitePoint: SIMD3(95.047, 100, 108.883),
            adaptingLuminance: 200 / .pi * Tone.relativeLuminance(ofTone: 50) / 100,
            backgroundTone: 50,
            surround: 2,
            discountingIlluminant: false
        )

        /// The conditions of a white point (XYZ, Y = 100), an adapting luminance in cd/m²,
        /// a background's tone (L*), a surround from `0` (dark) to `2` (average), and
        /// whether the eye discounts the illuminant.
        init(
            whitePoint: SIMD3<Double>,
            adaptingLuminance: Double,
            backgroundTone: Double,
            surround: Double,
            discountingIlluminant: Bool
        ) {
            let whiteCones = CAM16.multiply(CAM16.coneFromXYZ, whitePoint)
            let f = 0.8 + surround / 10
            c =
                f >= 0.9
                ? 0.59 + (0.69 - 0.59) * (f - 0.9) * 10
                : 0.525 + (0.59 - 0.525) * (f - 0.8) * 10
            let degree =
                discountingIlluminant ? 1 : min(max(f * (1 - 1 / 3.6 * exp((-adaptingLuminance - 42) / 92)), 0), 1)
            adaptationFactors = degree * 100 / whiteCones + 1 - degree
            let k = 1 / (5 * adaptingLuminance + 1)
            let k4 = k * k * k * k
            fl = k4 * adaptingLuminance + 0.1 * (1 - k4) * (1 - k4) * cbrt(5 * adaptingLuminance)
            n = Tone.relativeLuminance(ofTone: backgroundTone) / whitePoint.y
            z = 1.48 + n.squareRoot()
            nbb = 0.725 / pow(n, 0.2)
            chromaFactor = pow(1.64 - pow(0.29, n), 0.73)
            eccentricityScale = 50000 / 13 * f * nbb
            let whiteAdapted = adaptationFactors * whiteCones
            // The white's post-adaptation responses, computed here before `fl` is read
            // through `self`.
            let fl = fl
            func response(_ x: Double) -> Double {
                let factor = pow(fl * x / 100, 0.42)
                return 400 * factor / (factor + 27.13)
            }
            aw = (2 * response(whiteAdapted.x) + response(whiteAdapted.y) + 0.05 * response(whiteAdapted.z)) * nbb
            let unadapt: Matrix = (
                SIMD3(1 / adaptationFactors.x, 0, 0),
                SIMD3(0, 1 / adaptationFactors.y, 0),
                SIMD3(0, 0, 1 / adaptationFactors.z)
            )
            let toXYZ = CAM16.product(CAM16.inverse(CAM16.coneFromXYZ), unadapt)
            let scaled = CAM16.product(CAM16.linearSRGBFromXYZ, toXYZ)
            linearSRGBFromAdapted = (scaled.0 / 100, scaled.1 / 100, scaled.2 / 100)
        }

        /// The post-adaptation response to an adapted cone response.
        func postAdaptation(_ x: Double) -> Double {
            let factor = pow(fl * abs(x) / 100, 0.42)
            let response = 400 * factor / (factor + 27.13)
            return x < 0 ? -response : response
        }

        /// The adapted cone response giving a post-adaptation response.
        func inversePostAdaptation(_ response: Double) -> Double {
            let magnitude = abs(response)
            let x = 100 / fl * pow(max(0, 27.13 * magnitude / (400 - magnitude)), 1 / 0.42)
            return response < 0 ? -x : x
        }

        /// The eccentricity factor eₜ times its constant part, for a hue in radians.
        func eccentricityFactor(hueRadians: Double) -> Double {
            0.25 * (cos(hueRadians + 2) + 3.8) * eccentricityScale
        }

        /// The same, for the hue whose cosine and sine are given.
        func eccentricityFactor(cosine: Double, sine: Double) -> Double {
            0.25 * (cosine * cos(2.0) - sine * sin(2.0) + 3.8) * eccentricityScale
        }
    }
}
