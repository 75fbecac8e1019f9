import Synchronization
import Testing
import Twilight
import TwilightAccounts
import TwilightWeb

/// What a signed-in request decides when the cache and the store disagree.
@Suite("Web: an account's decision")
struct AccountDecisionTests {
    /// A store in memory whose rows another instance can change without announcing it.
    final class SilentlyChangedStore: AccountPreferenceStore {
        let rows = Mutex<[AccountID: ThemeChoice]>([:])

        func choice(of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice? {
            rows.withLock { $0[account] }
        }

        func setChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) {
            rows.withLock { $0[account] = choice }
        }

        func adoptChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
            rows.withLock { rows in
                if let stored = rows[account] { return stored }
                rows[account] = choice
                return choice
            }
        }

        func change(_ change: ThemeChoiceChange, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
            rows.withLock { rows in
                let saved = change.applied(to: rows[account] ?? ThemeChoice())
                rows[account] = saved
                return saved
            }
        }

        func changes() -> AsyncStream<AccountChoiceChange> { AsyncStream { $0.finish() } }
    }

    /// A cache that believes the account has no choice (another writer saved one since)
    /// adopts the browser's cookie without overwriting the stored choice: the stored one
    /// wins.
    @Test func aChoiceSavedBehindTheCachesBackWinsOverTheCookieAndRefreshesIt() async throws {
        let store = SilentlyChangedStore()
        let cache = AccountPreferenceCache(store: store)
        let ada = try AccountID("ada")
        #expect(try await cache.choice(of: ada)?.preference == nil, "the cache now remembers: no choice")
        store.rows.withLock { $0[ada] = ThemeChoice(.dark) }

        let decision = await AccountAppearance(cache: cache).decide(for: ada, cookie: ThemeChoice(.light))
        #expect(decision == ThemeChoice(.dark))
        #expect(try await store.choice(of: ada)?.preference == .dark, "the stored choice is untouched")

        let bob = try AccountID("bob")
        let adopted = await AccountAppearance(cache: cache).decide(for: bob, cookie: ThemeChoice(.light, axes: ["brand": "ocean"]))
        #expect(adopted == ThemeChoice(.light, axes: ["brand": "ocean"]), "an account with no choice adopts the cookies'")
        #expect(try await store.choice(of: bob)?.preference == .light)
    }
}
