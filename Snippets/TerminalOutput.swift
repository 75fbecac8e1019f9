// Themed terminal output: the terminal's colour profile, and text whose colours follow the style.
import Foundation
import Twilight
import TwilightTerminal

let manager = ThemeManager(store: InMemoryPreferenceStore())
let profile = ColorProfile.detect(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(1) == 1)
let title = TerminalStyle(foreground: ThemeProvider(light: .black, dark: .white), attributes: .bold)
print(title.resolved(for: manager.look).render("Settings", profile: profile))
