// Prints a title in the style the system asks for, in as many colours as the terminal has,
// with its colour from a token file when one is given: `Program [TOKENS_FILE]`, where the
// file has `color.text` per mode.
import Foundation
import Twilight
import TwilightColor
import TwilightSystem
import TwilightTerminal
import TwilightTokens

let environment = ProcessInfo.processInfo.environment
let system = await SystemAppearanceDetector().detect()
let style = ThemeStyles.standard.resolve(.system, system: system)
let profile = ColorProfile.detect(environment: environment, isTerminal: isatty(1) == 1)
var text = ThemeProvider<RGBAColor>(light: .black, dark: .white)
if CommandLine.arguments.count > 1 {
    do {
        text = try DesignTokens(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])).color("color.text")
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}
let title = TerminalStyle(foreground: text, attributes: .bold)
print(title.resolved(for: ThemeStyles.standard.look(style)).render("Twilight in the \(style) style", profile: profile))
