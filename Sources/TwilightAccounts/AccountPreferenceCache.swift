public import Twilight

/// Accounts' choices as one server instance reads them on every page: from memory, loaded
/// from the store on first use and kept current by the store's change stream — so a change
/// made through any instance is seen here once it is announced, and a page view does not
/// wait on the database (nor fail while it is away) for an account already seen.
///
/// ```swift
/// let cache = AccountPreferenceCache(store: store)
/// await cache.start()
/// let choice = try await cache.preference(of: account)     // memory after the first time
/// ```
public actor AccountPreferenceCache {
    /// The store read from and written through.
    public nonisolated let store: any AccountPreferenceStore
    /// How many accounts are kept; the ones loaded longest ago go first.
    public nonisolated let capacity: Int
    private var entries: [AccountID: ThemePreference?] = [:]
    private var order: [AccountID] = []
    /// Per account, how many changes arrived: a load that overlapped one keeps the change.
    private var changeCounts: [AccountID: Int] = [:]
    private var following: Task<Void, Never>?

    /// Creates a cache of at most `capacity` accounts over `store`.
    public init(store: any AccountPreferenceStore, capacity: Int = 10_000) {
        self.store = store
        self.capacity = max(1, capacity)
    }

    /// Starts following the store's changes; until then nothing is invalidated.
    public func start() {
        guard following == nil else { return }
        let changes = store.changes()
        following = Task { [weak self] in
            for await change in changes { await self?.apply(change) }
        }
    }

    /// Stops following the store's changes.
    public func stop() {
        following?.cancel()
        following = nil
    }

    /// The account's choice: from memory when it is there, else from the store (then kept).
    ///
    /// - Throws: ``AccountStoreError`` from the store, only when the account is not cached.
    public func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference? {
        if let cached = entries[account] { return cached }
        let changesBefore = changeCounts[account, default: 0]
        let loaded = try await store.preference(of: account)
        // A change announced while loading is newer than what was loaded.
        if changeCounts[account, default: 0] != changesBefore, let changed = entries[account] { return changed }
        remember(loaded, for: account)
        return loaded
    }

    /// Saves the account's choice through the store and keeps it.
    public func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) {
        try await store.setPreference(preference, of: account)
        remember(preference, for: account)
    }

    /// How many accounts are in memory now.
    public var count: Int { entries.count }

    private func apply(_ change: AccountPreferenceChange) {
        changeCounts[change.account, default: 0] += 1
        remember(change.preference, for: change.account)
    }

    private func remember(_ preference: ThemePreference?, for account: AccountID) {
        if entries.updateValue(preference, forKey: account) == nil {
            order.append(account)
            if order.count > capacity {
                let oldest = order.removeFirst()
                entries[oldest] = nil
                changeCounts[oldest] = nil
            }
        }
    }
}
