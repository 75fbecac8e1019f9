// The reference app's model without a UI toolkit: a label whose colour follows the style,
// the Light / Dark / System choice kept in the app's own file, and the system's appearance
// fed in the way a UIKit trait change would.
import Foundation
import Twilight
import TwilightColor

/// Stands in for a UILabel or an NSTextField.
@MainActor final class Label: ThemeCompatible {
    var textColor = RGBAColor.black
}

@MainActor func run() {
    let settings = FileManager.default.temporaryDirectory.appending(path: "twilight-example-app.json")
    let manager = ThemeManager(store: JSONFilePreferenceStore(url: settings))
    let label = Label()
    label.theme(on: manager).textColor = ThemeProvider(light: .black, dark: .white)

    manager.systemAppearance = SystemAppearance(colorScheme: .dark)
    manager.preference = .system
    print("System, on a dark system: \(manager.style), label \(label.textColor.hexString)")
    manager.preference = .light
    print("Light: \(manager.style), label \(label.textColor.hexString)")
}

MainActor.assumeIsolated { run() }
