package import TwilightColor

/// A colour as a terminal shows it: 24-bit, an index of the 256-colour palette, or one of
/// the 16 ANSI colours.
package enum TerminalColor: Hashable, Sendable {
    /// 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
    /// An index of the xterm 256-colour palette.
    case indexed(Int)
    /// An ANSI colour, 0…15.
    case ansi(Int)

    /// `color` reduced to what `profile` can show (`nil` when it shows no colour).
    package init?(_ color: RGBAColor, profile: ColorProfile) {
        switch profile {
        case .noEscapes, .noColor: return nil
        case .ansi16: self = .ansi(TerminalPalette.nearest16(color))
        case .ansi256: self = .indexed(TerminalPalette.nearest256(color))
        case .trueColor:
            let (r, g, b, _) = color.gamutMapped.rgba8
            self = .rgb(r, g, b)
        }
    }

    /// The colour the terminal shows (for the palettes, xterm's defaults).
    package var displayed: RGBAColor {
        switch self {
        case .rgb(let r, let g, let b): RGBAColor(red8: r, green8: g, blue8: b)
        case .indexed(let index): TerminalPalette.ansi256[min(max(index, 0), 255)]
        case .ansi(let index): TerminalPalette.ansi16[min(max(index, 0), 15)]
        }
    }

    /// The SGR parameters that set this colour as the foreground, or the background.
    func sgrParameters(background: Bool) -> String {
        switch self {
        case .rgb(let r, let g, let b): "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .indexed(let index): "\(background ? 48 : 38);5;\(index)"
        case .ansi(let index): String((index < 8 ? 30 + index : 90 + index - 8) + (background ? 10 : 0))
        }
    }

    /// A foreground and background reduced together: if reducing made them the same or
    /// much harder to read than the originals, the foreground moves to the next-best
    /// palette colour that keeps them readable.
    static func pair(
        foreground: RGBAColor,
        background: RGBAColor,
        profile: ColorProfile
    ) -> (foreground: TerminalColor?, background: TerminalColor?) {
        guard let fg = TerminalColor(foreground, profile: profile), let bg = TerminalColor(background, profile: profile) else {
            return (TerminalColor(foreground, profile: profile), TerminalColor(background, profile: profile))
        }
        guard profile < .trueColor else { return (fg, bg) }
        let wanted = min(foreground.contrastRatio(with: background), 3)
        let achieved = fg.displayed.contrastRatio(with: bg.displayed)
        if fg != bg, achieved >= wanted * 0.8 { return (fg, bg) }
        for index in TerminalPalette.candidates(for: foreground, in: profile) {
            let candidate: TerminalColor = profile == .ansi16 ? .ansi(index) : .indexed(index)
            if candidate != bg, candidate.displayed.contrastRatio(with: bg.displayed) >= wanted * 0.8 { return (candidate, bg) }
        }
        return (fg, bg)
    }
}
