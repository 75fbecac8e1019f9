import ArgumentParser
import Foundation
import Twilight
import TwilightTerminal

/// `twilight-demo`: the reference app in the terminal.
@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "twilight-demo",
        abstract: "The reference dark-mode app in the terminal: Light, Dark or System, kept across launches.",
        discussion: """
            s or Enter opens Settings; ↑/↓ or j/k move, Enter chooses, Esc goes back, q quits.
            The choice is stored in the UserDefaults suite 'twilight-demo', key 'dark_mode'
            ($XDG_CONFIG_HOME/twilight-demo.plist on Linux).
            """)

    @Flag(help: "Switch styles at once instead of cross-dissolving over 0.3 s.")
    var noAnimation = false

    mutating func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard let device = TerminalDevice() else {
            FileHandle.standardError.write(Data("twilight-demo: standard input and output must be a terminal\n".utf8))
            throw ExitCode(2)
        }
        let noAnimation = self.noAnimation
        await MainActor.run {
            let manager = ThemeManager(store: UserDefaultsPreferenceStore.referenceApp(suiteName: "twilight-demo"))
            manager.transition = noAnimation ? .none : .crossDissolve()
            let profile = ColorProfile.detect(environment: environment, isTerminal: true)
            let app = DemoApp(device: device, manager: manager, profile: profile, environment: environment)
            Task { @MainActor in
                await app.run()
                Foundation.exit(0)
            }
        }
        // The app ends the process when it quits.
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}
