import ReferenceDocument
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
        case .untilSystemChanges(let style, _, _): self = style == .dark ? .dark : .light
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
    /// The reference document's styles (light, dark, sepia, dimmed), and which are dark.
    static let styles = ReferenceTokens.styles
    static let dayStyles = styles.filter { !styles.isDark($0) }
    static let nightStyles = styles.filter(styles.isDark)
    static let initial = StylePair(light: "sepia", dark: "dimmed")
}

/// The brand chosen beside the style, on the `brand` axis: Twilight's own colours (no
/// value), Ocean or Forest.
enum DemoBrand: String, CaseIterable {
    case twilight = "Twilight"
    case ocean = "Ocean"
    case forest = "Forest"

    /// The brand `axes` name, Twilight for none or a value the demo does not know.
    init(_ axes: ThemeAxes) {
        self = Self.allCases.first { $0.axisValue != nil && $0.axisValue == axes[Self.axis] } ?? .twilight
    }

    /// The axis the brand is chosen on.
    static let axis = "brand"

    /// The value on ``axis``, `nil` for Twilight's own.
    var axisValue: String? { self == .twilight ? nil : rawValue.lowercased() }

    /// The brand after this one, round again after the last.
    var next: DemoBrand { Self.allCases[(Self.allCases.firstIndex(of: self)! + 1) % Self.allCases.count] }
}

/// The rows of the Settings screen that can be selected.
enum DemoSettingsRows {
    /// The choices, the pair's day style, its night style, the brand, then your colour.
    static let brand = DemoChoice.allCases.count + 2
    static let yourColor = brand + 1
    static let count = yourColor + 1
}

/// Draws whole frames: a pure function of the state, so it is easy to test and time.
enum DemoRenderer {
    /// The frame for `screen`, `columns` × `rows`, as one string of escape sequences;
    /// `yourColor` is the colour picked (``YourColor``), if any.
    static func frame(
        screen: DemoScreen,
        choice: DemoChoice,
        pair: StylePair = DemoPair.initial,
        brand: DemoBrand = .twilight,
        yourColor: RGBAColor? = nil,
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
            lines.append(("  Brand             \(brand.rawValue)", plain))
            lines.append(("  Your colour       \(yourColor?.hexString ?? "off")", plain))
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
            let selectsBrand = selected == DemoSettingsRows.brand
            lines.append(("  BRAND", secondary))
            lines.append(
                (
                    "  \(selectsBrand ? "›" : " ") \(TextLayout.fitted(brand.rawValue, to: 10)) \(brand == .twilight ? "" : "●")",
                    ResolvedTerminalStyle(
                        foreground: theme.accent,
                        background: selectsBrand ? theme.selection : theme.surface,
                        attributes: selectsBrand ? .bold : []
                    )
                )
            )
            blank()
            let selectsColor = selected == DemoSettingsRows.yourColor
            lines.append(("  YOUR COLOUR", secondary))
            lines.append(
                (
                    "  \(selectsColor ? "›" : " ") " + (yourColor.map { "● \($0.hexString)   ←/→ turn its hue" } ?? "Off        Enter picks one"),
                    ResolvedTerminalStyle(
                        foreground: yourColor == nil ? theme.secondaryText : theme.accent,
                        background: selectsColor ? theme.selection : theme.surface,
                        attributes: selectsColor ? .bold : []
                    )
                )
            )
            blank()
            lines.append(("  ↑/↓ or j/k move   Enter choose / change   ←/→ hue   Esc back   q quit", secondary))
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
