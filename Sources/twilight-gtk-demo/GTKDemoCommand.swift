#if GTK
import ArgumentParser
import Foundation
import Twilight
import TwilightColor
import TwilightTokens

/// `twilight-gtk-demo`: the reference app as a GTK 4 / libadwaita window.
@main
struct GTKDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "twilight-gtk-demo",
        abstract: "The reference dark-mode app as a desktop window: Light, Dark or System, kept across launches.",
        discussion: """
            The choice is stored in the same place as twilight-demo's: the UserDefaults suite
            'twilight-demo', key 'dark_mode' ($XDG_CONFIG_HOME/twilight-demo.plist on Linux),
            and the brand chosen beside it under 'dark_mode.axes'.
            Needs the package built with the GTK trait: swift build --traits GTK.
            """
    )

    @Option(help: "Choose this at start (and store it): light, dark or system.")
    var preference: String?

    @Option(help: "Save an in-process snapshot of the window to this PNG once it is drawn.")
    var screenshot: String?

    @Option(help: "Quit after this many milliseconds.")
    var quitAfterMs: Int?

    @Option(help: .hidden)
    var activate: String?

    @Option(help: .hidden)
    var brand: String?

    @Option(help: .hidden)
    var color: String?

    @Option(
        help:
            "Take the window's colours from this token document (color.background, color.text, color.accent in the mode and brand in force), and re-colour when it is saved."
    )
    var tokens: String?

    @Option(help: .hidden)
    var screenshotAfterReload: String?

    mutating func validate() throws {
        if let brand, !GTKDemoApp.brands.contains(where: { $0.value == brand }) {
            throw ValidationError("--brand \(brand): expected ocean or forest")
        }
        if let color, (try? RGBAColor(hex: color)) == nil {
            throw ValidationError("--color \(color): expected a colour written #rrggbb")
        }
        for (option, value) in [("--preference", preference), ("--activate", activate)] {
            guard let value else { continue }
            guard let parsed = try? ThemePreference(parsing: value), Self.offered(parsed) else {
                throw ValidationError(
                    "\(option) \(value): expected light, dark, system, or system:DAY:NIGHT with DAY light or sepia and NIGHT dark or dimmed"
                )
            }
        }
    }

    /// Whether the demo offers `preference`.
    static func offered(_ preference: ThemePreference) -> Bool {
        switch preference {
        case .system: true
        case .fixed(let style): style == .light || style == .dark
        case .untilSystemChanges(let style, _, let resumed): offered(.fixed(style)) && offered(resumed.map(ThemePreference.systemPair) ?? .system)
        case .systemPair(let pair):
            GTKDemoApp.dayStyles.contains(pair.light) && GTKDemoApp.nightStyles.contains(pair.dark)
                && pair.highContrastLight == nil && pair.highContrastDark == nil
        }
    }

    func run() throws {
        let options = GTKDemoOptions(
            preference: try preference.map { try ThemePreference(parsing: $0) },
            screenshot: screenshot,
            quitAfterMilliseconds: quitAfterMs,
            activate: try activate.map { try ThemePreference(parsing: $0) },
            brand: brand,
            color: try color.map { try RGBAColor(hex: $0) },
            tokens: tokens,
            screenshotAfterReload: screenshotAfterReload
        )
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            do throws(TokenValidationError) {
                return try GTKDemoApp(options: options).run()
            } catch {
                throw ValidationError("--tokens \(tokens ?? ""):\n\(error.description)")
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
#endif
