import Dispatch
import Foundation
import ReferenceDocument
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
    var theme: DemoTheme
    var running = true
    private var decoder = KeyDecoder()
    private var systemAppearance: SystemAppearance = .unknown
    private var terminalIsDark: Bool?
    private var signalSources: [any DispatchSourceSignal] = []

    /// Each look's colours: the reference document's, or a token document's.
    let catalog: ThemeProvider<DemoTheme>

    init(device: TerminalDevice, manager: ThemeManager, catalog: ThemeProvider<DemoTheme>, profile: ColorProfile, environment: [String: String]) {
        self.device = device
        self.catalog = catalog
        self.theme = catalog(manager.look)
        self.manager = manager
        self.profile = profile
        self.environment = environment
    }

    var choice: DemoChoice { DemoChoice(manager.preference) }
    /// The day/night pair offered on Settings: the chosen one, else Sepia and Dimmed.
    var pair = DemoPair.initial

    func apply(theme: DemoTheme) {
        self.theme = theme
        draw()
    }

    func draw() {
        let (columns, rows) = device.size
        device.write(
            DemoRenderer.frame(
                screen: screen,
                choice: choice,
                pair: pair,
                brand: DemoBrand(manager.choice.axes),
                yourColor: YourColor.picked.color(in: manager.choice.axes),
                style: manager.style,
                theme: theme,
                columns: columns,
                rows: rows,
                profile: profile
            )
        )
    }

    /// Sets up the terminal, runs until quit, and restores the terminal on every exit path.
    func run() async {
        QuitSignal.restoreTerminalFirst(input: device.input, output: device.output)
        device.enterRawMode()
        // The override, the terminal's answer or COLORFGBG; with none of them the system decides.
        let background = TerminalBackground.reading(of: device, environment: environment)
        if background.source != .default { terminalIsDark = background.colorScheme == .dark }
        enterScreen()
        installSignalHandlers()
        updateSystemAppearance()
        if case .systemPair(let stored) = manager.preference { pair = stored }
        manager.register(catalog)
        observe(theme: \DemoTheme.self, on: manager)
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
        end()
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
        case (.suspend, _):
            suspend()
        case (.colorSchemeReport(let dark), _):
            let background = TerminalBackground.reading(afterReport: dark, of: device, environment: environment)
            terminalIsDark = background.colorScheme == .dark
            updateSystemAppearance()
        case (.character("s"), .main), (.enter, .main):
            screen = .settings(selected: DemoChoice.allCases.firstIndex(of: choice) ?? 0)
            draw()
        case (.up, .settings(let selected)):
            screen = .settings(selected: max(0, selected - 1))
            draw()
        case (.down, .settings(let selected)):
            screen = .settings(selected: min(DemoSettingsRows.count - 1, selected + 1))
            draw()
        case (.enter, .settings(let selected)) where selected < DemoChoice.allCases.count:
            choose(DemoChoice.allCases[selected].preference(pair: pair))
            draw()
        case (.enter, .settings(DemoSettingsRows.brand)):
            // The brand row: Enter moves the brand on, kept beside the choice.
            let next = DemoBrand(manager.choice.axes).next
            if let axes = try? manager.choice.axes.setting(DemoBrand.axis, to: next.axisValue) {
                try? manager.setChoice(ThemeChoice(manager.preference, axes: axes))
            }
            draw()
        case (.enter, .settings(DemoSettingsRows.yourColor)):
            // Your colour: Enter picks the starting colour, or gives the brand's back.
            pickColor(YourColor.picked.color(in: manager.choice.axes) == nil ? YourColor.start : nil)
        case (.left, .settings(DemoSettingsRows.yourColor)), (.right, .settings(DemoSettingsRows.yourColor)):
            // ←/→ turn the picked colour's hue (picking the starting colour first).
            let picked = YourColor.picked.color(in: manager.choice.axes) ?? YourColor.start
            pickColor(YourColor.turning(picked, by: event == .left ? -1 : 1))
        case (.enter, .settings(let selected)):
            // The pair's rows: Enter moves the style on; a chosen pair follows at once.
            let byDay = selected == DemoChoice.allCases.count
            let styles = byDay ? DemoPair.dayStyles : DemoPair.nightStyles
            let current = byDay ? pair.light : pair.dark
            let next = styles[((styles.firstIndex(of: current) ?? -1) + 1) % styles.count]
            if byDay { pair.light = next } else { pair.dark = next }
            if choice == .dayAndNight { choose(.systemPair(pair)) }
            draw()
        case (.escape, .settings):
            screen = .main
            draw()
        default:
            break
        }
    }

    /// Alternate screen, hidden cursor, DEC 2031 colour-scheme reports.
    /// Saves and applies `preference`, keeping the brand; a store that cannot save leaves
    /// the screen as it was (the settings row shows the stored choice).
    private func choose(_ preference: ThemePreference) {
        try? manager.setChoice(ThemeChoice(preference, axes: manager.choice.axes))
    }

    /// Saves and applies `color` as your colour (`nil`: the brand's again), keeping the
    /// style; everything is drawn in its scheme.
    private func pickColor(_ color: RGBAColor?) {
        if let axes = try? manager.choice.axes.setting(YourColor.axis, to: color?.hexString) {
            try? manager.setChoice(ThemeChoice(manager.preference, axes: axes))
        }
        draw()
    }

    private func enterScreen() {
        device.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        device.reportsColorSchemeChanges = true
    }

    /// Ctrl-Z or `SIGTSTP`, as full-screen programs do it: the terminal is given back as it
    /// was, the process stops, and when the shell continues it (`fg`) raw mode and the
    /// screen come back and everything is drawn again.
    func suspend() {
        restoreTerminal()
        ProcessSignals.stopThisProcess()
        resumeAfterStop()
    }

    /// After a stop, whoever stopped us: the shell has the terminal in its own mode.
    func resumeAfterStop() {
        device.enterRawMode()
        enterScreen()
        draw()
    }

    private func installSignalHandlers() {
        let handlers: [(Int32, @MainActor (DemoApp) -> Void)] = [
            (
                SIGINT,
                {
                    $0.end()
                    exit(130)
                }
            ),
            (
                SIGTERM,
                {
                    $0.end()
                    exit(128 + SIGTERM)
                }
            ),
            (
                SIGHUP,
                {
                    $0.end()
                    exit(128 + SIGHUP)
                }
            ),
            (SIGTSTP, { $0.suspend() }),
            (SIGCONT, { app in if !app.device.isRaw { app.resumeAfterStop() } }),
            (
                SIGWINCH,
                { app in
                    app.device.write("\u{1B}[2J")
                    app.draw()
                }
            ),
        ]
        for (signalNumber, handler) in handlers {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    handler(self)
                }
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// On the way out: no `gsettings` a detection still runs is left behind, and the
    /// terminal is given back.
    func end() {
        ChildProcesses.terminateAll()
        restoreTerminal()
    }

    /// Leaves the alternate screen, shows the cursor, resets modes and colours, and puts
    /// the terminal settings back exactly.
    func restoreTerminal() {
        device.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        device.restore()
    }
}

