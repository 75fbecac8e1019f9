import Foundation
import Logging
import PostgresNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsPostgres
import TwilightTestSupport

/// Against a real PostgreSQL started by the tests: two instances (two clients, as two
/// servers would have) share one database.
@Suite("Accounts: PostgreSQL", .serialized, .timeLimit(.minutes(3)))
struct PostgresAccountStoreTests {
    /// Runs `body` with a fresh server and two stores on it, each on its own client, whose
    /// reads and writes wait at most `operationTimeout`.
    static func withTwoInstances(
        operationTimeout: Duration = .seconds(2),
        _ body: (PostgresTestServer, PostgresAccountPreferenceStore, PostgresAccountPreferenceStore) async throws -> Void
    ) async throws {
        guard let server = try PostgresTestServer.start() else { return }
        defer { server.stop() }
        let clients = [try server.client(), try server.client()]
        try await withThrowingDiscardingTaskGroup { group in
            for client in clients { group.addTask { await client.run() } }
            let first = try await PostgresAccountPreferenceStore.open(client: clients[0], location: "postgres A", operationTimeout: operationTimeout)
            let second = try await PostgresAccountPreferenceStore.open(client: clients[1], location: "postgres B", operationTimeout: operationTimeout)
            defer {
                first.close()
                second.close()
                group.cancelAll()
            }
            // Both hear each other from here on: a write before `LISTEN` is answered is not heard.
            await first.waitUntilListening()
            await second.waitUntilListening()
            try await body(server, first, second)
        }
    }

    /// Records what `store` announces, from now until the returned task is cancelled.
    static func listen(to store: PostgresAccountPreferenceStore) -> (Heard, Task<Void, Never>) {
        let heard = Heard()
        let changes = store.changes()
        let task = Task { for await change in changes { await heard.record(change) } }
        return (heard, task)
    }

