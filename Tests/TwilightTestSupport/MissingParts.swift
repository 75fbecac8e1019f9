import Foundation
public import Testing

/// Whether the tests run under CI (`CI=true`), where a missing part is a failure, never
/// a skip.
public let underCI = ProcessInfo.processInfo.environment["CI"] == "true"

/// Reports that a part a test needs is missing: a printed `SKIPPED:` line when run
/// locally, a recorded failure under `CI=true`. The caller then returns early.
public func reportMissingPart(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if underCI {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        print("SKIPPED: \(message)")
    }
}

/// `path` if it is an executable file, else `nil` after ``reportMissingPart(_:sourceLocation:)``
/// naming the program and what needs it.
public func requirePart(_ path: String, _ purpose: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    if FileManager.default.isExecutableFile(atPath: path) { return path }
    reportMissingPart("\(path) is missing (\(purpose)); scripts/test.sh installs it", sourceLocation: sourceLocation)
    return nil
}

/// Whether every program in `paths` is installed, reporting the first missing one.
public func partsAreInstalled(_ paths: [String], for purpose: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    paths.allSatisfy { requirePart($0, purpose, sourceLocation: sourceLocation) != nil }
}
