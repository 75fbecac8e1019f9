// twilight-tokens-swift DOCUMENT OUTPUT [--with-twilight-apple | --without-twilight-apple]:
// what TwilightTokensPlugin runs for each document of
// an app's target — `twilight tokens build DOCUMENT --format swift --audit -o OUTPUT` without
// the rest of the command, so that an app's build compiles the tokens and their tools for
// the plugin and nothing else (no argument parser, no studio, no system detection).
// Warnings, problems and failing contrast pairs go to standard error as `file:line: …`,
// where the build shows them at their declaration; a problem or a pair that is an error
// exits with status 1 and writes nothing.
import Foundation
import TwilightTokenTools
import TwilightTokens

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

@main
enum TwilightTokensSwift {
    static func main() {
        // The plugin says whether the target depends on TwilightApple (its SwiftUI shape
        // styles are then offered wherever SwiftUI is, else nowhere); without it, where both import.
        var arguments = Array(CommandLine.arguments.dropFirst())
        let swiftUIStyles: SwiftSourceWriter.SwiftUIStyles
        switch arguments.last {
        case "--with-twilight-apple": swiftUIStyles = .whereSwiftUIIs
        case "--without-twilight-apple": swiftUIStyles = .never
        default: swiftUIStyles = .whereImportable
        }
        if swiftUIStyles != .whereImportable { arguments.removeLast() }
        guard arguments.count == 2, let document = arguments.first, let output = arguments.last else {
            fail("usage: twilight-tokens-swift DOCUMENT OUTPUT [--with-twilight-apple | --without-twilight-apple]")
        }
        let tokens: DesignTokens
        do throws(TokenValidationError) {
            tokens = try DesignTokens(contentsOf: URL(fileURLWithPath: document))
            _ = try tokens.resolveEveryCombination()
            let report = ContrastReport(try ContrastAudit(of: tokens), document: document)
            if !tokens.warnings.isEmpty {
                FileHandle.standardError.write(Data((tokens.warnings.map(\.description).joined(separator: "\n") + "\n").utf8))
            }
            if !report.audit.failures.isEmpty { FileHandle.standardError.write(Data(report.text.utf8)) }
            if report.hasErrors { exit(1) }
        } catch {
            fail(error.description)
        }
        let name = URL(fileURLWithPath: document).lastPathComponent
        var writer = SwiftSourceWriter(typeName: SwiftSourceWriter.typeName(forFile: name), accessLevel: "public")
        writer.swiftUIStyles = swiftUIStyles
        let source = writer.source(
            for: tokens,
            sourceFile: name
        )
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("\(output): error: cannot write the generated Swift (\(error.localizedDescription))")
        }
    }
}
