import Foundation
import SQLiteNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
import TwilightTestSupport

/// An account's brand beside its style in the SQLite store: a file from before axes keeps
/// its rows and gains them; stored values that are not axes are reported, kept; the style and
/// the axes never overwrite each other.
@Suite("Accounts: axes in SQLite", .serialized)
struct SQLiteAxesTests {
    static let ocean: ThemeAxes = ["brand": "ocean"]

    /// A file as Twilight wrote it before axes (schema 1), with two accounts' choices.
    static func schemaOneFile() async throws -> String {
        let path = SQLiteAccountStoreTests.file()
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await raw.query(
            "CREATE TABLE twilight_preferences (account TEXT PRIMARY KEY NOT NULL, preference TEXT NOT NULL, updated_at REAL NOT NULL)"
        )
        _ = try await raw.query("INSERT INTO twilight_preferences VALUES ('ada', 'dark', 1), ('bob', 'system:sepia:dimmed', 2)")
        _ = try await raw.query("PRAGMA user_version = 1")
        try await raw.close()
        return path
    }

    @Test func anSQLiteFileFromBeforeAxesKeepsItsRowsAndGainsAxes() async throws {
        let path = try await Self.schemaOneFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ada = try AccountID("ada")
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        #expect(try await store.preference(of: ada) == .dark)
        #expect(try await store.preference(of: AccountID("bob")) == .system(light: "sepia", dark: "dimmed"))
        #expect(try await store.axes(of: ada) == nil, "an account from before axes has none")

        var heard = store.axisChanges().makeAsyncIterator()
        try await store.setAxes(Self.ocean, of: ada)
        try await store.setAxes(["brand": "forest", "density": "compact"], of: ada)
        #expect(await heard.next() == AccountAxesChange(account: ada, axes: Self.ocean))
        #expect(await heard.next()?.axes == ["brand": "forest", "density": "compact"])
        // Each of the two never overwrites the other.
        try await store.setPreference(.light, of: ada)
        #expect(try await store.axes(of: ada) == ["brand": "forest", "density": "compact"])
        #expect(try await store.preference(of: ada) == .light)
        await store.close()

        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        let version = try await raw.query("PRAGMA user_version").first?.column("user_version")?.integer
        try await raw.close()
        #expect(version == 2)
        let reopened = try await SQLiteAccountPreferenceStore.open(path: path)
        #expect(try await reopened.axes(of: ada) == ["brand": "forest", "density": "compact"])
        try await reopened.setAxes(ThemeAxes(), of: ada)
        #expect(try await reopened.axes(of: ada) == ThemeAxes(), "saving none keeps the choice of the site's defaults")
        await reopened.close()
    }

    @Test func storedSQLiteAxesThatCannotBeReadAreReportedAndKept() async throws {
        let path = SQLiteAccountStoreTests.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        await (try SQLiteAccountPreferenceStore.open(path: path)).close()
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await raw.query("INSERT INTO twilight_axes VALUES ('ada', 'brand:ocean', 0)")
        try await raw.close()

        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let error = await #expect(throws: AccountStoreError.self) { try await store.axes(of: AccountID("ada")) }
        #expect(error?.kind == .unreadableValue)
        #expect(error?.location == "\(path), account 'ada'")
        #expect(error?.detail.contains(#""brand:ocean" are not axes"#) == true, "\(error?.detail ?? "")")
        await store.close()
        let again = try await SQLiteConnection.open(storage: .file(path: path))
        let kept = try await again.query("SELECT axes FROM twilight_axes WHERE account = 'ada'").first?.column("axes")?.string
        try await again.close()
        #expect(kept == "brand:ocean", "the unreadable value is left as it was")
    }
}
