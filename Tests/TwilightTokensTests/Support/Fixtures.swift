import Foundation
import Testing
import TwilightTestSupport

@testable import TwilightTokens

/// The `Fixtures` folder copied into the test bundle.
let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

/// The golden outputs, in the sources (`TWILIGHT_UPDATE_GOLDEN=1` rewrites them).
let golden = GoldenFiles("../Fixtures/golden")

/// A fresh folder for one test's files.
func temporaryFolder() throws -> URL {
    scratchFolder("twilight-tokens")
}

/// Writes `text` to `name` in `folder`, atomically as editors save (a watcher polling the
/// file never reads it half-written), and returns its URL.
@discardableResult
func write(_ text: String, to name: String, in folder: URL) throws -> URL {
    let url = folder.appending(path: name)
    try Data(text.utf8).write(to: url, options: .atomic)
    return url
}

/// The diagnostics (as printed) from loading `text` as `name`, read as `reading` says, or
/// an empty list.
func problems(_ text: String, name: String = "t.tokens.json", reading: TokenReading = .tolerant) -> [String] {
    do {
        _ = try DesignTokens(data: Data(text.utf8), name: name, options: .init(reading: reading))
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}
