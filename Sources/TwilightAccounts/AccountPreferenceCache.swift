import Foundation
public import Twilight
import TwilightUtilities

/// Accounts' choices as one server instance reads them on every page: from memory, loaded
/// from the store on first use and kept current by the store's change stream — so a change
/// made through any instance is seen here once it is announced, and a page view does not
/// wait on the database (nor fail while it is away) for an account already seen.
///
/// ```swift
/// let cache = AccountPreferenceCache(store: store)
/// cache.start()
/// let choice = try await cache.choice(of: account)         // memory after the first time
/// for await choice in cache.changes(of: account) { … }     // for the account's open pages
/// ```
///
/// A read of a cached account takes a lock, never a suspension, so page requests on every
/// thread read it at once. When the store says it may have missed changes
/// (``AccountPreferenceStore/resumptions()``, after its connection to the database came
/// back), everything in memory is forgotten and the accounts someone follows with
/// ``changes(of:)`` are read again.
public final class AccountPreferenceCache: Sendable {
    /// The store read from and written through.
    private let store: any AccountPreferenceStore
    /// How many accounts are kept; the ones loaded longest ago go first.
    package let capacity: Int
    private let state = LockedValue(State())
    private let following = LockedValue<[Task<Void, Never>]>([])

    /// What the lock guards.
    private struct State {
        var choices = Memo()
        /// Resynchronisations so far: a load or a save that overlapped one leaves memory alone.
        var generation = 0
        var subscribers = Followers()
    }

    /// The open streams of each followed account.
    private struct Followers {
        var streams: [AccountID: [UUID: AsyncStream<ThemeChoice>.Continuation]] = [:]

        var count: Int { streams.values.reduce(0) { $0 + $1.count } }

        func of(_ account: AccountID) -> [AsyncStream<ThemeChoice>.Continuation] { Array(streams[account]?.values ?? [:].values) }

        mutating func remove(_ id: UUID, of account: AccountID) {
            streams[account]?[id] = nil
            if streams[account]?.isEmpty == true { streams[account] = nil }
        }
    }

    /// The choices kept for accounts (`nil`: the account has none), the ones loaded longest
    /// ago going first.
    private struct Memo {
        var entries: [AccountID: ThemeChoice?] = [:]
        var order: [AccountID] = []
        /// Changes announced so far, per account: a load or a save that overlapped one leaves
        /// the announced value in place, since announcements come in the order the database
        /// saved them.
        var changeCounts: [AccountID: Int] = [:]

        func stamp(_ account: AccountID, generation: Int) -> [Int] { [changeCounts[account, default: 0], generation] }

        mutating func remember(_ value: ThemeChoice?, for account: AccountID, capacity: Int) {
            guard entries.updateValue(value, forKey: account) == nil else { return }
            order.append(account)
            if order.count > capacity {
                let oldest = order.removeFirst()
                entries[oldest] = nil
                changeCounts[oldest] = nil
            }
        }

        mutating func announce(_ value: ThemeChoice, for account: AccountID, capacity: Int) {
            changeCounts[account, default: 0] += 1
            remember(value, for: account, capacity: capacity)
        }
    }

    /// Creates a cache of at most `capacity` accounts over `store`.
    public init(store: any AccountPreferenceStore, capacity: Int = 10_000) {
        self.store = store
        self.capacity = max(1, capacity)
    }

    /// Starts following the store's changes; until then nothing is invalidated.
    public func start() {
        following.withLock { tasks in
            guard tasks.isEmpty else { return }
            let changes = store.changes()
            let resumptions = store.resumptions()
            tasks = [
                Task { [weak self] in
                    for await change in changes { self?.apply(change) }
                },
                Task { [weak self] in
                    for await _ in resumptions { await self?.resynchronize() }
                },
            ]
        }
    }

    /// Stops following the store's changes and ends every ``changes(of:)`` stream.
    public func stop() {
        for task in following.withLock({ tasks in
            defer { tasks = [] }
            return tasks
        }) {
            task.cancel()
        }
        let open = state.withLock { state in
            defer { state.subscribers = Followers() }
            return state.subscribers.streams.values.flatMap(\.values)
        }
        for continuation in open { continuation.finish() }
    }

