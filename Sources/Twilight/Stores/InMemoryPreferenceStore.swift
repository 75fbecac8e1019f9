import TwilightUtilities

/// A store that keeps the choice in memory only, for tests and for apps that persist
/// elsewhere.
public final class InMemoryPreferenceStore: PreferenceStore {
    private let choice: LockedValue<ThemeChoice?>

    /// Creates a store holding `initial`, or nothing.
    public init(_ initial: ThemeChoice? = nil) {
        choice = LockedValue(initial)
    }

    public func loadChoice() -> ThemeChoice? {
        choice.withLock { $0 }
    }

    public func saveChoice(_ choice: ThemeChoice) {
        self.choice.withLock { $0 = choice }
    }

    public func removeChoice() {
        choice.withLock { $0 = nil }
    }
}
