// Checks a Swift package's sources against every platform its manifest declares (and
// Linux): `check-portability PACKAGE_ROOT [FOLDER…]` (folders default to `Sources`).
// Prints each finding as `path:line:column: error: … [platform]`; exits 1 if any.
import Foundation
import PortabilityRules

let arguments = Array(CommandLine.arguments.dropFirst())
guard let rootArgument = arguments.first else {
    FileHandle.standardError.write(Data("usage: check-portability PACKAGE_ROOT [FOLDER…]\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: rootArgument)
do {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let checker = PortabilityChecker(declared: DeclaredPlatforms(manifest: manifest))
    let folders = arguments.count > 1 ? Array(arguments.dropFirst()) : ["Sources"]
    var findings: [Finding] = []
    for folder in folders {
        findings += try checker.check(folder: root.appendingPathComponent(folder), relativeTo: root)
    }
    for finding in findings { print(finding) }
    let platforms = checker.declared.platforms.map { platform in
        checker.declared.minimums[platform].map { "\(platform) \($0.map(String.init).joined(separator: "."))" } ?? "\(platform)"
    }
    print("checked \(folders.joined(separator: ", ")) for \(platforms.joined(separator: ", ")): \(findings.count) finding(s)")
    exit(findings.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("check-portability: \(error)\n".utf8))
    exit(2)
}
