import TwilightColor

/// Twilight's own `$extensions` namespace in token documents.
package enum TokenExtensions {
    /// The key under `$extensions`: `"dev.twilight"`.
    package static let namespace = "dev.twilight"
}

/// Decides which modes of a document are dark: what the document declares; else, for a mode
/// named exactly `light` or `dark`, Twilight's built-in style of that name; else what its
/// colours say — never any other name.
///
/// - The default mode, undeclared and not named `dark`, is light: nothing in a mode's colours
///   alone says reliably whether it is a light page with dark accents or a dark one.
/// - Every other undeclared mode is compared with the default mode on the changes of colour
///   between them (each distinct change once: an alias and its target are one; translucent
///   colours left out). The page's backgrounds decide: the colours of tokens whose path
///   has a part starting `bg`, `background`, `canvas` or `surface` (`bgColor.default`,
///   `color.background.muted`) when the document has any, else every colour. Of those, the
///   default's extremes count — its lightest colours (a light page's backgrounds) and its
///   darkest (an inverse background, or text): when at least half of those that change cross
///   between light and dark (`RGBAColor.isDark`, by relative luminance), the mode has the
///   other scheme. A design system's dark mode keeps its palettes' scales and accents where
///   they were — GitHub's Primer does — so counting every colour called its dark modes
///   light. With no extremes that change, all the changes counted are judged the same way.
/// - A call that was close — more than a third and fewer than two thirds of the colours
///   counted crossed — is reported (``Verdict/closeCalls``), so a build can say which scheme
///   it gave and how to declare it.
enum ColorSchemeJudge {
    /// The dark modes, and the undeclared modes whose scheme was a close call, with why.
    struct Verdict {
        var darkModes: Set<String>
        var closeCalls: [(mode: String, isDark: Bool, reason: String)]
    }

    /// Relative luminance at or above which a colour is one of the light extremes.
    static let lightExtreme = 0.5
    /// Relative luminance at or below which a colour is one of the dark extremes.
    static let darkExtreme = 0.05

    static func judge(_ modes: [String], defaultMode: String, declared: [String: Bool], sets: [String: TokenSet]) -> Verdict {
        func colors(in mode: String) -> [String: RGBAColor] {
            guard let set = sets[mode] else { return [:] }
            var colors: [String: RGBAColor] = [:]
            for (path, token) in set.tokens {
                if case .color(let color) = token.value, color.alpha >= 0.5 { colors[path] = color }
            }
            return colors
        }
        func builtIn(_ mode: String) -> Bool? { mode == "dark" ? true : mode == "light" ? false : nil }
        // The backgrounds, when the document names any; else every colour.
        func isBackground(_ path: String) -> Bool {
            path.split(separator: ".").contains { part in
                let part = part.lowercased()
                return ["bg", "background", "canvas", "surface"].contains { part.hasPrefix($0) }
            }
        }
        // The default mode's colours compared against, worked out only for a mode judged by
        // its colours (none, when every mode is declared or named light or dark).
        var compared: [String: RGBAColor]? = nil
        func baseColors() -> [String: RGBAColor] {
            if let compared { return compared }
            var base = colors(in: defaultMode)
            if base.keys.contains(where: isBackground) { base = base.filter { isBackground($0.key) } }
            compared = base
            return base
        }
        let baseIsDark = declared[defaultMode] ?? builtIn(defaultMode) ?? false
        var verdict = Verdict(darkModes: [], closeCalls: [])
        for mode in modes {
            if let known = declared[mode] ?? builtIn(mode) ?? (mode == defaultMode ? baseIsDark : nil) {
                if known { verdict.darkModes.insert(mode) }
                continue
            }
            let base = baseColors()
            var changes: Set<[RGBAColor]> = []
            for (path, color) in colors(in: mode) {
                if let before = base[path], before != color { changes.insert([before, color]) }
            }
            let extremes = changes.filter { $0[0].relativeLuminance >= lightExtreme || $0[0].relativeLuminance <= darkExtreme }
            let counted = extremes.isEmpty ? changes : extremes
            let crossed = counted.filter { $0[0].isDark != $0[1].isDark }.count
            let inverted = !counted.isEmpty && crossed * 2 >= counted.count
            let isDark = inverted != baseIsDark
            if isDark { verdict.darkModes.insert(mode) }
            if crossed * 3 > counted.count && crossed * 3 < counted.count * 2 {
                let what = extremes.isEmpty ? "of the colours it changes" : "of the default mode's lightest and darkest colours it changes"
                verdict.closeCalls.append((mode, isDark, "\(crossed) of \(counted.count) \(what) cross between light and dark"))
            }
        }
        return verdict
    }
}
