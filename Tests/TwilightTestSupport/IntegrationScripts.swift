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
}
