import TwilightUtilities

/// A store that keeps the preference in memory only, for tests and for apps that
/// persist elsewhere.
public final class InMemoryPreferenceStore: PreferenceStore {
    private let value: LockedValue<ThemePreference?>
    private let axes: LockedValue<ThemeAxes>

    /// Creates a store holding `initial` (or nothing) and `axes`.
    public init(_ initial: ThemePreference? = nil, axes: ThemeAxes = ThemeAxes()) {
        value = LockedValue(initial)
        self.axes = LockedValue(axes)
    }

    public func loadAxes() -> ThemeAxes {
        axes.withLock { $0 }
    }

    public func saveAxes(_ axes: ThemeAxes) {
        self.axes.withLock { $0 = axes }
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
