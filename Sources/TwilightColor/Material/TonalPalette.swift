import TwilightUtilities

/// The colours of one hue and chroma at every tone: the palette each colour role of a
/// dynamic scheme takes its tone from, as Material's tonal palettes.
///
/// ```swift
/// let primary = TonalPalette(hue: 299, chroma: 36)   // #6750a4's hue, tonal spot's chroma
/// primary.tone(40)   // #65558f
/// ```
public struct TonalPalette: Hashable, Sendable {
    /// The palette's hue, in degrees.
    public let hue: Double
    /// The chroma it asks of every tone (a tone sRGB cannot hold at that chroma gets the
    /// most it holds).
    public let chroma: Double
    /// The colour that best represents the palette: of its hue and chroma, at the tone
    /// nearest 50 that can hold that chroma, else at the tone that holds the most.
    public let keyColor: HCT

    /// The palette of `hue` and `chroma`, its key colour found as Material's utilities find it.
    public init(hue: Double, chroma: Double) {
        self.hue = hue
        self.chroma = chroma
        self.keyColor = Self.keyColor(hue: hue, chroma: chroma)
    }

    /// The palette of `keyColor`'s hue and chroma, with it as the key colour.
    init(keyColor: HCT) {
        hue = keyColor.hue
        chroma = keyColor.chroma
        self.keyColor = keyColor
    }

    /// The palette's colour at `tone` (`0...100`), in sRGB rounded to 8 bits a channel.
    ///
    /// A yellow's tone 99 is the mean of tones 98 and 100, as in Material's palettes (at
    /// its full chroma it would look green beside white).
    public func tone(_ tone: Double) -> RGBAColor {
        Self.color(hue: hue, chroma: chroma, tone: tone)
    }

    /// The colour of a palette of `hue` and `chroma` at `tone`.
    static func color(hue: Double, chroma: Double, tone: Double) -> RGBAColor {
        guard tone == 99, (105..<125).contains(hue) else { return HCTSolver.solve(hue: hue, chroma: chroma, tone: tone) }
        let (red98, green98, blue98, _) = color(hue: hue, chroma: chroma, tone: 98).rgba8
        let (red100, green100, blue100, _) = color(hue: hue, chroma: chroma, tone: 100).rgba8
        func mean(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(Int(a) + Int(b)) / 2).rounded()) }
        return RGBAColor(red8: mean(red98, red100), green8: mean(green98, green100), blue8: mean(blue98, blue100))
    }

    /// The key colour of `hue` and `chroma`: a binary search over whole tones for the one
    /// nearest 50 whose most chromatic colour reaches `chroma` (less 0.01), following the
    /// rise of the chroma a tone can hold where the middle tone cannot reach it.
    private static func keyColor(hue: Double, chroma requested: Double) -> HCT {
        func chroma(at tone: Int) -> Double { ChromaPeaks.chroma(hue: hue, tone: tone) }
        var lower = 0
        var upper = 100
        while lower < upper {
            let middle = (lower + upper) / 2
            if chroma(at: middle) >= requested - 0.01 {
                // Both halves hold a tone that reaches it: keep the one nearer 50.
                if abs(lower - 50) < abs(upper - 50) {
                    upper = middle
                } else if lower == middle {
                    break
                } else {
                    lower = middle
                }
            } else if chroma(at: middle) < chroma(at: middle + 1) {
                lower = middle + 1
            } else {
                upper = middle
            }
        }
        return HCT(hue: hue, chroma: requested, tone: Double(lower))
    }
}

/// The most chroma each whole tone of a hue holds: what a key colour's search asks, palette
/// after palette of one hue — the palettes of one scheme, a seed's light and dark schemes,
/// the same error palette in every scheme. Each is worked out once and kept, a few thousand
/// at most, for every palette to share.
enum ChromaPeaks {
    private struct HueAndTone: Hashable {
        let hue: Double
        let tone: Int
    }

    private static let chromas = LockedValue<[HueAndTone: Double]>([:])

    /// The chroma of the most chromatic 8-bit colour of `hue` at `tone`.
    static func chroma(hue: Double, tone: Int) -> Double {
        let key = HueAndTone(hue: hue, tone: tone)
        if let chroma = chromas.withLock({ $0[key] }) { return chroma }
        let chroma = HCT(hue: hue, chroma: 200, tone: Double(tone)).chroma
        chromas.withLock { chromas in
            if chromas.count >= 4096 { chromas.removeAll(keepingCapacity: true) }
            chromas[key] = chroma
        }
        return chroma
    }
}
