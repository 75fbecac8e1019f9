import ArgumentParser

/// The `twilight` command-line tool.
@main
struct TwilightCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "twilight",
        abstract: "Dark mode and theming: resolve styles and manage the stored preference.",
        subcommands: [ResolveCommand.self, PreferenceCommand.self])
}
