package import Twilight

extension ThemeChoice {
    /// The choice in a database row: its `preference` column (the preference's text form)
    /// and its `axes` column (`brand=ocean,density=compact`, empty for none).
    ///
    /// - Throws: `PreferenceStoreError` of kind `unknownValue`, naming the account and
    ///   the value that is not a preference or not axes, so that a store never drops it
    ///   silently.
    package static func reading(
        preference: String,
        axes: String,
        of account: AccountID,
        in location: String
    ) throws(PreferenceStoreError) -> ThemeChoice {
        func read<Value>(
            _ text: String,
            isNot what: String,
            with parse: (String) throws(InvalidNameError) -> Value
        ) throws(PreferenceStoreError) -> Value {
            do {
                return try parse(text)
            } catch {
                throw PreferenceStoreError(
                    kind: .unknownValue,
                    location: "\(location), account '\(account)'",
                    detail: "\(text.debugDescription) \(what): \(error.problem)"
                )
            }
        }
        return ThemeChoice(
            try read(preference, isNot: "is not a preference", with: ThemePreference.init(parsing:)),
            axes: try read(axes, isNot: "are not axes", with: ThemeAxes.init(parsing:))
        )
    }
}
