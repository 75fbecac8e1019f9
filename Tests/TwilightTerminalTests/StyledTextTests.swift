import Testing
import Twilight
import TwilightColor

@testable import TwilightTerminal

/// Styled text as each profile writes it (golden escape sequences), and layout.
@Suite struct StyledTextTests {
    static let sepia: ThemeStyle = "sepia"
    let title = TerminalStyle(
        foreground: ThemeProvider([.light: try! RGBAColor(hex: "#1c1c1e"), .dark: .white, sepia: try! RGBAColor(hex: "#5b4636")], default: .black),
        background: ThemeProvider([.light: .white, .dark: try! RGBAColor(hex: "#1c1c1e"), sepia: try! RGBAColor(hex: "#f4ecd8")], default: .white),
        attributes: [.bold]
    )

    @Test func goldenSequencesPerProfile() {
        let dark = title.resolved(for: .dark)
        #expect(dark.render("Settings", profile: .trueColor) == "\u{1B}[1;38;2;255;255;255;48;2;28;28;30mSettings\u{1B}[0m")
        #expect(dark.render("Settings", profile: .ansi256) == "\u{1B}[1;38;5;231;48;5;234mSettings\u{1B}[0m")
        #expect(dark.render("Settings", profile: .ansi16) == "\u{1B}[1;97;40mSettings\u{1B}[0m")
        #expect(dark.render("Settings", profile: .noColor) == "\u{1B}[1mSettings\u{1B}[0m")
        #expect(dark.render("Settings", profile: .noEscapes) == "Settings")
    }

    /// A terminal has no alpha: a translucent text colour (a design system's secondary text,
    /// white at 60%) is drawn as it shows over the style's background, as a browser paints
    /// it — not at full strength.
    @Test func aTranslucentForegroundShowsAsOverItsBackground() {
        let secondary = ResolvedTerminalStyle(foreground: RGBAColor.white.withAlpha(0.6), background: .black)
        // 255 × 0.6 = 153 (#999999).
        #expect(secondary.render("Notes", profile: .trueColor) == "\u{1B}[38;2;153;153;153;48;2;0;0;0mNotes\u{1B}[0m")
        // The 256-colour palette's nearest in OKLab: grey 247 (#9e9e9e).
        #expect(secondary.render("Notes", profile: .ansi256) == "\u{1B}[38;5;247;48;5;16mNotes\u{1B}[0m")
    }

    /// A design system's translucent tints (a hover row, black or white at 6%) show over the
    /// terminal's background, as a browser paints them over the page — not as solid black or
    /// white: over white in a light look, black in a dark one, or the background the terminal
    /// reported; translucent text without a background shows over the same.
    @Test func translucentColoursShowOverTheTerminalsBackground() throws {
        let hover = TerminalStyle(background: ThemeProvider(light: RGBAColor.black.withAlpha(0.06), dark: RGBAColor.white.withAlpha(0.06)))
        // 255 × 0.94 = 239.7 (#f0f0f0); 255 × 0.06 = 15.3 (#0f0f0f).
        #expect(hover.resolved(for: .light).render("row", profile: .trueColor) == "\u{1B}[48;2;240;240;240mrow\u{1B}[0m")
        #expect(hover.resolved(for: .dark).render("row", profile: .trueColor) == "\u{1B}[48;2;15;15;15mrow\u{1B}[0m")
        // Over a reported #202020: 32 + (255 − 32) × 0.06 = 45.38 (#2d2d2d).
        let reported = try RGBAColor(hex: "#202020")
        #expect(hover.resolved(for: .dark, over: reported).render("row", profile: .trueColor) == "\u{1B}[48;2;45;45;45mrow\u{1B}[0m")
        let muted = TerminalStyle(foreground: .constant(RGBAColor.white.withAlpha(0.6)))
        #expect(muted.resolved(for: .dark).render("note", profile: .trueColor) == "\u{1B}[38;2;153;153;153mnote\u{1B}[0m")
        // A tinted row's translucent text shows over the tint, which shows over the terminal.
        let tinted = TerminalStyle(foreground: .constant(RGBAColor.white.withAlpha(0.6)), background: .constant(RGBAColor.white.withAlpha(0.06)))
        #expect(tinted.resolved(for: .dark).foreground?.hexString == "#9f9f9f")
        #expect(tinted.resolved(for: .dark).background?.alpha == 1)
    }

    @Test func anAdaptiveColourForAnyNumberOfStyles() {
        #expect(title.resolved(for: .light).render("x", profile: .trueColor) == "\u{1B}[1;38;2;28;28;30;48;2;255;255;255mx\u{1B}[0m")
        #expect(
            title.resolved(for: ThemeLook(Self.sepia, isDark: false)).render("x", profile: .trueColor)
                == "\u{1B}[1;38;2;91;70;54;48;2;244;236;216mx\u{1B}[0m"
        )
        #expect(TerminalStyle().resolved(for: .dark).render("plain", profile: .trueColor) == "plain")
    }

    @Test func aDarkStyleOfTheAppsGetsTheDarkColours() {
        // Resolved for the look, not the style's name: "dimmed" is dark because the app says so.
        let text = TerminalStyle(foreground: ThemeProvider(light: .black, dark: .white))
        let styles = ThemeStyles([.light, .dark, "dimmed"], dark: [.dark, "dimmed"])
        #expect(text.resolved(for: styles.look("dimmed")).foreground == .white)
        #expect(text.resolved(for: styles.look(.light)).foreground == .black)
    }

    @Test func layout() {
        #expect(TextLayout.width(of: "Dark ✓") == 6)
        #expect(TextLayout.width(of: "暗い") == 4)
        #expect(TextLayout.width(of: "🌙") == 2)
        #expect(TextLayout.width(of: "e\u{301}") == 1)
        #expect(TextLayout.centred("Settings", in: 12) == "  Settings  ")
        #expect(TextLayout.fitted("System", to: 8) == "System  ")
        #expect(TextLayout.truncated("Appearance", to: 6) == "Appea…")
        #expect(TextLayout.padded("x", left: 2, right: 1) == "  x ")
    }

    /// The byte-at-a-time measure agrees with measuring cluster by cluster for every
    /// three-piece string of ASCII and of what extends or joins clusters around it.
    @Test func measuringByBytesAgreesWithClusters() {
        let pieces = [
            "a", " ", "~", "\r", "\n", "\r\n", "\t", "\u{7F}", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{0600}", "\u{1F3FD}",
            "👍", "🇯", "🇵", "設", "é", "\u{85}", "…", "1", "#",
        ]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    let byClusters = text.reduce(0) { $0 + TextLayout.width(of: $1) }
                    #expect(TextLayout.width(of: text) == byClusters, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
    }
}
