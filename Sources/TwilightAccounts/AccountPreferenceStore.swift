public import Twilight

/// Where a server keeps each account's appearance choice, so that the choice follows the
/// person from device to device: GitHub's, Slack's and Discord's appearance setting.
///
/// A choice is one `ThemeChoice` — the preference and the values on the site's axes —
/// saved, read and announced whole.
///
/// Server-neutral and asynchronous. Twilight ships two: `SQLiteAccountPreferenceStore`
/// (a file, the embedded default) and `PostgresAccountPreferenceStore` (several server
/// instances, each hearing the others' changes through `LISTEN` / `NOTIFY`).
///
/// ```swift
/// let store = try await SQLiteAccountPreferenceStore.open(path: "/var/lib/app/appearance.sqlite")
/// try await store.change(ThemeChoiceChange(preference: .dark, axes: ["brand": "ocean"]), of: "ada")
/// for await change in store.changes() { push(change) }    // to the person's open pages
/// ```
public protocol AccountPreferenceStore: Sendable {
    /// The account's choice, or `nil` when it has none. Axes are returned as stored,
    /// including values a site no longer offers: the site leaves those out when it renders,
    /// and they are never dropped.
    ///
    /// - Throws: `PreferenceStoreError` when the database cannot be reached or holds a value
    ///   that is not a choice (named with the account).
    func choice(of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice?

    /// Saves the account's choice whole; every instance's ``changes()`` yields it once it is
    /// saved.
    ///
    /// - Throws: `PreferenceStoreError` when it cannot be saved; nothing is half-written.
    func setChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError)

    /// Makes `change` to the account's choice (to System with no axes when it has none) in
    /// one step, and returns the choice saved; every instance's ``changes()`` yields it.
    /// The parts the change does not name stay as stored, even when another instance or
    /// device changed them a moment before: a brand chosen on a phone and a style chosen on
    /// a laptop at once are both kept. A person's change goes through here, never through
    /// a read followed by ``setChoice(_:of:)``.
    ///
    /// Both of Twilight's stores do it in one statement; a store of another kind must read
    /// and write in one transaction, or the row locked.
    ///
    /// - Throws: `PreferenceStoreError` when it cannot be saved (nothing is changed), or when
    ///   the stored choice is not one (named with the account; it is left as it is).
    func change(_ change: ThemeChoiceChange, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice

    /// Saves `choice` only if the account has none yet, and returns the choice in force
    /// afterwards: `choice` when it was saved, else the stored one, untouched. Adopting a
    /// choice the browser made while signed out goes through here, so that it never
    /// overwrites a choice saved meanwhile through another instance or device.
    ///
    /// The default reads, then saves if there was nothing; a store over a shared database
    /// should do both in one statement (both of Twilight's do).
    ///
    /// - Throws: `PreferenceStoreError` when it cannot be read or saved.
    func adoptChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice

    /// Every change saved from now on — through this instance or, for a shared database,
    /// through any other — in the order they were saved. Ends when the consumer stops.
    func changes() -> AsyncStream<AccountChoiceChange>

    /// Yields each time the store hears changes again after it could not (its connection
    /// to a shared database came back): changes saved through other instances meanwhile may
    /// have been missed, so whatever was learnt from ``changes()`` should be read again.
    /// A store that cannot miss a change (one process, one file) never yields.
    func resumptions() -> AsyncStream<Void>
}

extension AccountPreferenceStore {
    /// Reads, then saves `choice` if the account had none.
    public func adoptChoice(_ choice: ThemeChoice, of account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
        if let stored = try await self.choice(of: account) { return stored }
        try await setChoice(choice, of: account)
        return choice
    }

    /// Never yields: a store that cannot miss a change.
    public func resumptions() -> AsyncStream<Void> {
        AsyncStream { $0.finish() }
    }
}

/// One saved change of an account's choice.
public struct AccountChoiceChange: Hashable, Sendable {
    /// The account.
    public var account: AccountID
    /// Its choice now.
    public var choice: ThemeChoice

    /// Creates a change.
    public init(account: AccountID, choice: ThemeChoice) {
        self.account = account
        self.choice = choice
    }
}
