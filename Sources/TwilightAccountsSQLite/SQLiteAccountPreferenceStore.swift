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
/// schema it holds; a file from a newer Twilight is refused, never rewritten). Schema 3
/// keeps each account's whole choice in one row of `twilight_preferences` (its preference
/// and its axes); a file of schema 1 (no axes) keeps its rows, and one of schema 2 has the
/// axes it kept in a table of their own moved into the rows, in one transaction. Writes are
/// single upserts (a change of one part too: ``change(_:of:)``), so a killed process leaves
/// either the old choice or the new one. The
/// file is opened in write-ahead-log mode, so readers do not wait for a writer.
/// ``changes()`` yields the changes saved through this store.
///
/// One process at a time: the file is locked while the store is open, and a second
/// process opening it is refused (its cache could not hear the first one's changes; use
/// PostgreSQL for several instances). If the file is deleted or replaced while open, every
/// operation answers `PreferenceStoreError.Kind.ioFailure` instead of writing to a file
/// that no longer has a name.
public actor SQLiteAccountPreferenceStore: AccountPreferenceStore {
    /// The schema version this Twilight writes.
    package static let schemaVersion = 3

    /// The file.
    package let path: String
    private let connection: SQLiteConnection
    private nonisolated let broadcast = StreamBroadcast<AccountChoiceChange>(policy: .every)  // a cache applies every change
    /// The lock on the file, and which file it is (device and inode).
    private let lock: FileLock

    private init(path: String, connection: SQLiteConnection, lock: FileLock) {
        self.path = path
        self.connection = connection
        self.lock = lock
    }

    /// Opens (creating and migrating if needed) the store in the file at `path`.
    ///
    /// - Throws: `PreferenceStoreError` naming the file when it cannot be
    ///   opened, is not an SQLite database, or was written by a newer Twilight.
    public static func open(path: String) async throws(PreferenceStoreError) -> SQLiteAccountPreferenceStore {
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path))
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "cannot be opened: \(error)", cause: error)
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
            try await connection.install(customFunction: changedAxes)
        } catch {
            try? await connection.close()
            lock.release()
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "cannot be prepared: \(error)", cause: error)
        }
        do {
            try await store.migrate()
        } catch {
            try? await connection.close()
            lock.release()
            throw error
        }
        return store
    }

    private func migrate() async throws(PreferenceStoreError) {
        let version = try await run("PRAGMA user_version").first?.column("user_version")?.integer ?? 0
        guard version <= Self.schemaVersion else {
            throw PreferenceStoreError(
                kind: .newerFormat,
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
        if version < 3 {
            // One transaction: a process killed midway leaves schema 2 to migrate again.
            _ = try await run("BEGIN IMMEDIATE")
            do {
                _ = try await run("ALTER TABLE twilight_preferences ADD COLUMN axes TEXT NOT NULL DEFAULT ''")
                if version == 2 {
                    // An account that chose axes but never a style follows the system.
                    _ = try await run(
                        """
                        INSERT INTO twilight_preferences (account, preference, axes, updated_at)
                          SELECT account, 'system', axes, updated_at FROM twilight_axes WHERE true
                        ON CONFLICT(account) DO UPDATE SET axes = excluded.axes
                        """
                    )
                    _ = try await run("DROP TABLE twilight_axes")
                }
                _ = try await run("PRAGMA user_version = \(Self.schemaVersion)")
                _ = try await run("COMMIT")
            } catch {
                _ = try? await run("ROLLBACK")
                throw error
            }
        }
    }

    public func choice(of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice? {
        let row = try await run("SELECT preference, axes FROM twilight_preferences WHERE account = ?", [.text(account.rawValue)]).first
        guard let row, let preference = row.column("preference")?.string else { return nil }
        return try ThemeChoice.reading(preference: preference, axes: row.column("axes")?.string ?? "", of: account, in: path)
    }

    public func setChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) {
        _ = try await run(
            """
            INSERT INTO twilight_preferences (account, preference, axes, updated_at) VALUES (?, ?, ?, ?)
            ON CONFLICT(account) DO UPDATE SET preference = excluded.preference, axes = excluded.axes, updated_at = excluded.updated_at
            """,
            binds(for: choice, of: account)
        )
        broadcast.yield(AccountChoiceChange(account: account, choice: choice))
    }

    /// One upsert, so the actor's other calls (which may run while this one waits on the
    /// file) never see or write a choice half-changed: the stored axes are changed by
    /// `twilight_changed_axes` (a function of the store's, in Swift) inside the statement.
    public func change(_ change: ThemeChoiceChange, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
        let rows: [SQLiteRow]
        do {
            rows = try await run(
                """
                INSERT INTO twilight_preferences (account, preference, axes, updated_at)
                  VALUES (?1, coalesce(?2, 'system'), twilight_changed_axes('', ?3, ?4), ?5)
                ON CONFLICT(account) DO UPDATE SET preference = coalesce(?2, preference),
                  axes = twilight_changed_axes(axes, ?3, ?4), updated_at = ?5
                RETURNING preference, axes
                """,
                [
                    .text(account.rawValue), change.preference.map { .text($0.description) } ?? .null,
                    .text(change.clearedAxes.sorted().joined(separator: ",")), .text(change.axes.description),
                    .float(Date().timeIntervalSince1970),
                ]
            )
        } catch {
            // A stored value that is not a choice is why, if reading says so; else the file.
            _ = try await choice(of: account)
            throw error
        }
        guard let row = rows.first, let preference = row.column("preference")?.string else {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "the change of account '\(account)' returned no row")
        }
        let saved = try ThemeChoice.reading(preference: preference, axes: row.column("axes")?.string ?? "", of: account, in: path)
        broadcast.yield(AccountChoiceChange(account: account, choice: saved))
        return saved
    }

    /// `twilight_changed_axes(stored, cleared, set)`: the `stored` axes (their text form)
    /// without the comma-separated `cleared` names and with the `set` axes on top. Fails the
    /// statement, changing nothing, when `stored` is not axes.
    private static let changedAxes = SQLiteCustomFunction("twilight_changed_axes", argumentCount: 3, pure: true) { arguments in
        let stored = try ThemeAxes(parsing: arguments[0].string ?? "")
        let cleared = Set((arguments[1].string ?? "").split(separator: ",").map(String.init))
        let set = try ThemeAxes(parsing: arguments[2].string ?? "")
        return ThemeChoiceChange(axes: set, clearing: cleared).applied(to: ThemeChoice(axes: stored)).axes.description
    }

    /// Inserts the row only if there is none, then reads the choice in force: a stored
    /// choice is never overwritten.
    public func adoptChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
        let inserted = try await run(
            """
            INSERT INTO twilight_preferences (account, preference, axes, updated_at) VALUES (?, ?, ?, ?)
            ON CONFLICT(account) DO NOTHING RETURNING account
            """,
            binds(for: choice, of: account)
        )
        guard inserted.isEmpty else {
            broadcast.yield(AccountChoiceChange(account: account, choice: choice))
            return choice
        }
        return try await self.choice(of: account) ?? choice
    }

    private func binds(for choice: ThemeChoice, of account: AccountID) -> [SQLiteData] {
        [
            .text(account.rawValue), .text(choice.preference.description), .text(choice.axes.description),
            .float(Date().timeIntervalSince1970),
        ]
    }

    public nonisolated func changes() -> AsyncStream<AccountChoiceChange> {
        broadcast.stream()
    }

    /// Closes the file; the store answers nothing afterwards. Call it before the last
    /// reference to the store goes (after the server has stopped): SQLiteNIO asserts, in
    /// debug builds, that a connection was closed before it is released.
    public func close() async {
        broadcast.finish()
        try? await connection.close()
        lock.release()
    }

    private func run(_ sql: String, _ binds: [SQLiteData] = []) async throws(PreferenceStoreError) -> [SQLiteRow] {
        if let problem = lock.fileProblem() {
            throw PreferenceStoreError(
                kind: .ioFailure,
                location: path,
                detail: "\(problem) while the store was open: nothing was read or saved; restore the file, or restart to start a new one"
            )
        }
        do {
            return try await connection.query(sql, binds)
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "\(error)", cause: error)
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

    init(path: String) throws(PreferenceStoreError) {
        let descriptor = unsafe open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "cannot be opened to lock it: \(SystemCall.reason(errno))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno == EWOULDBLOCK ? "is in use by another process" : "cannot be locked: \(SystemCall.reason(errno))"
            close(descriptor)
            throw PreferenceStoreError(
                kind: .ioFailure,
                location: path,
                detail:
                    "\(reason): expected one server per SQLite file (its cache would not hear the other's changes); use PostgreSQL for several instances"
            )
        }
        var status = stat()
        unsafe fstat(descriptor, &status)
        self.path = path
        self.descriptor = LockedValue(descriptor)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// What happened to the file if the path no longer names the one that was opened.
    func fileProblem() -> String? {
        var status = stat()
        guard unsafe stat(path, &status) == 0 else { return "the file was deleted" }
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
