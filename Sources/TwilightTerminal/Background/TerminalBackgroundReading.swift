public import Twilight
public import TwilightColor

/// What a terminal's background is, and how that was learned: the verdict a program
/// starting in a terminal needs before it draws (lipgloss' `HasDarkBackground`, termenv's
/// `BackgroundColor`), with its source, as `twilight detect` reports the system's.
///
/// ```swift
/// let background = TerminalBackground.detect()
/// manager.systemAppearance = SystemAppearance(colorScheme: background.colorScheme)
/// print(background)   // dark (osc11 #1e1e2e)
/// ```
public struct TerminalBackgroundReading: Hashable, Sendable, CustomStringConvertible {
    /// The background colour, when the terminal, `COLORFGBG` or the override gave one.
    public var color: RGBAColor?
    /// `.dark` or `.light`: from the colour's luminance, or the override's word; `.dark`
    /// when nothing said (most terminals are dark).
    public var colorScheme: SystemColorScheme
    /// Where the verdict came from: `override`, `osc11`, `colorfgbg`, `report`, or
    /// `AppearanceSource.default` when nothing said.
    public var source: AppearanceSource
    /// A value of `TWILIGHT_TERMINAL_BACKGROUND` that was ignored because it is not
    /// `light`, `dark` or a hex colour, with what was expected; `nil` otherwise.
    package var ignoredOverride: String?

    /// A reading of `color` from `source`, dark when its relative luminance is below 0.179
    /// (where black text and white text contrast equally).
    package init(color: RGBAColor, source: AppearanceSource) {
        self.color = color
        colorScheme = color.relativeLuminance < 0.179 ? .dark : .light
        self.source = source
    }

    /// A reading of a scheme with no colour (the override's `light` or `dark`, or the default).
    package init(colorScheme: SystemColorScheme, source: AppearanceSource) {
        self.colorScheme = colorScheme
        self.source = source
    }

    /// `dark (osc11 #1e1e2e)`, `light (override)`, `dark (default)`.
    public var description: String {
        "\(colorScheme.rawValue) (\(source)\(color.map { " " + $0.hexString } ?? ""))"
    }
}
