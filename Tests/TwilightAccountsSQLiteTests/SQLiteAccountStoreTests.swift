import Foundation
import SQLiteNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
import TwilightTestSupport

@Suite("Accounts: SQLite")
struct SQLiteAccountStoreTests {
    static func file() -> String {
        scratchFile("twilight-accounts", suffix: "sqlite")
    }

    /// Runs `body` with a store on a new file (its path given too) and a started cache over
    /// it; stops the cache, closes the store and removes the file afterwards.
    static func withCachedStore(
        _ body: (SQLiteAccountPreferenceStore, AccountPreferenceCache, String) async throws -> Void
    ) async throws {
        let path = file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let cache = AccountPreferenceCache(store: store)
        cache.start()
        do {
            try await body(store, cache, path)
        } catch {
            cache.stop()
            await store.close()
            throw error
        }
        cache.stop()
        await store.close()
    }

    @Test func aFileIsCreatedOnFirstUseAndKeepsEachAccountsChoice() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ada = try AccountID("ada")
        let bob = try AccountID("bob@example.com")
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        #expect(try await store.choice(of: ada)?.preference == nil)
        try await store.setChoice(ThemeChoice(.dark), of: ada)
        try await store.setChoice(ThemeChoice(.system(light: "sepia", dark: "dimmed")), of: bob)
        try await store.setChoice(ThemeChoice(.light), of: ada)
        await store.close()

