#if WebDemo
import Crypto
import Foundation
import TwilightAccounts
import TwilightUtilities
import TwilightWeb

/// The demo's sign-in: a name and the time it signed in, kept in a `session` cookie signed
/// with HMAC-SHA256 so that a browser cannot claim another name, valid for ``lifetime`` and
/// until that account signs out. A demonstration of plugging sign-in into
/// `AppearanceAccounts`, not an authentication system: there are no passwords.
struct DemoSession: Sendable {
    /// The cookie's name.
    static let cookieName = "session"
    /// How long a session lasts: 30 days.
    static let lifetime: Duration = .seconds(2_592_000)
    /// The shortest secret accepted, in bytes.
    static let minimumSecretLength = 32

    private let key: SymmetricKey
    private let now: @Sendable () -> Date
    /// When each account last signed out: its sessions issued before are no longer valid.
    /// Kept in this process (instances on one database each keep their own).
    private let signedOut = LockedValue([AccountID: Date]())

    /// What is wrong with a secret.
    struct SecretError: Error, CustomStringConvertible {
        var description: String
    }

    /// Signs with `secret` (instances serving one site must share it), or a random key.
    ///
    /// - Throws: `SecretError` when `secret` is shorter than ``minimumSecretLength`` bytes.
    init(secret: String?, now: @escaping @Sendable () -> Date = Date.init) throws {
        if let secret {
            guard secret.utf8.count >= Self.minimumSecretLength else {
                throw SecretError(
                    description:
                        "the session secret is \(secret.utf8.count) bytes: expected at least \(Self.minimumSecretLength) (for example the output of `openssl rand -base64 48`)"
                )
            }
            key = SymmetricKey(data: Data(SHA256.hash(data: Data(secret.utf8))))
        } else {
            key = SymmetricKey(size: .bits256)
        }
        self.now = now
    }

    /// `base64url(name).milliseconds.base64url(HMAC(name.milliseconds))`.
    func cookieValue(for account: AccountID, issued: Date) -> String {
        let signed = Self.base64URL(Data(account.rawValue.utf8)) + "." + String(Int64(issued.timeIntervalSince1970 * 1000))
        return signed + "." + Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: Data(signed.utf8), using: key)))
    }

    /// The account a `Cookie` header's session names, if its signature is this key's, it is
    /// younger than ``lifetime`` and the account has not signed out since.
    func account(fromCookieHeader header: String?) -> AccountID? {
        guard let value = ServerSideAppearance.cookie(named: Self.cookieName, in: header), value.utf8.count <= 1024 else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let name = Self.data(base64URL: parts[0]), let milliseconds = Int64(parts[1]),
            let signature = Self.data(base64URL: parts[2]),
            HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Data("\(parts[0]).\(parts[1])".utf8), using: key),
            let account = try? AccountID(String(decoding: name, as: UTF8.self))
        else { return nil }
        let issued = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        let age = now().timeIntervalSince(issued)
        guard age >= -60, age < Double(Self.lifetime.components.seconds) else { return nil }
        if let out = signedOut.withLock({ $0[account] }), issued <= out { return nil }
        return account
    }

    /// The `Set-Cookie` value that signs `account` in now.
    func signIn(_ account: AccountID, secure: Bool) -> String {
        "\(Self.cookieName)=\(cookieValue(for: account, issued: now())); Path=/; Max-Age=\(Self.lifetime.components.seconds); HttpOnly; SameSite=Lax"
            + (secure ? "; Secure" : "")
    }

    /// Ends every session of `account` issued until now, and returns the `Set-Cookie` value
    /// that clears this browser's.
    func signOut(_ account: AccountID?, secure: Bool) -> String {
        if let account {
            let time = now()
            signedOut.withLock { $0[account] = time }
        }
        return "\(Self.cookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }

    private static func base64URL(_ data: Data) -> String {
        String(
            decoding: data.base64EncodedData().compactMap { byte in
                switch byte {
                case UInt8(ascii: "+"): UInt8(ascii: "-")
                case UInt8(ascii: "/"): UInt8(ascii: "_")
                case UInt8(ascii: "="): nil
                default: byte
                }
            },
            as: UTF8.self
        )
    }

    /// Decodes base64url byte by byte (this runs on every request of a signed-in person).
    private static func data(base64URL text: Substring) -> Data? {
        var bytes = text.utf8.map { byte in
            switch byte {
            case UInt8(ascii: "-"): UInt8(ascii: "+")
            case UInt8(ascii: "_"): UInt8(ascii: "/")
            default: byte
            }
        }
        bytes += repeatElement(UInt8(ascii: "="), count: (4 - bytes.count % 4) % 4)
        return Data(base64Encoded: Data(bytes))
    }
}
#endif
