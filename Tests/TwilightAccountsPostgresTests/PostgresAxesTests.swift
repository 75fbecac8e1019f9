import Foundation
import Logging
import PostgresNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsPostgres
import TwilightTestSupport

/// An account's brand beside its style in the PostgreSQL store: a database from before axes
/// keeps its rows and gains them; changes reach the other instance; values that are not axes
/// are reported, kept.
@Suite("Accounts: axes in PostgreSQL", .serialized)
struct PostgresAxesTests {
    static let ocean: ThemeAxes = ["brand": "ocean"]

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
            await second.waitUntilListening()
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
}
