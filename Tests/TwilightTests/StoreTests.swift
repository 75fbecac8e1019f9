import Foundation
import Testing
import Twilight
import TwilightTestSupport

/// A fresh folder for one test, removed afterwards.
final class TemporaryFolder {
    let url: URL
    init() {
        url = scratchFolder("twilight-store")
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}

@Suite("Stores: JSON file")
struct JSONFileStoreTests {
    @Test func roundTripsEveryKindOfPreferencePerUser() throws {
        let folder = TemporaryFolder()
        let url = folder.file("nested/prefs.json")
        let alice = JSONFilePreferenceStore(url: url, user: "alice")
        let bob = JSONFilePreferenceStore(url: url, user: "bob")
        #expect(try alice.loadChoice()?.preference == nil)
        try alice.saveChoice(ThemeChoice(.dark))
        try bob.saveChoice(ThemeChoice(.fixed(ThemeStyle(validating: "sepia"))))
        #expect(try alice.loadChoice()?.preference == .dark)
        #expect(try bob.loadChoice()?.preference == .fixed("sepia"))
        try alice.saveChoice(ThemeChoice(.system))
        #expect(try alice.loadChoice()?.preference == .system)
        try alice.removeChoice()
        #expect(try alice.loadChoice()?.preference == nil)
        #expect(try bob.loadChoice()?.preference == .fixed("sepia"), "another user's entry is untouched")
    }

    @Test func aCorruptFileIsReportedAndMovedAsideNeverOverwritten() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        let garbage = Data("{\"preferences\": {\"default\": \"dark\"".utf8)  // truncated
        try garbage.write(to: url)
        let store = JSONFilePreferenceStore(url: url)

        let error = #expect(throws: PreferenceStoreError.self) { try store.loadChoice()?.preference }
        #expect(error?.kind == .unreadable)
        #expect(error?.description.contains(url.path) == true)
        #expect(error?.keptAside == url.path + ".corrupt")
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".corrupt")) == garbage)

        try store.saveChoice(ThemeChoice(.light))
        #expect(try store.loadChoice()?.preference == .light)
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".corrupt")) == garbage, "kept")
    }

    @Test func aSecondCorruptionDoesNotOverwriteTheFirstCopy() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        let store = JSONFilePreferenceStore(url: url)
        try Data("first".utf8).write(to: url)
        _ = try? store.loadChoice()?.preference
        try Data("second".utf8).write(to: url)
        _ = try? store.loadChoice()?.preference
        #expect(try String(contentsOfFile: url.path + ".corrupt", encoding: .utf8) == "first")
        #expect(try String(contentsOfFile: url.path + ".corrupt.1", encoding: .utf8) == "second")
    }

    @Test func anUnknownValueIsReportedWithItsPathAndACopyIsKept() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        try Data(#"{"version": 1, "preferences": {"default": "dark mode"}}"#.utf8).write(to: url)
        let store = JSONFilePreferenceStore(url: url)
        let error = #expect(throws: PreferenceStoreError.self) { try store.loadChoice()?.preference }
        #expect(error?.kind == .unknownValue)
        #expect(error?.detail.contains("preferences.default") == true)
        #expect(error?.detail.contains("\"dark mode\"") == true)
        #expect(FileManager.default.fileExists(atPath: url.path + ".corrupt"))
        let again = #expect(throws: PreferenceStoreError.self) { try store.loadChoice()?.preference }
        #expect(again?.keptAside == url.path + ".corrupt", "the same content is not copied twice")
        #expect(!FileManager.default.fileExists(atPath: url.path + ".corrupt.1"))
    }

    @Test @MainActor func aManagerWithAnUnreadableStoreFollowsTheSystemAndSaysWhy() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        try Data("not json".utf8).write(to: url)
        let manager = ThemeManager(
            store: JSONFilePreferenceStore(url: url),
            systemAppearance: SystemAppearance(colorScheme: .dark),
            frameClock: ManualFrameClock()
        )
        #expect(manager.preference == .system)
        #expect(manager.style == .dark)
        #expect(manager.lastStoreError?.kind == .unreadable)
    }

    @Test @MainActor func aManagerRestoresTheStoredChoice() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        do {
            let manager = ThemeManager(store: JSONFilePreferenceStore(url: url), frameClock: ManualFrameClock())
            manager.preference = .dark
        }
        let relaunched = ThemeManager(store: JSONFilePreferenceStore(url: url), frameClock: ManualFrameClock())
        #expect(relaunched.preference == .dark)
        #expect(relaunched.style == .dark)
    }
}

