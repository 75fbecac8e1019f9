import ArgumentParser
import Foundation
import ReferenceDocument
import Twilight
import TwilightColor
import TwilightTerminal
import TwilightTokens

/// `twilight-demo`: the reference app in the terminal.
@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "twilight-demo",
        abstract: "The reference dark-mode app in the terminal: Light, Dark or System, kept across launches.",
        discussion: """
            s or Enter opens Settings; ↑/↓ or j/k move, Enter chooses, Esc goes back, q quits.
            The choice is stored in the UserDefaults suite 'twilight-demo', key 'dark_mode'
            ($XDG_CONFIG_HOME/twilight-demo.plist on Linux); the brand chosen beside it
            (Twilight, Ocean or Forest) and your colour (Settings' last row: Enter picks one,
            ←/→ or h/l turn its hue, and every colour comes from its Material scheme) under
            'dark_mode.axes'.
            """
    )

    @Option(
        help: ArgumentHelp(
            "Take the colours from this token document (DTCG or resolver), and re-colour when it is saved.",
            discussion:
                "Reads color.background, color.surface, color.text, color.muted, color.accent and color.border in the mode and brand in force, as twilight-web-demo's document names them; a token it lacks keeps the built-in colour.",
            valueName: "file"
        )
    )
    var tokens: String?

    @Flag(help: "Switch styles at once instead of cross-dissolving over 0.3 s.")
    var noAnimation = false

    @Option(
        name: .customLong("print-frame"),
        help: ArgumentHelp(
            "Print one frame of a screen (main or settings) and exit, without a terminal.",
            discussion: "For golden files and screenshots; see --style, --profile and --size.",
            valueName: "screen"
        )
    )
    var printedScreen: PrintedScreen?

    @Option(help: "With --print-frame: the style in force (light, dark or any style name).")
    var style = "light"

    @Option(help: "With --print-frame: the colour profile (truecolor, 256, 16, no-color or none).")
    var profile = "truecolor"

    @Option(help: "With --print-frame: columns x rows.")
    var size = "80x24"

    @Option(help: ArgumentHelp("With --print-frame: your colour, drawn in its Material scheme.", valueName: "#rrggbb"))
    var color: String?

    /// A screen `--print-frame` can draw.
    enum PrintedScreen: String, ExpressibleByArgument, CaseIterable {
        case main, settings
    }

    func validate() throws {
        if printedScreen == nil { return }
        guard (try? ThemeStyle(validating: style)) != nil else {
            throw ValidationError("--style \(style): expected a style name such as light or dark")
        }
        guard ColorProfile(name: profile) != nil else {
            throw ValidationError("--profile \(profile): expected truecolor, 256, 16, no-color or none")
        }
        guard frameSize != nil else {
            throw ValidationError("--size \(size): expected COLUMNSxROWS, each 1 to 1000, such as 80x24")
        }
        if let color, (try? RGBAColor(hex: color)) == nil {
            throw ValidationError("--color \(color): expected a colour as #rrggbb, such as #6750a4")
        }
    }

    /// The document at `path` as `read` loads it, or a validation error naming its problems.
    private static func load<Loaded>(_ path: String, _ read: (URL) throws(TokenValidationError) -> Loaded) throws -> Loaded {
        do throws(TokenValidationError) {
            return try read(URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("--tokens \(path):\n\(error.description)")
        }
    }

    /// `--size` as numbers, or `nil` when it is not COLUMNSxROWS within 1…1000.
    private var frameSize: (columns: Int, rows: Int)? {
        let parts = size.split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...1000).contains(columns), (1...1000).contains(rows)
        else { return nil }
        return (columns, rows)
    }

    mutating func run() async throws {
        if let printedScreen, let (columns, rows) = frameSize, let profile = ColorProfile(name: profile) {
            let style = try ThemeStyle(validating: style)
            let axes = try color.map { try ThemeAxes(validating: [YourColor.axis: $0]) } ?? ThemeAxes()
            let document = try tokens.map { path in try Self.load(path) { url throws(TokenValidationError) in try DesignTokens(contentsOf: url) } }
            let frame = await MainActor.run {
                DemoRenderer.frame(
                    screen: printedScreen == .main ? .main : .settings(selected: 0),
                    choice: .system,
                    yourColor: YourColor.picked.color(in: axes),
                    style: style,
                    theme: (document.map(DemoTheme.catalog(reading:)) ?? DemoTheme.catalog)(DemoPair.styles.look(style, axes: axes)),
                    columns: columns,
                    rows: rows,
                    profile: profile
                )
            }
            FileHandle.standardOutput.write(Data(frame.utf8))
            return
        }
        let environment = ProcessInfo.processInfo.environment
        guard let device = TerminalDevice() else {
            FileHandle.standardError.write(Data("twilight-demo: standard input and output must be a terminal\n".utf8))
            throw ExitCode(2)
        }
        let noAnimation = self.noAnimation
        let tokens = self.tokens
        try await MainActor.run {
            let manager = ThemeManager(store: UserDefaultsPreferenceStore.referenceApp(suiteName: "twilight-demo"), styles: DemoPair.styles)
            manager.transition = noAnimation ? .none : .crossDissolve()
            let profile = ColorProfile.detect(environment: environment, isTerminal: true)
            var catalog = DemoTheme.catalog
            if let tokens {
                // Saved (by the studio, an editor): read again within a quarter of a second.
                let live = try Self.load(tokens) { url throws(TokenValidationError) in try LiveTokens(contentsOf: url, manager: manager) }
                live.watch(every: .milliseconds(250))
                catalog = DemoTheme.catalog(reading: live)
            }
            let app = DemoApp(device: device, manager: manager, catalog: catalog, profile: profile, environment: environment)
            Task { @MainActor in
                await app.run()
                Foundation.exit(0)
            }
        }
        // The app ends the process when it quits.
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}
