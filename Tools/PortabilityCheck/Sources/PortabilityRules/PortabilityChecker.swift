import Foundation
import SwiftParser
import SwiftSyntax

/// Checks Swift sources against every platform a package declares (and Linux), and
/// against the Swift tools version it declares.
public struct PortabilityChecker: Sendable {
    /// The platforms and minimum versions to check against.
    public var declared: DeclaredPlatforms

    /// Whether the platforms are checked; language features newer than the tools version
    /// always are.
    public var checksPlatforms: Bool

    /// Creates a checker for the given declared platforms and tools version.
    public init(declared: DeclaredPlatforms, platforms: Bool = true) {
        self.declared = declared
        self.checksPlatforms = platforms
    }

    /// The findings in one file's text, for every platform, in file order.
    public func check(source: String, path: String) -> [Finding] {
        let tree = Parser.parse(source: source)
        var findings: [Finding] = []
        for platform in checksPlatforms ? declared.platforms : [] {
            let visitor = PortabilityVisitor(platform: platform, declared: declared, path: path, tree: tree)
            visitor.walk(tree)
            findings += visitor.findings
        }
        if let toolsVersion = declared.toolsVersion {
            let features = LanguageFeatureVisitor(toolsVersion: toolsVersion, path: path, tree: tree)
            features.walk(tree)
            findings += features.findings
        }
        return findings.sorted {
            ($0.line, $0.column, $0.platform?.rawValue ?? "") < ($1.line, $1.column, $1.platform?.rawValue ?? "")
        }
    }

    /// The findings in every `.swift` file under `folder`, with paths relative to `root`.
    public func check(folder: URL, relativeTo root: URL) throws -> [Finding] {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var findings: [Finding] = []
        let rootPath = root.standardizedFileURL.path + "/"
        for case let file as URL in files where file.pathExtension == "swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            let path = file.standardizedFileURL.path.replacingOccurrences(of: rootPath, with: "")
            findings += check(source: source, path: path)
        }
        return findings.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }
}
