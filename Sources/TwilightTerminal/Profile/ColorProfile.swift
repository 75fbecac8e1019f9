/// How much colour a terminal can show, from nothing at all to 24-bit colour.
///
/// Ordered: a profile can render everything a lower one can.
public enum ColorProfile: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
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

    /// Whether `lhs` can show less than `rhs`.
    public static func < (lhs: ColorProfile, rhs: ColorProfile) -> Bool { lhs.rawValue < rhs.rawValue }

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

    /// Terminals known to show 24-bit colour without saying so in `COLORTERM`.
    static let trueColorTerminals = ["iTerm.app", "WezTerm", "vscode", "Hyper", "ghostty", "Apple_Terminal_truecolor"]
    static let trueColorTERMs = ["kitty", "alacritty", "ghostty", "wezterm", "truecolor", "24bit", "direct", "foot"]

    /// The profile for a program whose output is (or is not) a terminal, from its
    /// environment, following no-color.org and the `CLICOLOR` conventions:
    ///
    /// 1. `TWILIGHT_COLOR_PROFILE=none|no-color|16|256|truecolor` — an explicit override;
    /// 2. `NO_COLOR` set to anything non-empty → no colour (attributes stay on a terminal);
    /// 3. `CLICOLOR_FORCE` set to anything but `0` → colour even when not a terminal;
    /// 4. not a terminal, or `TERM=dumb` → no escapes;
    /// 5. `CLICOLOR=0` → no colour;
    /// 6. `COLORTERM=truecolor|24bit`, or a terminal known for it → 24-bit; a `TERM` ending
    ///    in `-256color` → 256 colours; otherwise 16.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorProfile {
        if let name = environment["TWILIGHT_COLOR_PROFILE"], let profile = ColorProfile(name: name) { return profile }
        let term = environment["TERM"] ?? ""
        let canEscape = isTerminal && term != "dumb"
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return canEscape ? .noColor : .noEscapes }
        let forced = environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        if !forced {
            guard canEscape else { return .noEscapes }
            if environment["CLICOLOR"] == "0" { return .noColor }
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if let program = environment["TERM_PROGRAM"], trueColorTerminals.contains(program) { return .trueColor }
        if trueColorTERMs.contains(where: { term.contains($0) }) { return .trueColor }
        if term.hasSuffix("-256color") || term.hasSuffix("-256") { return .ansi256 }
        return .ansi16
    }
}
