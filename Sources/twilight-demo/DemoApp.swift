import Dispatch
import Foundation
import Twilight
import TwilightColor
import TwilightSystem
import TwilightTerminal

/// The reference app in the terminal: a main screen and a Settings screen, the choice
/// kept in `UserDefaults` (suite `twilight-demo`, key `dark_mode`), following the system
/// on System, cross-dissolving on every change.
@MainActor
final class DemoApp: Themeable {
    let device: TerminalDevice
    let manager: ThemeManager
    let profile: ColorProfile
    let environment: [String: String]
    var screen = DemoScreen.main
    var theme = DemoTheme.light
    var running = true
    private var decoder = KeyDecoder()
    private var systemAppearance: SystemAppearance = .unknown
    private var terminalIsDark: Bool?
    private var signalSources: [any DispatchSourceSignal] = []

    init(device: TerminalDevice, manager: ThemeManager, profile: ColorProfile, environment: [String: String]) {
        self.device = device
        self.manager = manager
        self.profile = profile
        self.environment = environment
    }

    var choice: DemoChoice { DemoChoice(manager.preference) }

    func apply(theme: DemoTheme) {
        self.theme = theme
        draw()
    }

    func draw() {
        let (columns, rows) = device.size
        device.write(DemoRenderer.frame(
            screen: screen, choice: choice, style: manager.style, theme: theme,
            columns: columns, rows: rows, profile: profile))
    }

    /// Sets up the terminal, runs until quit, and restores the terminal on every exit path.
    func run() async {
        device.enterRawMode()
        if let (background, _) = TerminalBackground.query(device, environment: environment) {
            terminalIsDark = background.relativeLuminance < 0.179
        }
        // Alternate screen, hidden cursor, DEC 2031 colour-scheme reports.
        device.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2031h\u{1B}[2J")
        installSignalHandlers()
        updateSystemAppearance()
        observe(theme: \DemoTheme.self, from: DemoTheme.catalog, on: manager)
        let watcher = Task { [weak self] in
            for await appearance in SystemAppearanceDetector().changes() {
                guard let self else { return }
                self.systemAppearance = appearance
                self.updateSystemAppearance()
            }
        }
        defer { watcher.cancel() }
        var quietSince = ContinuousClock.now
        while running {
            let bytes = device.read(timeout: .zero)
            if bytes.isEmpty {
                if decoder.hasPendingEscape, ContinuousClock.now - quietSince > .milliseconds(40) {
                    for event in decoder.flushEscape() { handle(event) }
                }
                try? await Task.sleep(for: .milliseconds(8))
                continue
            }
            quietSince = ContinuousClock.now
            for event in decoder.decode(bytes) { handle(event) }
        }
        restoreTerminal()
    }

    /// On System: what the OS says if it says anything, else the terminal's own report.
    func updateSystemAppearance() {
        var appearance = systemAppearance
        if appearance.sources.colorScheme == .default, let dark = terminalIsDark {
            appearance.colorScheme = dark ? .dark : .light
            appearance.sources.colorScheme = AppearanceSource("terminal")
        }
        manager.systemAppearance = appearance
        draw()
    }

    func handle(_ event: TerminalEvent) {
        switch (event, screen) {
        case (.interrupt, _), (.character("q"), _):
            running = false
        case (.colorSchemeReport(let dark), _):
            terminalIsDark = dark
            updateSystemAppearance()
        case (.character("s"), .main), (.enter, .main):
            screen = .settings(selected: DemoChoice.allCases.firstIndex(of: choice) ?? 0)
            draw()
        case (.up, .settings(let selected)):
            screen = .settings(selected: max(0, selected - 1))
            draw()
        case (.down, .settings(let selected)):
            screen = .settings(selected: min(DemoChoice.allCases.count - 1, selected + 1))
            draw()
        case (.enter, .settings(let selected)):
            try? manager.setPreference(DemoChoice.allCases[selected].preference)
            draw()
        case (.escape, .settings):
            screen = .main
            draw()
        default:
            break
        }
    }

    private func installSignalHandlers() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    if signalNumber == SIGWINCH {
                        self.device.write("\u{1B}[2J")
                        self.draw()
                    } else {
                        self.restoreTerminal()
                        exit(signalNumber == SIGINT ? 130 : 128 + signalNumber)
                    }
                }
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Leaves the alternate screen, shows the cursor, resets modes and colours, and puts
    /// the terminal settings back exactly.
    func restoreTerminal() {
        device.write("\u{1B}[?2031l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        device.restore()
    }
}
