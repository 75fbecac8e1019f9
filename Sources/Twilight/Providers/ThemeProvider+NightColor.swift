public import TwilightColor

extension ThemeProvider where Value == RGBAColor {
    /// A colour given for the day only: dark looks (``ThemeLook/isDark``: `.dark` and the
    /// styles the app's ``ThemeStyles`` name dark) get a night colour derived from it with
    /// `nightVersion(on:contrast:)` — lightness mirrored, and a foreground lifted until it
    /// reaches `target` against the night background — computed once, here. Every other
    /// look gets `light`.
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
        self = .readingLook { look in look.isDark ? night : light }
    }
}
