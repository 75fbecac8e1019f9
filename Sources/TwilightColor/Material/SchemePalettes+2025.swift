extension SchemePalettes {
    /// The palettes of Material's 2025 specification (for phones) for `seed` in `variant`,
    /// one of the four it covers; light and dark may differ.
    init(seed2025 seed: HCT, variant: DynamicScheme.Variant, isDark: Bool) {
        let hue = seed.hue
        func palette(_ hue: Double, _ chroma: Double) -> TonalPalette {
            TonalPalette(hue: Self.degrees(hue), chroma: chroma)
        }
        let isBlue = (250..<270).contains(hue)
        let errorHue = Self.piecewise(hue, [0, 3, 13, 23, 33, 43, 153, 273, 360], [12, 22, 32, 12, 22, 32, 22, 12])
        switch variant {
        case .neutral:
            primary = palette(hue, isBlue ? 12 : 8)
            secondary = palette(hue, isBlue ? 6 : 4)
            tertiary = palette(Self.rotated(hue, [0, 38, 105, 161, 204, 278, 333, 360], [-32, 26, 10, -39, 24, -15, -32]), 20)
            neutral = palette(hue, 1.4)
            neutralVariant = palette(hue, 1.4 * 2.2)
            error = palette(errorHue, 50)
        case .vibrant:
            let neutralHue = Self.rotated(hue, [0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14])
            primary = palette(hue, 74)
            secondary = palette(Self.rotated(hue, [0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14]), 56)
            tertiary = palette(Self.rotated(hue, [0, 38, 71, 105, 140, 161, 253, 333, 360], [-72, 35, 24, -24, 62, 50, 62, -72]), 56)
            neutral = palette(neutralHue, 28)
            neutralVariant = palette(neutralHue, 28 * 1.29)
            error = palette(errorHue, 80)
        case .expressive:
            let breakpoints: [Double] = [0, 105, 140, 204, 253, 278, 300, 333, 360]
            let neutralHue = Self.rotated(hue, [0, 71, 124, 253, 278, 300, 360], [10, 0, 10, 0, 10, 0])
            let neutralChroma: Double = isDark ? ((105..<125).contains(neutralHue) ? 6 : 14) : 18
            primary = palette(hue, isDark ? 36 : 48)
            secondary = palette(Self.rotated(hue, breakpoints, [-160, 155, -100, 96, -96, -156, -165, -160]), isDark ? 16 : 24)
            tertiary = palette(Self.rotated(hue, breakpoints, [-165, 160, -105, 101, -101, -160, -170, -165]), 48)
            neutral = palette(neutralHue, neutralChroma)
            neutralVariant = palette(neutralHue, neutralChroma * ((105..<125).contains(neutralHue) ? 1.6 : 2.3))
            error = palette(errorHue, 64)
        default:  // tonal spot, the only other variant the 2025 specification covers
            primary = palette(hue, isDark ? 26 : 32)
            secondary = palette(hue, 16)
            tertiary = palette(Self.rotated(hue, [0, 20, 71, 161, 333, 360], [-40, 48, -32, 40, -32]), 28)
            neutral = palette(hue, 5)
            neutralVariant = palette(hue, 5 * 1.7)
            error = palette(errorHue, 60)
        }
    }

    /// The hue of the stretch of `breakpoints` that `hue` falls in (`hue` itself past the last).
    static func piecewise(_ hue: Double, _ breakpoints: [Double], _ hues: [Double]) -> Double {
        for index in 0..<min(breakpoints.count - 1, hues.count)
        where hue >= breakpoints[index] && hue < breakpoints[index + 1] {
            return degrees(hues[index])
        }
        return hue
    }
}