@Suite("Stores: UserDefaults and migration", .serialized)
struct UserDefaultsStoreTests {
    /// A defaults suite unique to one test, removed afterwards.
    final class Suite {
        let name = "twilight-test-\(UUID().uuidString)"
        let defaults: UserDefaults
        init() { defaults = UserDefaults(suiteName: name)! }
        deinit {
            defaults.removePersistentDomain(forName: name)
            defaults.synchronize()
        }
    }

    @Test func roundTripsWithAPerUserKey() throws {
        let suite = Suite()
        let store = UserDefaultsPreferenceStore(suiteName: suite.name, user: "42")
        try store.saveChoice(ThemeChoice(.dark))
        #expect(store.key == "twilight.preference:42")
        #expect(suite.defaults.string(forKey: "twilight.preference:42") == "dark")
        #expect(try store.loadChoice()?.preference == .dark)
        try store.removeChoice()
        #expect(try store.loadChoice()?.preference == nil)
    }

    @Test func theReferenceAppFormatWritesItsOwnValues() throws {
        let suite = Suite()
        let store = UserDefaultsPreferenceStore.referenceApp(suiteName: suite.name)
        for (preference, raw) in [(ThemePreference.light, "Light"), (.dark, "Dark"), (.system, "System")] {
            try store.saveChoice(ThemeChoice(preference))
            suite.defaults.synchronize()
            #expect(suite.defaults.string(forKey: "dark_mode") == raw)
            #expect(try store.loadChoice()?.preference == preference)
        }
        #expect(throws: PreferenceStoreError.self) { try store.saveChoice(ThemeChoice(.fixed("sepia"))) }
    }

    @Test func anUnknownValueIsReportedAndKeptUnderASideKey() throws {
        let suite = Suite()
        suite.defaults.set("Sepia", forKey: "dark_mode")
        let store = UserDefaultsPreferenceStore.referenceApp(suiteName: suite.name)
        let error = #expect(throws: PreferenceStoreError.self) { try store.loadChoice()?.preference }
        #expect(error?.kind == .unknownValue)
        #expect(error?.detail.contains("\"Light\", \"Dark\" or \"System\"") == true)
        try store.saveChoice(ThemeChoice(.dark))
        suite.defaults.synchronize()
        #expect(suite.defaults.string(forKey: "dark_mode.unrecognized") == "Sepia")
    }

    static let seedValues: [(String, String, any Sendable, ThemePreference)] = [
        ("Perseus auto", "DarkModeUserChoiceOptionKey", 0, .system),
        ("Perseus on", "DarkModeUserChoiceOptionKey", 1, .dark),
        ("Perseus off", "DarkModeUserChoiceOptionKey", 2, .light),
        ("reference app", "dark_mode", "Dark", .dark),
        ("JXTheme", "com.jiaxin.theme.currentThemeStyleUserDefaultsKey:default", "dark", .dark),
        ("DKNightVersion night", "com.dknightversion.manager.themeversion", "NIGHT", .dark),
        ("DKNightVersion normal", "com.dknightversion.manager.themeversion", "NORMAL", .light),
    ]

