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
        let rows = Mutex<[AccountID: ThemePreference]>([:])

        func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference? {
            rows.withLock { $0[account] }
        }

        func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) {
            rows.withLock { $0[account] = preference }
        }

        func adoptPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) -> ThemePreference {
            rows.withLock { rows in
                if let stored = rows[account] { return stored }
                rows[account] = preference
                return preference
            }
        }

        func changes() -> AsyncStream<AccountPreferenceChange> { AsyncStream { $0.finish() } }
    }

    /// A cache that believes the account has no choice (another writer saved one since)
    /// adopts the browser's cookie without overwriting the stored choice: the stored one
    /// wins and the cookie is refreshed to match.
    @Test func aChoiceSavedBehindTheCachesBackWinsOverTheCookieAndRefreshesIt() async throws {
        let store = SilentlyChangedStore()
        let cache = AccountPreferenceCache(store: store)
        let ada = try AccountID("ada")
        #expect(try await cache.preference(of: ada) == nil, "the cache now remembers: no choice")
        store.rows.withLock { $0[ada] = .dark }

        let decision = await AccountAppearance(cache: cache).decide(for: ada, cookie: .light)
        #expect(decision.preference == .dark && decision.refreshesCookie, "\(decision)")
        #expect(try await store.preference(of: ada) == .dark, "the stored choice is untouched")

        let bob = try AccountID("bob")
        let adopted = await AccountAppearance(cache: cache).decide(for: bob, cookie: .light)
        #expect(adopted.preference == .light && !adopted.refreshesCookie, "an account with no choice adopts the cookie")
        #expect(try await store.preference(of: bob) == .light)
    }
}
