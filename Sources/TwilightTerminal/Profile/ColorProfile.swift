/// How much colour a terminal can show, from nothing at all to 24-bit colour.
///
/// Ordered as listed: a profile can render everything a lower one can.
public enum ColorProfile: Comparable, Sendable, CaseIterable, CustomStringConvertible {
    /// Not a terminal, or `TERM=dumb`: no escape sequences at all.
    case noEscapes
    /// Escape sequences for attributes (bold, underline…) and cursor control, but no colour
    /// (`NO_COLOR`, `CLICOLOR=0`).
    case noColor
    /// The 16 ANSI colours.
    case ansi16
    /// The xterm 256-colour palette.
    case ansi256
    /// 24-bit colour.
    case trueColor

    /// The profile's name: `none`, `no-color`, `16`, `256`, `truecolor`.
    public var description: String {
        switch self {
        case .noEscapes: "none"
        case .noColor: "no-color"
        case .ansi16: "16"
        case .ansi256: "256"
        case .trueColor: "truecolor"
        }
    }

    /// Parses a profile name as ``description`` prints it.
    public init?(name: String) {
        guard let profile = Self.allCases.first(where: { $0.description == name.lowercased() }) else { return nil }
        self = profile
    }

    /// Terminals known to show 24-bit colour without saying so in `COLORTERM` or `TERM`.
    static let trueColorPrograms: Set<String> = ["iTerm.app", "WezTerm", "vscode", "Hyper", "ghostty"]
    /// `TERM` values of terminals that show 24-bit colour, matched anywhere in `TERM`
    /// (`xterm-kitty`, `foot-extra`), as colorprofile matches them.
    static let trueColorTERMs = ["alacritty", "contour", "foot", "ghostty", "kitty", "rio", "wezterm"]

    /// The profile for a program whose output is (or is not) a terminal, from its
    /// environment, as Charm's colorprofile (lipgloss v2, Bubble Tea) decides it from the
    /// environment, following no-color.org and the `CLICOLOR` conventions:
    ///
    /// 1. `TWILIGHT_COLOR_PROFILE=none|no-color|16|256|truecolor` — an explicit override;
    /// 2. `NO_COLOR` set to anything non-empty → no colour (attributes stay on a terminal);
    /// 3. `CLICOLOR_FORCE` set to anything but empty, `0` or `false` → colour even when not
    ///    a terminal or `TERM=dumb`: what `TERM` allows, at least 16 colours;
    /// 4. not a terminal, or `TERM=dumb` → no escapes; no `TERM` at all → no escapes, unless
    ///    `CLICOLOR=1` says the terminal has colour (then 16);
    /// 5. `CLICOLOR=0` → no colour;
    /// 6. otherwise what `TERM` and its companions say: a terminal known for 24-bit colour
    ///    (`xterm-kitty`, `alacritty`, `foot`, `ghostty`, `wezterm`, `contour`, `rio`, `st`)
    ///    or a `TERM` ending in `-direct` → 24-bit; `screen*` and `tmux*` → 256, whatever
    ///    `COLORTERM` says; Windows Terminal (`WT_SESSION`), Google Cloud Shell,
    ///    `COLORTERM=truecolor|24bit|yes|true` or a `TERM_PROGRAM` known for it → 24-bit;
    ///    `*256color` → 256; any other `TERM` → 16.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorProfile {
        if let name = environment["TWILIGHT_COLOR_PROFILE"], let profile = ColorProfile(name: name) { return profile }
        let term = environment["TERM"] ?? ""
        let canEscape = isTerminal && !term.isEmpty && term != "dumb"
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return canEscape ? .noColor : .noEscapes }
        if isOn(environment["CLICOLOR_FORCE"]) { return max(.ansi16, level(environment: environment)) }
        guard isTerminal, term != "dumb" else { return .noEscapes }
        if term.isEmpty { return isOn(environment["CLICOLOR"]) ? .ansi16 : .noEscapes }
        if environment["CLICOLOR"] == "0" { return .noColor }
        return level(environment: environment)
    }

    /// The colour `TERM` and its companions promise, escapes allowed:
    ///
    /// - no `TERM` or `TERM=dumb` → none, unless one of the true-colour signals below;
    /// - a `TERM` of a terminal known for 24-bit colour (`xterm-kitty`, `alacritty`, `foot`,
    ///   `ghostty`, `wezterm`, `contour`, `rio`, `st`), or one ending in `-direct` → 24-bit;
    /// - `screen*` and `tmux*` → 256 colours, and no more: `COLORTERM` passes through a
    ///   multiplexer whatever it can show (set `TWILIGHT_COLOR_PROFILE=truecolor` where
    ///   tmux is configured with `Tc` or `RGB`);
    /// - Windows Terminal (`WT_SESSION`), Google Cloud Shell, `COLORTERM=truecolor`,
    ///   `24bit`, `yes` or `true`, or a `TERM_PROGRAM` known for it → 24-bit;
    /// - a `TERM` ending in `256color` → 256 colours; any other `TERM` → 16.
    static func level(environment: [String: String]) -> ColorProfile {
        let term = environment["TERM"] ?? ""
        let base: ColorProfile = term.isEmpty || term == "dumb" ? .noEscapes : .ansi16
        if trueColorTERMs.contains(where: term.contains) || term == "st" || term.hasPrefix("st-") || term.hasSuffix("-direct") {
            return .trueColor
        }
        if term.hasPrefix("screen") || term.hasPrefix("tmux") { return max(base, .ansi256) }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if !(environment["WT_SESSION"] ?? "").isEmpty || isOn(environment["GOOGLE_CLOUD_SHELL"])
            || ["truecolor", "24bit", "yes", "true"].contains(colorTerm)
            || environment["TERM_PROGRAM"].map(trueColorPrograms.contains) == true
        {
            return .trueColor
        }
        return term.hasSuffix("256color") ? max(base, .ansi256) : base
    }

    /// Whether a flag variable is set on: anything but unset, empty, `0` or `false`.
    private static func isOn(_ value: String?) -> Bool {
        guard let value, !value.isEmpty else { return false }
        return value != "0" && value.lowercased() != "false"
    }
}
