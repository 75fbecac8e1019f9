package import Twilight

/// The `Set-Cookie` value that stores a choice in the `theme` cookie.
///
/// ```swift
/// PreferenceCookie(preference: .dark, secure: true).headerValue
/// // theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; Secure
/// ```
///
/// The cookie is readable by script (no `HttpOnly`) because the no-flash script reads it
/// before the first paint; it carries nothing but the choice.
package struct PreferenceCookie: Hashable, Sendable {
    /// A year, in seconds: how long a choice is kept by default.
    package static let defaultMaxAge = 31_536_000

    /// The choice to store.
    package var preference: ThemePreference
    /// Whether to add `Secure` (the page was served over HTTPS).
    package var secure: Bool
    /// How long the browser keeps the cookie, in seconds.
    package var maxAge: Int
    /// The domain whose sites share the cookie, or `nil` for this host alone.
    package var domain: CookieDomain?

    /// Creates the cookie for `preference`, shared across `domain` when given.
    package init(preference: ThemePreference, secure: Bool, maxAge: Int = PreferenceCookie.defaultMaxAge, domain: CookieDomain? = nil) {
        self.preference = preference
        self.secure = secure
        self.maxAge = maxAge
        self.domain = domain
    }

    /// The `Set-Cookie` header value. The style name is percent-encoded where a cookie
    /// value may not carry it.
    package var headerValue: String {
        Self.headerValue(name: ServerSideAppearance.cookieName, value: preference.description, maxAge: maxAge, domain: domain, secure: secure)
    }

    /// A `Set-Cookie` value of the shape every Twilight cookie has.
    static func headerValue(name: String, value: String, maxAge: Int, domain: CookieDomain?, secure: Bool) -> String {
        "\(name)=\(cookieEncoded(value)); Path=/; Max-Age=\(maxAge)" + (domain.map { "; Domain=\($0.name)" } ?? "") + "; SameSite=Lax"
            + (secure ? "; Secure" : "")
    }

    /// The `Set-Cookie` value that removes a `theme` cookie of this host alone (one set
    /// before the site shared its cookie across a domain), which the browser would
    /// otherwise send beside the shared one.
    package static let hostOnlyRemoval = "\(ServerSideAppearance.cookieName)=; Path=/; Max-Age=0"

    /// `text` with everything outside RFC 6265's cookie-octet set percent-encoded.
    static func cookieEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let allowed =
                byte == 0x21 || (0x23...0x2B).contains(byte) || (0x2D...0x3A).contains(byte)
                || (0x3C...0x5B).contains(byte) || (0x5D...0x7E).contains(byte)
            if allowed && byte != UInt8(ascii: "%") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

/// The `Set-Cookie` value that stores a choice on one of a site's axes in its own cookie,
/// or removes it (the visitor went back to the site's default).
///
/// ```swift
/// AxisCookie(axis: brand, value: "ocean", secure: true).headerValue
/// // theme-brand=ocean; Path=/; Max-Age=31536000; SameSite=Lax; Secure
/// ```
package struct AxisCookie: Hashable, Sendable {
    /// The axis.
    package var axis: SiteAxis
    /// The value to store, or `nil` to remove the cookie.
    package var value: String?
    /// Whether to add `Secure` (the page was served over HTTPS).
    package var secure: Bool
    /// The domain whose sites share the cookie, or `nil` for this host alone.
    package var domain: CookieDomain?

    /// Creates the cookie storing `value` on `axis` (`nil` removes it).
    package init(axis: SiteAxis, value: String?, secure: Bool, domain: CookieDomain? = nil) {
        self.axis = axis
        self.value = value
        self.secure = secure
        self.domain = domain
    }

    /// The `Set-Cookie` header value: kept a year, or `Max-Age=0` to remove.
    package var headerValue: String {
        PreferenceCookie.headerValue(
            name: axis.cookieName,
            value: value ?? "",
            maxAge: value == nil ? 0 : PreferenceCookie.defaultMaxAge,
            domain: domain,
            secure: secure
        )
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
