import Foundation

extension SchemePalettes {
    /// The palettes of Material's 2021 specification for `seed` in `variant`.
    init(seed: HCT, variant: DynamicScheme.Variant) {
        let hue = seed.hue
        let chroma = seed.chroma
        func palette(_ hue: Double, _ chroma: Double) -> TonalPalette {
            TonalPalette(hue: Self.degrees(hue), chroma: chroma)
        }
        switch variant {
        case .tonalSpot:
            primary = palette(hue, 36)
            secondary = palette(hue, 16)
            tertiary = palette(hue + 60, 24)
            neutral = palette(hue, 6)
            neutralVariant = palette(hue, 8)
        case .neutral:
            primary = palette(hue, 12)
            secondary = palette(hue, 8)
            tertiary = palette(hue, 16)
            neutral = palette(hue, 2)
            neutralVariant = palette(hue, 2)
        case .vibrant:
            let breakpoints: [Double] = [0, 41, 61, 101, 131, 181, 251, 301, 360]
            primary = palette(hue, 200)
            secondary = palette(Self.rotated(hue, breakpoints, [18, 15, 10, 12, 15, 18, 15, 12, 12]), 24)
            tertiary = palette(Self.rotated(hue, breakpoints, [35, 30, 20, 25, 30, 35, 30, 25, 25]), 32)
            neutral = palette(hue, 10)
            neutralVariant = palette(hue, 12)
        case .expressive:
            let breakpoints: [Double] = [0, 21, 51, 121, 151, 191, 271, 321, 360]
            primary = palette(hue + 240, 40)
            secondary = palette(Self.rotated(hue, breakpoints, [45, 95, 45, 20, 45, 90, 45, 45, 45]), 24)
            tertiary = palette(Self.rotated(hue, breakpoints, [120, 120, 20, 45, 20, 15, 20, 120, 120]), 32)
            neutral = palette(hue + 15, 8)
            neutralVariant = palette(hue + 15, 12)
        case .fidelity, .content:
            primary = palette(hue, chroma)
            secondary = palette(hue, max(chroma - 32, chroma * 0.5))
            let temperatures = HueTemperatures(of: seed)
            let other = variant == .fidelity ? temperatures.complement : temperatures.analogous(count: 3, divisions: 6)[2]
            tertiary = TonalPalette(keyColor: other.likedVersion)
            neutral = palette(hue, chroma / 8)
            neutralVariant = palette(hue, chroma / 8 + 4)
        case .monochrome:
            primary = palette(hue, 0)
            secondary = palette(hue, 0)
            tertiary = palette(hue, 0)
            neutral = palette(hue, 0)
            neutralVariant = palette(hue, 0)
        case .rainbow:
            primary = palette(hue, 48)
            secondary = palette(hue, 16)
            tertiary = palette(hue + 60, 24)
            neutral = palette(hue, 0)
            neutralVariant = palette(hue, 0)
        case .fruitSalad:
            primary = palette(hue - 50, 48)
            secondary = palette(hue - 50, 36)
            tertiary = palette(hue, 36)
            neutral = palette(hue, 10)
            neutralVariant = palette(hue, 16)
        }
        error = palette(25, 84)
    }

    /// `hue` in `0..<360`.
    static func degrees(_ hue: Double) -> Double {
        let turned = hue.truncatingRemainder(dividingBy: 360)
        return turned < 0 ? turned + 360 : turned
    }

    /// `hue` turned by the rotation of the stretch of `breakpoints` it falls in (by none past
    /// the last).
    static func rotated(_ hue: Double, _ breakpoints: [Double], _ rotations: [Double]) -> Double {
        for index in 0..<min(breakpoints.count - 1, rotations.count)
        where hue >= breakpoints[index] && hue < breakpoints[index + 1] {
            return degrees(hue + degrees(rotations[index]))
        }
        return hue
    }
}

extension HCT {
    /// The colour, unless it is one people commonly dislike — a dark yellow-green, like
    /// bile or mud — which is made light (tone 70) instead, as Material's utilities do.
    var likedVersion: HCT {
        let disliked = (90...111).contains(hue.rounded()) && chroma.rounded() > 16 && tone.rounded() < 65
        return disliked ? HCT(hue: hue, chroma: chroma, tone: 70) : self
    }
}
