#if PostgreSQL
import Foundation
public import Logging
public import PostgresNIO
public import Twilight
public import TwilightAccounts
import TwilightUtilities

/// Accounts' choices in PostgreSQL, for deployments with several server instances: each
/// save is one upsert that also `NOTIFY`s, and every instance `LISTEN`s, so a change made
/// through any instance reaches the others' ``changes()`` once it is committed.
///
/// The caller owns the `PostgresClient` and runs it (`client.run()`, in a task or a
/// service group). The tables are created on first use, under an advisory lock so that two
/// instances starting together do not race. Each account's whole choice — its preference and
/// its axes — is one row of `twilight_preferences`: a database from Twilight 0.x gains the
/// `axes` column, and the axes it kept in a table of their own (`twilight_axes`) are moved
/// into the rows and that table dropped, in the same transaction. Upgrade every instance
/// together: one from before still saving to `twilight_axes` gets an error, and loses nothing.
///
/// ```swift
/// let client = PostgresClient(configuration: …)
/// Task { await client.run() }
/// let store = try await PostgresAccountPreferenceStore.open(client: client, logger: logger)
/// ```
public final class PostgresAccountPreferenceStore: AccountPreferenceStore {
    /// The channel changes are announced on.
    package static let channel = "twilight_preferences"

    private let client: PostgresClient
    private let logger: Logger
    private let location: String
    /// How long one read or write may wait for the database before it fails as
    /// `ioFailure` (the pool alone would hold
    /// a request for up to a minute while the database is down).
    package let operationTimeout: Duration
    private let broadcast = StreamBroadcast<AccountChoiceChange>(policy: .every)  // a cache applies every change
    /// Told each time listening starts again after it stopped.
    private let resumed = StreamBroadcast<Void>(keeping: 1)
    private let listening = LockedValue<Task<Void, Never>?>(nil)
    /// Whether this instance is listening now, and each change of it as it happens.
    private let isListening = LockedValue(false)
    private let listeningChanges = StreamBroadcast<Bool>(keeping: 1)

    private init(client: PostgresClient, location: String, operationTimeout: Duration, logger: Logger) {
        self.client = client
        self.location = location
        self.operationTimeout = operationTimeout
        self.logger = logger
    }

    /// Creates the table if needed and starts listening for changes.
    ///
    /// - Parameters:
    ///   - client: the client of the database, run by the caller.
    ///   - location: how errors name the database (never include a password).
    ///   - operationTimeout: how long one read or write may wait for the database.
    ///   - logger: where outages of the change listener are logged (once each).
    /// - Throws: `PreferenceStoreError` when the database cannot be reached.
    public static func open(
        client: PostgresClient,
        location: String = "postgres",
        operationTimeout: Duration = .seconds(2),
        logger: Logger = Logger(label: "twilight.accounts")
    ) async throws(PreferenceStoreError) -> PostgresAccountPreferenceStore {
        let store = PostgresAccountPreferenceStore(client: client, location: location, operationTimeout: operationTimeout, logger: logger)
        try await store.run(
            """
            DO $$ BEGIN
              PERFORM pg_advisory_xact_lock(20261123);
              CREATE TABLE IF NOT EXISTS twilight_preferences (
                account TEXT PRIMARY KEY,
                preference TEXT NOT NULL,
                updated_at TIMESTAMPTZ NOT NULL DEFAULT now());
              ALTER TABLE twilight_preferences ADD COLUMN IF NOT EXISTS axes TEXT NOT NULL DEFAULT '';
              IF to_regclass('twilight_axes') IS NOT NULL THEN
                -- An account that chose axes but never a style follows the system.
                INSERT INTO twilight_preferences (account, preference, axes, updated_at)
                  SELECT account, 'system', axes, updated_at FROM twilight_axes
                ON CONFLICT (account) DO UPDATE SET axes = EXCLUDED.axes;
                DROP TABLE twilight_axes;
              END IF;
            END $$
            """
        )
        store.startListening()
        return store
    }

