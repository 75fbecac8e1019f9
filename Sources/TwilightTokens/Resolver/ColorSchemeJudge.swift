import TwilightColor

/// Twilight's own `$extensions` namespace in token documents.
enum TokenExtensions {
    /// The key under `$extensions`: `"dev.twilight"`.
    static let namespace = "dev.twilight"
}

/// Decides which modes of a document are dark: what the document declares, else what its
/// colours say — never a mode's name.
///
/// - The default mode is light unless declared dark: nothing in a mode's colours alone
///   says reliably whether it is a light page with dark accents or a dark one.
/// - Every other undeclared mode is compared with the default mode on the colour tokens
///   whose value differs between them: when their lightness runs the other way (the
///   correlation of the two modes' relative luminances is negative: the background turned
///   dark while the text turned light), the mode has the other scheme; else the same one.
///   With one such colour, the mode has the other scheme when that colour turned from light
///   to dark or back; with none, the same one.
enum ColorSchemeJudge {
    static func darkModes(_ modes: [String], defaultMode: String, declared: [String: Bool], sets: [String: TokenSet]) -> Set<String> {
        func colors(in mode: String) -> [String: RGBAColor] {
            guard let set = sets[mode] else { return [:] }
            var colors: [String: RGBAColor] = [:]
            for (path, token) in set.tokens {
                if case .color(let color) = token.value { colors[path] = color }
            }
            return colors
        }
        let base = colors(in: defaultMode)
        let baseIsDark = declared[defaultMode] ?? false
        var dark: Set<String> = []
        for mode in modes {
            if let declared = declared[mode] {
                if declared { dark.insert(mode) }
                continue
            }
            if mode == defaultMode {
                if baseIsDark { dark.insert(mode) }
                continue
            }
            let own = colors(in: mode)
            let varying = own.keys.filter { path in base[path].map { $0 != own[path] } ?? false }.sorted()
            let inverted =
                varying.count == 1
                ? base[varying[0]]!.isDark != own[varying[0]]!.isDark
                : varying.count >= 2 && correlation(varying.map { base[$0]!.relativeLuminance }, varying.map { own[$0]!.relativeLuminance }) < 0
            if inverted != baseIsDark { dark.insert(mode) }
        }
        return dark
    }

    /// Pearson's correlation of two equally long series; 0 when either does not vary.
    private static func correlation(_ xs: [Double], _ ys: [Double]) -> Double {
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        var covariance = 0.0
        var varianceX = 0.0
        var varianceY = 0.0
        for (x, y) in zip(xs, ys) {
            covariance += (x - meanX) * (y - meanY)
            varianceX += (x - meanX) * (x - meanX)
            varianceY += (y - meanY) * (y - meanY)
        }
        guard varianceX > 0, varianceY > 0 else { return 0 }
        return covariance / (varianceX * varianceY).squareRoot()
    }
}