    /// The account's choice: from memory when it is there, else from the store (then kept).
    ///
    /// - Throws: `PreferenceStoreError` from the store, only when the account is not cached.
    public func choice(of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice? {
        try await lookUp(account).choice
    }

    /// The account's choice, and whether the store was asked for it (it was not in memory):
    /// only an answer from the store shows that the database is reachable.
    ///
    /// - Throws: `PreferenceStoreError` from the store, only when the account is not cached.
    package func lookUp(_ account: AccountID) async throws(PreferenceStoreError) -> (choice: ThemeChoice?, askedTheStore: Bool) {
        let cached: ThemeChoice?? = state.withLock { $0.choices.entries[account] }
        if let cached { return (cached, false) }
        let before = state.withLock { $0.choices.stamp(account, generation: $0.generation) }
        let loaded = try await store.choice(of: account)
        let capacity = capacity
        let answer: ThemeChoice? = state.withLock { state in
            // A change announced while loading is newer than what was loaded.
            guard state.choices.stamp(account, generation: state.generation) == before else {
                return state.choices.entries[account] ?? loaded
            }
            state.choices.remember(loaded, for: account, capacity: capacity)
            return loaded
        }
        return (answer, true)
    }

    /// Saves the account's choice through the store and keeps it.
    ///
    /// - Throws: `PreferenceStoreError` from the store; memory is left as it was.
    public func setChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) {
        let before = state.withLock { $0.choices.stamp(account, generation: $0.generation) }
        try await store.setChoice(choice, of: account)
        keep(choice, for: account, ifUnchangedSince: before)
    }

    /// Makes `change` to the account's choice through the store, in one step
    /// (``AccountPreferenceStore/change(_:of:)``), and keeps the choice saved.
    ///
    /// - Returns: the whole choice saved: the change made to what was stored.
    /// - Throws: `PreferenceStoreError` from the store; memory is left as it was.
    public func change(_ change: ThemeChoiceChange, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
        let before = state.withLock { $0.choices.stamp(account, generation: $0.generation) }
        let saved = try await store.change(change, of: account)
        keep(saved, for: account, ifUnchangedSince: before)
        return saved
    }

    /// Adopts `choice` for an account with none (``AccountPreferenceStore/adoptChoice(_:of:)``):
    /// never overwrites a stored choice, even one this cache has not heard of; returns the
    /// choice in force, and keeps it.
    ///
    /// - Throws: `PreferenceStoreError` from the store; memory is left as it was.
    public func adoptChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
        let before = state.withLock { $0.choices.stamp(account, generation: $0.generation) }
        let inForce = try await store.adoptChoice(choice, of: account)
        keep(inForce, for: account, ifUnchangedSince: before)
        return inForce
    }

    /// Keeps a saved choice, unless changes were announced since `before`: the stream is
    /// ordered and brings this one in its place, and keeping it now could put it after a
    /// later save through another instance.
    private func keep(_ choice: ThemeChoice, for account: AccountID, ifUnchangedSince before: [Int]) {
        let capacity = capacity
        state.withLock { state in
            guard state.choices.stamp(account, generation: state.generation) == before else { return }
            state.choices.remember(choice, for: account, capacity: capacity)
        }
    }

    /// The account's choices from now on, each time one is announced (through any instance),
    /// for pushing to the person's open pages. Holds only the latest choice unread; ends when
    /// the consumer stops or ``stop()``.
    public func changes(of account: AccountID) -> AsyncStream<ThemeChoice> {
        let (stream, continuation) = AsyncStream.makeStream(of: ThemeChoice.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        state.withLock { $0.subscribers.streams[account, default: [:]][id] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { $0.subscribers.remove(id, of: account) }
        }
        return stream
    }

    /// How many accounts' choices are in memory now.
    package var count: Int { state.withLock { $0.choices.entries.count } }

    /// How many ``changes(of:)`` streams are open.
    package var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    private func apply(_ change: AccountChoiceChange) {
        let listeners = state.withLock { state in
            state.choices.announce(change.choice, for: change.account, capacity: capacity)
            return state.subscribers.of(change.account)
        }
        for continuation in listeners { continuation.yield(change.choice) }
    }

    /// Forgets everything (changes may have been missed) and re-reads followed accounts.
    private func resynchronize() async {
        let followed = state.withLock { state in
            state.generation += 1
            state.choices = Memo()
            return Array(state.subscribers.streams.keys)
        }
        for account in followed {
            guard let choice = (try? await choice(of: account)) ?? nil else { continue }
            for continuation in state.withLock({ $0.subscribers.of(account) }) { continuation.yield(choice) }
        }
    }
}
