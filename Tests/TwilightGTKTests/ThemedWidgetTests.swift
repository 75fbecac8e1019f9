#if GTK
import CAdwaita
import Testing
import Twilight
import TwilightColor
@testable import TwilightGTK

/// Bindings on real GTK widgets: colours through CSS, overrides down the widget tree,
/// transitions on the frame clock, and bindings that end with their widget.
@MainActor
@Suite(.serialized) struct ThemedWidgetTests {
    static let white = RGBAColor(red: 1, green: 1, blue: 1)
    static let black = RGBAColor(red: 0, green: 0, blue: 0)
    static let light = "background-color: rgba(255, 255, 255, 1.0); background-image: none;"
    static let dark = "background-color: rgba(0, 0, 0, 1.0); background-image: none;"

    @Test func boundColoursFollowTheManager() {
        guard GTKTestDisplay.ready() else { return }
        let manager = ThemeManager(store: InMemoryPreferenceStore())
        let label = unsafe ThemedWidget.wrapping(gtk_label_new("Hello")!)
        label.theme(on: manager).backgroundColor = ThemeProvider(light: Self.white, dark: Self.black)
        label.theme(on: manager).foregroundColor = ThemeProvider(light: Self.black, dark: Self.white)
        #expect(GTKTestDisplay.rule(of: label) == Self.light + " color: rgba(0, 0, 0, 1.0);")
        manager.preference = .dark
        #expect(GTKTestDisplay.rule(of: label) == Self.dark + " color: rgba(255, 255, 255, 1.0);")
        // Loaded before the next frame, once for the whole change.
        let loads = GTKStyleSheet.shared.loadCount
        GTKTestDisplay.iterate(until: { GTKStyleSheet.shared.loadCount > loads }, timeout: .seconds(1))
        #expect(GTKStyleSheet.shared.loadCount == loads + 1)
        unsafe #expect(gtk_widget_has_css_class(label.pointer, label.cssClass) != 0)
    }

    @Test func aThousandWidgetsWithTheSameColoursShareOneRule() throws {
        guard GTKTestDisplay.ready() else { return }
        let window = unsafe try #require(GTKTestDisplay.mappedWindow())
        defer { unsafe gtk_window_destroy(GTKInterop.cast(window)) }
        let manager = ThemeManager(store: InMemoryPreferenceStore())
        let box = unsafe gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        unsafe gtk_window_set_child(GTKInterop.cast(window), box)
        let rulesBefore = GTKStyleSheet.shared.ruleCount
        let widgets = (0..<1000).map { index in
            let label = unsafe gtk_label_new("\(index)")!
            unsafe gtk_box_append(GTKInterop.cast(box), label)
            let widget = unsafe ThemedWidget.wrapping(label)
            widget.theme(on: manager).backgroundColor = ThemeProvider(
                light: RGBAColor(red: 0.9, green: 0.9, blue: 0.8),
                dark: RGBAColor(red: 0.2, green: 0.1, blue: 0.1)
            )
            return widget
        }
        #expect(GTKStyleSheet.shared.ruleCount == rulesBefore + 1)
        manager.preference = .dark
        #expect(GTKStyleSheet.shared.ruleCount == rulesBefore + 1)
        #expect(Set(widgets.map(\.cssClass)).count == 1)
        #expect(GTKTestDisplay.rule(of: widgets[999]) == "background-color: rgba(51, 26, 26, 1.0); background-image: none;")
        GTKTestDisplay.iterate(timeout: .milliseconds(200))  // GTK restyles and draws them
    }

