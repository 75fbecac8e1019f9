#if GTK
package import CAdwaita

/// A GObject pointer for the `g_object_…` functions.
@inline(__always)
func gobject(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GObject> {
    unsafe pointer.assumingMemoryBound(to: GObject.self)
}

/// Loads `css` into `provider`, which is first made and added to the default display at
/// application priority (above the theme's, so its rules and named colours win). Nothing
/// happens without a display.
@MainActor
func loadApplicationCSS(_ css: String, into provider: inout UnsafeMutablePointer<GtkCssProvider>?) {
    guard let display = unsafe gdk_display_get_default() else { return }
    if unsafe provider == nil {
        unsafe provider = gtk_css_provider_new()
        unsafe gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
    unsafe twilight_css_provider_load(provider, css)
}

/// A Swift closure kept alive for as long as GLib holds its signal connection, and
/// released by GLib's destroy notify when the connection goes (by disconnecting, or with
/// the object).
// @safe: it only stores the closure; the pointer the closure gets is GTK's to vouch for.
@safe
@MainActor
final class SignalHandler {
    let body: @MainActor (UnsafeMutableRawPointer?) -> Void
    init(_ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) { unsafe self.body = body }
}

/// Releases a ``SignalHandler`` when GLib drops the connection.
private let releaseHandler: GClosureNotify = { data, _ in
    guard let data = unsafe data else { return }
    unsafe Unmanaged<SignalHandler>.fromOpaque(data).release()
}

/// GTK calls signal handlers on the thread that runs its main loop, the main thread.
private let pointerTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _,
    argument,
    data in
    guard let data = unsafe data else { return }
    let handler = unsafe Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
    let address = UInt(bitPattern: argument)
    MainActor.assumeIsolated { unsafe handler.body(UnsafeMutableRawPointer(bitPattern: address)) }
}

private let plainTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    guard let data = unsafe data else { return }
    let handler = unsafe Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { handler.body(nil) }
}

/// The few pieces of glue a Swift program needs to drive GTK's C API: connecting Swift
/// closures to GObject signals, and seeing one GObject pointer as another of its classes.
/// Everything else is GTK's own C API, imported from `CAdwaita`:
///
/// ```swift
/// import CAdwaita
/// import TwilightGTK
///
/// let window = adw_application_window_new(app)!
/// gtk_window_set_title(GTKInterop.cast(window), "Twilight")
/// GTKInterop.connect("clicked", of: button) { print("clicked") }
/// ```
@MainActor
package enum GTKInterop {
    /// Connects a Swift closure to a GObject signal whose handler takes (instance, user
    /// data), such as `clicked`, `destroy` or `activate`.
    ///
    /// The closure is retained until the connection ends (disconnected, or the object
    /// finalized), then released: nothing leaks. GTK calls it on the main thread.
    ///
    /// - Returns: The handler id, for `g_signal_handler_disconnect`.
    @discardableResult
    package static func connect(
        _ signal: String,
        of instance: UnsafeMutableRawPointer,
        _ body: @escaping @MainActor () -> Void
    ) -> gulong {
        let handler = unsafe Unmanaged.passRetained(SignalHandler { _ in body() }).toOpaque()
        return unsafe twilight_connect_plain(instance, signal, plainTrampoline, handler, releaseHandler)
    }

    /// Connects a Swift closure to a GObject signal whose handler takes (instance, one
    /// pointer, user data), such as `notify::dark` (the pointer is the `GParamSpec`) or
    /// `row-activated` (the row). Released when the connection ends, like
    /// `connect(_:of:_:)`.
    ///
    /// - Returns: The handler id, for `g_signal_handler_disconnect`.
    @discardableResult
    package static func connect(
        _ signal: String,
        of instance: UnsafeMutableRawPointer,
        withArgument body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> gulong {
        let handler = unsafe Unmanaged.passRetained(SignalHandler(body)).toOpaque()
        return unsafe twilight_connect_pointer(instance, signal, pointerTrampoline, handler, releaseHandler)
    }

    /// The same object seen as another of its GObject classes: GTK hands out
    /// `GtkWidget *` and its functions take `GtkWindow *`, `GtkBox *`… Types whose struct
    /// is public import as typed pointers, the others (`GtkLabel`, `GtkStack`…) as
    /// `OpaquePointer`; the overloads cover every pairing, and the expected type picks one.
    @inline(__always)
    package nonisolated static func cast<Target, Source>(_ pointer: UnsafeMutablePointer<Source>) -> UnsafeMutablePointer<Target> {
        unsafe UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Target.self)
    }

    /// A typed GObject pointer as an opaque one (see `cast(_:)`).
    @inline(__always)
    package nonisolated static func cast<Source>(_ pointer: UnsafeMutablePointer<Source>) -> OpaquePointer {
        OpaquePointer(pointer)
    }

    /// An opaque GObject pointer as a typed one (see `cast(_:)`).
    @inline(__always)
    package nonisolated static func cast<Target>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<Target> {
        unsafe UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Target.self)
    }
}
#endif
