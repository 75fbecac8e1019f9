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
/// - Every other undeclared mode is compared with the default mode on the changes of
///   colour between them (each distinct change once: an alias and its target are one):
///   when at least half of them cross between light and dark (`RGBAColor.isDark`, by
///   relative luminance: the background turned dark, the text turned light), the mode has
///   the other scheme; else (or when nothing changes) the same one.
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
            var changes: Set<[RGBAColor]> = []
            for (path, color) in own {
                if let before = base[path], before != color { changes.insert([before, color]) }
            }
            let crossed = changes.filter { $0[0].isDark != $0[1].isDark }
            let inverted = !changes.isEmpty && crossed.count * 2 >= changes.count
            if inverted != baseIsDark { dark.insert(mode) }
        }
        return dark
    }
}
