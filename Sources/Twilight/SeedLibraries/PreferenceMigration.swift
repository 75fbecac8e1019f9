/// Carries a user's choice over from another library's store, so that an app moving to
/// Twilight keeps its users' settings.
///
/// ```swift
/// let store = JSONFilePreferenceStore(url: settingsURL)
/// try PreferenceMigration.migrate(
///     from: [.perseusDarkMode(), .referenceApp(), .jxTheme(), .dkNightVersion()],
///     to: store)
/// ```
package enum PreferenceMigration {
    /// What a migration did.
    package enum Outcome: Hashable, Sendable {
        /// The destination already held a choice; nothing was read.
        case alreadyMigrated(ThemeChoice)
        /// The choice was copied from the legacy store at this index.
        case migrated(ThemeChoice, sourceIndex: Int)
        /// No legacy store held a readable preference.
        case nothingToMigrate
    }

    /// Copies the first readable choice among `sources` into `destination`, unless
    /// `destination` already holds one. Legacy values are left where they are.
    ///
    /// A legacy store with an unreadable value is skipped (it keeps its own data aside).
    ///
    /// - Throws: ``PreferenceStoreError`` if `destination` cannot be read or written.
    @discardableResult
    package static func migrate(
        from sources: [any PreferenceStore],
        to destination: any PreferenceStore
    ) throws(PreferenceStoreError) -> Outcome {
        if let existing = try destination.loadChoice() {
            return .alreadyMigrated(existing)
        }
        for (index, source) in sources.enumerated() {
            guard let choice = try? source.loadChoice() else { continue }
            try destination.saveChoice(choice)
            return .migrated(choice, sourceIndex: index)
        }
        return .nothingToMigrate
    }
}
