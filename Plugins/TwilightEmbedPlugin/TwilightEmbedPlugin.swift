import PackagePlugin

/// Makes a target's pages part of its code: every `.html`, `.css`, `.js` and `.json` file in
/// the target's folder becomes a string constant of `EmbeddedFiles`, named after the file
/// (`Pages/studio.js` → `EmbeddedFiles.studio_js`).
///
/// The pages stay files an editor highlights and a checker reads (`scripts/check-pages.sh`),
/// and nothing is looked up at run time: a program copied alone still has them.
@main
struct TwilightEmbedPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url).filter { ["html", "css", "js", "json"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        guard !files.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) page file(s) in \(target.name)",
                executable: try context.tool(named: "twilight-embed").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
