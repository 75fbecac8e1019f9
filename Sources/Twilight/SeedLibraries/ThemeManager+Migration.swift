import Logging

extension ThemeManager {
    /// A manager on `store` that first carries over a choice a seed library stored in the
    /// same defaults (PerseusDarkMode, the reference app, JXTheme, DKNightVersion), when
    /// `store` is Twilight's key in a ``UserDefaultsPreferenceStore`` and holds nothing yet.
    /// What ``shared`` is made with; the seed's value is left where it was.
    ///
    /// ```swift
    /// let manager = ThemeManager.migrating(into: UserDefaultsPreferenceStore(suiteName: "group.app"))
    /// ```
    public static func migrating(into store: any PreferenceStore) -> ThemeManager {
        if let defaults = store as? UserDefaultsPreferenceStore, defaults.key == UserDefaultsPreferenceStore.defaultKey {
            do {
                try PreferenceMigration.migrate(from: defaults.seedStores, to: defaults)
            } catch {
                Logger(label: "twilight").warning("could not carry over an earlier theme choice: \(error)")
            }
        }
        return ThemeManager(store: store)
    }
}