    public func choice(of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice? {
        let client = client
        let logger = logger
        let query: PostgresQuery = "SELECT preference, axes FROM twilight_preferences WHERE account = \(account.rawValue)"
        let row = try await withinTimeout { try await client.query(query, logger: logger).collect().first?.decode((String, String).self) }
        guard let (preference, axes) = row else { return nil }
        return try ThemeChoice.reading(preference: preference, axes: axes, of: account, in: location)
    }

    public func setChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) {
        let preference = choice.preference.description
        let axes = choice.axes.description
        let channel = Self.channel
        // One statement: the row and the announcement commit together, or neither does.
        try await run(
            """
            WITH saved AS (
              INSERT INTO twilight_preferences (account, preference, axes, updated_at) VALUES (\(account.rawValue), \(preference), \(axes), now())
              ON CONFLICT (account) DO UPDATE SET preference = EXCLUDED.preference, axes = EXCLUDED.axes, updated_at = now()
              RETURNING account, preference, axes)
            SELECT pg_notify(\(channel), json_build_object('account', account, 'preference', preference, 'axes', axes)::text) FROM saved
            """
        )
    }

    /// One upsert that also announces: PostgreSQL locks the row for the update, so two
    /// instances changing one account at once are applied one after the other, each to what
    /// the other saved. The axes column (`brand=ocean,density=compact`) is rewritten in the
    /// statement: the entries of the axes the change names are dropped and its new ones added.
    public func change(_ change: ThemeChoiceChange, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
        let preference = change.preference?.description
        let named = Array(change.clearedAxes) + change.axes.values.keys
        let added = change.axes.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let channel = Self.channel
        let client = client
        let logger = logger
        let query: PostgresQuery = """
            WITH saved AS (
              INSERT INTO twilight_preferences (account, preference, axes, updated_at)
                VALUES (\(account.rawValue), coalesce(\(preference)::text, 'system'), array_to_string(\(added)::text[], ','), now())
              ON CONFLICT (account) DO UPDATE SET
                preference = coalesce(\(preference)::text, twilight_preferences.preference),
                axes = array_to_string(
                  array(SELECT entry FROM unnest(string_to_array(twilight_preferences.axes, ',')) AS entry
                        WHERE split_part(entry, '=', 1) <> ALL(\(named)::text[]))
                  || \(added)::text[], ','),
                updated_at = now()
              -- Axes that are not axes are left for an error to name, never rewritten.
              WHERE twilight_preferences.axes ~ \(Self.axesPattern)
              RETURNING account, preference, axes)
            SELECT preference, axes, pg_notify(\(channel), json_build_object('account', account, 'preference', preference, 'axes', axes)::text)::text
            FROM saved
            """
        let row = try await withinTimeout { try await client.query(query, logger: logger).collect().first?.decode((String, String, String).self) }
        guard let (saved, axes, _) = row else {
            // The stored axes are not axes: reading them names the value.
            _ = try await choice(of: account)
            throw PreferenceStoreError(kind: .ioFailure, location: location, detail: "the change of account '\(account)' saved no row")
        }
        return try ThemeChoice.reading(preference: saved, axes: axes, of: account, in: location)
    }

    /// The text of stored axes a change may rewrite: empty, or `AXIS=VALUE` entries
    /// separated by commas (what ``ThemeAxes`` writes).
    static let axesPattern = "^([a-z][a-z0-9-]*=[^,=:;[:space:]]+(,[a-z][a-z0-9-]*=[^,=:;[:space:]]+)*)?$"

