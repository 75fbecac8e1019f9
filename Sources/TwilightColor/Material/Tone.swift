import Foundation

/// Tone, HCT's lightness: CIE L*, from `0` (black) to `100` (white), and the relative
/// luminance Y (`0...100`) it measures.
enum Tone {
    private static let epsilon = 216.0 / 24389
    private static let kappa = 24389.0 / 27

    /// The relative luminance (`0...100`) of a tone.
    static func relativeLuminance(ofTone tone: Double) -> Double {
        let f = (tone + 16) / 116
        let cube = f * f * f
        return 100 * (cube > epsilon ? cube : tone / kappa)
    }

    /// The tone of a relative luminance (`0...100`).
    static func tone(ofRelativeLuminance luminance: Double) -> Double {
        let y = luminance / 100
        return y > epsilon ? 116 * cbrt(y) - 16 : kappa * y
    }

    /// The relative luminance (`0...100`) of linear sRGB components (`0...1`), by the
    /// luminance row of ``CAM16/xyzFromLinearSRGB``.
    static func relativeLuminance(ofLinear linear: SIMD3<Double>) -> Double {
        (CAM16.xyzFromLinearSRGB.1 * linear).sum() * 100
    }
}
