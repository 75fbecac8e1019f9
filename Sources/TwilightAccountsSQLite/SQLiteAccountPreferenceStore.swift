#if SQLite
import Foundation
import SQLiteNIO
public import Twilight
public import TwilightAccounts
import TwilightUtilities

/// Accounts' choices in an SQLite file: the embedded default for a single server.
///
/// The file is created and migrated on first use (`PRAGMA user_version` says which
/// schema it holds; a file from a newer Twilight is refused, never rewritten). Writes are
/// single upserts, so a killed process leaves either the old choice or the new one. The
/// file is opened in write-ahead-log mode, so readers do not wait for a writer.
/// ``changes()`` yields the changes saved through this store.
public actor SQLiteAccountPreferenceStore: AccountPreferenceStore {
    /// The schema version this Twilight writes.
    public static let schemaVersion = 1

    /// The file.
    public let path: String
    private let connection: SQLiteConnection
    private nonisolated let broadcast = StreamBroadcast<AccountPreferenceChange>()

    private init(path: String, connection: SQLiteConnection) {
        self.path = path
        self.connection = connection
    }

    /// Opens (creating and migrating if needed) the store in the file at `path`.
    ///
    /// - Throws: `AccountStoreError` naming the file when it cannot be
    ///   opened, is not an SQLite database, or was written by a newer Twilight.
    public static func open(path: String) async throws(AccountStoreError) -> SQLiteAccountPreferenceStore {
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path))
        } catch {
            throw AccountStoreError(kind: .unavailable, location: path, detail: "cannot be opened: \(error)", cause: error)
        }
        let store = SQLiteAccountPreferenceStore(path: path, connection: connection)
        do {
            try await store.migrate()
        } catch {
            try? await connection.close()
            throw error
        }
        return store
    }

    private func migrate() async throws(AccountStoreError) {
        let version = try await run("PRAGMA user_version").first?.column("user_version")?.integer ?? 0
        guard version <= Self.schemaVersion else {
            throw AccountStoreError(
                kind: .newerSchema,
                location: path,
                detail: "holds schema \(version), written by a newer Twilight: expected \(Self.schemaVersion) or lower; it is left as it is"
            )
        }
        _ = try await run("PRAGMA journal_mode=WAL")
        _ = try await run("PRAGMA busy_timeout=5000")
        if version < 1 {
            _ = try await run(
                """
                CREATE TABLE IF NOT EXISTS twilight_preferences (
                  account TEXT PRIMARY KEY NOT NULL,
                  preference TEXT NOT NULL,
                  updated_at REAL NOT NULL)
                """
            )
            _ = try await run("PRAGMA user_version = \(Self.schemaVersion)")
        }
    }

    public func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference? {
        let rows = try await run("SELECT preference FROM twilight_preferences WHERE account = ?", [.text(account.rawValue)])
        guard let text = rows.first?.column("preference")?.string else { return nil }
        do {
            return try ThemePreference(parsing: text)
        } catch {
            throw AccountStoreError(
                kind: .unreadableValue,
                location: "\(path), account '\(account)'",
                detail: "\(text.debugDescription) is not a preference: \(error.problem)"
            )
        }
    }

    public func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) {
        _ = try await run(
            """
            INSERT INTO twilight_preferences (account, preference, updated_at) VALUES (?, ?, ?)
            ON CONFLICT(account) DO UPDATE SET preference = excluded.preference, updated_at = excluded.updated_at
            """,
            [.text(account.rawValue), .text(preference.description), .float(Date().timeIntervalSince1970)]
        )
        broadcast.yield(AccountPreferenceChange(account: account, preference: preference))
    }

    public nonisolated func changes() -> AsyncStream<AccountPreferenceChange> {
        broadcast.stream()
    }

    /// Closes the file; the store answers nothing afterwards. Call it before the last
    /// reference to the store goes (after the server has stopped): SQLiteNIO asserts, in
    /// debug builds, that a connection was closed before it is released.
    public func close() async {
        broadcast.finish()
        try? await connection.close()
    }

    private func run(_ sql: String, _ binds: [SQLiteData] = []) async throws(AccountStoreError) -> [SQLiteRow] {
        do {
            return try await connection.query(sql, binds)
        } catch {
            throw AccountStoreError(kind: .unavailable, location: path, detail: "\(error)", cause: error)
        }
    }
}
#endif
