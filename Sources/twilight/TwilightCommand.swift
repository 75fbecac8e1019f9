import ArgumentParser

/// The `twilight` command-line tool.
@main
struct TwilightCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "twilight",
        abstract: "Dark mode and theming: resolve styles, manage the stored preference, check contrast, build design tokens.",
        subcommands: [
            ResolveCommand.self, PreferenceCommand.self, ContrastCommand.self, ColorCommand.self, PaletteCommand.self, SchemeCommand.self,
            TokensCommand.self,
            DetectCommand.self, WatchCommand.self, StudioCommand.self,
        ]
    )
}
