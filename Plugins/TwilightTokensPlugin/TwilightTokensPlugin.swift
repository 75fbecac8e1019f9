import PackagePlugin

/// Generates Swift providers from the design token documents in a target.
///
/// Add it to a target and put the documents in the target's folder:
///
/// ```swift
/// .target(name: "App", dependencies: [.product(name: "TwilightTokens", package: "Twilight")],
///         plugins: [.plugin(name: "TwilightTokensPlugin", package: "Twilight")])
/// ```
///
/// Each `*.resolver.json` (or, if there is none, each `*.tokens.json`) becomes an enum
/// named from the file (`app.tokens.json` → `AppTokens`) as by `twilight tokens build
/// --format swift --audit` (the plugin runs `twilight-tokens-swift`, which does only that).
/// Every token file of the target is an input, so editing a file a resolver refers to
/// regenerates the code too.
///
/// A colour token is also a SwiftUI shape style, a static member of `ShapeStyle` named for its
/// path (`color.accent` → `.foregroundStyle(.colorAccent)`), where the target depends on
/// TwilightApple and SwiftUI can be imported.
///
/// The build audits the contrast pairs the document declares (see `twilight tokens audit`):
/// a failing pair is printed as a warning or an error at its declaration, as the pair's
/// `"severity"` says, and an error fails the build. A document that declares no pairs
/// builds as before.
@main
struct TwilightTokensPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "twilight-tokens-swift")
        let tokenFiles = target.sourceFiles.map(\.url).filter { url in
            let name = url.lastPathComponent.lowercased()
            return [".tokens.json", ".tokens.yaml", ".tokens.yml", ".resolver.json"].contains { name.hasSuffix($0) }
        }
        let resolvers = tokenFiles.filter { $0.lastPathComponent.lowercased().hasSuffix(".resolver.json") }
        let documents = resolvers.isEmpty ? tokenFiles.filter { $0.lastPathComponent.lowercased().hasSuffix(".tokens.json") } : resolvers
        // SwiftUI shape styles are generated for a target that depends on TwilightApple, and
        // only for it: `canImport(TwilightApple)` can be true by build order alone.
        let apple = target.recursiveTargetDependencies.contains { $0.name == "TwilightApple" }
        return documents.map { document in
            let output = context.pluginWorkDirectoryURL.appending(path: document.lastPathComponent + ".swift")
            return .buildCommand(
                displayName: "Generating Swift token providers from \(document.lastPathComponent)",
                executable: tool.url,
                arguments: [document.path, output.path, apple ? "--with-twilight-apple" : "--without-twilight-apple"],
                inputFiles: tokenFiles,
                outputFiles: [output]
            )
        }
    }
}
