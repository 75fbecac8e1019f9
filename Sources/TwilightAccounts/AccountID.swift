public import Twilight

/// An account's identifier, as the application's sign-in knows it: 1 to 256 bytes of
/// UTF-8 with no control characters. Checked once, here, so that no store is handed
/// something it cannot key on or log safely.
///
/// Two identifiers are equal when their UTF-8 bytes are, as the stores key their rows —
/// not by Swift's canonical equivalence: `"jos\u{E9}"` (NFC) and `"jose\u{301}"` (NFD) are
/// two accounts, each with its own choice and its own event stream. Normalise at sign-in
/// if your accounts should be one.
public struct AccountID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier.
    public let rawValue: String

    /// The longest identifier, in UTF-8 bytes.
    package static let maximumLength = 256

    /// Checks `rawValue`.
    ///
    /// - Throws: `InvalidNameError` saying what is wrong.
    public init(_ rawValue: String) throws(InvalidNameError) {
        // ASCII is checked byte by byte; only other text needs Unicode's general categories.
        let problem: String? =
            if rawValue.isEmpty {
                "it is empty"
            } else if rawValue.utf8.count > Self.maximumLength {
                "it is longer than \(Self.maximumLength) bytes"
            } else if rawValue.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F })
                || (!rawValue.utf8.allSatisfy { $0 < 0x80 } && rawValue.unicodeScalars.contains { $0.properties.generalCategory == .control })
            {
                "it contains a control character"
            } else {
                nil
            }
        if let problem {
            throw InvalidNameError(.account, text: rawValue, problem: problem)
        }
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Whether the two identifiers have the same UTF-8 bytes.
    public static func == (lhs: AccountID, rhs: AccountID) -> Bool {
        lhs.rawValue.utf8.elementsEqual(rhs.rawValue.utf8)
    }

    /// Hashes the UTF-8 bytes, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue.utf8.count)
        for byte in rawValue.utf8 { hasher.combine(byte) }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
