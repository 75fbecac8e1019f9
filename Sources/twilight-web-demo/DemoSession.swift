#if WebDemo
import Crypto
import Foundation
import TwilightAccounts
import TwilightWeb

/// The demo's sign-in: a name, kept in a `session` cookie signed with HMAC-SHA256 so that a
/// browser cannot claim another name. A demonstration of plugging sign-in into
/// `AppearanceAccounts`, not an authentication system: there are no passwords.
struct DemoSession: Sendable {
    /// The cookie's name.
    static let cookieName = "session"
    private let key: SymmetricKey

    /// Signs with `secret` (instances serving one site must share it), or a random key.
    init(secret: String?) {
        key = secret.map { SymmetricKey(data: Data(SHA256.hash(data: Data($0.utf8)))) } ?? SymmetricKey(size: .bits256)
    }

    /// `base64url(name).base64url(HMAC(name))`.
    func cookieValue(for account: AccountID) -> String {
        let name = Data(account.rawValue.utf8)
        return Self.base64URL(name) + "." + Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: name, using: key)))
    }

    /// The account a `Cookie` header's session names, if its signature is this key's.
    func account(fromCookieHeader header: String?) -> AccountID? {
        guard let value = ServerSideAppearance.cookie(named: Self.cookieName, in: header), value.utf8.count <= 1024 else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let name = Self.data(base64URL: parts[0]), let signature = Self.data(base64URL: parts[1]),
            HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: name, using: key)
        else { return nil }
        return try? AccountID(String(decoding: name, as: UTF8.self))
    }

    /// The `Set-Cookie` value that signs `account` in (or, with `nil`, out).
    func setCookie(for account: AccountID?, secure: Bool) -> String {
        let value = account.map(cookieValue(for:)) ?? ""
        return "\(Self.cookieName)=\(value); Path=/; Max-Age=\(account == nil ? 0 : 2_592_000); HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
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