    /// `waitUntilListening()` is what a readiness check awaits: it returns once `LISTEN` is
    /// answered, at once afterwards, and never hangs on a closed store.
    @Test func aStoreSaysWhenItListensAndAClosedOneNeverKeepsAWaiter() async throws {
        guard let server = try PostgresTestServer.start() else { return }
        defer { server.stop() }
        let client = try server.client()
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            let store = try await PostgresAccountPreferenceStore.open(client: client)
            await store.waitUntilListening()
            await store.waitUntilListening()  // already listening: at once
            store.close()
            let unreachable = try await PostgresAccountPreferenceStore.open(client: client)
            unreachable.close()
            await unreachable.waitUntilListening()  // closed: returns instead of waiting forever
        }
    }

    @Test func aChangeThroughOneInstanceReachesTheOtherWithinASecond() async throws {
        try await Self.withTwoInstances { _, first, second in
            let ada = try AccountID("ada")
            let (heard, listening) = Self.listen(to: second)
            defer { listening.cancel() }
            let expected = AccountChoiceChange(account: ada, choice: ThemeChoice(.system(light: "sepia", dark: "dimmed")))
            try await first.setChoice(expected.choice, of: ada)
            let reached = try await eventually(timeout: .seconds(1)) { await heard.changes.contains(expected) }
            #expect(reached, "the change did not reach the other instance within 1 s")
            #expect(try await second.choice(of: ada)?.preference == expected.choice.preference)
        }
    }

    /// NFC `josé` and NFD `josé` are two rows in PostgreSQL, and stay two accounts through
    /// the other instance's cache.
    @Test func canonicallyEquivalentAccountsKeepTheirOwnChoices() async throws {
        try await Self.withTwoInstances { _, first, second in
            let composed = try AccountID("jos\u{E9}")
            let decomposed = try AccountID("jose\u{301}")
            let cache = AccountPreferenceCache(store: second)
            cache.start()
            defer { cache.stop() }
            try await first.setChoice(ThemeChoice(.light), of: composed)
            #expect(try await cache.choice(of: composed)?.preference == .light)
            // Once the cache has heard the other account's change, the first is still its own.
            var heardDecomposed = cache.changes(of: decomposed).makeAsyncIterator()
            try await first.setChoice(ThemeChoice(.dark), of: decomposed)
            #expect(await heardDecomposed.next() == ThemeChoice(.dark))
            #expect(try await cache.choice(of: composed)?.preference == .light)
            #expect(try await cache.choice(of: decomposed)?.preference == .dark)
            #expect(try await second.choice(of: composed)?.preference == .light)
        }
    }

    @Test func eightClientsWritingFiveHundredTimesAgreeOnTheLastWrite() async throws {
        // About agreement, not latency: on a machine busy with the rest of the suite, 4 000
        // contended writes may each wait longer than the default 2 s.
        try await Self.withTwoInstances(operationTimeout: .seconds(15)) { _, first, second in
            let ada = try AccountID("ada")
            let (firstHeard, firstTask) = Self.listen(to: first)
            let (secondHeard, secondTask) = Self.listen(to: second)
            defer {
                firstTask.cancel()
                secondTask.cancel()
            }
            // Both are listening (withTwoInstances waited for it), and nothing was written yet.
            let before = [await firstHeard.changes.count, await secondHeard.changes.count]
            #expect(before == [0, 0])
            try await withThrowingTaskGroup(of: Void.self) { group in
                for client in 0..<8 {
                    group.addTask {
                        let store = client.isMultiple(of: 2) ? first : second
                        for write in 0..<500 {
                            try await store.setChoice(ThemeChoice(write.isMultiple(of: 2) ? .dark : .light), of: ada)
                        }
                    }
                }
                try await group.waitForAll()
            }
            let stored = try await first.choice(of: ada)?.preference
            #expect(try await second.choice(of: ada)?.preference == stored)
            // Every write is announced to both; with two values alternating, the last heard can
            // match the stored one while announcements are still arriving, so the count is
            // awaited first (on a loaded machine they trail the writes by a moment).
            let allHeard = try await eventually(timeout: .seconds(60)) {
                [await firstHeard.changes.count - before[0], await secondHeard.changes.count - before[1]] == [4000, 4000]
            }
            let counts = [await firstHeard.changes.count - before[0], await secondHeard.changes.count - before[1]]
            #expect(allHeard, "every write was announced to both: \(counts)")
            let last = [await firstHeard.changes.last?.choice.preference, await secondHeard.changes.last?.choice.preference]
            #expect(last == [stored, stored], "each instance's last heard change is the stored one (\(String(describing: stored)))")
        }
    }

    @Test func anOutageFailsFastWithAClearErrorAndServiceResumesByItself() async throws {
        try await Self.withTwoInstances { server, first, second in
            let ada = try AccountID("ada")
            try await first.setChoice(ThemeChoice(.dark), of: ada)
            var listensAgain = second.resumptions().makeAsyncIterator()
            server.stopServer()
            let start = ContinuousClock.now
            let error = await #expect(throws: PreferenceStoreError.self) { try await first.setChoice(ThemeChoice(.light), of: ada) }
            #expect(ContinuousClock.now - start < .seconds(4), "a write fails within the operation timeout, not the pool's minute")
            #expect(error?.kind == .ioFailure)
            #expect(error?.location == "postgres A")
            await #expect(throws: PreferenceStoreError.self) { try await second.choice(of: ada)?.preference }
            try server.startServer()
            let resumed = try await eventually(timeout: .seconds(40)) { (try? await first.setChoice(ThemeChoice(.system), of: ada)) != nil }
            #expect(resumed, "writes work again once the database is back")
            let (heard, task) = Self.listen(to: second)
            defer { task.cancel() }
            #expect(await listensAgain.next() != nil, "the other instance says it listens again")
            try await first.setChoice(ThemeChoice(.light), of: ada)
            let listening = try await eventually(timeout: .seconds(5)) { await !heard.changes.isEmpty }
            #expect(listening, "the other instance hears changes again after the restart")
            #expect(try await second.choice(of: ada)?.preference == .light, "and reads the last write: nothing half-written")
        }
    }

    /// PostgresNIO's `PSQLError` describes itself as "Generic description to prevent
    /// accidental leakage of sensitive data"; the store reads its parts instead, and keeps
    /// it as the cause.
    @Test func anOutageIsLoggedAndReportedWithWhatTheDriverSaidAndItsCause() async throws {
        guard let server = try PostgresTestServer.start() else { return }
        defer { server.stop() }
        let log = RecordedLog()
        let client = try server.client()
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            let store = try await PostgresAccountPreferenceStore.open(
                client: client,
                location: "postgres A",
                logger: Logger(label: "test") { _ in log }
            )
            defer { store.close() }
            await store.waitUntilListening()
            server.stopServer()
            let logged = try await eventually(timeout: .seconds(10)) { log.messages.contains { $0.contains("cannot listen") } }
            #expect(logged, "\(log.messages)")
            let line = log.messages.first { $0.contains("cannot listen") } ?? ""
            #expect(!line.contains("Generic description"), "\(line)")
            // The test server stops with `pg_ctl -m fast`: the server says so, with its SQLSTATE.
            #expect(line.contains("terminating connection due to administrator command: SQLSTATE 57P01"), "\(line)")
            let error = await #expect(throws: PreferenceStoreError.self) { try await store.setChoice(ThemeChoice(.dark), of: AccountID("ada")) }
            #expect(error?.cause != nil, "the driver's error (or the time-out) is kept")
            #expect(error?.detail.contains("Generic description") == false, "\(error?.detail ?? "")")
        }
    }

    @Test func aCacheAnswersSeenAccountsFromMemoryAndFollowsTheOtherInstance() async throws {
        try await Self.withTwoInstances { server, first, second in
            let cache = AccountPreferenceCache(store: first)
            cache.start()
            defer { cache.stop() }
            let ada = try AccountID("ada")
            let pair = ThemePreference.system(light: "sepia", dark: "dimmed")
            try await second.setChoice(ThemeChoice(.dark), of: ada)
            #expect(try await cache.choice(of: ada)?.preference == .dark, "loaded from the database the first time")
            try await second.setChoice(ThemeChoice(pair), of: ada)
            let followed = try await eventually(timeout: .seconds(2)) { try await cache.choice(of: ada)?.preference == pair }
            #expect(followed, "a change through the other instance reaches this instance's cache")
            server.stopServer()
            #expect(try await cache.choice(of: ada)?.preference == pair, "a seen account is answered while the database is away")
            await #expect(throws: PreferenceStoreError.self) { try await cache.choice(of: AccountID("bob"))?.preference }
        }
    }
}

/// The changes one instance announced, in order.
actor Heard {
    private(set) var changes: [AccountChoiceChange] = []
    func record(_ change: AccountChoiceChange) { changes.append(change) }
}
