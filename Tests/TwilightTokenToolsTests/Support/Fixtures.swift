import Foundation
import Testing
import TwilightTestSupport
import TwilightTokens

/// The token documents the runtime's tests read too, in `Tests/TwilightTokensTests/Fixtures`
/// (read where they are, as the command's tests read them).
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../TwilightTokensTests/Fixtures").standardized

/// The golden outputs, in the sources (`TWILIGHT_UPDATE_GOLDEN=1` rewrites them).
let golden = GoldenFiles("../../TwilightTokensTests/Fixtures/golden")

/// A fresh folder for one test's files.
func temporaryFolder() throws -> URL {
    scratchFolder("twilight-token-tools")
}

/// Writes `text` to `name` in `folder`, atomically as editors save, and returns its URL.
@discardableResult
func write(_ text: String, to name: String, in folder: URL) throws -> URL {
    let url = folder.appending(path: name)
    try Data(text.utf8).write(to: url, options: .atomic)
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

/// What the real `git diff --no-index --numstat` says of two files: `added⇥removed⇥path…`.
func gitDiffNumbers(_ before: URL, _ after: URL) throws -> String {
    let diff = Process()
    diff.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    diff.arguments = ["git", "diff", "--no-index", "--numstat", before.path, after.path]
    let pipe = Pipe()
    diff.standardOutput = pipe
    try diff.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    diff.waitUntilExit()
    return text
}
