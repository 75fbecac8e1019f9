import ArgumentParser
import Foundation
import Twilight
import TwilightSystem

/// `twilight preference`: read and change the stored preference.
struct PreferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preference",
        abstract: "Read or change the stored theme preference.",
        subcommands: [Get.self, SetPreference.self, Clear.self]
    )

    /// Where the preference lives.
    struct StoreOptions: ParsableArguments {
        @Option(help: "A JSON preference file; without it, the UserDefaults suite 'twilight'.")
        var store: String?

        @Option(help: "Whose preference: an identifier kept separately in the same store.")
        var user: String?

        /// The stored choice, or `nil`. What cannot be read is reported with a warning before
        /// a change replaces it (the store keeps it aside first) and read as `nil`; a change is
        /// refused only when the store itself cannot be read or written.
        func storedChoice(in store: any PreferenceStore) -> ThemeChoice? {
            do {
                return try store.loadChoice()
            } catch  where error.kind != .ioFailure {
                FileHandle.standardError.write(Data("twilight: warning: \(error)\n".utf8))
            } catch {}
            return nil
        }

        func makeStore() -> any PreferenceStore {
            if let store {
                JSONFilePreferenceStore(url: URL(fileURLWithPath: store), user: user ?? "default")
            } else {
                UserDefaultsPreferenceStore(suiteName: "twilight", user: user)
            }
        }
    }

    struct Get: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the stored preference ('system' when none is stored).",
            discussion: """
                An unreadable stored value is reported on standard error, kept aside, and
                read as 'system'.
                """
        )

        @OptionGroup var options: StoreOptions

        @Flag(help: "Print a JSON object with the preference and whether one is stored.")
        var json = false

        func run() throws {
            var warning: String?
            var stored: ThemeChoice?
            do {
                stored = try options.makeStore().loadChoice()
            } catch {
                warning = error.description
                FileHandle.standardError.write(Data("twilight: warning: \(error); reading it as 'system'\n".utf8))
            }
            let choice = stored ?? ThemeChoice()
            if json {
                var object: [String: any Sendable] = ["preference": choice.preference.description, "stored": stored != nil]
                if !choice.axes.isEmpty { object["axes"] = choice.axes.values }
                if let warning { object["warning"] = warning }
                try printJSON(object)
            } else {
                print(choice)
            }
        }
    }

    struct SetPreference: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Store a preference: 'system', 'light', 'dark' or another style name.",
            discussion: """
                Follow the system with styles of your own (a day/night pair):
                  twilight preference set system --light sepia --dark dimmed
                Dark for now, while following the system, until it next switches:
                  twilight preference set dark --until-system-changes
                A value on another axis beside the style (a brand, a density), kept with it;
                the axes not named keep their stored values, and AXIS= removes one:
                  twilight preference set system --axis brand=ocean --axis density=compact
                """
        )

        @Argument(help: "The preference to store.")
        var value: String

        @OptionGroup var pair: StylePairOptions

        @Flag(
            help: """
                Keep the style only until the system next switches between light and dark, when the stored \
                choice follows the system (System or a pair); then follow it again.
                """
        )
        var untilSystemChanges = false

        @Option(help: "With --until-system-changes: the system's scheme now, light or dark (default: detected, as 'twilight detect').")
        var system: SystemColorScheme?

        @Option(
            name: .customLong("axis"),
            help: ArgumentHelp("A value on another axis beside the style, e.g. brand=ocean (repeat for more).", valueName: "AXIS=VALUE")
        )
        var axes: [String] = []

        @OptionGroup var options: StoreOptions

        func run() async throws {
            var preference = try pair.applied(to: try parsePreference(value, argument: "VALUE"))
            let store = options.makeStore()
            let stored = options.storedChoice(in: store) ?? ThemeChoice()
            // Every --axis is checked before anything is stored; the axes not named stay.
            let chosenAxes = try applyingAxisOptions(axes, to: stored.axes)
            if untilSystemChanges {
                guard case .fixed(let style) = preference else {
                    throw invalidInput("--until-system-changes keeps one style: expected a style name, not '\(preference)'")
                }
                var scheme = system
                if scheme == nil {
                    let detector = SystemAppearanceDetector(readers: SystemAppearanceDetector.standardReaders, deadline: .milliseconds(100))
                    scheme = await ExitSignals.handled { await detector.detect() }.colorScheme
                }
                preference = stored.preference.choosing(style, untilSystemChangesFrom: scheme ?? .unspecified)
            } else if system != nil {
                throw invalidInput("--system goes with --until-system-changes")
            }
            do {
                try store.saveChoice(ThemeChoice(preference, axes: chosenAxes))
            } catch {
                throw StoreFailure(error: error)
            }
        }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Forget the stored preference and axes.")

        @OptionGroup var options: StoreOptions

        func run() throws {
            let store = options.makeStore()
            _ = options.storedChoice(in: store)
            do {
                try store.removeChoice()
            } catch {
                throw StoreFailure(error: error)
            }
        }
    }
}

/// A store error, reported with exit status 1.
struct StoreFailure: Error, CustomStringConvertible {
    let error: PreferenceStoreError
    var description: String { error.description }
}