/// `SIGQUIT` (`kill -QUIT`) must end the demo with the terminal given back. Left alone,
/// the Swift runtime's crash handler takes it: it draws a backtrace on the alternate
/// screen with the terminal raw, and on Linux (Swift 6.3.1, seen here) the process does not
/// even end after an asynchronous `SIGQUIT` — it prints the backtrace and stays. So a handler
/// runs synchronously in the signal, doing only async-signal-safe work — `write(2)` of
/// fixed bytes, `tcsetattr(3)` with settings saved before raw mode — and then ends the
/// process by the signal's default action (status 131, a core dump where enabled).
enum QuitSignal {
    // nonisolated(unsafe): written once before the handler is installed, then only read,
    // by the signal handler (which may not take locks).
    nonisolated(unsafe) private static var output: Int32 = -1
    nonisolated(unsafe) private static var input: Int32 = -1
    nonisolated(unsafe) private static var settings = termios()

    /// Saves the terminal's settings now (before raw mode) and installs the handler.
    static func restoreTerminalFirst(input: Int32, output: Int32) {
        unsafe Self.input = input
        unsafe Self.output = output
        guard unsafe tcgetattr(input, &settings) == 0 else { return }
        signal(SIGQUIT) { signalNumber in QuitSignal.handle(signalNumber) }
    }

    private static let reset: StaticString = "\u{1B}[?2031l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private static func handle(_ signalNumber: Int32) {
        _ = unsafe write(output, reset.utf8Start, reset.utf8CodeUnitCount)
        unsafe tcsetattr(input, TCSANOW, &settings)
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
