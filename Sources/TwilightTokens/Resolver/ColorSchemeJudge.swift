import TwilightColor

/// Twilight's own `$extensions` namespace in token documents.
enum TokenExtensions {
    /// The key under `$extensions`: `"dev.twilight"`.
    static let namespace = "dev.twilight"
}

/// Decides which modes of a document are dark: what the document declares, else what its
/// colours say.
enum ColorSchemeJudge {
    /// The dark modes among `modes`: those `declared` dark, and of the undeclared ones
    /// those where more than half of the colour tokens whose value differs between modes
    /// are dark (by relative luminance, `RGBAColor.isDark`). A document with one mode
    /// judges all of its colours. A mode with no such colours is light.
    static func darkModes(_ modes: [String], declared: [String: Bool], sets: [String: TokenSet]) -> Set<String> {
        var dark = Set(declared.filter(\.value).keys)
        let undeclared = modes.filter { declared[$0] == nil }
        guard !undeclared.isEmpty else { return dark }
        func color(_ path: String, in mode: String) -> RGBAColor? {
            if case .color(let color) = sets[mode]?[path]?.value { return color }
            return nil
        }
        let colorPaths = Set(modes.compactMap { sets[$0] }.flatMap { set in set.paths.filter { set[$0]?.type == .color } })
        let varying = colorPaths.filter { path in Set(modes.map { color(path, in: $0) }).count > 1 }
        let judged = modes.count == 1 ? colorPaths : varying
        for mode in undeclared {
            let colors = judged.compactMap { color($0, in: mode) }
            if colors.filter(\.isDark).count * 2 > colors.count { dark.insert(mode) }
        }
        return dark
    }
}
