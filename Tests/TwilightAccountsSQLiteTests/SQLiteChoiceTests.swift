import Foundation
import SQLiteNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
import TwilightTestSupport

/// An account's whole choice — style and brand — is one row in SQLite: files as Twilight
/// wrote them before (schema 1, without axes; schema 2, axes in a table of their own) are
/// carried over on open; stored values that are not a choice are reported, kept.
@Suite("Accounts: the choice as one row in SQLite", .serialized)
struct SQLiteChoiceTests {
    static let ocean: ThemeAxes = ["brand": "ocean"]

    /// A file with Twilight's earlier tables, made with `statements`, at `version`.
    static func file(version: Int, _ statements: [String]) async throws -> String {
        let path = SQLiteAccountStoreTests.file()
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        for statement in statements + ["PRAGMA user_version = \(version)"] { _ = try await raw.query(statement) }
        try await raw.close()
        return path
    }

    static let preferencesTable = """
        CREATE TABLE IF NOT EXISTS twilight_preferences (
          account TEXT PRIMARY KEY NOT NULL,
          preference TEXT NOT NULL,
          updated_at REAL NOT NULL)
        """

    static func userVersion(of path: String) async throws -> Int? {
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        let version = try? await raw.query("PRAGMA user_version").first?.column("user_version")?.integer
        try await raw.close()
        return version
    }

    @Test func aFileFromBeforeAxesKeepsItsRows() async throws {
        let path = try await Self.file(
            version: 1,
            [Self.preferencesTable, "INSERT INTO twilight_preferences VALUES ('ada', 'dark', 1), ('bob', 'system:sepia:dimmed', 2)"]
        )
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ada = try AccountID("ada")
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        #expect(try await store.choice(of: ada) == ThemeChoice(.dark))
        #expect(try await store.choice(of: AccountID("bob")) == ThemeChoice(.system(light: "sepia", dark: "dimmed")))
        var heard = store.changes().makeAsyncIterator()
        try await store.setChoice(ThemeChoice(.dark, axes: Self.ocean), of: ada)
        #expect(await heard.next() == AccountChoiceChange(account: ada, choice: ThemeChoice(.dark, axes: Self.ocean)))
        await store.close()
        #expect(try await Self.userVersion(of: path) == 3)
        let reopened = try await SQLiteAccountPreferenceStore.open(path: path)
        #expect(try await reopened.choice(of: ada) == ThemeChoice(.dark, axes: Self.ocean))
        await reopened.close()
    }

    /// Schema 2, exactly as Twilight 0.x created it: ada's style and brand, bob's style
    /// alone, cy's brand alone.
    @Test func aFileWithAxesInATableOfTheirOwnBecomesOneRowPerAccount() async throws {
        let path = try await Self.file(
            version: 2,
            [
                Self.preferencesTable,
                """
                CREATE TABLE IF NOT EXISTS twilight_axes (
                  account TEXT PRIMARY KEY NOT NULL,
                  axes TEXT NOT NULL,
                  updated_at REAL NOT NULL)
                """,
                "INSERT INTO twilight_preferences VALUES ('ada', 'dimmed', 1), ('bob', 'dark', 2)",
                "INSERT INTO twilight_axes VALUES ('ada', 'brand=ocean,density=compact', 3), ('cy', 'brand=forest', 4)",
            ]
        )
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        #expect(try await store.choice(of: AccountID("ada")) == ThemeChoice(.fixed("dimmed"), axes: ["brand": "ocean", "density": "compact"]))
        #expect(try await store.choice(of: AccountID("bob")) == ThemeChoice(.dark))
        #expect(try await store.choice(of: AccountID("cy")) == ThemeChoice(.system, axes: ["brand": "forest"]), "a brand alone follows the system")
        await store.close()
        #expect(try await Self.userVersion(of: path) == 3)
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        let tables = try await raw.query("SELECT name FROM sqlite_master WHERE name = 'twilight_axes'")
        try await raw.close()
        #expect(tables.isEmpty, "the old table is gone once carried over")
    }

    @Test func storedAxesThatCannotBeReadAreReportedAndKept() async throws {
        let path = SQLiteAccountStoreTests.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        await (try SQLiteAccountPreferenceStore.open(path: path)).close()
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await raw.query("INSERT INTO twilight_preferences (account, preference, updated_at, axes) VALUES ('ada', 'dark', 0, 'brand:ocean')")
        try await raw.close()

        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let error = await #expect(throws: PreferenceStoreError.self) { try await store.choice(of: AccountID("ada")) }
        #expect(error?.kind == .unknownValue)
        #expect(error?.location == "\(path), account 'ada'")
        #expect(error?.detail.contains(#""brand:ocean" are not axes"#) == true, "\(error?.detail ?? "")")
        await store.close()
        let again = try await SQLiteConnection.open(storage: .file(path: path))
        let kept = try await again.query("SELECT axes FROM twilight_preferences WHERE account = 'ada'").first?.column("axes")?.string
        try await again.close()
        #expect(kept == "brand:ocean", "the unreadable value is left as it was")
    }
}
