import Foundation
import Testing
@testable import TwilightTokens

/// The `Fixtures` folder copied into the test bundle.
let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

/// The sources' copy of the fixtures, where golden files are rewritten with
/// `TWILIGHT_UPDATE_GOLDEN=1 swift test`.
let sourceFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Fixtures")

/// Compares `text` with the golden file `name`, or rewrites it when asked to.
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["TWILIGHT_UPDATE_GOLDEN"] == "1" {
        try Data(text.utf8).write(to: sourceFixtures.appending(path: "golden/\(name)"))
        return
    }
    let golden = try String(contentsOf: fixtures.appending(path: "golden/\(name)"), encoding: .utf8)
    #expect(text == golden, "differs from golden/\(name); run with TWILIGHT_UPDATE_GOLDEN=1 to accept", sourceLocation: sourceLocation)
}

/// A fresh folder for one test's files.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "twilight-tokens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` to `name` in `folder` and returns its URL.
@discardableResult
func write(_ text: String, to name: String, in folder: URL) throws -> URL {
    let url = folder.appending(path: name)
    try Data(text.utf8).write(to: url)
    return url
}

/// The diagnostics (as printed) from loading `text` as `name`, or an empty list.
func problems(_ text: String, name: String = "t.tokens.json") -> [String] {
    do {
        _ = try DesignTokens(data: Data(text.utf8), name: name)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}
