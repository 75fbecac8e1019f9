import Foundation
import Testing

/// `twilight-web-demo` in a real browser: Debian's Chromium driven by Playwright (PyPI, in
/// the test venv) through `web_browser_checks.py`, which starts the demo on a free loopback
/// port and prints `ok …` for every check that passes.
struct WebDemoTests {
    static let demo = CLI.executable.deletingLastPathComponent().appendingPathComponent("twilight-web-demo")

    @Test func theDemoWorksInChromiumWithAndWithoutScript() throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        // The screenshots are kept where TWILIGHT_SCREENSHOTS says, else in a temporary folder.
        let shots = ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"].map { URL(fileURLWithPath: $0) } ?? temporaryFolder()
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("web_browser_checks.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: testPython)
        process.arguments = [script, Self.demo.path, shots.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if text.contains("No module named 'playwright'") {
            reportMissingPart("Playwright is missing from \(testPython); scripts/test.sh installs it")
            return
        }
        #expect(process.terminationStatus == 0, "\(text)")
        let passed = text.split(separator: "\n").filter { $0.hasPrefix("ok ") }
        #expect(passed.count == 7, "\(text)")
        for name in ["web-home-light", "web-home-dark", "web-settings-light", "web-settings-dark"] {
            #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("\(name).png").path), "\(name).png")
        }
    }
}
