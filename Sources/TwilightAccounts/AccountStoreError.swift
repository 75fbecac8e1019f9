/// Why an account store could not answer or save: what went wrong, where, and what was
/// expected. Never carries a secret (a connection string's password is left out).
public struct AccountStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The database cannot be reached or refused the operation; retry later.
        public static let unavailable = Kind(name: "unavailable")
        /// The account identifier is not acceptable.
        public static let invalidAccount = Kind(name: "invalid account")
        /// The database holds a value for the account that is not a preference.
        public static let unreadableValue = Kind(name: "unreadable value")
        /// The database was written by a newer version of Twilight.
        public static let newerSchema = Kind(name: "newer schema")
        public var description: String { name }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The database (a file path, `postgres host:port/database`) or the account concerned.
    public var location: String
    /// What went wrong and what was expected.
    public var detail: String

    /// Creates an error.
    public init(kind: Kind, location: String, detail: String) {
        self.kind = kind
        self.location = location
        self.detail = detail
    }

    /// `location: detail`.
    public var description: String { "\(location): \(detail)" }
}
