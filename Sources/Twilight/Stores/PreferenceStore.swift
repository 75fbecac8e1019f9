/// Where a ``ThemeManager`` keeps the person's ``ThemeChoice``: their preference and the
/// values they chose on other axes, as one record.
///
/// Twilight ships ``UserDefaultsPreferenceStore``, ``JSONFilePreferenceStore`` (atomic,
/// safe with several processes) and ``InMemoryPreferenceStore``. A store never destroys
/// what it cannot read: it reports a ``PreferenceStoreError`` and keeps the data aside.
public protocol PreferenceStore: Sendable {
    /// The stored choice, or `nil` when none has been stored.
    ///
    /// - Throws: ``PreferenceStoreError`` when something is stored but cannot be read
    ///   as a choice; the store keeps that data aside before reporting it.
    func loadChoice() throws(PreferenceStoreError) -> ThemeChoice?

    /// Stores a choice whole, replacing the previous one.
    ///
    /// - Throws: ``PreferenceStoreError`` when it cannot be written, or when the store's
    ///   format cannot hold it (``PreferenceStoreError/Kind/unsupportedValue``); what was
    ///   stored before is then unchanged.
    func saveChoice(_ choice: ThemeChoice) throws(PreferenceStoreError)

    /// Forgets the stored choice, so the next load returns `nil`.
    func removeChoice() throws(PreferenceStoreError)
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
