// Checks a Swift package's sources against every platform its manifest declares (and
// Linux) and its Swift tools version: `check-portability [--tools-version-only] PACKAGE_ROOT
// [FOLDER…]` (folders default to `Sources`; with `--tools-version-only`, only language
// features newer than the tools version are looked for, as in tests that run on Linux alone).
// Prints each finding as `path:line:column: error: … [platform]`; exits 1 if any.
import Foundation
import PortabilityRules

var arguments = Array(CommandLine.arguments.dropFirst())
let toolsVersionOnly = arguments.first == "--tools-version-only"
if toolsVersionOnly { arguments.removeFirst() }
guard let rootArgument = arguments.first else {
    FileHandle.standardError.write(Data("usage: check-portability [--tools-version-only] PACKAGE_ROOT [FOLDER…]\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: rootArgument)
do {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var declared = DeclaredPlatforms(manifest: manifest)
    if toolsVersionOnly { declared.minimums = [:] }
    let checker = PortabilityChecker(declared: declared, platforms: !toolsVersionOnly)
    let folders = arguments.count > 1 ? Array(arguments.dropFirst()) : ["Sources"]
    var findings: [Finding] = []
    for folder in folders {
        findings += try checker.check(folder: root.appendingPathComponent(folder), relativeTo: root)
    }
    for finding in findings { print(finding) }
    var against =
        checker.checksPlatforms
        ? checker.declared.platforms.map { platform in
            checker.declared.minimums[platform].map { "\(platform) \($0.map(String.init).joined(separator: "."))" } ?? "\(platform)"
        } : []
    if let tools = declared.toolsVersion { against.append("swift-tools-version \(tools.map(String.init).joined(separator: "."))") }
    print("checked \(folders.joined(separator: ", ")) for \(against.joined(separator: ", ")): \(findings.count) finding(s)")
    exit(findings.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("check-portability: \(error)\n".utf8))
    exit(2)
}
