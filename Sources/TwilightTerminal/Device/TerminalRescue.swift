#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a signal handler needs to give the terminal back: the descriptors, the settings
/// from before raw mode, and whether reports are on — kept by ``TerminalDevice`` as it
/// changes them, read by ``rescue()`` without allocating or locking.
struct TerminalRescue {
    var input: Int32 = -1
    var output: Int32 = -1
    var settings: termios?
    var reportsOn = false

    // nonisolated(unsafe): written on the thread that changes the device's modes, read by
    // a signal handler, which may take no lock; a handler that reads a half-written slot
    // restores a terminal this process held a moment ago, which is as good.
    nonisolated(unsafe) private static var slot = TerminalRescue()

    /// Records `device`'s state: its settings before raw mode (`nil` when not raw) and its
    /// reports. A device with nothing to give back clears the slot if it held it.
    static func update(_ device: TerminalDevice, settings: termios?) {
        if settings == nil, !device.reportsColorSchemeChanges {
            if unsafe slot.input == device.input { unsafe slot = TerminalRescue() }
            return
        }
        unsafe slot = TerminalRescue(input: device.input, output: device.output, settings: settings, reportsOn: device.reportsColorSchemeChanges)
    }

    /// Turns reports off and puts the settings back: `write(2)` and `tcsetattr(3)` only.
    static func rescue() {
        guard unsafe slot.input >= 0 else { return }
        if unsafe slot.reportsOn {
            let off: StaticString = "\u{1B}[?2031l"
            _ = unsafe write(slot.output, off.utf8Start, off.utf8CodeUnitCount)
        }
        if var settings = unsafe slot.settings { unsafe tcsetattr(slot.input, TCSANOW, &settings) }
    }
}
