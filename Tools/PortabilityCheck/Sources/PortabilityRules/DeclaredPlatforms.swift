import SwiftParser
import SwiftSyntax

/// The oldest OS versions a package says it supports, read from its manifest's
/// `platforms: [.macOS(.v14), .iOS(.v17), …]`, and the oldest compiler, from its
/// `// swift-tools-version:` line. Platforms it does not list are left out.
public struct DeclaredPlatforms: Sendable, Equatable {
    /// The minimum version of each listed Apple platform, as (major, minor).
    public var minimums: [Platform: [Int]]
    /// The Swift tools version, as (major, minor), or `nil` when not checked.
    public var toolsVersion: [Int]?

    /// Creates the list directly (tests).
    public init(_ minimums: [Platform: [Int]], toolsVersion: [Int]? = nil) {
        self.minimums = minimums
        self.toolsVersion = toolsVersion
    }

    /// Reads `platforms:` from the text of a `Package.swift`.
    public init(manifest: String) {
        var minimums: [Platform: [Int]] = [:]
        let file = Parser.parse(source: manifest)
        for call in file.tokens(viewMode: .sourceAccurate) where call.tokenKind == .period {
            // `.iOS(.v17)`: the period, the platform name, `(`, `.`, `v17`.
            guard let name = call.nextToken(viewMode: .sourceAccurate),
                let platform = Platform(rawValue: name.text), platform.isApple,
                let open = name.nextToken(viewMode: .sourceAccurate), open.tokenKind == .leftParen,
                let dot = open.nextToken(viewMode: .sourceAccurate), dot.tokenKind == .period,
                let version = dot.nextToken(viewMode: .sourceAccurate), version.text.hasPrefix("v")
            else { continue }
            let parts = version.text.dropFirst().split(separator: "_").compactMap { Int($0) }
            if !parts.isEmpty { minimums[platform] = parts }
        }
        self.minimums = minimums
        // `// swift-tools-version: 6.1` (or `swift-tools-version:6.1.0`) on the first line.
        let firstLine = manifest.prefix { $0 != "\n" }
        if let range = firstLine.range(of: "swift-tools-version:") {
            let version = firstLine[range.upperBound...].drop(while: \.isWhitespace).prefix { $0.isNumber || $0 == "." }
            let parts = version.split(separator: ".").compactMap { Int($0) }
            toolsVersion = parts.isEmpty ? nil : parts
        }
    }

    /// The platforms to check: Linux and every listed Apple platform.
    public var platforms: [Platform] {
        [.linux] + Platform.allCases.filter { minimums[$0] != nil }
    }
}
