#if GTK
import CAdwaita

/// The CSS that carries bound widgets' colours, in one `GtkCssProvider` for the display at
/// application priority.
///
/// Widgets with the same colours share one rule and its class (`twilight-N`), so a
/// thousand widgets bound to the same providers make one rule, not a thousand — GTK's
/// selector matching and its CSS parser (which recurses once per rule) stay small.
/// Changes are collected and loaded once, before the next frame: an idle at a priority
/// above GTK's redraw, or the frame clock's own tick during a transition.
// @safe: its CSS provider is a GObject it holds a reference to and never hands out.
@safe
@MainActor
final class GTKStyleSheet {
    /// The style sheet of the default display.
    static let shared = GTKStyleSheet()

    private struct Rule {
        var className: String
        var users: Int
    }

    private var provider: UnsafeMutablePointer<GtkCssProvider>?
    private var rules: [String: Rule] = [:]
    private var nextNumber = 0
    private var isScheduled = false
    private(set) var loadCount = 0

    /// The class whose rule holds `declarations`, made if needed; call
    /// ``releaseClass(for:)`` when the widget no longer uses it.
    func acquireClass(for declarations: String) -> String {
        if var rule = rules[declarations] {
            rule.users += 1
            rules[declarations] = rule
            return rule.className
        }
        nextNumber += 1
        let className = "twilight-\(nextNumber)"
        rules[declarations] = Rule(className: className, users: 1)
        scheduleLoad()
        return className
    }

    /// One user fewer for the rule holding `declarations`; the last one removes it.
    func releaseClass(for declarations: String) {
        guard var rule = rules[declarations] else { return }
        rule.users -= 1
        if rule.users > 0 {
            rules[declarations] = rule
        } else {
            rules[declarations] = nil
            scheduleLoad()
        }
    }

    /// The number of rules (distinct colour sets in use).
    var ruleCount: Int { rules.count }

    /// The whole style sheet, one rule per distinct set of declarations.
    var css: String {
        rules.sorted { $0.value.className < $1.value.className }
            .map { ".\($0.value.className) { \($0.key) }\n" }.joined()
    }

    private func scheduleLoad() {
        guard !isScheduled else { return }
        isScheduled = true
        // G_PRIORITY_HIGH_IDLE + 10: after the current handlers, before GTK's redraw (+ 20).
        unsafe g_idle_add_full(
            G_PRIORITY_HIGH_IDLE + 10,
            { _ in
                MainActor.assumeIsolated { GTKStyleSheet.shared.loadIfNeeded() }
                return 0  // G_SOURCE_REMOVE
            },
            nil,
            nil
        )
    }

    /// Loads pending changes now, if there are any (the frame clock does, so that a
    /// transition frame shows its own colours).
    func loadIfNeeded() {
        guard isScheduled else { return }
        isScheduled = false
        guard unsafe gdk_display_get_default() != nil else { return }
        unsafe loadApplicationCSS(css, into: &provider)
        loadCount += 1
    }
}
#endif
