import Foundation
import Testing
import Twilight

/// A style chosen while on System, kept until the system's scheme next changes, then System
/// (or the day/night pair) again: next-themes #164.
@Suite("Preference: until the system changes")
struct InterimStyleTests {
    static let pair = StylePair(light: "sepia", dark: "dimmed")
    static let darkWhileLight = ThemePreference.untilSystemChanges(.dark, whileSystemIs: .light)
    static let dimmedWhileLight = ThemePreference.untilSystemChanges("dimmed", whileSystemIs: .light, then: pair)

    @Test func theTextFormRoundTrips() throws {
        #expect(Self.darkWhileLight.description == "dark:while:light")
        #expect(Self.dimmedWhileLight.description == "dimmed:while:light:sepia:dimmed")
        for preference in [Self.darkWhileLight, Self.dimmedWhileLight, .untilSystemChanges(.light, whileSystemIs: .dark)] {
            #expect(try ThemePreference(parsing: preference.description) == preference)
        }
        #expect(Self.darkWhileLight.followsSystem)
        #expect(Self.darkWhileLight.fixedStyle == nil)
    }

    @Test(arguments: [
        ("dark:until:light", "expected system, a style name"),
        ("dark:while", "expected system, a style name"),
        ("dark:while:unspecified", "the system scheme 'unspecified' after 'while' is not light or dark"),
        ("dark:while:dusk", "the system scheme 'dusk'"),
        ("system:while:light:x", "not 3 parts"),
        (":while:light", "the interim style '': it is empty"),
        ("dark:while:light:sepia", "not 1 parts"),
        ("dark:while:light:sepia:", "the dark style '': it is empty"),
    ])
    func aBadInterimSaysWhatIsWrong(text: String, problem: String) {
        let error = #expect(throws: InvalidNameError.self) { try ThemePreference(parsing: text) }
        #expect(error?.problem.contains(problem) == true, "\(error?.problem ?? "")")
        #expect(error?.text == text)
    }

    @Test(arguments: [
        (SystemColorScheme.light, SystemContrast.normal, "dark", "dimmed"),
        (.unspecified, .normal, "dark", "dimmed"),
        (.dark, .normal, "dark", "dimmed"),
        (.light, .high, "highContrastDark", "dimmed"),
    ])
    func theStyleHoldsUnderItsSchemeAndTheResumedPreferenceDecidesAfter(
        scheme: SystemColorScheme,
        contrast: SystemContrast,
        plain: String,
        paired: String
    ) {
        let resolver = ThemeStyles([.light, .dark], highContrast: [.dark: "highContrastDark"])
        let system = SystemAppearance(colorScheme: scheme, contrast: contrast)
        #expect(resolver.resolve(Self.darkWhileLight, system: system).rawValue == plain)
        #expect(resolver.resolve(Self.dimmedWhileLight, system: system).rawValue == paired)
        // Chosen in the dark, light holds by night and the pair's day style comes with the day.
        let lightWhileDark = ThemePreference.untilSystemChanges(.light, whileSystemIs: .dark, then: Self.pair)
        #expect(resolver.resolve(lightWhileDark, system: SystemAppearance(colorScheme: .light)).rawValue == "sepia")
    }

