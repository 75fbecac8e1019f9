#if GTK
public import CAdwaita
import Observation
public import Twilight

/// The whole window cross-dissolves on a change of style, as the reference app's
/// `UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve)` does:
/// text, images, icons and borders — everything GTK draws, not only the colours Twilight
/// interpolates.
///
/// Just before the style changes, the content of `overlay` (a `GtkOverlay` around the
/// window's content) is captured as a still image (`gdk_paintable_get_current_image`); the
/// new style is then drawn below that image, which fades out on the manager's frame clock
/// over the manager's `transition`. Nothing is captured when the
/// transition is instant or the system asks for reduced motion. A change during a dissolve
/// captures what is on screen then, so it carries on from there.
///
/// ```swift
/// let overlay = gtk_overlay_new()!
/// gtk_overlay_set_child(GTKInterop.cast(overlay), content)
/// adw_application_window_set_content(GTKInterop.cast(window), overlay)
/// let dissolve = WindowDissolve(overlay: overlay, manager: manager)   // keep it with the window
/// ```
// @safe: the picture is a child of the overlay it owns, removed before it is released.
@safe
@MainActor
public final class WindowDissolve {
    /// The manager whose changes dissolve.
    package let manager: ThemeManager
    private let overlayOwner: ThemedWidget
    private var picture: UnsafeMutablePointer<GtkWidget>?
    private var frames: FrameHandlerHandle?
    private var startedAt: Duration?

    /// Starts dissolving the content of `overlay` on every change of `manager`'s style.
    public init(overlay: UnsafeMutablePointer<GtkWidget>, manager: ThemeManager) {
        self.manager = manager
        overlayOwner = unsafe ThemedWidget.wrapping(overlay)
        track()
    }

    /// The still image fading out now, or `nil` between dissolves.
    package var fadingImage: UnsafeMutablePointer<GtkWidget>? { unsafe picture }

    /// Observes the next change of style; Observation calls back before the value is stored,
    /// while the window still shows the old style.
    private func track() {
        withObservationTracking {
            _ = manager.style
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.styleWillChange() }
        }
    }

    private func styleWillChange() {
        defer { Task { @MainActor [weak self] in self?.track() } }
        guard !manager.transition.isInstant, !manager.systemAppearance.reducedMotion,
            let overlay = unsafe overlayOwner.pointer, unsafe gtk_widget_get_mapped(overlay) != 0
        else { return }
        guard let live = unsafe gtk_widget_paintable_new(overlay) else { return }
        let still = unsafe gdk_paintable_get_current_image(live)
        unsafe g_object_unref(gpointer(live))
        guard let still = unsafe still else { return }
        finish()
        let picture = unsafe gtk_picture_new_for_paintable(still)!
        unsafe g_object_unref(gpointer(still))
        unsafe gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_FILL)
        unsafe gtk_widget_set_can_target(picture, 0)
        unsafe gtk_overlay_add_overlay(GTKInterop.cast(overlay), picture)
        unsafe self.picture = picture
        startedAt = nil
        frames = manager.frameClock.addFrameHandler { [weak self] now in self?.frame(at: now) }
    }

    private func frame(at now: Duration) {
        guard let picture = unsafe picture else { return }
        let start = startedAt ?? now
        startedAt = start
        let transition = manager.transition
        let progress = transition.isInstant ? 1 : min(1, max(0, (now - start) / transition.duration))
        unsafe gtk_widget_set_opacity(picture, 1 - transition.curve(progress))
        if progress >= 1 { finish() }
    }

    /// Removes the still image and stops the frames.
    private func finish() {
        frames?.cancel()
        frames = nil
        if let picture = unsafe picture, let overlay = unsafe overlayOwner.pointer {
            unsafe gtk_overlay_remove_overlay(GTKInterop.cast(overlay), picture)
        }
        unsafe picture = nil
    }
}
#endif
