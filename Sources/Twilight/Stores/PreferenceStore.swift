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

/// A problem reading or writing a stored choice, in a store on the device
/// (``PreferenceStore``) or in an account database (`AccountPreferenceStore`).
///
/// Its ``description`` says where, what went wrong and what was expected; the underlying
/// error (a `PSQLError`, a `CocoaError`, a time-out) is kept as ``cause``, as swift-nio's
/// `FileSystemError` keeps its, so a log can say whether a database refused the
/// connection or timed out. It never carries a secret (a connection string's password is
/// left out).
public struct PreferenceStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong: an open set (a struct with static members, so that a new kind
    /// never breaks a `switch` that has a `default`).
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The stored data is not in the store's format (a corrupt file).
        public static let unreadable = Kind("unreadable")
        /// The data is readable but the value is not a choice this store knows.
        public static let unknownValue = Kind("unknownValue")
        /// Reading or writing failed, or the store cannot be reached (permissions, a full
        /// disk, a database that is down or refused the operation); retrying later may work.
        public static let ioFailure = Kind("ioFailure")
        /// The store's format cannot represent the choice; nothing was saved.
        public static let unsupportedValue = Kind("unsupportedValue")
        /// The store was written by a newer version of Twilight; it is left as it is.
        public static let newerFormat = Kind("newerFormat")

        /// The kind's name, as in the static member (`unreadable`).
        public var description: String { name }
    }

    /// What went wrong.
    public let kind: Kind
    /// Where: a file path, a defaults suite and key, or a database
    /// (`postgres host:port/database`) and the account concerned.
    public let location: String
    /// Details, naming the offending value and what was expected.
    public let detail: String
    /// Where the unreadable data was kept, if the store moved or copied it aside.
    public let keptAside: String?
    /// The error this one was made from, if any (`PSQLError`, `SQLiteError`, a time-out).
    /// Not compared by `==`.
    public let cause: (any Error)?

    /// Creates an error.
    public init(kind: Kind, location: String, detail: String, keptAside: String? = nil, cause: (any Error)? = nil) {
        self.kind = kind
        self.location = location
        self.detail = detail
        self.keptAside = keptAside
        self.cause = cause
    }

    /// Whether the two errors say the same: everything but their causes.
    public static func == (lhs: PreferenceStoreError, rhs: PreferenceStoreError) -> Bool {
        lhs.kind == rhs.kind && lhs.location == rhs.location && lhs.detail == rhs.detail && lhs.keptAside == rhs.keptAside
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(location)
        hasher.combine(detail)
        hasher.combine(keptAside)
    }

    /// `location: detail`, and where unreadable data was kept.
    public var description: String {
        var text = "\(location): \(detail)"
        if let keptAside { text += " (kept as \(keptAside))" }
        return text
    }
}
