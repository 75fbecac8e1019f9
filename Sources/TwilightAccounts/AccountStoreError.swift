/// Why an account store could not answer or save: what went wrong, where, and what was
/// expected, with the driver's own error kept as ``cause`` (as swift-nio's `FileSystemError`
/// keeps its), so a log can say whether the database refused the connection, rejected the
/// password or timed out. Never carries a secret (a connection string's password is left out).
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
        /// The store does not keep this kind of value (axes, in a store written before they
        /// existed); nothing was saved.
        public static let unsupported = Kind(name: "unsupported")
        public var description: String { name }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The database (a file path, `postgres host:port/database`) or the account concerned.
    public var location: String
    /// What went wrong and what was expected, including what the driver said.
    public var detail: String
    /// The driver's error this one was made from, if any (`PSQLError`, `SQLiteError`, a
    /// time-out). Not compared by `==`.
    public var cause: (any Error)?

    /// Creates an error.
    public init(kind: Kind, location: String, detail: String, cause: (any Error)? = nil) {
        self.kind = kind
        self.location = location
        self.detail = detail
        self.cause = cause
    }

    /// Whether the two errors say the same (kind, location and detail; the causes are not compared).
    public static func == (lhs: AccountStoreError, rhs: AccountStoreError) -> Bool {
        lhs.kind == rhs.kind && lhs.location == rhs.location && lhs.detail == rhs.detail
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(location)
        hasher.combine(detail)
    }

    /// `location: detail`.
    public var description: String { "\(location): \(detail)" }
}

extension AccountStoreError {
    /// `text`, stored for `account` in `location`, read with `parse`; a text it refuses is an
    /// ``Kind-swift.struct/unreadableValue`` naming the account, the text and why
    /// (`"dark mode" is not a preference: …`), so that a store never drops it silently.
    package static func reading<Value, Failure: Error>(
        _ text: String,
        of account: AccountID,
        in location: String,
        isNot what: String,
        with parse: (String) throws(Failure) -> Value,
        problem: (Failure) -> String
    ) throws(AccountStoreError) -> Value {
        do {
            return try parse(text)
        } catch {
            throw AccountStoreError(
                kind: .unreadableValue,
                location: "\(location), account '\(account)'",
                detail: "\(text.debugDescription) \(what): \(problem(error))"
            )
        }
    }
}
