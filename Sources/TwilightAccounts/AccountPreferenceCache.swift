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
/// let choice = try await cache.preference(of: account)     // memory after the first time
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
    public let store: any AccountPreferenceStore
    /// How many accounts are kept; the ones loaded longest ago go first.
    public let capacity: Int
    private let state = LockedValue(State())
    private let following = LockedValue<[Task<Void, Never>]>([])

    /// What the lock guards.
    private struct State {
        var preferences = Memo<ThemePreference?>()
        var axes = Memo<ThemeAxes?>()
        /// Resynchronisations so far: a load or a save that overlapped one leaves memory alone.
        var generation = 0
        var subscribers = Followers<ThemePreference>()
        var axisSubscribers = Followers<ThemeAxes>()
    }

    /// The open streams of each followed account.
    private struct Followers<Value: Sendable> {
        var streams: [AccountID: [UUID: AsyncStream<Value>.Continuation]] = [:]

        var count: Int { streams.values.reduce(0) { $0 + $1.count } }

        func of(_ account: AccountID) -> [AsyncStream<Value>.Continuation] { Array(streams[account]?.values ?? [:].values) }

        mutating func remove(_ id: UUID, of account: AccountID) {
            streams[account]?[id] = nil
            if streams[account]?.isEmpty == true { streams[account] = nil }
        }
    }

    /// The values of one kind kept for accounts, the ones loaded longest ago going first.
    private struct Memo<Value> {
        var entries: [AccountID: Value] = [:]
        var order: [AccountID] = []
        /// Changes announced so far, per account: a load or a save that overlapped one leaves
        /// the announced value in place, since announcements come in the order the database
        /// saved them.
        var changeCounts: [AccountID: Int] = [:]

        func stamp(_ account: AccountID, generation: Int) -> [Int] { [changeCounts[account, default: 0], generation] }

        mutating func remember(_ value: Value, for account: AccountID, capacity: Int) {
            guard entries.updateValue(value, forKey: account) == nil else { return }
            order.append(account)
            if order.count > capacity {
                let oldest = order.removeFirst()
                entries[oldest] = nil
                changeCounts[oldest] = nil
            }
        }

        mutating func announce(_ value: Value, for account: AccountID, capacity: Int) {
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
            let axisChanges = store.axisChanges()
            let resumptions = store.resumptions()
            tasks = [
                Task { [weak self] in
                    for await change in changes { self?.apply(change) }
                },
                Task { [weak self] in
                    for await change in axisChanges { self?.apply(change) }
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
        let (open, openAxes) = state.withLock { state in
            defer {
                state.subscribers = Followers()
                state.axisSubscribers = Followers()
            }
            return (state.subscribers.streams.values.flatMap(\.values), state.axisSubscribers.streams.values.flatMap(\.values))
        }
        for continuation in open { continuation.finish() }
        for continuation in openAxes { continuation.finish() }
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
        let store = store
        let (value, asked) = try await lookUp(account, in: \.preferences) { () async throws(AccountStoreError) in
            try await store.preference(of: account)
        }
        return (value, asked)
    }

    /// The account's values on axes (a brand; `nil` when it never chose any): from memory
    /// when they are there, else from the store (then kept), with whether the store was asked.
    ///
    /// - Throws: ``AccountStoreError`` from the store, only when the account is not cached.
    public func lookUpAxes(_ account: AccountID) async throws(AccountStoreError) -> (axes: ThemeAxes?, askedTheStore: Bool) {
        let store = store
        let (value, asked) = try await lookUp(account, in: \.axes) { () async throws(AccountStoreError) in try await store.axes(of: account) }
        return (value, asked)
    }

    private func lookUp<Value: Sendable>(
        _ account: AccountID,
        in memo: any WritableKeyPath<State, Memo<Value>> & Sendable,
        load: () async throws(AccountStoreError) -> Value
    ) async throws(AccountStoreError) -> (Value, Bool) {
        let cached: Value? = state.withLock { $0[keyPath: memo].entries[account] }
        if let cached { return (cached, false) }
        let before = state.withLock { $0[keyPath: memo].stamp(account, generation: $0.generation) }
        let loaded = try await load()
        let capacity = capacity
        let answer: Value = state.withLock { state in
            // A change announced while loading is newer than what was loaded.
            guard state[keyPath: memo].stamp(account, generation: state.generation) == before else {
                return state[keyPath: memo].entries[account] ?? loaded
            }
            state[keyPath: memo].remember(loaded, for: account, capacity: capacity)
            return loaded
        }
        return (answer, true)
    }

    /// Saves the account's choice through the store and keeps it.
    ///
    /// - Throws: ``AccountStoreError`` from the store; memory is left as it was.
    public func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) {
        let store = store
        try await save(preference, for: account, in: \.preferences) { () async throws(AccountStoreError) in
            try await store.setPreference(preference, of: account)
        }
    }

    /// Saves the account's values on axes through the store and keeps them.
    ///
    /// - Throws: ``AccountStoreError`` from the store; memory is left as it was.
    public func setAxes(_ axes: ThemeAxes, of account: AccountID) async throws(AccountStoreError) {
        let store = store
        try await save(.some(axes), for: account, in: \.axes) { () async throws(AccountStoreError) in try await store.setAxes(axes, of: account) }
    }

    private func save<Value: Sendable>(
        _ value: Value,
        for account: AccountID,
        in memo: any WritableKeyPath<State, Memo<Value>> & Sendable,
        through write: () async throws(AccountStoreError) -> Void
    ) async throws(AccountStoreError) {
        let before = state.withLock { $0[keyPath: memo].stamp(account, generation: $0.generation) }
        try await write()
        let capacity = capacity
        state.withLock { state in
            // If changes were announced meanwhile, the stream is ordered and brings this one
            // in its place; keeping it now could put it after a later save through another
            // instance.
            guard state[keyPath: memo].stamp(account, generation: state.generation) == before else { return }
            state[keyPath: memo].remember(value, for: account, capacity: capacity)
        }
    }

    /// Adopts `preference` for an account with no choice (``AccountPreferenceStore/adoptPreference(_:of:)``):
    /// never overwrites a stored choice, even one this cache has not heard of; returns the
    /// choice in force, and keeps it.
    ///
    /// - Throws: ``AccountStoreError`` from the store; memory is left as it was.
    public func adoptPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) -> ThemePreference {
        let before = state.withLock { $0.preferences.stamp(account, generation: $0.generation) }
        let inForce = try await store.adoptPreference(preference, of: account)
        state.withLock { state in
            guard state.preferences.stamp(account, generation: state.generation) == before else { return }
            state.preferences.remember(inForce, for: account, capacity: capacity)
        }
        return inForce
    }

    /// The account's choices from now on, each time one is announced (through any instance),
    /// for pushing to the person's open pages. Ends when the consumer stops or ``stop()``.
    public func changes(of account: AccountID) -> AsyncStream<ThemePreference> {
        follow(account, in: \.subscribers)
    }

    /// The account's values on axes from now on, each time they are announced (through any
    /// instance), for pushing to the person's open pages. Ends when the consumer stops or
    /// ``stop()``.
    public func axisChanges(of account: AccountID) -> AsyncStream<ThemeAxes> {
        follow(account, in: \.axisSubscribers)
    }

    /// A new stream among `followers`' for `account`, holding only the latest value unread.
    private func follow<Value: Sendable>(
        _ account: AccountID,
        in followers: any WritableKeyPath<State, Followers<Value>> & Sendable
    ) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        state.withLock { $0[keyPath: followers].streams[account, default: [:]][id] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { $0[keyPath: followers].remove(id, of: account) }
        }
        return stream
    }

    /// How many accounts' choices are in memory now.
    public var count: Int { state.withLock { $0.preferences.entries.count } }

    /// How many ``changes(of:)`` and ``axisChanges(of:)`` streams are open.
    public var subscriberCount: Int {
        state.withLock { $0.subscribers.count + $0.axisSubscribers.count }
    }

    private func apply(_ change: AccountPreferenceChange) {
        let listeners = state.withLock { state in
            state.preferences.announce(change.preference, for: change.account, capacity: capacity)
            return state.subscribers.of(change.account)
        }
        for continuation in listeners { continuation.yield(change.preference) }
    }

    private func apply(_ change: AccountAxesChange) {
        let listeners = state.withLock { state in
            state.axes.announce(change.axes, for: change.account, capacity: capacity)
            return state.axisSubscribers.of(change.account)
        }
        for continuation in listeners { continuation.yield(change.axes) }
    }

    /// Forgets everything (changes may have been missed) and re-reads followed accounts.
    private func resynchronize() async {
        let (followed, followedAxes) = state.withLock { state in
            state.generation += 1
            state.preferences = Memo()
            state.axes = Memo()
            return (Array(state.subscribers.streams.keys), Array(state.axisSubscribers.streams.keys))
        }
        for account in followed {
            guard let preference = try? await preference(of: account) else { continue }
            for continuation in state.withLock({ $0.subscribers.of(account) }) { continuation.yield(preference) }
        }
        for account in followedAxes {
            guard let axes = (try? await lookUpAxes(account).axes) ?? nil else { continue }
            for continuation in state.withLock({ $0.axisSubscribers.of(account) }) { continuation.yield(axes) }
        }
    }
}
