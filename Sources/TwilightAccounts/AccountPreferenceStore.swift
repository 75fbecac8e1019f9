public import Twilight

/// Where a server keeps each account's appearance choice, so that the choice follows the
/// person from device to device: GitHub's, Slack's and Discord's appearance setting.
///
/// Server-neutral and asynchronous. Twilight ships two: `SQLiteAccountPreferenceStore`
/// (a file, the embedded default) and `PostgresAccountPreferenceStore` (several server
/// instances, each hearing the others' changes through `LISTEN` / `NOTIFY`).
///
/// ```swift
/// let store = try await SQLiteAccountPreferenceStore.open(path: "/var/lib/app/appearance.sqlite")
/// try await store.setPreference(.system(light: "sepia", dark: "dimmed"), of: "ada")
/// for await change in store.changes() { push(change) }    // to the person's open pages
/// ```
public protocol AccountPreferenceStore: Sendable {
    /// The account's choice, or `nil` when it has none.
    ///
    /// - Throws: ``AccountStoreError`` when the database cannot be reached or holds a value
    ///   that is not a preference (named with the account).
    func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference?

    /// Saves the account's choice; every instance's ``changes()`` yields it once it is saved.
    ///
    /// - Throws: ``AccountStoreError`` when it cannot be saved; nothing is half-written.
    func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError)

    /// Saves `preference` only if the account has no choice yet, and returns the choice in
    /// force afterwards: `preference` when it was saved, else the stored one, untouched.
    /// Adopting a choice the browser made while signed out goes through here, so that it
    /// never overwrites a choice saved meanwhile through another instance or device.
    ///
    /// The default reads, then saves if there was nothing; a store over a shared database
    /// should do both in one statement (both of Twilight's do).
    ///
    /// - Throws: ``AccountStoreError`` when it cannot be read or saved.
    func adoptPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) -> ThemePreference

    /// Every change saved from now on — through this instance or, for a shared database,
    /// through any other — in the order they were saved. Ends when the consumer stops.
    func changes() -> AsyncStream<AccountPreferenceChange>

    /// Yields each time the store hears changes again after it could not (its connection
    /// to a shared database came back): changes saved through other instances meanwhile may
    /// have been missed, so whatever was learnt from ``changes()`` should be read again.
    /// A store that cannot miss a change (one process, one file) never yields.
    func resumptions() -> AsyncStream<Void>

    /// The account's values on axes beside the style (a brand, a density): `nil` when it
    /// never chose any, empty when it chose the site's defaults. Values are returned as
    /// stored, including ones a site no longer offers: the site leaves those out when it
    /// renders, and they are never dropped.
    ///
    /// - Throws: ``AccountStoreError`` when the database cannot be reached or holds a value
    ///   that is not axes (named with the account).
    func axes(of account: AccountID) async throws(AccountStoreError) -> ThemeAxes?

    /// Saves the account's values on axes, replacing the ones it had (empty clears them);
    /// every instance's ``axisChanges()`` yields them once they are saved. The choice of
    /// style is not touched.
    ///
    /// - Throws: ``AccountStoreError`` when they cannot be saved; nothing is half-written.
    func setAxes(_ axes: ThemeAxes, of account: AccountID) async throws(AccountStoreError)

    /// Every change of an account's axes saved from now on, through this instance or any
    /// other, in the order they were saved. Ends when the consumer stops.
    func axisChanges() -> AsyncStream<AccountAxesChange>
}

extension AccountPreferenceStore {
    /// Reads the account's choice and saves `preference` when there is none.
    public func adoptPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) -> ThemePreference {
        if let stored = try await self.preference(of: account) { return stored }
        try await setPreference(preference, of: account)
        return preference
    }

    /// A stream that never yields and ends at once: the store cannot miss a change.
    public func resumptions() -> AsyncStream<Void> {
        AsyncStream { $0.finish() }
    }

    /// `nil`: a store written before axes keeps none.
    public func axes(of account: AccountID) async throws(AccountStoreError) -> ThemeAxes? {
        nil
    }

    /// Clearing is a no-op; saving values throws ``AccountStoreError/Kind-swift.struct/unsupported``,
    /// so that a store written before axes says so instead of losing them.
    public func setAxes(_ axes: ThemeAxes, of account: AccountID) async throws(AccountStoreError) {
        guard !axes.isEmpty else { return }
        throw AccountStoreError(
            kind: .unsupported,
            location: "\(Self.self), account '\(account)'",
            detail: "keeps no axes, so \(axes) was not saved: expected a store that implements axes(of:) and setAxes(_:of:)"
        )
    }

    /// A stream that never yields and ends at once: the store keeps no axes.
    public func axisChanges() -> AsyncStream<AccountAxesChange> {
        AsyncStream { $0.finish() }
    }
}

/// One saved change of an account's choice.
public struct AccountPreferenceChange: Hashable, Sendable, Codable {
    /// The account.
    public var account: AccountID
    /// Its new choice.
    public var preference: ThemePreference

    /// Creates a change.
    public init(account: AccountID, preference: ThemePreference) {
        self.account = account
        self.preference = preference
    }
}
