import Foundation
import Testing
import Twilight
import TwilightTestSupport

/// The person's choice — preference and axes — is one record in every store, and what
/// Twilight 0.x stored in two places (the file's `axes` map, the defaults' `<key>.axes`)
/// reads back as the same choice and moves into the one record at the next save.
@Suite("Stores: the choice as one record")
struct ChoiceStoreTests {
    static let ocean = ThemeChoice(.system(light: "sepia", dark: "dimmed"), axes: ["brand": "ocean", "density": "compact"])

    /// A file exactly as Twilight 0.x wrote it (`JSONSerialization`, pretty-printed, sorted
    /// keys): alice's axes in a map of their own, bob without axes, a newer version's key.
    static let fileFromBeforeOneRecord = """
        {
          "axes" : {
            "alice" : {
              "brand" : "ocean",
              "density" : "compact"
            }
          },
          "future" : true,
          "preferences" : {
            "alice" : "system:sepia:dimmed",
            "bob" : "dark"
          },
          "version" : 1
        }
        """

    @Test func aFileFromBeforeOneRecordReadsTheSameChoiceAndMovesItOnTheNextSave() throws {
        let folder = TemporaryFolder()
        let url = folder.file("settings.json")
        try Data(Self.fileFromBeforeOneRecord.utf8).write(to: url)
        let alice = JSONFilePreferenceStore(url: url, user: "alice")
        let bob = JSONFilePreferenceStore(url: url, user: "bob")
        #expect(try alice.loadChoice() == Self.ocean)
        #expect(try bob.loadChoice() == ThemeChoice(.dark))

        try bob.saveChoice(ThemeChoice(.light))
        #expect(try alice.loadChoice() == Self.ocean, "another user's save keeps alice's axes where they were")

        var changed = Self.ocean
        changed.axes["brand"] = "forest"
        try alice.saveChoice(changed)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let preferences = try #require(object["preferences"] as? [String: Any])
        #expect(preferences["bob"] as? String == "light")
        let record = try #require(preferences["alice"] as? [String: Any], "alice's choice is one entry")
        #expect(record["preference"] as? String == "system:sepia:dimmed")
        #expect(record["axes"] as? [String: String] == ["brand": "forest", "density": "compact"])
        #expect(object["axes"] == nil, "the old map is gone once empty")
        #expect(object["future"] as? Bool == true, "a newer version's key is kept")
        #expect(try alice.loadChoice() == changed)
    }

    @Test func aChoiceWithoutAxesIsStoredAsTheTextOlderVersionsRead() throws {
        let folder = TemporaryFolder()
        let url = folder.file("settings.json")
        let store = JSONFilePreferenceStore(url: url)
        try store.saveChoice(Self.ocean)
        try store.saveChoice(ThemeChoice(.dark))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(object["preferences"] as? [String: String] == ["default": "dark"])
    }

