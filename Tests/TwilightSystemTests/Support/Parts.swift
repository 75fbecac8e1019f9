import Foundation
import Testing
import TwilightTestSupport

/// The package's root folder.
let packageRoot = IntegrationScripts.packageRoot

/// The Python of the test venv, with dbus-next, or `nil` after reporting.
func requirePython(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    requirePart(IntegrationScripts.python, "the Python venv with dbus-next for the fake portal", sourceLocation: sourceLocation)
}

/// A private bus for one test, without service activation (`private-bus.conf`): the
/// daemon's first line is its address.
final class PrivateBus {
    private let daemon: Helper
    var address: String { daemon.firstLine }

    init?(sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let path = requirePart("/usr/bin/dbus-daemon", "a private session bus", sourceLocation: sourceLocation) else { return nil }
        let config = IntegrationScripts.path("portal/private-bus.conf")
        daemon = try Helper(path, ["--config-file=\(config)", "--nofork", "--print-address=1"], environment: [:])
    }

    func stop() { daemon.stop() }
}

/// A child process that prints "ready" (or a first line) when it has started.
final class Helper {
    let process = Process()
    let firstLine: String

    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        firstLine = try readLine(from: output.fileHandleForReading)
    }

    /// Kills the process (not waited for: Foundation reaps it, and waiting from a
    /// test's concurrency thread can stall).
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    deinit { stop() }
}

struct HelperFailed: Error, CustomStringConvertible {
    var description: String
}

/// Reads one line (blocking) from a pipe.
func readLine(from handle: FileHandle) throws -> String {
    var bytes: [UInt8] = []
    while true {
        let chunk = handle.readData(ofLength: 1)
        guard let byte = chunk.first else { throw HelperFailed(description: "the helper exited before printing a line") }
        if byte == 0x0A { break }
        bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The fake portal in `mode` on the bus at `address`, once it owns its name.
func startFakePortal(_ mode: String, on address: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Helper? {
    guard let python = requirePython(sourceLocation: sourceLocation) else { return nil }
    let script = IntegrationScripts.path("portal/fake_portal.py")
    let helper = try Helper(python, [script, mode], environment: ["DBUS_SESSION_BUS_ADDRESS": address])
    #expect(helper.firstLine == "ready", sourceLocation: sourceLocation)
    return helper
}
