// A GTK 4 window whose widgets follow the style, with libadwaita kept in step.
// Built with the package trait GTK (swift build --traits GTK).
#if GTK
import CAdwaita
import Twilight
import TwilightColor
import TwilightGTK

// snippet.hide
@MainActor
func decorate(window: UnsafeMutablePointer<GtkWidget>, box: UnsafeMutablePointer<GtkWidget>, manager: ThemeManager) {
    let night = RGBAColor(red: 0.12, green: 0.12, blue: 0.14)
    // snippet.show
    let bridge = manager.attach(to: window)
    manager.transition = .crossDissolve()

    let card = ThemedWidget.wrapping(box)
    card.theme(on: manager).backgroundColor = ThemeProvider(light: .white, dark: night)
    card.theme(on: manager).overrideStyle = .dark
    // snippet.hide
    _ = bridge
}
#endif
