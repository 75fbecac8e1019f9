extension RGBAColor {
    /// The colour for night, derived from this day colour the way
    /// `twilight palette` derives a dark palette: OKLCH lightness mirrored, hue and
    /// chroma kept, mapped into sRGB — and, for a colour that stands out against the day
    /// `background` (text, icons, tints: a contrast of 3:1 or more), its lightness moved
    /// until it reaches `target` against the night background (`background`'s own night
    /// version). A colour close to the background (a surface, a card, a divider) is only
    /// mirrored, so surfaces stay surfaces.
    ///
    /// ```swift
    /// try RGBAColor(hex: "#1a73e8").nightVersion()     // a blue that reads 4.5:1 on the night page
    /// ```
    ///
    /// - Parameters:
    ///   - background: the day page background the colour was designed on; white if not given.
    ///   - target: the contrast a foreground must reach at night (WCAG AA body text: 4.5).
    public func nightVersion(on background: RGBAColor = .white, contrast target: Double = 4.5) -> RGBAColor {
        let night = Palette.withLightness(self, 1 - oklch.l).withAlpha(alpha)
        guard contrastRatio(with: background) >= 3 else { return night }
        let nightBackground = background.nightVersion(on: background)
        guard night.contrastRatio(with: nightBackground) < target else { return night }
        let adjusted = Palette.adjust(night, against: nightBackground, to: target) ?? Palette.withLightness(night, nightBackground.isDark ? 1 : 0)
        return adjusted.withAlpha(alpha)
    }
}
