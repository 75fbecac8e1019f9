import Foundation
import Testing
import Twilight
import TwilightAccounts
import TwilightUtilities

/// Orderings a shared database produces that one process never does, played by a store
/// that announces what a second instance would, at the moment it would.
@Suite("Accounts: the cache's ordering")
struct AccountPreferenceCacheTests {
    /// An in-memory store where, during each save, another instance saves `later` right
    /// after it (both announced, in that order, before the save returns).
    final class RacingStore: AccountPreferenceStore {
        let saved = LockedValue<[AccountID: ThemePreference]>([:])
        let broadcast = StreamBroadcast<AccountPreferenceChange>()
        let resumed = LockedValue<AsyncStream<Void>.Continuation?>(nil)
        let later: ThemePreference

        init(later: ThemePreference) { self.later = later }

        func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference? {
            saved.withLock { $0[account] }
        }

        func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) {
            for value in [preference, later] {
                saved.withLock { $0[account] = value }
                broadcast.yield(AccountPreferenceChange(account: account, preference: value))
            }
            // Long enough for the cache to have heard both before this returns.
            try? await Task.sleep(for: .milliseconds(100))
        }

        func changes() -> AsyncStream<AccountPreferenceChange> { broadcast.stream() }

        func resumptions() -> AsyncStream<Void> {
            let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
            resumed.withLock { $0 = continuation }
            return stream
        }
    }

    @Test func aSaveOverlappingALaterSaveThroughAnotherInstanceLeavesTheLaterOne() async throws {
        let store = RacingStore(later: .light)
        let cache = AccountPreferenceCache(store: store)
        cache.start()
        let ada = try AccountID("ada")
        try await cache.setPreference(.dark, of: ada)
        // The database holds light (saved after dark); so must the cache, now and later.
        #expect(try await cache.preference(of: ada) == .light)
        try await Task.sleep(for: .milliseconds(100))
        #expect(try await cache.preference(of: ada) == .light)
        cache.stop()
    }

    @Test func whenTheStoreMayHaveMissedChangesTheCacheReadsAgainAndTellsFollowers() async throws {
        let store = RacingStore(later: .light)
        let cache = AccountPreferenceCache(store: store)
        cache.start()
        let ada = try AccountID("ada")
        try await cache.setPreference(.dark, of: ada)
        var heard = cache.changes(of: ada).makeAsyncIterator()
        // Saved by another instance while this one was not listening: nothing announced.
        store.saved.withLock { $0[ada] = .fixed("sepia") }
        #expect(try await cache.preference(of: ada) == .light, "not heard yet")
        _ = store.resumed.withLock { $0?.yield() }
        #expect(await heard.next() == .fixed("sepia"))
        #expect(try await cache.preference(of: ada) == .fixed("sepia"))
        cache.stop()
    }
}
