import Benchmark
import CAdwaita
import Foundation
import Twilight
import TwilightColor
import TwilightGTK

/// A window of 1 000 labels in a scrolled box, shown and mapped.
@MainActor
func windowOfLabels(count: Int) -> (window: UnsafeMutablePointer<GtkWidget>, labels: [UnsafeMutablePointer<GtkWidget>]) {
    let window = gtk_window_new()!
    gtk_window_set_default_size(gtk(window), 800, 600)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let labels = (0..<count).map { index in
        let label = gtk_label_new("Row \(index)")!
        gtk_box_append(gtk(box), label)
        return label
    }
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(gtk(scrolled), box)
    gtk_window_set_child(gtk(window), scrolled)
    gtk_window_present(gtk(window))
    while gtk_widget_get_mapped(window) == 0 { g_main_context_iteration(nil, 1) }
    drainMainLoop(for: .milliseconds(300))
    return (window, labels)
}

/// Runs the main loop without blocking for a while (lets earlier frames finish).
@MainActor
func drainMainLoop(for duration: Duration) {
    let clock = ContinuousClock()
    let end = clock.now + duration
    while clock.now < end {
        while g_main_context_iteration(nil, 0) != 0 {}
        Thread.sleep(forTimeInterval: 0.002)
    }
}

/// Runs the main loop until the window's frame clock has painted a frame.
@MainActor
func waitForNextFrame(of window: UnsafeMutablePointer<GtkWidget>) {
    let frameClock = gtk_widget_get_frame_clock(window)!
    let frame = gdk_frame_clock_get_frame_counter(frameClock)
    // The counter moves when the next frame starts; its paint is done once the main
    // loop has nothing left to do for it.
    while gdk_frame_clock_get_frame_counter(frameClock) == frame { g_main_context_iteration(nil, 1) }
    while g_main_context_iteration(nil, 0) != 0 {}
}

/// A GTK widget as the subclass a GTK function takes.
func gtk<Target>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Target.self)
}

/// A GTK widget as a subclass GTK's headers leave opaque (`GtkScrolledWindow`).
func gtk(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
    OpaquePointer(widget)
}

let benchmarks: @Sendable () -> Void = {
    guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) == true else {
        print("GTKSwitching: no DISPLAY; run it under xvfb-run -a")
        return
    }
    setenv("NO_AT_BRIDGE", "1", 1)
    setenv("GSETTINGS_BACKEND", "memory", 1)
    let configuration = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 60)

    Benchmark("libadwaita switches its own colour scheme, 1 000 labels: until the next frame is drawn", configuration: configuration) {
        @MainActor benchmark async in
        do {
            adw_init()
            let (window, _) = windowOfLabels(count: 1000)
            let styleManager = adw_style_manager_get_default()
            for iteration in benchmark.scaledIterations {
                drainMainLoop(for: .milliseconds(50))
                benchmark.startMeasurement()
                adw_style_manager_set_color_scheme(styleManager, iteration % 2 == 0 ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
                waitForNextFrame(of: window)
                benchmark.stopMeasurement()
            }
            adw_style_manager_set_color_scheme(styleManager, ADW_COLOR_SCHEME_DEFAULT)
            gtk_window_destroy(gtk(window))
        }
    }

    for followingAdwaita in [false, true] {
        let name =
            followingAdwaita
            ? "Twilight with libadwaita: the preference switches both, 1 000 bound labels: until the next frame is drawn"
            : "Twilight alone: 1 000 bound labels (background + text colour): until the next frame is drawn"
        Benchmark(name, configuration: configuration) { @MainActor benchmark async in
            do {
                adw_init()
                let (window, labels) = windowOfLabels(count: 1000)
                let manager = ThemeManager(store: InMemoryPreferenceStore())
                let bridge = manager.attach(to: window, followingAdwaita: followingAdwaita)
                for label in labels {
                    let widget = ThemedWidget.wrapping(label)
                    widget.theme(on: manager).backgroundColor = ThemeProvider(
                        light: RGBAColor(red: 1, green: 1, blue: 1),
                        dark: RGBAColor(red: 0.1, green: 0.1, blue: 0.12)
                    )
                    widget.theme(on: manager).foregroundColor = ThemeProvider(
                        light: RGBAColor(red: 0.1, green: 0.1, blue: 0.12),
                        dark: RGBAColor(red: 0.93, green: 0.93, blue: 0.95)
                    )
                }
                for iteration in benchmark.scaledIterations {
                    drainMainLoop(for: .milliseconds(50))
                    benchmark.startMeasurement()
                    manager.preference = iteration % 2 == 0 ? .dark : .light
                    waitForNextFrame(of: window)
                    benchmark.stopMeasurement()
                }
                withExtendedLifetime(bridge) {}
                gtk_window_destroy(gtk(window))
            }
        }
    }
}
