import Foundation
import Logging
import PostgresNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsPostgres
import TwilightTestSupport

/// An account's whole choice — style and brand — is one row in PostgreSQL: a database as
/// Twilight 0.x left it (axes in a table of their own) is carried over on open; a change
/// reaches the other instance as one; a row whose axes cannot be read is reported, kept.
@Suite("Accounts: the choice as one row in PostgreSQL", .serialized)
struct PostgresChoiceTests {
    static let ocean: ThemeAxes = ["brand": "ocean"]

    @Test func aDatabaseFromBeforeOneRowIsCarriedOverAndAChoiceReachesTheOtherInstanceWhole() async throws {
        guard let server = try PostgresTestServer.start() else { return }
        defer { server.stop() }
        let clients = [try server.client(), try server.client()]
        try await withThrowingDiscardingTaskGroup { group in
            for client in clients { group.addTask { await client.run() } }
            defer { group.cancelAll() }
            // The tables exactly as Twilight 0.x created them, with ada's style and brand,
            // bob's style alone, and cy's brand alone.
            _ = try await clients[0].query(
                """
                CREATE TABLE twilight_preferences (
                  account TEXT PRIMARY KEY,
                  preference TEXT NOT NULL,
                  updated_at TIMESTAMPTZ NOT NULL DEFAULT now())
                """
            )
            _ = try await clients[0].query(
                """
                CREATE TABLE twilight_axes (
                  account TEXT PRIMARY KEY,
                  axes TEXT NOT NULL,
                  updated_at TIMESTAMPTZ NOT NULL DEFAULT now())
                """
            )
            _ = try await clients[0].query("INSERT INTO twilight_preferences (account, preference) VALUES ('ada', 'dimmed'), ('bob', 'dark')")
            _ = try await clients[0].query(
                "INSERT INTO twilight_axes (account, axes) VALUES ('ada', 'brand=ocean,density=compact'), ('cy', 'brand=forest')"
            )
            // Two instances opening together: the advisory lock lets one carry it over.
            async let opening = PostgresAccountPreferenceStore.open(client: clients[0], location: "postgres A")
            let second = try await PostgresAccountPreferenceStore.open(client: clients[1], location: "postgres B")
            let first = try await opening
            defer {
                first.close()
                second.close()
            }
            let ada = try AccountID("ada")
            #expect(try await first.choice(of: ada) == ThemeChoice(.fixed("dimmed"), axes: ["brand": "ocean", "density": "compact"]))
            #expect(try await first.choice(of: AccountID("bob")) == ThemeChoice(.dark))
            #expect(try await second.choice(of: AccountID("cy")) == ThemeChoice(.system, axes: ["brand": "forest"]))
            let oldTable = try await clients[0].query("SELECT to_regclass('twilight_axes')::text").collect().first?.decode(String?.self)
            #expect(oldTable == .some(nil), "the old table is gone once carried over")

            await second.waitUntilListening()
            let (heard, listening) = PostgresAccountStoreTests.listen(to: second)
            defer { listening.cancel() }
            try await first.setChoice(ThemeChoice(.light, axes: Self.ocean), of: ada)
            let reached = try await eventually(timeout: .seconds(2)) { await heard.changes.count == 1 }
            #expect(reached)
            #expect(await heard.changes == [AccountChoiceChange(account: ada, choice: ThemeChoice(.light, axes: Self.ocean))])
            #expect(try await second.choice(of: ada) == ThemeChoice(.light, axes: Self.ocean))

            // Axes that cannot be read are reported with the account, and kept.
            _ = try await clients[0].query("UPDATE twilight_preferences SET axes = 'brand=' WHERE account = 'ada'")
            let error = await #expect(throws: PreferenceStoreError.self) { try await first.choice(of: ada) }
            #expect(error?.kind == .unknownValue)
            #expect(error?.location == "postgres A, account 'ada'")
            #expect(error?.detail.contains(#""brand=" are not axes"#) == true, "\(error?.detail ?? "")")
            let kept = try await clients[0].query("SELECT axes FROM twilight_preferences WHERE account = 'ada'").collect().first?.decode(String.self)
            #expect(kept == "brand=")
        }
    }
}
