import Foundation
import Logging
import PostgresNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsPostgres
import TwilightTestSupport

/// A change names what it changes and is made to the row in one statement, under the row's
/// lock: two instances changing one account's style and brand at once both keep theirs.
@Suite("Accounts: a change made in one step in PostgreSQL", .serialized, .timeLimit(.minutes(3)))
struct PostgresChangeTests {
    /// Two instances, each on its own connection, change ada's style and brand at the same
    /// moment, 300 times: after each pair the row holds both, and every change is announced
    /// whole, in the order saved.
    @Test func interleavedChangesOfStyleAndBrandThroughTwoInstancesKeepTheLastOfEach() async throws {
        try await PostgresAccountStoreTests.withTwoInstances { _, first, second in
            let ada = try AccountID("ada")
            let styles: [ThemePreference] = [.light, .dark, .fixed("sepia")]
            let brands = ["ocean", "forest", "dusk", "moss"]
            let (heard, listening) = PostgresAccountStoreTests.listen(to: second)
            defer { listening.cancel() }
            let rounds = 300
            var lost = 0
            var expected = ThemeChoice()
            for round in 0..<rounds {
                async let style = first.change(ThemeChoiceChange(preference: styles[round % 3]), of: ada)
                async let brand = second.change(ThemeChoiceChange(axes: ["brand": brands[round % 4]]), of: ada)
                _ = try await (style, brand)
                expected = ThemeChoice(styles[round % 3], axes: ["brand": brands[round % 4]])
                if try await first.choice(of: ada) != expected { lost += 1 }
            }
            #expect(lost == 0, "\(lost) of \(rounds) rounds lost a change")
            let all = try await eventually(timeout: .seconds(10)) { await heard.changes.count == 2 * rounds }
            let announced = await heard.changes.count
            #expect(all, "\(announced) of \(2 * rounds) changes announced")
            // Announced in the order saved: the last one heard is the row as it is.
            #expect(await heard.changes.last == AccountChoiceChange(account: ada, choice: expected))
        }
    }

    /// A row as Twilight writes it today is changed part by part; a row whose axes are not
    /// axes is named in the error and kept as it is.
    @Test func aStoredRowIsChangedOnlyWhereTheChangeNamesIt() async throws {
        try await PostgresAccountStoreTests.withTwoInstances { server, first, _ in
            let client = try server.client()
            try await withThrowingDiscardingTaskGroup { group in
                group.addTask { await client.run() }
                defer { group.cancelAll() }
                _ = try await client.query(
                    "INSERT INTO twilight_preferences (account, preference, axes) VALUES ('ada', 'dimmed', 'brand=ocean,density=compact'), ('bob', 'dark', 'brand=')"
                )
                let ada = try AccountID("ada")
                #expect(
                    try await first.change(ThemeChoiceChange(preference: .dark), of: ada)
                        == ThemeChoice(.dark, axes: ["brand": "ocean", "density": "compact"])
                )
                #expect(
                    try await first.change(ThemeChoiceChange(axes: ["brand": "forest"], clearing: ["density"]), of: ada)
                        == ThemeChoice(.dark, axes: ["brand": "forest"])
                )
                #expect(try await first.choice(of: ada) == ThemeChoice(.dark, axes: ["brand": "forest"]))
                let cy = try AccountID("cy")
                #expect(try await first.change(ThemeChoiceChange(clearing: ["brand"]), of: cy) == ThemeChoice(.system))

                let error = await #expect(throws: PreferenceStoreError.self) {
                    try await first.change(ThemeChoiceChange(preference: .light), of: AccountID("bob"))
                }
                #expect(error?.kind == .unknownValue)
                let kept = try await client.query("SELECT preference, axes FROM twilight_preferences WHERE account = 'bob'").collect().first?.decode(
                    (String, String).self
                )
                #expect(kept?.0 == "dark" && kept?.1 == "brand=")
            }
        }
    }
}