    @Test(arguments: [
        (#"{"default": {"axes": {"brand": "ocean"}}}"#, #"preferences.default is {"axes":{"brand":"ocean"}}"#),
        (#"{"default": {"preference": "dark", "axes": ["ocean"]}}"#, #"preferences.default.axes is ["ocean"]"#),
        (#"{"default": {"preference": "sys tem"}}"#, #"preferences.default.preference is "sys tem""#),
        (#"{"default": 7}"#, "preferences.default is 7"),
    ])
    func aRecordThatIsNotAChoiceIsReportedWhereItIsAndKept(entry: String, message: String) throws {
        let folder = TemporaryFolder()
        let url = folder.file("settings.json")
        let text = #"{"version": 1, "preferences": \#(entry)}"#
        try Data(text.utf8).write(to: url)
        let error = #expect(throws: PreferenceStoreError.self) { try JSONFilePreferenceStore(url: url).loadChoice() }
        #expect(error?.kind == .unknownValue)
        #expect(error?.detail.hasPrefix(message) == true, "\(error?.detail ?? "")")
        let aside = try #require(error?.keptAside)
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == text)
    }

    @Test func defaultsFromBeforeOneRecordReadTheSameChoiceAndBecomeOneValue() throws {
        let suite = "twilight-choice-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        // As Twilight 0.x wrote them: the preference under the key, the axes beside it.
        defaults.set("system:sepia:dimmed", forKey: "twilight.preference")
        defaults.set(["brand": "ocean", "density": "compact"], forKey: "twilight.preference.axes")
        defaults.synchronize()

        let store = UserDefaultsPreferenceStore(suiteName: suite)
        #expect(try store.loadChoice() == Self.ocean)
        try store.saveChoice(Self.ocean)
        defaults.synchronize()
        let value = try #require(defaults.dictionary(forKey: "twilight.preference"), "one value under the key")
        #expect(value["preference"] as? String == "system:sepia:dimmed")
        #expect(value["axes"] as? [String: String] == ["brand": "ocean", "density": "compact"])
        #expect(defaults.object(forKey: "twilight.preference.axes") == nil)
        #expect(try store.loadChoice() == Self.ocean)

        try store.saveChoice(ThemeChoice(.dark))
        defaults.synchronize()
        #expect(defaults.string(forKey: "twilight.preference") == "dark", "without axes, the text older versions read")
    }

    @Test func aSeedsFormatKeepsItsOwnValueAndTheAxesBesideIt() throws {
        let suite = "twilight-choice-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsPreferenceStore.referenceApp(suiteName: suite)
        try store.saveChoice(ThemeChoice(.dark, axes: ["brand": "ocean"]))
        defaults.synchronize()
        #expect(defaults.string(forKey: "dark_mode") == "Dark", "the reference app still reads its own value")
        #expect(defaults.dictionary(forKey: "dark_mode.axes") as? [String: String] == ["brand": "ocean"])
        #expect(try store.loadChoice() == ThemeChoice(.dark, axes: ["brand": "ocean"]))
        try store.removeChoice()
        defaults.synchronize()
        #expect(defaults.object(forKey: "dark_mode.axes") == nil)
        #expect(try store.loadChoice() == nil)
    }

    @Test func aDefaultsRecordThatIsNotAChoiceIsReportedAndKeptAside() throws {
        let suite = "twilight-choice-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(["preference": "dark", "axes": ["brand": "oc ean"]], forKey: "twilight.preference")
        defaults.synchronize()
        let store = UserDefaultsPreferenceStore(suiteName: suite)
        let error = #expect(throws: PreferenceStoreError.self) { try store.loadChoice() }
        #expect(error?.kind == .unknownValue)
        #expect(error?.detail.contains("the value.axes is {\"brand\":\"oc ean\"}") == true, "\(error?.detail ?? "")")
        #expect(error?.keptAside == "key 'twilight.preference.unrecognized'")
        defaults.synchronize()
        #expect(defaults.dictionary(forKey: "twilight.preference.unrecognized")?["preference"] as? String == "dark")
    }

    @Test func aChoiceCodesAsOneObjectAndReadsThePreferenceAlone() throws {
        let encoded = try JSONEncoder().encode(Self.ocean)
        #expect(try JSONDecoder().decode(ThemeChoice.self, from: encoded) == Self.ocean)
        #expect(try JSONDecoder().decode(ThemeChoice.self, from: Data(#""dark""#.utf8)) == ThemeChoice(.dark))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ThemeChoice.self, from: Data(#"{"axes": {}}"#.utf8)) }
        #expect(Self.ocean.description == "system:sepia:dimmed (brand=ocean,density=compact)")
    }

    @Test @MainActor func aNewStyleAndBrandChosenTogetherAreDeliveredOnce() {
        let store = InMemoryPreferenceStore()
        let manager = ThemeManager(store: store, frameClock: ManualFrameClock())
        var seen: [ThemeUpdate] = []
        let token = manager.observe { seen.append($0) }
        manager.choice = ThemeChoice(.dark, axes: ["brand": "ocean"])
        #expect(
            seen == [
                ThemeUpdate(look: ThemeLook(.dark, axes: ["brand": "ocean"], isDark: true), choice: ThemeChoice(.dark, axes: ["brand": "ocean"]))
            ],
            "one change, not a style and then a brand"
        )
        #expect(store.loadChoice() == ThemeChoice(.dark, axes: ["brand": "ocean"]))
        manager.preference = .light
        #expect(store.loadChoice() == ThemeChoice(.light, axes: ["brand": "ocean"]), "the preference alone keeps the brand")
        withExtendedLifetime(token) {}
    }
}