    /// Inserts the row only if there is none (announcing it as a change), then reads the
    /// choice in force: a stored choice is never overwritten.
    public func adoptChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
        let preference = choice.preference.description
        let axes = choice.axes.description
        let channel = Self.channel
        try await run(
            """
            WITH saved AS (
              INSERT INTO twilight_preferences (account, preference, axes, updated_at) VALUES (\(account.rawValue), \(preference), \(axes), now())
              ON CONFLICT (account) DO NOTHING
              RETURNING account, preference, axes)
            SELECT pg_notify(\(channel), json_build_object('account', account, 'preference', preference, 'axes', axes)::text) FROM saved
            """
        )
        return try await self.choice(of: account) ?? choice
    }

    public func changes() -> AsyncStream<AccountChoiceChange> {
        broadcast.stream()
    }

    /// A change as it is announced: `{"account": "ada", "preference": "dark", "axes": "brand=ocean"}`.
    private struct Announced: Decodable {
        var account: AccountID
        var preference: String
        var axes: String

        var change: AccountChoiceChange? {
            guard let choice = try? ThemeChoice.reading(preference: preference, axes: axes, of: account, in: "") else { return nil }
            return AccountChoiceChange(account: account, choice: choice)
        }
    }

    /// Yields each time listening starts again after the connection was lost: a change
    /// saved through another instance meanwhile was not heard.
    public func resumptions() -> AsyncStream<Void> {
        resumed.stream()
    }

    /// Returns once this instance is listening for changes made through others — at once
    /// if it is — or once it is closed. What a readiness check awaits (as Hummingbird's
    /// `onServerRunning`): a change saved through another instance before then is not heard.
    ///
    /// ```swift
    /// let store = try await PostgresAccountPreferenceStore.open(client: client)
    /// await store.waitUntilListening()
    /// ```
    public func waitUntilListening() async {
        // The stream first, then the state: a start between the two is still seen.
        let changes = listeningChanges.stream()
        if isListening.withLock({ $0 }) { return }
        for await listening in changes where listening { return }
    }

    /// Stops listening and ends every change stream.
    public func close() {
        listening.withLock { $0?.cancel() }
        broadcast.finish()
        resumed.finish()
        listeningChanges.close()
    }

    /// Records whether listening is in force, telling whoever waits for it.
    private static func record(_ listening: Bool, in state: LockedValue<Bool>, telling changes: StreamBroadcast<Bool>) {
        guard
            state.withLock({ state in
                defer { state = listening }
                return state != listening
            })
        else { return }
        changes.yield(listening)
    }

    /// Listens on one pooled connection for as long as the store is open, reconnecting with
    /// back-off (0.1 s doubling to 2 s) when the database goes away; an outage is logged
    /// once, and its end too.
    private func startListening() {
        let task = Task { [client, broadcast, resumed, isListening, listeningChanges, logger, location] in
            var delay = Duration.milliseconds(100)
            var reported = false
            var interrupted = false
            let decoder = JSONDecoder()
            while !Task.isCancelled {
                do {
                    try await client.withConnection { connection in
                        try await connection.listen(on: Self.channel) { notifications in
                            // `LISTEN` has been answered: changes are heard from now on.
                            Self.record(true, in: isListening, telling: listeningChanges)
                            if reported {
                                logger.notice("\(location): listening for appearance changes again")
                                reported = false
                            }
                            delay = .milliseconds(100)
                            if interrupted {
                                interrupted = false
                                resumed.yield(())
                            }
                            for try await notification in notifications {
                                let payload = Data(notification.payload.utf8)
                                if let change = (try? decoder.decode(Announced.self, from: payload))?.change {
                                    broadcast.yield(change)
                                }
                            }
                        }
                    }
                } catch {
                    if Task.isCancelled { break }
                    if !reported {
                        logger.error("\(location): cannot listen for appearance changes (\(Self.describe(error))); retrying")
                        reported = true
                    }
                }
                // However listening ended, what is said meanwhile goes unheard.
                Self.record(false, in: isListening, telling: listeningChanges)
                interrupted = true
                try? await Task.sleep(for: delay)
                delay = min(delay * 2, .seconds(2))
            }
        }
        listening.withLock { $0 = task }
    }

    private func run(_ query: PostgresQuery) async throws(PreferenceStoreError) {
        let client = client
        let logger = logger
        _ = try await withinTimeout { try await client.query(query, logger: logger) }
    }

    /// Runs `operation`, failing as `ioFailure` when it fails or takes longer than
    /// ``operationTimeout`` (the operation is cancelled then).
    private func withinTimeout<Result: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Result
    ) async throws(PreferenceStoreError) -> Result {
        let timeout = operationTimeout
        do {
            return try await withThrowingTaskGroup(of: Result?.self) { group in
                group.addTask { try await operation() }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let result = first else { throw TimedOut(timeout: timeout) }
                return result
            }
        } catch {
            throw unavailable(error)
        }
    }

    private struct TimedOut: Error, CustomStringConvertible {
        let timeout: Duration
        var description: String { "no answer within \(timeout)" }
    }

    private func unavailable(_ error: any Error) -> PreferenceStoreError {
        PreferenceStoreError(kind: .ioFailure, location: location, detail: Self.describe(error), cause: error)
    }

    /// What a PostgresNIO error says, for people: `PSQLError`'s own description is a fixed
    /// "Generic description to prevent accidental leakage of sensitive data", so its parts are
    /// read instead — the code (`connectionError`, `server`, `serverClosedConnection`…), the
    /// server's message and SQLSTATE (a wrong password: `28P01`), and the underlying error (a
    /// refused connection: `connect(descriptor:addr:size:): Connection refused`). None of
    /// them holds the password or the bound values.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return "\(error)" }
        var parts = ["\(error.code)"]
        if let message = error.serverInfo?[.message] { parts.append(message) }
        if let state = error.serverInfo?[.sqlState] { parts.append("SQLSTATE \(state)") }
        if let underlying = error.underlying { parts.append(describe(underlying)) }
        return parts.joined(separator: ": ")
    }
}
#endif
