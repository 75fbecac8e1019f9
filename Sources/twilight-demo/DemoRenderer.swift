import Twilight
import TwilightColor
import TwilightTerminal

/// Which screen is showing.
enum DemoScreen: Equatable {
    case main
    case settings(selected: Int)
}

/// The reference app's choices, in the seed's words and order, and Twilight's day/night
/// pair after them.
enum DemoChoice: String, CaseIterable {
    case light = "Light"
    case dark = "Dark"
    case system = "System"
    case dayAndNight = "Day/night"

    init(_ preference: ThemePreference) {
        switch preference {
        case .system: self = .system
        case .systemPair: self = .dayAndNight
        case .fixed(let style): self = style == .dark ? .dark : .light
        case .untilSystemChanges(let interim): self = interim.style == .dark ? .dark : .light
        }
    }

    /// The preference this choice stands for, `pair` for ``dayAndNight``.
    func preference(pair: StylePair) -> ThemePreference {
        switch self {
        case .light: .fixed(.light)
        case .dark: .fixed(.dark)
        case .system: .system
        case .dayAndNight: .systemPair(pair)
        }
    }
}

/// The styles the day/night pair can take, by day and by night.
enum DemoPair {
    static let dayStyles: [ThemeStyle] = [.light, "sepia"]
    static let nightStyles: [ThemeStyle] = [.dark, "dimmed"]
    static let initial = StylePair(light: "sepia", dark: "dimmed")

    /// The settings rows after the choices: the pair's day style, then its night style.
    static let rowCount = DemoChoice.allCases.count + 2
}

/// Draws whole frames: a pure function of the state, so it is easy to test and time.
enum DemoRenderer {
    /// The frame for `screen`, `columns` × `rows`, as one string of escape sequences.
    static func frame(
        screen: DemoScreen,
        choice: DemoChoice,
        pair: StylePair = DemoPair.initial,
        style: ThemeStyle,
        theme: DemoTheme,
        columns: Int,
        rows: Int,
        profile: ColorProfile
    ) -> String {
        var lines: [(String, ResolvedTerminalStyle)] = []
        let plain = ResolvedTerminalStyle(foreground: theme.text, background: theme.background)
        let secondary = ResolvedTerminalStyle(foreground: theme.secondaryText, background: theme.background)
        let bar = ResolvedTerminalStyle(foreground: theme.text, background: theme.surface, attributes: .bold)
        func blank() { lines.append(("", plain)) }
        switch screen {
        case .main:
            lines.append((TextLayout.centred("Twilight", in: columns), bar))
            blank()
            lines.append(("  Appearance", ResolvedTerminalStyle(foreground: theme.text, background: theme.background, attributes: .bold)))
            blank()
            lines.append(("  Current choice    \(choice.rawValue)", plain))
            lines.append(("  Style in force    \(style.rawValue)", plain))
            blank()
            lines.append(("  s  Settings        q  Quit", secondary))
        case .settings(let selected):
            lines.append((TextLayout.centred("Settings", in: columns), bar))
            blank()
            lines.append(("  APPEARANCE", secondary))
            for (index, option) in DemoChoice.allCases.enumerated() {
                let mark = option == choice ? "✓" : " "
                let row = "  \(index == selected ? "›" : " ") \(TextLayout.fitted(option.rawValue, to: 10)) \(mark)"
                let look = ResolvedTerminalStyle(
                    foreground: option == choice ? theme.accent : theme.text,
                    background: index == selected ? theme.selection : theme.surface,
                    attributes: index == selected ? .bold : []
                )
                lines.append((row, look))
            }
            for (offset, (title, value)) in [("By day", pair.light), ("By night", pair.dark)].enumerated() {
                let index = DemoChoice.allCases.count + offset
                let row = "  \(index == selected ? "›" : " ")   \(TextLayout.fitted(title, to: 9)) \(value.rawValue)"
                let look = ResolvedTerminalStyle(
                    foreground: theme.secondaryText,
                    background: index == selected ? theme.selection : theme.surface,
                    attributes: index == selected ? .bold : []
                )
                lines.append((row, look))
            }
            blank()
            lines.append(("  ↑/↓ or j/k move   Enter choose / change   Esc back   q quit", secondary))
        }
        var frame = profile > .noEscapes ? "\u{1B}[H" : ""
        for row in 0..<rows {
            let (text, look) = row < lines.count ? lines[row] : ("", plain)
            let cells = TextLayout.fitted(text, to: columns)
            if profile > .noEscapes { frame += "\u{1B}[\(row + 1);1H" }
            frame += look.render(cells, profile: profile)
            if profile == .noEscapes, row + 1 < rows { frame += "\n" }
        }
        return frame
    }
}
