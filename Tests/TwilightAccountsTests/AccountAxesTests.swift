import Foundation
import Logging
import PostgresNIO
import SQLiteNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsPostgres
import TwilightAccountsSQLite
import TwilightTestSupport

/// An account's brand beside its style, in both account stores: a database from before
/// axes keeps its rows and gains them; stored values that are not axes are reported, kept;
/// changes reach the other instance; the style and the axes never overwrite each other.
@Suite("Accounts: axes", .serialized)
struct AccountAxesTests {
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

    @Test func aPostgresDatabaseFromBeforeAxesKeepsItsRowsAndAxesReachTheOtherInstance() async throws {
        guard let server = try PostgresTestServer.start() else { return }
        defer { server.stop() }
        let clients = [try server.client(), try server.client()]
        try await withThrowingDiscardingTaskGroup { group in
            for client in clients { group.addTask { await client.run() } }
            defer { group.cancelAll() }
            // The table as Twilight created it before axes, with a choice in it.
            _ = try await clients[0].query(
                "CREATE TABLE twilight_preferences (account TEXT PRIMARY KEY, preference TEXT NOT NULL, updated_at TIMESTAMPTZ NOT NULL DEFAULT now())"
            )
            _ = try await clients[0].query("INSERT INTO twilight_preferences (account, preference) VALUES ('ada', 'dimmed')")
            let first = try await PostgresAccountPreferenceStore.open(client: clients[0], location: "postgres A")
            let second = try await PostgresAccountPreferenceStore.open(client: clients[1], location: "postgres B")
            defer {
                first.close()
                second.close()
            }
            let ada = try AccountID("ada")
            #expect(try await first.preference(of: ada) == .fixed("dimmed"))
            #expect(try await first.axes(of: ada) == nil)

            let (heard, listening) = PostgresAccountStoreTests.listen(to: second)
            defer { listening.cancel() }
            let axisChanges = second.axisChanges()
            let heardAxes = Task { () -> AccountAxesChange? in
                for await change in axisChanges { return change }
                return nil
            }
            try await Task.sleep(for: .milliseconds(300))  // the second instance is listening
            try await first.setAxes(Self.ocean, of: ada)
            let reached = try await eventually(timeout: .seconds(2)) { await heardAxes.value != nil }
            #expect(reached)
            #expect(await heardAxes.value == AccountAxesChange(account: ada, axes: Self.ocean))
            #expect(try await second.axes(of: ada) == Self.ocean)
            #expect(try await second.preference(of: ada) == .fixed("dimmed"), "the style is not touched")
            #expect(await heard.changes.isEmpty, "an axes change is not announced as a change of style")

            // A value that is not axes is reported with the account, and kept.
            _ = try await clients[0].query("UPDATE twilight_axes SET axes = 'brand=' WHERE account = 'ada'")
            let error = await #expect(throws: AccountStoreError.self) { try await first.axes(of: ada) }
            #expect(error?.kind == .unreadableValue)
            #expect(error?.location == "postgres A, account 'ada'")
        }
    }

    /// A store of one's own written before axes: it keeps none, and says so rather than
    /// losing them.
    @Test func aStoreWithoutAxesRefusesToSaveThemAndReadsNone() async throws {
        struct OldStore: AccountPreferenceStore {
            func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference? { nil }
            func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) {}
            func changes() -> AsyncStream<AccountPreferenceChange> { AsyncStream { $0.finish() } }
        }
        let ada = try AccountID("ada")
        #expect(try await OldStore().axes(of: ada) == nil)
        try await OldStore().setAxes(ThemeAxes(), of: ada)
        let error = await #expect(throws: AccountStoreError.self) { try await OldStore().setAxes(Self.ocean, of: ada) }
        #expect(error?.kind == .unsupported)
        #expect(error?.detail.contains("keeps no axes, so brand=ocean was not saved") == true, "\(error?.detail ?? "")")
        var changes = OldStore().axisChanges().makeAsyncIterator()
        #expect(await changes.next() == nil)
    }
}
