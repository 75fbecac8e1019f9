import Foundation

/// A colour as hue, chroma and tone: Material Design's HCT space, which dynamic colour
/// builds schemes in.
///
/// Hue and chroma are CAM16's, in the viewing conditions Material's colour utilities use;
/// tone is CIE L*, so a difference in tone is a difference in contrast (tones 40 apart give
/// at least 3:1, 50 apart at least 4.5:1). Like Material's, an HCT colour is an sRGB colour
/// rounded to 8 bits a channel, and its hue, chroma and tone are those of that colour.
///
/// ```swift
/// let seed = HCT(try RGBAColor(hex: "#6750a4"))   // hue 299.0, chroma 47.9, tone 40.1
/// let container = HCT(hue: seed.hue, chroma: seed.chroma, tone: 90).color
/// ```
public struct HCT: Hashable, Sendable {
    /// The hue, in degrees from `0` up to `360`.
    public let hue: Double
    /// The chroma: `0` for a grey; sRGB reaches about 130 at most.
    public let chroma: Double
    /// The tone, CIE L*: `0` is black, `100` white.
    public let tone: Double
    /// The colour, in sRGB rounded to 8 bits a channel.
    public let color: RGBAColor

    /// The colour of `hue` (degrees), `chroma` and `tone` (`0...100`): that colour when
    /// sRGB holds it, else the colour of that hue and tone with the most chroma it holds.
    public init(hue: Double, chroma: Double, tone: Double) {
        self.init(HCTSolver.solve(hue: hue, chroma: chroma, tone: tone))
    }

    /// The hue, chroma and tone of `color` rounded to 8 bits a channel, as Material's
    /// utilities take colours (its alpha is ignored).
    public init(_ color: RGBAColor) {
        let (red, green, blue, _) = color.rgba8
        self.init(measuring: RGBAColor(red8: red, green8: green, blue8: blue))
    }

    /// The hue, chroma and tone of a seed: of the colour rounded to 8 bits when sRGB holds
    /// it, as Material's utilities take it; else of the colour itself (a Display P3 or
    /// OKLCH colour outside sRGB keeps its hue and chroma, where clipping it into sRGB would
    /// turn its hue), with ``color`` its sRGB mapping (CSS Color 4's) rounded to 8 bits.
    init(seed: RGBAColor) {
        guard !seed.isInGamut else {
            self.init(seed)
            return
        }
        self.init(measuring: seed)
        let (red, green, blue, _) = seed.gamutMapped.rgba8
        self = HCT(hue: hue, chroma: chroma, tone: tone, color: RGBAColor(red8: red, green8: green, blue8: blue))
    }

    private init(hue: Double, chroma: Double, tone: Double, color: RGBAColor) {
        (self.hue, self.chroma, self.tone, self.color) = (hue, chroma, tone, color)
    }

    /// The hue, chroma and tone of `color` as it is (extended sRGB components included).
    private init(measuring color: RGBAColor) {
        let linear = SIMD3(RGBAColor.linearize(color.red), RGBAColor.linearize(color.green), RGBAColor.linearize(color.blue))
        let appearance = CAM16(linearRed: linear.x, green: linear.y, blue: linear.z)
        self.init(
            hue: appearance.hue,
            chroma: appearance.chroma,
            tone: Tone.tone(ofRelativeLuminance: Tone.relativeLuminance(ofLinear: linear)),
            color: color
        )
    }
}
