#if GTK
import CAdwaita

/// The CSS that carries every bound widget's colours: one rule per widget, keyed by the
/// widget's own CSS class, in one `GtkCssProvider` for the display at application
/// priority.
///
/// Changes are collected and loaded once, before the next frame (an idle at a priority
/// above GTK's redraw), so switching a thousand widgets parses the style sheet once.
@MainActor
final class GTKStyleSheet {
    /// The style sheet of the default display.
    static let shared = GTKStyleSheet()

    private var provider: UnsafeMutablePointer<GtkCssProvider>?
    private var rules: [String: String] = [:]
    private var order: [String] = []
    private var isScheduled = false
    private(set) var loadCount = 0

    /// Sets (or with `nil` removes) the declarations of the rule for `.className`.
    func setDeclarations(_ declarations: String?, forClass className: String) {
        if let declarations {
            if rules.updateValue(declarations, forKey: className) == nil { order.append(className) }
        } else if rules.removeValue(forKey: className) != nil {
            order.removeAll { $0 == className }
        } else {
            return
        }
        scheduleLoad()
    }

    /// The whole style sheet as loaded.
    var css: String {
        var css = ""
        for className in order {
            guard let declarations = rules[className], !declarations.isEmpty else { continue }
            css += ".\(className) { \(declarations) }\n"
        }
        return css
    }

    private func scheduleLoad() {
        guard !isScheduled else { return }
        isScheduled = true
        // G_PRIORITY_HIGH_IDLE + 10: after the current handlers, before GTK's redraw (+ 20).
        g_idle_add_full(G_PRIORITY_HIGH_IDLE + 10, { _ in
            MainActor.assumeIsolated { GTKStyleSheet.shared.loadNow() }
            return 0  // G_SOURCE_REMOVE
        }, nil, nil)
    }

    /// Loads the pending changes now (the frame clock does, so a transition frame shows
    /// its own colours).
    func loadNow() {
        isScheduled = false
        guard let display = gdk_display_get_default() else { return }
        if provider == nil {
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        twilight_css_provider_load(provider, css)
        loadCount += 1
    }
}
#endif
