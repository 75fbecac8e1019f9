#if Vapor
public import TwilightAccounts
public import TwilightWeb
public import Vapor

/// Tells ``AppearanceMiddleware`` and the appearance routes who is signed in, so that the
/// account's choice decides and follows the person from device to device.
///
/// Any sign-in works: the closure reads the request (a session, `req.auth`, a bearer
/// token) and answers the account, or `nil` for someone signed out.
///
/// ```swift
/// let cache = AccountPreferenceCache(store: try await SQLiteAccountPreferenceStore.open(path: "appearance.sqlite"))
/// cache.start()
/// let accounts = AppearanceAccounts(AccountAppearance(cache: cache)) { req in
///     try req.auth.get(User.self).map { try AccountID($0.id) }
/// }
/// app.middleware.use(AppearanceMiddleware(styles: styles, accounts: accounts))
/// app.addAppearanceRoutes(styles: Array(styles), accounts: accounts)
/// ```
public struct AppearanceAccounts: Sendable {
    /// What is done with a signed-in person's choice (the cache, adoption, outages).
    package let appearance: AccountAppearance
    /// The account a request is signed in as, if any.
    package let account: @Sendable (Request) async throws -> AccountID?

    /// Creates the accounts for `appearance`, with `account` saying who a request is from.
    public init(_ appearance: AccountAppearance, account: @escaping @Sendable (Request) async throws -> AccountID?) {
        self.appearance = appearance
        self.account = account
    }
}
#endif
