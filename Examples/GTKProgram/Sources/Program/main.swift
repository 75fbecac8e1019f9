// A libadwaita window with a card whose colours follow the style, and libadwaita's own
// widgets kept in step with the manager (and the manager with the desktop's setting).
import CAdwaita
import Twilight
import TwilightColor
import TwilightGTK

@MainActor final class Program {
    let manager = ThemeManager(store: InMemoryPreferenceStore())
    var bridge: AdwaitaStyleBridge?

    func activate(_ app: UnsafeMutableRawPointer) {
        let window = adw_application_window_new(app.assumingMemoryBound(to: GtkApplication.self))!
        bridge = manager.attach(to: window)
        manager.transition = .crossDissolve()

        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(gtk(card), gtk_label_new("Twilight follows the desktop's style"))
        let themed = ThemedWidget.wrapping(card)
        themed.theme(on: manager).backgroundColor = ThemeProvider(light: .white, dark: RGBAColor(red: 0.12, green: 0.12, blue: 0.14))
        themed.theme(on: manager).foregroundColor = ThemeProvider(light: .black, dark: .white)

        adw_application_window_set_content(gtk(window), card)
        gtk_window_present(gtk(window))
    }
}

/// A GTK widget as the subclass a GTK function takes (GTK's own casting macros do not
/// reach Swift).
func gtk<Target>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Target.self)
}

/// GTK calls this on the main thread when the application starts.
let activate: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { app, _ in
    MainActor.assumeIsolated { program.activate(app!) }
}
let program = Program()

let app = adw_application_new("org.example.TwilightGTK", G_APPLICATION_NON_UNIQUE)!
g_signal_connect_data(app, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
exit(g_application_run(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), 0, nil))
