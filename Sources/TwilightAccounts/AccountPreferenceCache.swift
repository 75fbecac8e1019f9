import Foundation
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
/// for await choice in await cache.changes(of: account) { … } // for the account's open pages
/// ```
///
/// When the store says it may have missed changes (``AccountPreferenceStore/resumptions()``,
/// after its connection to the database came back), everything in memory is forgotten and
/// the accounts someone follows with ``changes(of:)`` are read again.
public actor AccountPreferenceCache {
    /// The store read from and written through.
    public nonisolated let store: any AccountPreferenceStore
    /// How many accounts are kept; the ones loaded longest ago go first.
    public nonisolated let capacity: Int
    private var entries: [AccountID: ThemePreference?] = [:]
    private var order: [AccountID] = []
    /// Changes that arrived so far, per account and in all: a load or a save that overlapped
    /// one leaves the announced value in place, since announcements come in the order the
    /// database saved them.
    private var changeCounts: [AccountID: Int] = [:]
    private var generation = 0
    private var subscribers: [AccountID: [UUID: AsyncStream<ThemePreference>.Continuation]] = [:]
    private var following: [Task<Void, Never>] = []

    /// Creates a cache of at most `capacity` accounts over `store`.
    public init(store: any AccountPreferenceStore, capacity: Int = 10_000) {
        self.store = store
        self.capacity = max(1, capacity)
    }

    /// Starts following the store's changes; until then nothing is invalidated.
    public func start() {
        guard following.isEmpty else { return }
        let changes = store.changes()
        let resumptions = store.resumptions()
        following = [
            Task { [weak self] in
                for await change in changes { await self?.apply(change) }
            },
            Task { [weak self] in
                for await _ in resumptions { await self?.resynchronize() }
            },
        ]
    }

    /// Stops following the store's changes and ends every ``changes(of:)`` stream.
    public func stop() {
        for task in following { task.cancel() }
        following = []
        for continuation in subscribers.values.flatMap(\.values) { continuation.finish() }
        subscribers = [:]
    }

    /// The account's choice: from memory when it is there, else from the store (then kept).
    ///
    /// - Throws: ``AccountStoreError`` from the store, only when the account is not cached.
    public func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference? {
        try await lookUp(account).preference
    }

    /// The account's choice, and whether the store was asked for it (it was not in memory):
    /// only an answer from the store shows that the database is reachable.
    ///
    /// - Throws: ``AccountStoreError`` from the store, only when the account is not cached.
    public func lookUp(_ account: AccountID) async throws(AccountStoreError) -> (preference: ThemePreference?, askedTheStore: Bool) {
        if let cached = entries[account] { return (cached, false) }
        let before = (changeCounts[account, default: 0], generation)
        let loaded = try await store.preference(of: account)
        if (changeCounts[account, default: 0], generation) != before {
            // A change announced while loading is newer than what was loaded.
            return (entries[account] ?? loaded, true)
        }
        remember(loaded, for: account)
        return (loaded, true)
    }

    /// Saves the account's choice through the store and keeps it.
    ///
    /// - Throws: ``AccountStoreError`` from the store; memory is left as it was.
    public func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) {
        let before = (changeCounts[account, default: 0], generation)
        try await store.setPreference(preference, of: account)
        // If changes were announced meanwhile, the stream is ordered and will bring this one
        // in its place; keeping it now could put it after a later save through another instance.
        guard (changeCounts[account, default: 0], generation) == before else { return }
        remember(preference, for: account)
    }

    /// The account's choices from now on, each time one is announced (through any instance),
    /// for pushing to the person's open pages. Ends when the consumer stops or ``stop()``.
    public func changes(of account: AccountID) -> AsyncStream<ThemePreference> {
        let (stream, continuation) = AsyncStream.makeStream(of: ThemePreference.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        subscribers[account, default: [:]][id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id, from: account) }
        }
        return stream
    }

    /// How many accounts are in memory now.
    public var count: Int { entries.count }

    /// How many ``changes(of:)`` streams are open.
    public var subscriberCount: Int { subscribers.values.reduce(0) { $0 + $1.count } }

    private func unsubscribe(_ id: UUID, from account: AccountID) {
        subscribers[account]?[id] = nil
        if subscribers[account]?.isEmpty == true { subscribers[account] = nil }
    }

    private func apply(_ change: AccountPreferenceChange) {
        changeCounts[change.account, default: 0] += 1
        remember(change.preference, for: change.account)
        for continuation in subscribers[change.account]?.values ?? [:].values { continuation.yield(change.preference) }
    }

    /// Forgets everything (changes may have been missed) and re-reads followed accounts.
    private func resynchronize() async {
        generation += 1
        entries = [:]
        order = []
        changeCounts = [:]
        for account in Array(subscribers.keys) {
            guard let preference = try? await preference(of: account) else { continue }
            for continuation in subscribers[account]?.values ?? [:].values { continuation.yield(preference) }
        }
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
