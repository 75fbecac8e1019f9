#if GTK
package import CAdwaita
package import Twilight

/// A `FrameClock` driven by a widget's GTK frame clock (tick callbacks), so
/// that transitions advance once per drawn frame, in step with the display.
///
/// ```swift
/// manager.attach(to: window)               // gives the manager this clock
/// manager.transition = .crossDissolve()      // 0.3 s, on the window's frames
/// ```
///
/// Frames arrive only while the widget is mapped. A change made while the window is
/// hidden or gone applies at once, and hiding or destroying the window ends a running
/// transition on its final values, so widgets never stay on the old style. Each frame's
/// colour changes are loaded into the style sheet before GTK lays out and draws that frame.
@MainActor
package final class GTKFrameClock: FrameClock {
    private weak var widgetOwner: ThemedWidget?
    private var handlers = FrameHandlers()
    private var tickID: guint = 0

    /// A clock on the frames of `widget` (usually the window).
    package init(widget: UnsafeMutablePointer<GtkWidget>) {
        widgetOwner = unsafe ThemedWidget.wrapping(widget)
        for signal in ["unmap", "destroy"] {
            unsafe GTKInterop.connect(signal, of: widget) { [weak self] in self?.finishTransitions() }
        }
    }

    /// Whether the widget exists and is mapped: GTK sends no frames otherwise.
    package var canDeliverFrames: Bool {
        guard let widget = unsafe widgetOwner?.pointer else { return false }
        return unsafe gtk_widget_get_mapped(widget) != 0
    }

    /// Ends every running transition on its final values (no more frames will come).
    private func finishTransitions() {
        handlers.finishAll()
        GTKStyleSheet.shared.loadIfNeeded()
    }

    /// GLib's monotonic time, the timeline of GDK's frame times.
    package var now: Duration { .microseconds(g_get_monotonic_time()) }

    /// Calls `handler` on every frame of the widget until the handle is cancelled.
    package func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Void) -> FrameHandlerHandle {
        let id = handlers.add(handler)
        startTicking()
        return FrameHandlerHandle { [weak self] in
            MainActor.assumeIsolated { self?.handlers.remove(id) }
        }
    }

    private func startTicking() {
        guard tickID == 0, let widget = unsafe widgetOwner?.pointer else { return }
        tickID = unsafe gtk_widget_add_tick_callback(
            widget,
            { _, frameClock, data in
                guard let data = unsafe data else { return 0 }
                let clock = unsafe Unmanaged<GTKFrameClock>.fromOpaque(data).takeUnretainedValue()
                return MainActor.assumeIsolated { unsafe clock.tick(frameTime: Int64(gdk_frame_clock_get_frame_time(frameClock))) ? 1 : 0 }
            },
            unsafe Unmanaged.passRetained(self).toOpaque(),
            { data in
                guard let data = unsafe data else { return }
                unsafe Unmanaged<GTKFrameClock>.fromOpaque(data).release()
            }
        )
    }

    /// One frame: runs the handlers and loads their colours. Returns whether to go on.
    private func tick(frameTime: Int64) -> Bool {
        let now = Duration.microseconds(frameTime)
        for handler in handlers.snapshot { handler(now) }
        GTKStyleSheet.shared.loadIfNeeded()
        if handlers.isEmpty {
            tickID = 0
            return false
        }
        return true
    }
}
#endif
