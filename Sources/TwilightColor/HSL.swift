/// A colour as CSS `hsl()`: hue in degrees, saturation and lightness from `0` to `1`.
package struct HSLColor: Hashable, Sendable {
    /// Hue angle in degrees, `0..<360`.
    package var hue: Double
    /// Saturation, `0` to `1`.
    package var saturation: Double
    /// Lightness, `0` to `1`.
    package var lightness: Double
    /// The opacity, from `0` to `1`.
    package var alpha: Double

    /// Creates an HSL colour; the hue is normalised into `0..<360`.
    package init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        self.hue = normalizedDegrees(hue)
        self.saturation = saturation
        self.lightness = lightness
        self.alpha = alpha
    }
}

extension RGBAColor {
    /// Creates the sRGB colour for an HSL colour (CSS Color 4 `hslToRgb`).
    package init(_ hsl: HSLColor) {
        func channel(_ n: Double) -> Double {
            let k = (n + hsl.hue / 30).truncatingRemainder(dividingBy: 12)
            let a = hsl.saturation * min(hsl.lightness, 1 - hsl.lightness)
            return hsl.lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: hsl.alpha)
    }

    /// The colour in HSL (CSS Color 4 `rgbToHsl`); greys get hue `0`.
    package var hsl: HSLColor {
        let high = max(red, green, blue)
        let low = min(red, green, blue)
        let lightness = (high + low) / 2
        let delta = high - low
        guard delta > 1e-12 else { return HSLColor(hue: 0, saturation: 0, lightness: lightness, alpha: alpha) }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        let hue: Double
        switch high {
        case red: hue = (green - blue) / delta + (green < blue ? 6 : 0)
        case green: hue = (blue - red) / delta + 2
        default: hue = (red - green) / delta + 4
        }
        return HSLColor(hue: hue * 60, saturation: saturation, lightness: lightness, alpha: alpha)
    }
}

/// An angle in degrees brought into `0..<360`.
func normalizedDegrees(_ degrees: Double) -> Double {
    let wrapped = degrees.truncatingRemainder(dividingBy: 360)
    return wrapped < 0 ? wrapped + 360 : wrapped
}
