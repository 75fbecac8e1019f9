#if GTK
import CAdwaita
import Foundation
import Testing
import TwilightTestSupport
import Twilight
@testable import TwilightGTK

/// GTK for the tests: one Xvfb display of the tests' own and one `adw_init()`, used only
/// from the main actor. Locally a missing Xvfb is a printed skip; under `CI=true` a failure.
@MainActor
enum GTKTestDisplay {
    private static var started: Bool?

    /// Starts Xvfb and GTK once; returns whether GTK is ready.
    static func ready() -> Bool {
        if let started { return started }
        let ok = start()
        started = ok
        return ok
    }

    private static func start() -> Bool {
        // Under the test runner the main actor's jobs may run on a pool thread (the main
        // thread has left for dispatch_main), but never two at once; every GTK call here is
        // made from main-actor code, so GTK is only ever used by one thread at a time.
        guard requirePart("/usr/bin/Xvfb", "the GTK tests") != nil else { return false }
        // Xvfb picks a free display itself and writes its number to `-displayfd` (here its
        // standard output) once it accepts connections; `-terminate` ends the server when
        // this process (its only client) goes away.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-terminate"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        do { try server.run() } catch {
            Issue.record("Xvfb did not start: \(error)")
            return false
        }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // Xvfb ended without a display
            line.append(chunk)
        }
        guard let number = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            Issue.record("Xvfb gave no display number")
            return false
        }
        unsafe setenv("DISPLAY", ":\(number)", 1)
        unsafe setenv("NO_AT_BRIDGE", "1", 1)
        unsafe setenv("GSETTINGS_BACKEND", "memory", 1)
        adw_init()
        return unsafe gdk_display_get_default() != nil
    }

    /// Runs GTK's main loop until `condition` holds or `timeout` passes.
    @discardableResult
    static func iterate(until condition: () -> Bool = { false }, timeout: Duration = .seconds(3)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if condition() { return true }
            while g_main_context_iteration(nil, 0) != 0 {}
            Thread.sleep(forTimeInterval: 0.005)
        }
        return condition()
    }

    /// A window, shown and mapped.
    static func mappedWindow() -> UnsafeMutablePointer<GtkWidget>? {
        let window = unsafe gtk_window_new()!
        unsafe gtk_window_set_default_size(GTKInterop.cast(window), 200, 100)
        unsafe gtk_window_present(GTKInterop.cast(window))
        return iterate(until: { unsafe gtk_widget_get_mapped(window) != 0 }, timeout: .seconds(10)) ? unsafe window : nil
    }

    /// The declarations of `widget`'s rule in the loaded style sheet.
    static func rule(of widget: ThemedWidget) -> String? {
        let css = GTKStyleSheet.shared.css
        guard let cssClass = widget.cssClass, let start = css.range(of: ".\(cssClass) { ") else { return nil }
        return String(css[start.upperBound...].prefix { $0 != "}" }).trimmingCharacters(in: .whitespaces)
    }
}

/// Counts calls, for closures that must (or must not) run.
@MainActor
final class Counter {
    var count = 0
}
#endif
