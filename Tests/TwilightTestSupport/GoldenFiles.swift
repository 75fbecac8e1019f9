public import Foundation
public import Testing

/// A folder of golden files — the exact expected output of a renderer or a command, as
/// lipgloss keeps them in `testdata/*.golden` — compared byte for byte.
///
/// After an intended change of output, rewrite them and review the diff:
///
/// ```sh
/// TWILIGHT_UPDATE_GOLDEN=1 swift test --filter Golden
/// git diff Tests/
/// ```
public struct GoldenFiles: Sendable {
    /// The folder in the package's sources (not a bundle copy, so that an update rewrites
    /// the files that are committed).
    public let folder: URL

    /// Golden files in `folder`, relative to the calling test file's folder.
    public init(_ folder: String, besides filePath: StaticString = #filePath) {
        self.folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appending(path: folder)
    }

    /// Whether this run rewrites golden files instead of comparing (`TWILIGHT_UPDATE_GOLDEN=1`).
    public static let isUpdating = ProcessInfo.processInfo.environment["TWILIGHT_UPDATE_GOLDEN"] == "1"

    /// Expects `text` to equal the golden file `name`, or rewrites the file when updating.
    /// A missing file is a failure that says how to create it.
    public func expect(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appending(path: name)
        if Self.isUpdating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(url.path); run with TWILIGHT_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        #expect(
            text == golden,
            "differs from \(name); run with TWILIGHT_UPDATE_GOLDEN=1 to accept the new output",
            sourceLocation: sourceLocation
        )
    }
}