    @Test func choosingWhileFollowingTheSystemKeepsItForLater() {
        #expect(ThemePreference.system.choosing(.dark, untilSystemChangesFrom: .light) == Self.darkWhileLight)
        #expect(ThemePreference.systemPair(Self.pair).choosing("dimmed", untilSystemChangesFrom: .light) == Self.dimmedWhileLight)
        // Choosing again during an interim style keeps what it resumes.
        #expect(
            Self.dimmedWhileLight.choosing(.light, untilSystemChangesFrom: .light)
                == .untilSystemChanges(.light, whileSystemIs: .light, then: Self.pair)
        )
        // A fixed choice, or a system that says nothing, gives a fixed style.
        #expect(ThemePreference.light.choosing(.dark, untilSystemChangesFrom: .light) == .dark)
        #expect(ThemePreference.system.choosing(.dark, untilSystemChangesFrom: .unspecified) == .dark)
    }

    /// Dark in daylight; the system turns dark: System again, saved; the system turning
    /// light again does not bring Dark back.
    @Test @MainActor func theManagerResumesTheSystemWhenItChangesAndSavesThat() {
        let store = InMemoryPreferenceStore()
        let manager = ThemeManager(store: store, systemAppearance: SystemAppearance(colorScheme: .light), frameClock: ManualFrameClock())
        var seen: [ThemeStyle] = []
        let token = manager.observe { seen.append($0.look.style) }
        manager.chooseUntilSystemChanges(.dark)
        #expect(manager.preference == Self.darkWhileLight)
        #expect(store.loadChoice()?.preference == Self.darkWhileLight)
        #expect(manager.style == .dark)
        #expect(manager.toolkitAppearance == .dark)
        manager.systemAppearance = SystemAppearance(colorScheme: .light, contrast: .high)
        #expect(manager.preference == Self.darkWhileLight, "a change of contrast alone is not a change of scheme")
        manager.systemAppearance = SystemAppearance(colorScheme: .dark)
        #expect(manager.preference == .system)
        #expect(store.loadChoice()?.preference == .system)
        #expect(manager.style == .dark)
        manager.systemAppearance = SystemAppearance(colorScheme: .light)
        #expect(manager.style == .light)
        #expect(seen == [.dark, .dark, .light], "one delivery per update — Dark, System resumed (a new choice), Light: \(seen)")
        _ = token
    }

    /// A store holding an interim style the system has since left is rewritten at start; one
    /// set after the system left it is stored as what it resumes.
    @Test @MainActor func anInterimStyleThatEndedWhileNothingRanIsReplaced() throws {
        let store = InMemoryPreferenceStore()
        store.saveChoice(ThemeChoice(Self.dimmedWhileLight))
        let manager = ThemeManager(store: store, systemAppearance: SystemAppearance(colorScheme: .dark), frameClock: ManualFrameClock())
        #expect(manager.preference == .systemPair(Self.pair))
        #expect(store.loadChoice()?.preference == .systemPair(Self.pair))
        #expect(manager.style == "dimmed")
        try manager.setChoice(ThemeChoice(Self.darkWhileLight))
        #expect(store.loadChoice()?.preference == .system)
        // Under the scheme it was chosen in, it holds.
        let daylight = ThemeManager(store: store, systemAppearance: SystemAppearance(colorScheme: .light), frameClock: ManualFrameClock())
        daylight.chooseUntilSystemChanges(.dark)
        let restarted = ThemeManager(store: store, systemAppearance: SystemAppearance(colorScheme: .light), frameClock: ManualFrameClock())
        #expect(restarted.preference == Self.darkWhileLight)
        #expect(restarted.style == .dark)
    }

    @Test func everyStoreKeepsIt() throws {
        let folder = TemporaryFolder()
        let file = JSONFilePreferenceStore(url: folder.file("settings.json"))
        try file.saveChoice(ThemeChoice(Self.dimmedWhileLight))
        #expect(try file.loadChoice()?.preference == Self.dimmedWhileLight)
        let suite = "twilight-test-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let defaults = UserDefaultsPreferenceStore(suiteName: suite)
        try defaults.saveChoice(ThemeChoice(Self.darkWhileLight))
        #expect(try defaults.loadChoice()?.preference == Self.darkWhileLight)
        #expect(UserDefaults(suiteName: suite)?.string(forKey: "twilight.preference") == "dark:while:light")
    }

    /// A seed's store keeps the seed's value of the style, so the seed app shows it, and the
    /// interim beside; once the seed app chooses another style, that choice stands.
    @Test func aSeedFormatKeepsTheStyleAndTheInterimGoesBeside() throws {
        let suite = "twilight-test-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsPreferenceStore.referenceApp(suiteName: suite)
        try store.saveChoice(ThemeChoice(Self.darkWhileLight))
        defaults.synchronize()
        #expect(defaults.string(forKey: store.key) == "Dark")
        #expect(defaults.string(forKey: store.key + ".interim") == "dark:while:light")
        #expect(try store.loadChoice()?.preference == Self.darkWhileLight)
        defaults.set("Light", forKey: store.key)
        defaults.synchronize()
        #expect(try store.loadChoice()?.preference == .light)
        try store.saveChoice(ThemeChoice(.system))
        defaults.synchronize()
        #expect(defaults.object(forKey: store.key + ".interim") == nil)
        // A format with no value for the style refuses it, and keeps what it had.
        let jx = UserDefaultsPreferenceStore.perseusDarkMode(suiteName: suite)
        let error = #expect(throws: PreferenceStoreError.self) { try jx.saveChoice(ThemeChoice(.untilSystemChanges("sepia", whileSystemIs: .light))) }
        #expect(error?.kind == .unsupportedValue)
    }
}
