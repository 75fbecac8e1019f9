import ArgumentParser
import Twilight

/// `twilight resolve`: the decision table as a command.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print the style in force for a preference and a system colour scheme.",
        discussion: """
            Prints the resolved style's name alone on one line, e.g.
              twilight resolve --preference system --system dark   # dark
              twilight resolve --preference sepia --system light   # sepia
              twilight resolve --preference system --system dark --light sepia \\
                --dark dimmed                                      # dimmed
            With values on other axes, they follow the name:
              twilight resolve --preference system --system dark --axis brand=ocean
                                                                   # dark (brand=ocean)
            """
    )

    @Option(help: "The user's choice: 'system', 'light', 'dark' or another style name.")
    var preference: String

    @Option(help: "The system colour scheme: unspecified, light or dark.")
    var system: SystemColorScheme

    @Option(name: .customLong("default"), help: "The style used when the system expresses no preference.")
    var defaultStyle: String = ThemeStyle.light.rawValue

    @Option(help: "The system contrast: normal or high.")
    var contrast: SystemContrast = .normal

    @Option(
        name: .customLong("high-contrast"),
        help: "A high-contrast variant as STYLE=VARIANT, chosen under high contrast (repeatable)."
    )
    var highContrast: [String] = []

    @OptionGroup var pair: StylePairOptions

    @Option(
        name: .customLong("dark-style"),
        help: ArgumentHelp("A style of the app's that is dark, besides 'dark' (repeatable).", valueName: "STYLE")
    )
    var darkStyles: [String] = []

    @Option(
        name: .customLong("axis"),
        help: ArgumentHelp("A value on another axis beside the style, e.g. brand=ocean (repeatable).", valueName: "AXIS=VALUE")
    )
    var axes: [String] = []

    @Flag(help: "Print a JSON object instead of the bare name.")
    var json = false

    func run() throws {
        let preference = try pair.applied(to: try parsePreference(preference, argument: "--preference"))
        var styles = ThemeStyles(
            [.light, .dark],
            dark: Set([.dark] + (try darkStyles.map { try parseStyle($0, argument: "--dark-style") })),
            default: try parseStyle(defaultStyle, argument: "--default")
        )
        for pair in highContrast {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw invalidInput("--high-contrast: '\(pair)' is not STYLE=VARIANT")
            }
            let style = try parseStyle(parts[0], argument: "--high-contrast")
            styles.highContrastVariants[style] = try parseStyle(parts[1], argument: "--high-contrast")
        }
        let appearance = SystemAppearance(colorScheme: system, contrast: contrast)
        let axes = try applyingAxisOptions(axes)
        let style = styles.resolve(preference, system: appearance)
        if json {
            var object: [String: any Sendable] = [
                "style": style.rawValue, "preference": preference.description, "dark": styles.isDark(style),
                "system": system.rawValue, "contrast": contrast.rawValue,
            ]
            if !axes.isEmpty { object["axes"] = axes.values }
            try printJSON(object)
        } else {
            print(styles.look(style, axes: axes))
        }
    }
}
