#if SQLite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SQLiteNIO
public import Twilight
public import TwilightAccounts
import TwilightUtilities

/// Accounts' choices in an SQLite file: the embedded default for a single server.
///
/// The file is created and migrated on first use (`PRAGMA user_version` says which
/// schema it holds; a file from a newer Twilight is refused, never rewritten). Schema 2
/// adds the accounts' axes in a table of their own: a file of schema 1 keeps its rows as
/// they are and reads as accounts with no axes. Writes are
/// single upserts, so a killed process leaves either the old choice or the new one. The
/// file is opened in write-ahead-log mode, so readers do not wait for a writer.
/// ``changes()`` yields the changes saved through this store.
///
/// One process at a time: the file is locked while the store is open, and a second
/// process opening it is refused (its cache could not hear the first one's changes; use
/// PostgreSQL for several instances). If the file is deleted or replaced while open, every
/// operation answers `AccountStoreError.Kind.unavailable` instead of writing to a file
/// that no longer has a name.
public actor SQLiteAccountPreferenceStore: AccountPreferenceStore {
    /// The schema version this Twilight writes.
    public static let schemaVersion = 2

    /// The file.
    public let path: String
    private let connection: SQLiteConnection
    private nonisolated let broadcast = StreamBroadcast<AccountPreferenceChange>()
    private nonisolated let axisBroadcast = StreamBroadcast<AccountAxesChange>()
    /// The lock on the file, and which file it is (device and inode).
    private let lock: FileLock

    private init(path: String, connection: SQLiteConnection, lock: FileLock) {
        self.path = path
        self.connection = connection
        self.lock = lock
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
        let lock: FileLock
        do {
            lock = try FileLock(path: path)
        } catch {
            try? await connection.close()
            throw error
        }
        let store = SQLiteAccountPreferenceStore(path: path, connection: connection, lock: lock)
        do {
            try await store.migrate()
        } catch {
            try? await connection.close()
            lock.release()
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
        // Each step can run again (a process killed between a step and the version is
        // migrated again on the next open).
        if version < 1 {
            _ = try await run(
                """
                CREATE TABLE IF NOT EXISTS twilight_preferences (
                  account TEXT PRIMARY KEY NOT NULL,
                  preference TEXT NOT NULL,
                  updated_at REAL NOT NULL)
                """
            )
        }
        if version < 2 {
            _ = try await run(
                """
                CREATE TABLE IF NOT EXISTS twilight_axes (
                  account TEXT PRIMARY KEY NOT NULL,
                  axes TEXT NOT NULL,
                  updated_at REAL NOT NULL)
                """
            )
        }
        if version < Self.schemaVersion {
            _ = try await run("PRAGMA user_version = \(Self.schemaVersion)")
        }
    }

    public func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference? {
        guard let text = try await stored("preference", in: "twilight_preferences", of: account) else { return nil }
        return try AccountStoreError.reading(text, of: account, in: path, isNot: "is not a preference", with: ThemePreference.init(parsing:)) {
            $0.problem
        }
    }

    /// The text in `column` of `table`'s row for `account`, if it has one.
    private func stored(_ column: String, in table: String, of account: AccountID) async throws(AccountStoreError) -> String? {
        try await run("SELECT \(column) FROM \(table) WHERE account = ?", [.text(account.rawValue)]).first?.column(column)?.string
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

    /// Inserts the row only if there is none, then reads the choice in force: a stored
    /// choice is never overwritten.
    public func adoptPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) -> ThemePreference {
        let inserted = try await run(
            """
            INSERT INTO twilight_preferences (account, preference, updated_at) VALUES (?, ?, ?)
            ON CONFLICT(account) DO NOTHING RETURNING account
            """,
            [.text(account.rawValue), .text(preference.description), .float(Date().timeIntervalSince1970)]
        )
        guard inserted.isEmpty else {
            broadcast.yield(AccountPreferenceChange(account: account, preference: preference))
            return preference
        }
        return try await self.preference(of: account) ?? preference
    }

    public nonisolated func changes() -> AsyncStream<AccountPreferenceChange> {
        broadcast.stream()
    }

    public func axes(of account: AccountID) async throws(AccountStoreError) -> ThemeAxes? {
        guard let text = try await stored("axes", in: "twilight_axes", of: account) else { return nil }
        return try AccountStoreError.reading(text, of: account, in: path, isNot: "are not axes", with: ThemeAxes.init(parsing:)) { $0.problem }
    }

    public func setAxes(_ axes: ThemeAxes, of account: AccountID) async throws(AccountStoreError) {
        _ = try await run(
            """
            INSERT INTO twilight_axes (account, axes, updated_at) VALUES (?, ?, ?)
            ON CONFLICT(account) DO UPDATE SET axes = excluded.axes, updated_at = excluded.updated_at
            """,
            [.text(account.rawValue), .text(axes.description), .float(Date().timeIntervalSince1970)]
        )
        axisBroadcast.yield(AccountAxesChange(account: account, axes: axes))
    }

    public nonisolated func axisChanges() -> AsyncStream<AccountAxesChange> {
        axisBroadcast.stream()
    }

    /// Closes the file; the store answers nothing afterwards. Call it before the last
    /// reference to the store goes (after the server has stopped): SQLiteNIO asserts, in
    /// debug builds, that a connection was closed before it is released.
    public func close() async {
        broadcast.finish()
        axisBroadcast.finish()
        try? await connection.close()
        lock.release()
    }

    private func run(_ sql: String, _ binds: [SQLiteData] = []) async throws(AccountStoreError) -> [SQLiteRow] {
        if let problem = lock.fileProblem() {
            throw AccountStoreError(
                kind: .unavailable,
                location: path,
                detail: "\(problem) while the store was open: nothing was read or saved; restore the file, or restart to start a new one"
            )
        }
        do {
            return try await connection.query(sql, binds)
        } catch {
            throw AccountStoreError(kind: .unavailable, location: path, detail: "\(error)", cause: error)
        }
    }
}

/// An exclusive `flock` on the database file, held while the store is open, and the
/// file's identity (device and inode) to notice that it was deleted or replaced.
private final class FileLock: Sendable {
    private let path: String
    /// The locked descriptor; `nil` once released.
    private let descriptor: LockedValue<Int32?>
    private let device: UInt64
    private let inode: UInt64

    init(path: String) throws(AccountStoreError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AccountStoreError(kind: .unavailable, location: path, detail: "cannot be opened to lock it: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno == EWOULDBLOCK ? "is in use by another process" : "cannot be locked: \(String(cString: strerror(errno)))"
            close(descriptor)
            throw AccountStoreError(
                kind: .unavailable,
                location: path,
                detail:
                    "\(reason): expected one server per SQLite file (its cache would not hear the other's changes); use PostgreSQL for several instances"
            )
        }
        var status = stat()
        fstat(descriptor, &status)
        self.path = path
        self.descriptor = LockedValue(descriptor)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// What happened to the file if the path no longer names the one that was opened.
    func fileProblem() -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return "the file was deleted" }
        guard UInt64(status.st_dev) == device, UInt64(status.st_ino) == inode else { return "the file was replaced by another" }
        return nil
    }

    /// Unlocks and closes the file (once).
    func release() {
        if let descriptor = descriptor.withLock({ value in
            defer { value = nil }
            return value
        }) {
            close(descriptor)
        }
    }
}
#endif