    @Test func anOverrideReachesTheSubtreeAndWidgetsAddedLater() {
        guard GTKTestDisplay.ready() else { return }
        let manager = ThemeManager(store: InMemoryPreferenceStore())
        GTKTheming.attach(manager)
        let outer = unsafe gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let inner = unsafe gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        _ = unsafe g_object_ref_sink(gpointer(outer))
        unsafe gtk_box_append(GTKInterop.cast(outer), inner)
        unsafe ThemedWidget.wrapping(outer).theme(on: manager).overrideStyle = .dark

        let early = unsafe ThemedWidget.wrapping(gtk_label_new("early")!)
        unsafe gtk_box_append(GTKInterop.cast(inner), early.pointer)
        early.theme(on: manager).backgroundColor = ThemeProvider(light: Self.white, dark: Self.black)
        #expect(GTKTestDisplay.rule(of: early) == Self.dark)

        // Bound first, added afterwards: it takes the override when it joins the tree.
        let late = unsafe ThemedWidget.wrapping(gtk_label_new("late")!)
        _ = unsafe g_object_ref_sink(gpointer(late.pointer!))
        late.theme(on: manager).backgroundColor = ThemeProvider(light: Self.white, dark: Self.black)
        #expect(GTKTestDisplay.rule(of: late) == Self.light)
        unsafe gtk_box_append(GTKInterop.cast(inner), late.pointer)
        #expect(GTKTestDisplay.rule(of: late) == Self.dark)

        // A nearer override wins; clearing it inherits again.
        unsafe ThemedWidget.wrapping(inner).theme(on: manager).overrideStyle = .light
        #expect(GTKTestDisplay.rule(of: early) == Self.light)
        unsafe ThemedWidget.wrapping(inner).theme(on: manager).overrideStyle = nil
        #expect(GTKTestDisplay.rule(of: late) == Self.dark)

        // Taken out of the tree, it follows the manager again.
        unsafe g_object_ref(gpointer(late.pointer!))
        unsafe gtk_box_remove(GTKInterop.cast(inner), late.pointer)
        #expect(GTKTestDisplay.rule(of: late) == Self.light)
        unsafe g_object_unref(gpointer(late.pointer!))
        unsafe g_object_unref(gpointer(late.pointer!))
        unsafe g_object_unref(gpointer(outer))
    }

    @Test func destroyingAWidgetDropsItsBindings() throws {
        guard GTKTestDisplay.ready() else { return }
        let manager = ThemeManager(store: InMemoryPreferenceStore())
        let calls = Counter()
        let label = unsafe gtk_label_new("gone")!
        _ = unsafe g_object_ref_sink(gpointer(label))
        weak let wrapper = unsafe ThemedWidget.wrapping(label)
        // Colours no other widget uses, so the rule is this widget's alone.
        wrapper!.theme(on: manager).backgroundColor = ThemeProvider(light: RGBAColor(red: 0.5, green: 0.25, blue: 0.75), dark: Self.black)
        wrapper!.theme(on: manager).customization = ThemeProvider { _ in calls.count += 1 }
        let cssClass = try #require(wrapper?.cssClass)
        #expect(calls.count == 1)
        #expect(GTKStyleSheet.shared.css.contains(".\(cssClass) "))

        unsafe g_object_unref(gpointer(label))  // the last reference: GTK finalizes the label
        #expect(wrapper == nil)
        #expect(!GTKStyleSheet.shared.css.contains(".\(cssClass) "))
        manager.preference = .dark
        manager.preference = .light
        #expect(calls.count == 1)
    }

    /// A manager driving `window` with a cross-dissolve over `duration`, the window's
    /// background bound white/black, and the preference just set to dark.
    static func windowTurningDark(_ window: UnsafeMutablePointer<GtkWidget>, over duration: Duration) -> (ThemeManager, ThemedWidget) {
        let manager = ThemeManager(store: InMemoryPreferenceStore())
        unsafe manager.attach(to: window, followingAdwaita: false)
        manager.transition = .crossDissolve(duration: duration)
        let page = unsafe ThemedWidget.wrapping(window)
        page.theme(on: manager).backgroundColor = ThemeProvider(light: white, dark: black)
        manager.preference = .dark
        return (manager, page)
    }

