// A libadwaita window with a card whose colours follow the style, and libadwaita's own
// widgets kept in step with the manager (and the manager with the desktop's setting).
import CAdwaita
import Twilight
import TwilightColor
import TwilightGTK

@MainActor final class Program {
    let manager = ThemeManager(store: InMemoryPreferenceStore())
    var bridge: AdwaitaStyleBridge?

    func run() -> Int32 {
        let app = adw_application_new("org.example.TwilightGTK", G_APPLICATION_NON_UNIQUE)!
        GTKInterop.connect("activate", of: UnsafeMutableRawPointer(app)) { [self] in activate(app) }
        return g_application_run(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), 0, nil)
    }

    private func activate(_ app: UnsafeMutablePointer<AdwApplication>) {
        let window = adw_application_window_new(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GtkApplication.self))!
        bridge = manager.attach(to: window)
        manager.transition = .crossDissolve()

        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(GTKInterop.cast(card), gtk_label_new("Twilight follows the desktop's style"))
        let themed = ThemedWidget.wrapping(card)
        themed.theme(on: manager).backgroundColor = ThemeProvider(light: .white, dark: RGBAColor(red: 0.12, green: 0.12, blue: 0.14))
        themed.theme(on: manager).foregroundColor = ThemeProvider(light: .black, dark: .white)

        adw_application_window_set_content(GTKInterop.cast(window), card)
        gtk_window_present(GTKInterop.cast(window))
    }
}

let status = MainActor.assumeIsolated { Program().run() }
exit(status)
