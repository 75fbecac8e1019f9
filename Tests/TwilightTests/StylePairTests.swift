import Foundation
import Testing
import Twilight

/// Following the system with styles of one's own: sepia by day, dimmed by night.
@Suite("Preference: day and night pairs")
struct StylePairTests {
    static let sepia: ThemeStyle = "sepia"
    static let dimmed: ThemeStyle = "dimmed"
    static let pair = ThemePreference.system(light: sepia, dark: dimmed)

    @Test func theTextFormRoundTrips() throws {
        #expect(Self.pair.description == "system:sepia:dimmed")
        #expect(try ThemePreference(parsing: "system:sepia:dimmed") == Self.pair)
        let withContrast = ThemePreference.system(light: Self.sepia, dark: Self.dimmed, highContrastDark: "highContrastDark")
        #expect(withContrast.description == "system:sepia:dimmed::highContrastDark")
        #expect(try ThemePreference(parsing: withContrast.description) == withContrast)
        #expect(Self.pair.followsSystem && ThemePreference.system.followsSystem && !ThemePreference.dark.followsSystem)
    }

    @Test(arguments: [
        ("system:sepia", "not 1 parts"),
        ("system:sepia:dimmed:x", "not 3 parts"),
        ("system:sepia:", "the dark style '': it is empty"),
        ("system::dimmed", "the light style '': it is empty"),
        ("system:sepia:system", "the dark style 'system': 'system' is reserved"),
    ])
    func aBadPairSaysWhichPartIsWrong(text: String, problem: String) {
        let error = #expect(throws: InvalidNameError.self) { try ThemePreference(parsing: text) }
        #expect(error?.problem.contains(problem) == true, "\(error?.problem ?? "")")
        #expect(error?.text == text)
    }

    @Test func aStyleNameCannotHoldTheSeparator() {
        let error = #expect(throws: InvalidNameError.self) { try ThemeStyle(validating: "a:b") }
        #expect(error?.problem.contains("day/night pair") == true)
    }

    @Test(arguments: [
        (SystemColorScheme.light, SystemContrast.normal, "sepia"),
        (.dark, .normal, "dimmed"),
        (.unspecified, .normal, "sepia"),
        (.dark, .high, "highContrastDark"),
        (.light, .high, "sepia"),
    ])
    func thePairIsReadLikeTheTableWithItsOwnStyles(scheme: SystemColorScheme, contrast: SystemContrast, expected: String) {
        let preference = ThemePreference.system(light: Self.sepia, dark: Self.dimmed, highContrastDark: "highContrastDark")
        let resolved = ThemeStyles.standard.resolve(preference, system: SystemAppearance(colorScheme: scheme, contrast: contrast))
        #expect(resolved.rawValue == expected)
    }

    @Test func aDarkDefaultMakesAnUnspecifiedSystemNight() {
        let resolver = ThemeStyles([.light, .dark], highContrast: [Self.dimmed: "dimmedContrast"], default: .dark)
        #expect(resolver.resolve(Self.pair, system: SystemAppearance(colorScheme: .unspecified)) == Self.dimmed)
        #expect(resolver.resolve(Self.pair, system: SystemAppearance(colorScheme: .dark, contrast: .high)).rawValue == "dimmedContrast")
    }

    @Test @MainActor func theManagerFollowsTheSystemWithThePair() {
        let styles = ThemeStyles([.light, .dark, Self.sepia, Self.dimmed], dark: [.dark, Self.dimmed])
        let manager = ThemeManager(systemAppearance: SystemAppearance(colorScheme: .light), styles: styles, frameClock: ManualFrameClock())
        manager.preference = Self.pair
        #expect(manager.style == Self.sepia)
        manager.systemAppearance = SystemAppearance(colorScheme: .dark)
        #expect(manager.style == Self.dimmed)
        #expect(manager.toolkitAppearance == .system, "sepia is light and dimmed dark, as the system's day and night are")
        // With styles that do not call dimmed dark, the toolkit shows the style, not the night.
        manager.styles = .standard
        #expect(manager.toolkitAppearance == .light)
    }

    @Test func everyTwilightStoreKeepsThePair() throws {
        let folder = TemporaryFolder()
        let file = JSONFilePreferenceStore(url: folder.file("settings.json"))
        try file.saveChoice(ThemeChoice(Self.pair))
        #expect(try file.loadChoice()?.preference == Self.pair)
        let memory = InMemoryPreferenceStore()
        memory.saveChoice(ThemeChoice(Self.pair))
        #expect(memory.loadChoice()?.preference == Self.pair)
        let suite = "twilight-test-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let defaults = UserDefaultsPreferenceStore(suiteName: suite)
        try defaults.saveChoice(ThemeChoice(Self.pair))
        #expect(try defaults.loadChoice()?.preference == Self.pair)
        #expect(UserDefaults(suiteName: suite)?.string(forKey: "twilight.preference") == "system:sepia:dimmed")
    }

    @Test(arguments: ["reference app", "PerseusDarkMode"])
    func aSeedFormatKeepsItsOwnValueAndThePairGoesBeside(format: String) throws {
        let suite = "twilight-test-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store: UserDefaultsPreferenceStore =
            format == "reference app" ? .referenceApp(suiteName: suite) : .perseusDarkMode(suiteName: suite)
        let seedSystem: Any = format == "reference app" ? "System" : 0

        try store.saveChoice(ThemeChoice(Self.pair))
        defaults.synchronize()

        #expect(String(describing: defaults.object(forKey: store.key) ?? "") == String(describing: seedSystem), "the seed app still reads System")
        #expect(defaults.string(forKey: store.key + ".pair") == "sepia:dimmed")
        #expect(try store.loadChoice()?.preference == Self.pair)
        try store.saveChoice(ThemeChoice(.dark))
        defaults.synchronize()
        #expect(defaults.object(forKey: store.key + ".pair") == nil, "a later choice removes the pair")
        #expect(try store.loadChoice()?.preference == .dark)
    }

    @Test func aFormatWithoutSystemRefusesThePairAndChangesNothing() throws {
        let suite = "twilight-test-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let store = UserDefaultsPreferenceStore.jxTheme(suiteName: suite)
        try store.saveChoice(ThemeChoice(.dark))
        let error = #expect(throws: PreferenceStoreError.self) { try store.saveChoice(ThemeChoice(Self.pair)) }
        #expect(error?.kind == .unsupportedValue)
        #expect(try store.loadChoice()?.preference == .dark)
    }

    @Test func aDamagedPairBesideASeedValueIsReported() throws {
        let suite = "twilight-test-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set("System", forKey: "dark_mode")
        defaults.set("sepia", forKey: "dark_mode.pair")
        defaults.synchronize()
        let error = #expect(throws: PreferenceStoreError.self) {
            try UserDefaultsPreferenceStore.referenceApp(suiteName: suite).loadChoice()?.preference
        }
        #expect(error?.location.contains("dark_mode.pair") == true)
        #expect(error?.detail.contains("not a day/night pair") == true)
    }
}
