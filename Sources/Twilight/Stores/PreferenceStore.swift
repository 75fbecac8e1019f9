/// Where a ``ThemeManager`` keeps the user's ``ThemePreference``.
///
/// Twilight ships ``UserDefaultsPreferenceStore``, ``JSONFilePreferenceStore`` (atomic,
/// safe with several processes) and ``InMemoryPreferenceStore``. A store never destroys
/// what it cannot read: it reports a ``PreferenceStoreError`` and keeps the data aside.
public protocol PreferenceStore: Sendable {
    /// The stored preference, or `nil` when none has been stored.
    ///
    /// - Throws: ``PreferenceStoreError`` when something is stored but cannot be read
    ///   as a preference; the store keeps that data aside before reporting it.
    func loadPreference() throws(PreferenceStoreError) -> ThemePreference?

    /// Stores a preference, replacing the previous one.
    func savePreference(_ preference: ThemePreference) throws(PreferenceStoreError)

    /// Forgets the stored preference, so the next load returns `nil`.
    func removePreference() throws(PreferenceStoreError)

    /// The values stored for the axes beside the style (a brand, a density), or none.
    ///
    /// - Throws: ``PreferenceStoreError`` when something is stored but cannot be read as
    ///   axes; the store keeps that data aside before reporting it.
    func loadAxes() throws(PreferenceStoreError) -> ThemeAxes

    /// Stores the axes, replacing the previous ones (no axes removes them).
    func saveAxes(_ axes: ThemeAxes) throws(PreferenceStoreError)
}

extension PreferenceStore {
    /// A store written before axes existed keeps none: nothing is stored.
    public func loadAxes() throws(PreferenceStoreError) -> ThemeAxes { ThemeAxes() }

    /// A store written before axes existed keeps none: saving no axes succeeds, and any
    /// other value is ``PreferenceStoreError/Kind/unsupportedValue``.
    public func saveAxes(_ axes: ThemeAxes) throws(PreferenceStoreError) {
        guard !axes.isEmpty else { return }
        throw PreferenceStoreError(
            kind: .unsupportedValue,
            location: String(describing: type(of: self)),
            detail: "this store keeps no axes, so '\(axes)' holds for this run only: implement saveAxes(_:) and loadAxes()"
        )
    }
}

/// A problem reading or writing a stored preference.
public struct PreferenceStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong: an open set (a struct with static members, so that a new kind
    /// never breaks a `switch` that has a `default`).
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The stored data is not in the store's format (a corrupt file).
        public static let unreadable = Kind("unreadable")
        /// The data is readable but the value is not a preference this store knows.
        public static let unknownValue = Kind("unknownValue")
        /// Reading or writing failed (permissions, a full disk).
        public static let ioFailure = Kind("ioFailure")
        /// The store's format cannot represent the preference.
        public static let unsupportedValue = Kind("unsupportedValue")

        /// The kind's name, as in the static member (`unreadable`).
        public var description: String { name }
    }

    /// What went wrong.
    public let kind: Kind
    /// Where: a file path, or a defaults suite and key.
    public let location: String
    /// Details, naming the offending value and what was expected.
    public let detail: String
    /// Where the unreadable data was kept, if the store moved or copied it aside.
    public let keptAside: String?

    /// Creates an error.
    public init(kind: Kind, location: String, detail: String, keptAside: String? = nil) {
        self.kind = kind
        self.location = location
        self.detail = detail
        self.keptAside = keptAside
    }

    public var description: String {
        var text = "\(location): \(detail)"
        if let keptAside { text += " (kept as \(keptAside))" }
        return text
    }
}
