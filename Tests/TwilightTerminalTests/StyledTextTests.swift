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

    @Test func anAdaptiveColourForAnyNumberOfStyles() {
        #expect(title.resolved(for: .light).render("x", profile: .trueColor) == "\u{1B}[1;38;2;28;28;30;48;2;255;255;255mx\u{1B}[0m")
        #expect(title.resolved(for: ThemeLook(Self.sepia)).render("x", profile: .trueColor) == "\u{1B}[1;38;2;91;70;54;48;2;244;236;216mx\u{1B}[0m")
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