    @Test(arguments: 0..<seedValues.count)
    func eachSeedsStoredChoiceMigratesAndStaysWhereItWas(index: Int) throws {
        let (_, key, raw, expected) = Self.seedValues[index]
        let suite = Suite()
        suite.defaults.set(raw, forKey: key)
        suite.defaults.synchronize()
        let destination = InMemoryPreferenceStore()
        let outcome = try PreferenceMigration.migrate(
            from: [
                UserDefaultsPreferenceStore.perseusDarkMode(suiteName: suite.name),
                .referenceApp(suiteName: suite.name),
                .jxTheme(suiteName: suite.name),
                .dkNightVersion(suiteName: suite.name),
            ],
            to: destination
        )
        #expect(destination.loadChoice()?.preference == expected)
        if case .migrated(let choice, _) = outcome {
            #expect(choice == ThemeChoice(expected))
        } else {
            Issue.record("expected a migration, got \(outcome)")
        }
        #expect(suite.defaults.object(forKey: key) != nil, "the legacy value is left in place")
    }

    @Test func theReferenceAppsKeyWorksInTheStandardDefaultsToo() throws {
        let store = UserDefaultsPreferenceStore.referenceApp()
        #expect(store.suiteName == nil)
        defer { UserDefaults.standard.removeObject(forKey: "dark_mode") }
        try store.saveChoice(ThemeChoice(.dark))
        #expect(UserDefaults.standard.string(forKey: "dark_mode") == "Dark")
        #expect(try store.loadChoice()?.preference == .dark)
        UserDefaults.standard.set("System", forKey: "dark_mode")
        #expect(try store.loadChoice()?.preference == .system)
    }

    @Test func theProgramsOwnStoreIsASuiteNamedForIt() {
        let store = UserDefaultsPreferenceStore.program()
        #expect(store.key == "twilight.preference")
        #if canImport(Darwin)
        #expect(store.suiteName == nil)
        #else
        #expect(store.suiteName == ProcessInfo.processInfo.processName)
        #endif
    }

    @Test @MainActor func theSharedManagerKeepsTheChoiceAcrossLaunches() throws {
        let suite = Suite()
        let firstLaunch = ThemeManager.migrating(into: UserDefaultsPreferenceStore(suiteName: suite.name))
        #expect(firstLaunch.preference == .system)
        firstLaunch.preference = .dark
        let secondLaunch = ThemeManager.migrating(into: UserDefaultsPreferenceStore(suiteName: suite.name))
        #expect(secondLaunch.preference == .dark)
    }

    @Test(arguments: 0..<seedValues.count) @MainActor
    func theSharedManagerCarriesOverASeedsChoiceOnFirstLaunch(index: Int) throws {
        let (_, key, raw, expected) = Self.seedValues[index]
        let suite = Suite()
        suite.defaults.set(raw, forKey: key)
        suite.defaults.synchronize()
        let store = UserDefaultsPreferenceStore(suiteName: suite.name)

        let manager = ThemeManager.migrating(into: store)

        #expect(manager.preference == expected)
        #expect(try store.loadChoice()?.preference == expected, "written under Twilight's key")
        #expect(suite.defaults.object(forKey: key) != nil, "the seed's value is left in place")
    }

    @Test @MainActor func aChoiceMadeInTwilightIsNotReplacedByASeedsOlderOne() throws {
        let suite = Suite()
        suite.defaults.set("Dark", forKey: "dark_mode")
        suite.defaults.set("light", forKey: "twilight.preference")
        suite.defaults.synchronize()
        let manager = ThemeManager.migrating(into: UserDefaultsPreferenceStore(suiteName: suite.name))
        #expect(manager.preference == .light)
    }

    @Test @MainActor func anInMemorySharedStoreReadsNothingFromTheDefaults() {
        let manager = ThemeManager.migrating(into: InMemoryPreferenceStore())
        #expect(manager.preference == .system)
    }

    @Test func migrationNeverReplacesAnExistingChoice() throws {
        let suite = Suite()
        suite.defaults.set(1, forKey: "DarkModeUserChoiceOptionKey")
        let destination = InMemoryPreferenceStore(ThemeChoice(.light))
        let outcome = try PreferenceMigration.migrate(
            from: [UserDefaultsPreferenceStore.perseusDarkMode(suiteName: suite.name)],
            to: destination
        )
        #expect(outcome == .alreadyMigrated(ThemeChoice(.light)))
        #expect(destination.loadChoice()?.preference == .light)
    }
}