    @Test func attachingKeepsAClockTheAppChoseAndFollowsTheLastWindow() throws {
        guard GTKTestDisplay.ready() else { return }
        let first = unsafe try #require(GTKTestDisplay.mappedWindow())
        let second = unsafe try #require(GTKTestDisplay.mappedWindow())
        defer {
            unsafe gtk_window_destroy(GTKInterop.cast(first))
            unsafe gtk_window_destroy(GTKInterop.cast(second))
        }
        let chosen = ManualFrameClock()
        let testing = ThemeManager(store: InMemoryPreferenceStore(), frameClock: chosen)
        unsafe testing.attach(to: first, followingAdwaita: false)
        #expect(testing.frameClock === chosen)

        let manager = ThemeManager(store: InMemoryPreferenceStore())
        unsafe manager.attach(to: first, followingAdwaita: false)
        let firstClock = try #require(manager.frameClock as? GTKFrameClock)
        unsafe manager.attach(to: second, followingAdwaita: false)
        let secondClock = try #require(manager.frameClock as? GTKFrameClock)
        #expect(secondClock !== firstClock)
    }

    @Test func aTransitionRunsOnTheWindowsFrameClock() throws {
        guard GTKTestDisplay.ready() else { return }
        let window = unsafe try #require(GTKTestDisplay.mappedWindow())
        defer { unsafe gtk_window_destroy(GTKInterop.cast(window)) }
        let (manager, page) = unsafe Self.windowTurningDark(window, over: .milliseconds(300))
        var seen: Set<String> = []
        let finished = GTKTestDisplay.iterate(
            until: {
                if let rule = GTKTestDisplay.rule(of: page) { seen.insert(rule) }
                return GTKTestDisplay.rule(of: page) == Self.dark
            },
            timeout: .seconds(3)
        )
        #expect(finished)
        // Frames in between showed colours between white and black.
        #expect(seen.subtracting([Self.light, Self.dark]).count >= 3, "\(seen)")
        withExtendedLifetime(manager) {}
    }

    @Test func aChangeWhileTheWindowIsHiddenAppliesAtOnce() throws {
        guard GTKTestDisplay.ready() else { return }
        let window = unsafe gtk_window_new()!  // never shown: GTK sends it no frames
        defer { unsafe gtk_window_destroy(GTKInterop.cast(window)) }
        let (manager, page) = unsafe Self.windowTurningDark(window, over: .milliseconds(300))
        #expect(GTKTestDisplay.rule(of: page) == Self.dark)
        withExtendedLifetime(manager) {}
    }

    @Test func hidingTheWindowMidTransitionEndsItOnTheNewStyle() throws {
        guard GTKTestDisplay.ready() else { return }
        let window = unsafe try #require(GTKTestDisplay.mappedWindow())
        defer { unsafe gtk_window_destroy(GTKInterop.cast(window)) }
        let (manager, page) = unsafe Self.windowTurningDark(window, over: .seconds(5))
        GTKTestDisplay.iterate(until: { GTKTestDisplay.rule(of: page) != Self.light }, timeout: .seconds(2))
        #expect(GTKTestDisplay.rule(of: page) != Self.dark, "still in the middle of the transition")
        unsafe gtk_widget_set_visible(window, 0)
        unsafe #expect(gtk_widget_get_mapped(window) == 0)
        #expect(GTKTestDisplay.rule(of: page) == Self.dark)
        withExtendedLifetime(manager) {}
    }

    @Test func signalClosuresAreReleasedWithTheirConnection() {
        guard GTKTestDisplay.ready() else { return }
        let button = unsafe gtk_button_new()!
        _ = unsafe g_object_ref_sink(gpointer(button))
        weak var captured: Counter?
        let id: gulong
        do {
            let counter = Counter()
            captured = counter
            id = unsafe GTKInterop.connect("clicked", of: gpointer(button)) { counter.count += 1 }
        }
        unsafe twilight_emit_signal(gpointer(button), "clicked")
        #expect(captured?.count == 1)
        unsafe g_signal_handler_disconnect(gpointer(button), id)
        #expect(captured == nil)
        unsafe g_object_unref(gpointer(button))
    }
}
#endif
