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
    /// after it (both announced, in that order, and heard by the cache before the save
    /// returns).
    final class RacingStore: AccountPreferenceStore {
        let saved = LockedValue<[AccountID: ThemeChoice]>([:])
        let broadcast = StreamBroadcast<AccountChoiceChange>()
        let resumed = LockedValue<AsyncStream<Void>.Continuation?>(nil)
        let later: ThemeChoice
        /// What the cache tells the saved account's followers: `later` in it means the cache
        /// has applied both announcements.
        let cacheHeard = LockedValue<AsyncStream<ThemeChoice>?>(nil)

        init(later: ThemeChoice) { self.later = later }

        /// A store racing towards `later` and a started cache on it, wired so that a save of
        /// `account` returns only once the cache has heard both announcements.
        static func withCache(later: ThemeChoice, following account: AccountID) -> (RacingStore, AccountPreferenceCache) {
            let store = RacingStore(later: later)
            let cache = AccountPreferenceCache(store: store)
            cache.start()
            store.cacheHeard.withLock { $0 = cache.changes(of: account) }
            return (store, cache)
        }

        func choice(of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice? {
            saved.withLock { $0[account] }
        }

        func setChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) {
            for value in [choice, later] {
                saved.withLock { $0[account] = value }
                broadcast.yield(AccountChoiceChange(account: account, choice: value))
            }
            // The cache has heard both before this returns: it then has `later` for its followers.
            if let heard = cacheHeard.withLock({ $0 }) {
                for await value in heard where value == later { break }
            }
        }

        /// The change saved, then `later` as above.
        func change(_ change: ThemeChoiceChange, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
            let saved = change.applied(to: self.saved.withLock { $0[account] } ?? ThemeChoice())
            try await setChoice(saved, of: account)
            return saved
        }

        func changes() -> AsyncStream<AccountChoiceChange> { broadcast.stream() }

        func resumptions() -> AsyncStream<Void> {
            let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
            resumed.withLock { $0 = continuation }
            return stream
        }
    }

    @Test func aSaveOverlappingALaterSaveThroughAnotherInstanceLeavesTheLaterOne() async throws {
        let ada = try AccountID("ada")
        let (_, cache) = RacingStore.withCache(later: ThemeChoice(.light), following: ada)
        try await cache.setChoice(ThemeChoice(.dark), of: ada)
        // The database holds light (saved after dark); so must the cache, now and later.
        #expect(try await cache.choice(of: ada)?.preference == .light)
        // A pause can only miss a late overwrite, never fail a correct cache.
        try await Task.sleep(for: .milliseconds(100))
        #expect(try await cache.choice(of: ada)?.preference == .light)
        cache.stop()
    }

    @Test func whenTheStoreMayHaveMissedChangesTheCacheReadsAgainAndTellsFollowers() async throws {
        let ada = try AccountID("ada")
        let (store, cache) = RacingStore.withCache(later: ThemeChoice(.light), following: ada)
        try await cache.setChoice(ThemeChoice(.dark), of: ada)
        var heard = cache.changes(of: ada).makeAsyncIterator()
        // Saved by another instance while this one was not listening: nothing announced.
        store.saved.withLock { $0[ada] = ThemeChoice(.fixed("sepia"), axes: ["brand": "ocean"]) }
        #expect(try await cache.choice(of: ada)?.preference == .light, "not heard yet")
        _ = store.resumed.withLock { $0?.yield() }
        #expect(await heard.next() == ThemeChoice(.fixed("sepia"), axes: ["brand": "ocean"]), "the whole choice")
        #expect(try await cache.choice(of: ada)?.preference == .fixed("sepia"))
        cache.stop()
    }
}
