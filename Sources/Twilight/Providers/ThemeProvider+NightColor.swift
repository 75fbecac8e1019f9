public import TwilightColor

extension ThemeProvider where Value == RGBAColor {
    /// A colour given for the day only: styles whose name suggests dark (`dark`, `dimmed-night`,
    /// `highContrastDark`) get a night colour derived from it with
    /// `nightVersion(on:contrast:)` — lightness mirrored, and a
    /// foreground lifted until it reaches `target` against the night background — computed
    /// once, here. Every other style gets `light`.
    ///
    /// ```swift
    /// link.theme.textColor = ThemeProvider(light: brandBlue)     // readable at night too
    /// ```
    ///
    /// DKNightVersion once guessed a night colour for every view and removed it because the
    /// guesses were poor; this one is a guarantee about contrast, not a guess about taste —
    /// give `dark:` where the design has one.
    public init(light: RGBAColor, on background: RGBAColor = .white, contrast target: Double = 4.5) {
        let night = light.nightVersion(on: background, contrast: target)
        self.init { style in ThemeStyle.nameSuggestsDark(style.rawValue) ? night : light }
    }
}
