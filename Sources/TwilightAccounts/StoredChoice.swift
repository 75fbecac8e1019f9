package import Twilight

extension ThemeChoice {
    /// The choice in a database row: its `preference` column (the preference's text form)
    /// and its `axes` column (`brand=ocean,density=compact`, empty for none).
    ///
    /// - Throws: ``AccountStoreError`` of kind `unreadableValue`, naming the account and
    ///   the value that is not a preference or not axes.
    package static func reading(
        preference: String,
        axes: String,
        of account: AccountID,
        in location: String
    ) throws(AccountStoreError) -> ThemeChoice {
        ThemeChoice(
            try AccountStoreError.reading(preference, of: account, in: location, isNot: "is not a preference", with: ThemePreference.init(parsing:)) {
                $0.problem
            },
            axes: try AccountStoreError.reading(axes, of: account, in: location, isNot: "are not axes", with: ThemeAxes.init(parsing:)) {
                $0.problem
            }
        )
    }
}
