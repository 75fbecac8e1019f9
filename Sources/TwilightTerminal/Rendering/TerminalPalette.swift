package import TwilightColor

/// The xterm palettes colours are reduced to: the 16 ANSI colours, the 6×6×6 cube and
/// the 24-step grey ramp.
package enum TerminalPalette {
    /// The 16 ANSI colours as xterm shows them by default.
    package static let ansi16: [RGBAColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { RGBAColor(red8: $0.0, green8: $0.1, blue8: $0.2) }

    /// The six levels of each channel in the cube (indices 16…231).
    package static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// Every colour of the 256-colour palette, by index.
    package static let ansi256: [RGBAColor] =
        ansi16
        + (0..<216).map { index in
            RGBAColor(red8: UInt8(cubeLevels[index / 36]), green8: UInt8(cubeLevels[index / 6 % 6]), blue8: UInt8(cubeLevels[index % 6]))
        }
        + (0..<24).map { step in
            let level = UInt8(8 + 10 * step)
            return RGBAColor(red8: level, green8: level, blue8: level)
        }

    /// The palettes in OKLab, computed once.
    static let ansi16Lab = ansi16.map(\.oklab)
    static let ansi256Lab = ansi256.map(\.oklab)

    /// The cube level nearest to an 8-bit channel value, by signed distance (no unsigned
    /// wrap-around below the first level).
    static func nearestCubeLevel(_ value: Int) -> Int {
        var best = 0
        for (index, level) in cubeLevels.enumerated() where abs(value - level) < abs(value - cubeLevels[best]) {
            best = index
        }
        return best
    }

    /// The grey-ramp step nearest to an 8-bit grey value.
    static func nearestGreyStep(_ value: Int) -> Int {
        min(max((value - 8 + 5) / 10, 0), 23)
    }

    /// OKLCh chroma below which a colour reads as a grey.
    static let neutralChroma = 0.02
    /// OKLCh chroma from which a colour reads as clearly coloured (a green, a violet).
    static let colourfulChroma = 0.1

    /// The squared OKLCh chroma of `color`.
    static func squaredChroma(_ color: OKLabColor) -> Double { color.a * color.a + color.b * color.b }

    /// Whether `color` reads as a grey (or black or white).
    static func isNeutral(_ color: OKLabColor) -> Bool { squaredChroma(color) < neutralChroma * neutralChroma }

    /// How far a palette `entry` is from `target`: the squared distance in OKLab, which
    /// matches perceived difference far better than RGB — except that a grey is never
    /// given a hue, nor a clearly coloured target made grey: across those families every
    /// entry is farther than every entry within (in 16 colours `#afafaf` is nearer cyan
    /// than white or grey in OKLab, and the cube's dark green `#008700` nearer grey).
    static func distance(from target: OKLabColor, to entry: OKLabColor) -> Double {
        let dl = target.l - entry.l
        let da = target.a - entry.a
        let db = target.b - entry.b
        let squared = dl * dl + da * da + db * db
        let crossesFamily =
            isNeutral(target)
            ? !isNeutral(entry) : squaredChroma(target) >= colourfulChroma * colourfulChroma && isNeutral(entry)
        return crossesFamily ? squared + 4 : squared
    }

    /// The 256-colour index nearest to `color`: the nearer (in OKLab) of its nearest cube
    /// colour and its nearest grey.
    package static func nearest256(_ color: RGBAColor) -> Int {
        let (r, g, b, _) = color.gamutMapped.rgba8
        let cube = 16 + 36 * nearestCubeLevel(Int(r)) + 6 * nearestCubeLevel(Int(g)) + nearestCubeLevel(Int(b))
        let grey = 232 + nearestGreyStep((Int(r) + Int(g) + Int(b)) / 3)
        let target = color.oklab
        return distance(from: target, to: ansi256Lab[cube]) <= distance(from: target, to: ansi256Lab[grey]) ? cube : grey
    }

    /// The ANSI colour index (0…15) nearest to `color` in OKLab (a grey to a grey).
    package static func nearest16(_ color: RGBAColor) -> Int {
        candidates(for: color, in: .ansi16)[0]
    }

    /// Every palette index of `profile`, nearest to `color` first.
    static func candidates(for color: RGBAColor, in profile: ColorProfile) -> [Int] {
        let palette = profile == .ansi16 ? ansi16Lab : ansi256Lab
        let target = color.oklab
        return palette.indices.sorted { distance(from: target, to: palette[$0]) < distance(from: target, to: palette[$1]) }
    }
}
