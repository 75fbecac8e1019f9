#if Hummingbird
public import Hummingbird
public import TwilightAccounts
public import TwilightWeb

/// Tells ``AppearanceMiddleware`` and the appearance routes who is signed in, so that the
/// account's choice decides and follows the person from device to device.
///
/// Any sign-in works: the closure reads the request or the context (a session, a bearer
/// token, what an authentication middleware put there) and answers the account, or `nil`
/// for someone signed out.
///
/// ```swift
/// let cache = AccountPreferenceCache(store: try await SQLiteAccountPreferenceStore.open(path: "appearance.sqlite"))
/// cache.start()
/// let accounts = AppearanceAccounts<AppContext>(AccountAppearance(cache: cache)) { _, context in
///     try context.identity.map { try AccountID($0.id) }
/// }
/// router.add(middleware: AppearanceMiddleware(styles: styles, accounts: accounts))
/// router.addAppearanceRoutes(styles: Array(styles), accounts: accounts)
/// ```
public struct AppearanceAccounts<Context: AppearanceRequestContext>: Sendable {
    /// What is done with a signed-in person's choice (the cache, adoption, outages).
    package let appearance: AccountAppearance
    /// The account a request is signed in as, if any.
    package let account: @Sendable (Request, Context) async throws -> AccountID?

    /// Creates the accounts for `appearance`, with `account` saying who a request is from.
    public init(_ appearance: AccountAppearance, account: @escaping @Sendable (Request, Context) async throws -> AccountID?) {
        self.appearance = appearance
        self.account = account
    }
}
#endif
