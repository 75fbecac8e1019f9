#if GTK
import CAdwaita
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Swift's main actor inside GTK's main loop.
///
/// On Linux the main actor's jobs (`Task { @MainActor in … }`, `await MainActor.run { … }`)
/// wait on the main dispatch queue, which only `dispatchMain()` or Foundation's run loop
/// drain: under `g_application_run` they never ran, so nothing asynchronous reached the
/// window (a reloaded token document among them). The queue signals work through an
/// event descriptor; GTK's loop watches it and drains the queue on the main thread, as
/// Foundation's run loop does.
enum GTKMainActor {
    #if os(Linux)
    @MainActor private static var isRunning = false
    #endif

    /// Runs main-actor jobs from GTK's main loop from now on (once per process), when GTK
    /// runs on the process's main thread (libdispatch drains the main queue there only; a
    /// test that drives GTK from another thread keeps its own arrangement).
    @MainActor static func runJobsFromGTKMainLoop() {
        #if os(Linux)
        guard !isRunning, twilight_is_main_thread() != 0 else { return }
        isRunning = true
        unsafe g_unix_fd_add(
            dispatchMainQueueHandle(),
            G_IO_IN,
            { descriptor, _, _ in
                // Reset the event count, then run what is queued.
                var count: UInt64 = 0
                _ = unsafe read(descriptor, &count, MemoryLayout<UInt64>.size)
                dispatchMainQueueCallback(nil)
                return 1  // keep watching
            },
            nil
        )
        // Jobs queued before the watch began.
        unsafe g_idle_add_full(
            G_PRIORITY_DEFAULT,
            { _ in
                dispatchMainQueueCallback(nil)
                return 0
            },
            nil,
            nil
        )
        #else
        // Elsewhere (macOS with Homebrew's GTK) GTK's loop runs inside the application's
        // run loop, which drains the main queue itself, and the queue has no descriptor.
        #endif
    }
}

#if os(Linux)
/// libdispatch's interface for run loops (what Foundation's `RunLoop` uses): the main
/// queue's event descriptor, and draining the queue.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
#endif
#endif
