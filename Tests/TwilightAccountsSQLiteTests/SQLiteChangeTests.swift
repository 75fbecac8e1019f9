import Foundation
import SQLiteNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
import TwilightTestSupport

/// A change names what it changes and is made to the stored row in one statement: two
/// instances changing one account's style and brand at once both keep what they chose.
@Suite("Accounts: a change made in one step in SQLite", .serialized)
struct SQLiteChangeTests {
    /// A store on a file of today's layout (schema 3) where ada chose Dimmed and `axes`.
    static func storeWithAda(axes: String) async throws -> (SQLiteAccountPreferenceStore, String) {
        let path = try await SQLiteChoiceTests.file(
            version: 3,
            [
                SQLiteChoiceTests.preferencesTable, "ALTER TABLE twilight_preferences ADD COLUMN axes TEXT NOT NULL DEFAULT ''",
                "INSERT INTO twilight_preferences VALUES ('ada', 'dimmed', 1, '\(axes)')",
            ]
        )
        return (try await SQLiteAccountPreferenceStore.open(path: path), path)
    }

    /// A row as Twilight writes it today is changed part by part, each part kept.
    @Test func aStoredRowIsChangedOnlyWhereTheChangeNamesIt() async throws {
        let (store, path) = try await Self.storeWithAda(axes: "brand=ocean,density=compact")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ada = try AccountID("ada")
        var heard = store.changes().makeAsyncIterator()
        let dark = try await store.change(ThemeChoiceChange(preference: .dark), of: ada)
        #expect(dark == ThemeChoice(.dark, axes: ["brand": "ocean", "density": "compact"]))
        #expect(await heard.next() == AccountChoiceChange(account: ada, choice: dark))
        let forest = try await store.change(ThemeChoiceChange(axes: ["brand": "forest"], clearing: ["density"]), of: ada)
        #expect(forest == ThemeChoice(.dark, axes: ["brand": "forest"]))
        #expect(try await store.choice(of: ada) == forest)
        // An account with no row starts from System with no axes.
        let bob = try AccountID("bob")
        #expect(try await store.change(ThemeChoiceChange(axes: ["brand": "ocean"]), of: bob) == ThemeChoice(.system, axes: ["brand": "ocean"]))
        await store.close()
    }

    /// Two instances (two caches, as two request handlers would hold) change ada's style and
    /// brand at the same moment, 300 times: after each pair the row holds both.
    @Test func interleavedChangesOfStyleAndBrandKeepTheLastOfEach() async throws {
        try await SQLiteAccountStoreTests.withCachedStore { store, first, _ in
            let second = AccountPreferenceCache(store: store)
            second.start()
            defer { second.stop() }
            let ada = try AccountID("ada")
            let styles: [ThemePreference] = [.light, .dark, .fixed("sepia")]
            let brands = ["ocean", "forest", "dusk", "moss"]
            var lost = 0
            for round in 0..<300 {
                async let style = first.change(ThemeChoiceChange(preference: styles[round % 3]), of: ada)
                async let brand = second.change(ThemeChoiceChange(axes: ["brand": brands[round % 4]]), of: ada)
                _ = try await (style, brand)
                if try await store.choice(of: ada) != ThemeChoice(styles[round % 3], axes: ["brand": brands[round % 4]]) { lost += 1 }
            }
            #expect(lost == 0, "\(lost) of 300 rounds lost a change")
        }
    }

    /// A row whose axes are not axes is named in the error, and neither part is changed.
    @Test func aChangeOfARowThatIsNotAChoiceIsRefusedAndTheRowKept() async throws {
        let (store, path) = try await Self.storeWithAda(axes: "brand=")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = await #expect(throws: PreferenceStoreError.self) {
            try await store.change(ThemeChoiceChange(preference: .dark), of: AccountID("ada"))
        }
        #expect(error?.kind == .unknownValue)
        #expect(error?.detail.contains(#""brand=" are not axes"#) == true, "\(error?.detail ?? "")")
        await store.close()
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        let row = try await raw.query("SELECT preference, axes FROM twilight_preferences WHERE account = 'ada'").first
        #expect(row?.column("preference")?.string == "dimmed")
        #expect(row?.column("axes")?.string == "brand=")
        try await raw.close()
    }
}
