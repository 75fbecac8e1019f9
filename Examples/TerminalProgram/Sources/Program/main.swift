// Prints a title in the style the system asks for, in as many colours as the terminal has.
import Foundation
import Twilight
import TwilightSystem
import TwilightTerminal

let environment = ProcessInfo.processInfo.environment
let system = await SystemAppearanceDetector().detect()
let style = StyleResolver().resolve(.system, system: system)
let profile = ColorProfile.detect(environment: environment, isTerminal: isatty(1) == 1)
let title = TerminalStyle(foreground: ThemeProvider(light: .black, dark: .white), attributes: .bold)
print(title.resolved(for: style).render("Twilight in the \(style) style", profile: profile))