        let reopened = try await SQLiteAccountPreferenceStore.open(path: path)
        #expect(try await reopened.choice(of: ada)?.preference == .light)
        #expect(try await reopened.choice(of: bob)?.preference == .system(light: "sepia", dark: "dimmed"))
        await reopened.close()
    }

    /// NFC `josé` and NFD `josé` are two rows in SQLite, and stay two accounts through the
    /// cache: neither's save changes what the other is served, nor reaches its stream.
    @Test func canonicallyEquivalentAccountsKeepTheirOwnChoices() async throws {
        try await Self.withCachedStore { store, cache, _ in
            let composed = try AccountID("jos\u{E9}")
            let decomposed = try AccountID("jose\u{301}")
            var heard = cache.changes(of: composed).makeAsyncIterator()
            try await cache.setChoice(ThemeChoice(.light), of: composed)
            try await cache.setChoice(ThemeChoice(.dark), of: decomposed)
            try await cache.setChoice(ThemeChoice(.fixed("sepia")), of: composed)
            var seen: [ThemePreference] = []
            while let next = await heard.next(), seen.count < 3 {
                seen.append(next.preference)
                if next.preference == .fixed("sepia") { break }
            }
            #expect(seen.last == .fixed("sepia") && !seen.contains(.dark), "the other account's change is not heard: \(seen)")
            #expect(try await cache.choice(of: composed)?.preference == .fixed("sepia"))
            #expect(try await cache.choice(of: decomposed)?.preference == .dark)
            #expect(try await store.choice(of: composed)?.preference == .fixed("sepia"))
            #expect(try await store.choice(of: decomposed)?.preference == .dark)
        }
    }

    /// A second store on the same file — as a second server process would open — is
    /// refused, naming the file and what to use instead; the first keeps working, and once it
    /// is closed the file can be opened again.
    @Test func aSecondStoreOnTheFileIsRefused() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try await SQLiteAccountPreferenceStore.open(path: path)
        try await first.setChoice(ThemeChoice(.dark), of: AccountID("ada"))
        await #expect {
            _ = try await SQLiteAccountPreferenceStore.open(path: path)
        } throws: { error in
            let error = error as? PreferenceStoreError
            return error?.location == path && error?.detail.contains("is in use by another process") == true
                && error?.detail.contains("use PostgreSQL for several instances") == true
        }
        #expect(try await first.choice(of: AccountID("ada"))?.preference == .dark)
        await first.close()
        let again = try await SQLiteAccountPreferenceStore.open(path: path)
        #expect(try await again.choice(of: AccountID("ada"))?.preference == .dark)
        await again.close()
    }

    /// A cache that believes the account has no choice (another writer saved one since)
    /// adopts the browser's cookie without overwriting the stored choice: the stored one wins
    /// (and the web layer refreshes the cookie to match, `AccountAppearanceTests`).
    @Test func anAdoptedCookieNeverOverwritesAStoredChoice() async throws {
        try await Self.withCachedStore { store, cache, path in
            let ada = try AccountID("ada")
            #expect(try await cache.choice(of: ada)?.preference == nil, "the cache now remembers: no choice")
            // Another writer saves Dark behind the cache's back.
            let other = try await SQLiteConnection.open(storage: .file(path: path))
            _ = try await other.query("INSERT INTO twilight_preferences (account, preference, updated_at) VALUES ('ada', 'dark', 0)")
            try await other.close()

            #expect(try await cache.adoptChoice(ThemeChoice(.light), of: ada).preference == .dark, "the stored choice wins over the cookie")
            #expect(try await store.choice(of: ada)?.preference == .dark, "the stored choice is untouched")
            #expect(try await cache.choice(of: ada)?.preference == .dark)
            let bob = try AccountID("bob")
            #expect(try await cache.adoptChoice(ThemeChoice(.light), of: bob).preference == .light, "an account with no choice adopts it")
            #expect(try await store.choice(of: bob)?.preference == .light)
        }
    }

    /// The file (and its -wal and -shm) deleted while the store is open: reads and saves
    /// answer `ioFailure` saying so, instead of succeeding into a file with no name.
    @Test func aDeletedFileIsReportedInsteadOfWrittenTo() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let ada = try AccountID("ada")
        try await store.setChoice(ThemeChoice(.dark), of: ada)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        for operation in ["save", "read"] {
            await #expect {
                if operation == "save" {
                    try await store.setChoice(ThemeChoice(.light), of: ada)
                } else {
                    _ = try await store.choice(of: ada)?.preference
                }
            } throws: { error in
                let error = error as? PreferenceStoreError
                return error?.kind == .ioFailure && error?.detail.contains("the file was deleted while the store was open") == true
            }
        }
        await store.close()
    }

    /// A cache applies every change it hears: one that falls behind during a burst of saves
    /// (many accounts at once) must still hear every one, or it keeps stale choices.
    @Test func aListenerThatFallsBehindStillHearsEveryChange() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let changes = store.changes()
        for index in 0..<200 { try await store.setChoice(ThemeChoice(.dark), of: AccountID("account-\(index)")) }
        await store.close()  // ends the stream once what it holds is read
        var heard: [String] = []
        for await change in changes { heard.append(change.account.rawValue) }
        #expect(heard.count == 200)
        #expect(heard.first == "account-0" && heard.last == "account-199")
    }

    @Test func changesAreAnnouncedInTheOrderTheyWereSaved() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let ada = try AccountID("ada")
        var changes = store.changes().makeAsyncIterator()
        try await store.setChoice(ThemeChoice(.dark), of: ada)
        try await store.setChoice(ThemeChoice(.system), of: ada)
        #expect(await changes.next() == AccountChoiceChange(account: ada, choice: ThemeChoice(.dark)))
        #expect(await changes.next() == AccountChoiceChange(account: ada, choice: ThemeChoice(.system)))
        await store.close()
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndLeftAsItIs() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = await #expect(throws: PreferenceStoreError.self) { try await SQLiteAccountPreferenceStore.open(path: path) }
        #expect(error?.kind == .ioFailure)
        #expect(error?.location == path)
        #expect(error?.cause != nil, "SQLite's own error is kept as the cause")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage, "nothing was written over it")
    }

    @Test func aFileFromANewerTwilightIsRefusedAndLeftAsItIs() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await raw.query("PRAGMA user_version = 9")
        try await raw.close()
        let error = await #expect(throws: PreferenceStoreError.self) { try await SQLiteAccountPreferenceStore.open(path: path) }
        #expect(error?.kind == .newerFormat)
        #expect(error?.detail.contains("holds schema 9") == true)
    }

    @Test func aStoredValueThatIsNotAPreferenceNamesTheAccount() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        await store.close()
        let raw = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await raw.query("INSERT INTO twilight_preferences (account, preference, updated_at) VALUES ('ada', 'dark mode', 0)")
        try await raw.close()
        let reopened = try await SQLiteAccountPreferenceStore.open(path: path)
        let error = await #expect(throws: PreferenceStoreError.self) { try await reopened.choice(of: AccountID("ada"))?.preference }
        #expect(error?.kind == .unknownValue)
        #expect(error?.location.contains("account 'ada'") == true)
        #expect(error?.detail.contains("\"dark mode\" is not a preference") == true)
        await reopened.close()
    }

    @Test func theCacheWritesThroughAndKeepsAtMostItsCapacity() async throws {
        let path = Self.file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let cache = AccountPreferenceCache(store: store, capacity: 2)
        cache.start()
        for name in ["a", "b", "c"] { try await cache.setChoice(ThemeChoice(.dark), of: AccountID(name)) }
        #expect(cache.count == 2, "the account loaded longest ago went first")
        #expect(try await store.choice(of: AccountID("a"))?.preference == .dark, "written through to the file")
        #expect(try await cache.choice(of: AccountID("a"))?.preference == .dark, "and read back from it")
        #expect(try await cache.choice(of: AccountID("nobody"))?.preference == nil)
        cache.stop()
        await store.close()
    }

    @Test(arguments: ["", String(repeating: "a", count: 257), "a\u{0}b", "line\nbreak"])
    func anUnacceptableAccountIsRefusedBeforeAnyQuery(text: String) {
        let error = #expect(throws: InvalidNameError.self) { try AccountID(text) }
        #expect(error?.description.hasPrefix("not an account identifier: ") == true)
    }
}
