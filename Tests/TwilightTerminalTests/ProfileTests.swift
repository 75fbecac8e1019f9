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

    @Test func explicitOverride() {
        #expect(profile(["TERM": "xterm", "TWILIGHT_COLOR_PROFILE": "truecolor"], terminal: false) == .trueColor)
        #expect(profile(["TERM": "xterm-256color", "TWILIGHT_COLOR_PROFILE": "none"]) == .noEscapes)
        #expect(profile(["TERM": "xterm-256color", "TWILIGHT_COLOR_PROFILE": "bogus"]) == .ansi256)
    }
}
