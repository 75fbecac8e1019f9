import TwilightUtilities

/// A store that keeps the preference in memory only, for tests and for apps that
/// persist elsewhere.
public final class InMemoryPreferenceStore: PreferenceStore {
    private let value: LockedValue<ThemePreference?>

    /// Creates a store holding `initial` (or nothing).
    public init(_ initial: ThemePreference? = nil) {
        value = LockedValue(initial)
    }

    public func loadPreference() -> ThemePreference? {
        value.withLock { $0 }
    }

    public func savePreference(_ preference: ThemePreference) {
        value.withLock { $0 = preference }
    }

    public func removePreference() {
        value.withLock { $0 = nil }
    }
}
