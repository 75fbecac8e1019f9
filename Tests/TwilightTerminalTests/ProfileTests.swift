import Testing

@testable import TwilightTerminal

/// The colour profile from the environment: each variable's effect.
@Suite struct ProfileTests {
    func profile(_ environment: [String: String], terminal: Bool = true) -> ColorProfile {
        ColorProfile.detect(environment: environment, isTerminal: terminal)
    }

    @Test func notATerminalOrDumbMeansNoEscapes() {
        #expect(profile(["TERM": "xterm-256color"], terminal: false) == .noEscapes)
        #expect(profile(["TERM": "dumb", "COLORTERM": "truecolor"]) == .noEscapes)
    }

    @Test func noColorAnyNonEmptyValue() {
        #expect(profile(["TERM": "xterm-256color", "NO_COLOR": "1"]) == .noColor)
        #expect(profile(["TERM": "xterm-256color", "NO_COLOR": "false"]) == .noColor)
        #expect(profile(["TERM": "xterm-256color", "NO_COLOR": ""]) == .ansi256)
        #expect(profile(["TERM": "xterm", "NO_COLOR": "1", "CLICOLOR_FORCE": "1"]) == .noColor)
        #expect(profile(["NO_COLOR": "1"], terminal: false) == .noEscapes)
    }

    @Test func clicolorAndClicolorForce() {
        #expect(profile(["TERM": "xterm-256color", "CLICOLOR": "0"]) == .noColor)
        #expect(profile(["TERM": "xterm-256color", "CLICOLOR": "0", "CLICOLOR_FORCE": "1"]) == .ansi256)
        #expect(profile(["TERM": "xterm-256color", "CLICOLOR": "0", "CLICOLOR_FORCE": "0"]) == .noColor)
        #expect(profile(["TERM": "xterm", "CLICOLOR_FORCE": "yes"], terminal: false) == .ansi16)
    }

    @Test func levels() {
        #expect(profile(["TERM": "xterm", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(profile(["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
        #expect(profile(["TERM": "xterm-kitty"]) == .trueColor)
        #expect(profile(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) == .trueColor)
        #expect(profile(["TERM": "screen-256color"]) == .ansi256)
        #expect(profile(["TERM": "xterm"]) == .ansi16)
        #expect(profile(["TERM": "linux"]) == .ansi16)
    }

    /// Every environment case of Charm's colorprofile (`env_test.go`, what lipgloss v2 and
    /// Bubble Tea decide from), on a terminal: colorprofile's `NoTTY` is ``ColorProfile/noEscapes``,
    /// `ASCII` is ``ColorProfile/noColor``, `ANSI` is ``ColorProfile/ansi16``.
    static let colorprofileCases: [(String, [String: String], ColorProfile)] = [
        ("empty", [:], .noEscapes),
        ("no tty", ["TERM": "dumb"], .noEscapes),
        ("dumb term, truecolor, not forced", ["TERM": "dumb", "COLORTERM": "truecolor"], .noEscapes),
        ("dumb term, truecolor, forced", ["TERM": "dumb", "COLORTERM": "truecolor", "CLICOLOR_FORCE": "1"], .trueColor),
        ("dumb term, CLICOLOR_FORCE=1", ["TERM": "dumb", "CLICOLOR_FORCE": "1"], .ansi16),
        ("dumb term, CLICOLOR=1", ["TERM": "dumb", "CLICOLOR": "1"], .noEscapes),
        ("xterm-256color", ["TERM": "xterm-256color"], .ansi256),
        ("xterm-256color, CLICOLOR=1", ["TERM": "xterm-256color", "CLICOLOR": "1"], .ansi256),
        ("xterm-256color, COLORTERM=yes", ["TERM": "xterm-256color", "COLORTERM": "yes"], .trueColor),
        ("xterm-256color, NO_COLOR=1", ["TERM": "xterm-256color", "NO_COLOR": "1"], .noColor),
        ("xterm", ["TERM": "xterm"], .ansi16),
        ("xterm, NO_COLOR=1", ["TERM": "xterm", "NO_COLOR": "1"], .noColor),
        ("xterm, CLICOLOR=1", ["TERM": "xterm", "CLICOLOR": "1"], .ansi16),
        ("xterm, CLICOLOR_FORCE=1", ["TERM": "xterm", "CLICOLOR_FORCE": "1"], .ansi16),
        ("xterm-16color", ["TERM": "xterm-16color"], .ansi16),
        ("xterm-color", ["TERM": "xterm-color"], .ansi16),
        ("xterm-256color, NO_COLOR=1, CLICOLOR_FORCE=1", ["TERM": "xterm-256color", "NO_COLOR": "1", "CLICOLOR_FORCE": "1"], .noColor),
        ("Windows Terminal (not on Windows)", ["WT_SESSION": "1"], .noEscapes),
        ("Windows Terminal bash.exe", ["TERM": "xterm-256color", "WT_SESSION": "1"], .trueColor),
        ("screen default", ["TERM": "screen"], .ansi256),
        ("screen colorterm", ["TERM": "screen", "COLORTERM": "truecolor"], .ansi256),
        ("tmux colorterm", ["TERM": "tmux", "COLORTERM": "truecolor"], .ansi256),
        ("tmux 256color", ["TERM": "tmux-256color"], .ansi256),
        ("ignore COLORTERM when no TERM is defined", ["COLORTERM": "truecolor"], .noEscapes),
        ("direct color xterm terminal", ["TERM": "xterm-direct"], .trueColor),
    ]

    @Test func everyColorprofileEnvironmentCaseAgrees() {
        #expect(Self.colorprofileCases.count == 25)
        for (name, environment, expected) in Self.colorprofileCases {
            #expect(profile(environment) == expected, "\(name)")
        }
    }

    /// Where colorprofile's cases are silent: no-color.org's "any non-empty value", the
    /// `CLICOLOR=1` its documentation describes, Cloud Shell, and a `TERM_PROGRAM` known
    /// for 24-bit colour outside a multiplexer only.
    @Test func beyondColorprofilesCases() {
        #expect(profile(["TERM": "xterm", "NO_COLOR": "yes please"]) == .noColor)
        #expect(profile(["CLICOLOR": "1"]) == .ansi16, "CLICOLOR=1 on a terminal without TERM: colour")
        #expect(profile(["CLICOLOR": "1"], terminal: false) == .noEscapes)
        #expect(profile(["TERM": "xterm", "CLICOLOR_FORCE": "false"], terminal: false) == .noEscapes)
        #expect(profile(["TERM": "xterm-256color", "GOOGLE_CLOUD_SHELL": "true"]) == .trueColor)
        #expect(profile(["TERM": "tmux-256color", "TERM_PROGRAM": "iTerm.app"]) == .ansi256)
        #expect(profile(["TERM": "st-256color"]) == .trueColor)
        #expect(profile(["TERM": "rxvt-unicode-256color"]) == .ansi256, "not 'st' inside another name")
        #expect(profile(["TERM": "foot"]) == .trueColor)
    }

    @Test func explicitOverride() {
        #expect(profile(["TERM": "xterm", "TWILIGHT_COLOR_PROFILE": "truecolor"], terminal: false) == .trueColor)
        #expect(profile(["TERM": "xterm-256color", "TWILIGHT_COLOR_PROFILE": "none"]) == .noEscapes)
        #expect(profile(["TERM": "xterm-256color", "TWILIGHT_COLOR_PROFILE": "bogus"]) == .ansi256)
    }
}
