// Twilight's core: a manager, values bound to the style, typed themes, the user's choice.
import Twilight
import TwilightColor

// snippet.hide
/// A stand-in for any view class (a UIKit label, a GTK widget, a terminal cell).
final class Label { var textColor = RGBAColor.black }
// snippet.show

// snippet.manager
let manager = ThemeManager(store: InMemoryPreferenceStore(), systemAppearance: SystemAppearance(colorScheme: .dark))
// snippet.end

// snippet.bind
extension Label: ThemeCompatible {}

let label = Label()
label.theme(on: manager).textColor = ThemeProvider(light: .black, dark: .white)
// snippet.end

// snippet.typed
struct AppTheme { var body: BodyTheme }
struct BodyTheme { var text: RGBAColor }

extension AppTheme {
    static let light = AppTheme(body: BodyTheme(text: .black))
    static let dark = AppTheme(body: BodyTheme(text: .white))
}

final class Screen: Themeable {
    var text = RGBAColor.black
    func apply(theme: BodyTheme) { text = theme.text }
}

let screen = Screen()
let catalog = ThemeProvider<AppTheme>([.light: .light, .dark: .dark], default: .light)
manager.register(catalog)
screen.observe(theme: \AppTheme.body, on: manager)
// snippet.end

// snippet.choose
manager.transition = .crossDissolve()  // 0.3 s, instant under reduced motion
manager.preference = .dark  // persisted, then delivered
manager.preference = .system  // follow the system again
// snippet.end

// snippet.hide
print(manager.style, label.textColor, screen.text)
