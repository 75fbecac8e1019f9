public import Twilight

/// One saved change of an account's values on axes beside the style (a brand, a density).
public struct AccountAxesChange: Hashable, Sendable, Codable {
    /// The account.
    public var account: AccountID
    /// Its values now (empty: none, the site's defaults).
    public var axes: ThemeAxes

    /// Creates a change.
    public init(account: AccountID, axes: ThemeAxes) {
        self.account = account
        self.axes = axes
    }
}
