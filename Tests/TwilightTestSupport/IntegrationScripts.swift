public import Foundation

/// The scripts and data the integration tests drive, kept in the package's
/// `IntegrationTests/` folder rather than inside a test target: the real-portal wrapper and
/// the fake portal, the Playwright checks, the PNG reader, and the command-line golden files.
public enum IntegrationScripts {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The absolute path of `relativePath` inside `IntegrationTests/`, such as
    /// `"browser/web_browser_checks.py"`.
    public static func path(_ relativePath: String) -> String {
        packageRoot.appending(path: "IntegrationTests").appending(path: relativePath).path
    }

    /// The test venv's Python (with dbus-next, Playwright, Pillow and ColorAide, which
    /// `scripts/test.sh` installs): `TWILIGHT_PYTHON`, else the package's `.venv`.
    public static let python =
        ProcessInfo.processInfo.environment["TWILIGHT_PYTHON"] ?? packageRoot.appending(path: ".venv/bin/python").path

    /// Runs the Python script at `relativePath` inside `IntegrationTests/` with `arguments`
    /// and returns its exit status and what it printed (standard output and error together).
    public static func runPython(_ relativePath: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [path(relativePath)] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
