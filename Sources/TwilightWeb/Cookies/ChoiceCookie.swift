import Foundation
package import Twilight

/// The `theme` cookie: a visitor's whole choice — the preference and the values on the
/// site's axes — in one cookie, so that a new brand and a new style set together are never
/// seen half-applied, and one `Set-Cookie` brings a browser in step.
///
/// The value is the preference's text form followed by `&AXIS=VALUE` for each chosen axis,
/// by axis name; each part is percent-encoded where a cookie value may not carry it and
/// where it holds `&`, `=` or `%`:
///
/// ```swift
/// ChoiceCookie(ThemeChoice(.dark, axes: ["brand": "ocean"]), secure: true).headerValue
/// // theme=dark&brand=ocean; Path=/; Max-Age=31536000; SameSite=Lax; Secure
/// ```
///
/// A choice with no axes is the preference alone (`theme=dark`), as the cookie has always
/// been. earlier Twilight kept each axis in a cookie of its own (`theme-brand=ocean`):
/// those are read when the `theme` cookie names no axis, and ``Reading/legacyAxisCookies``
/// names them so that the answer can replace them with the one cookie.
///
/// The cookie is readable by script (no `HttpOnly`) because the no-flash script reads it
/// before the first paint; it carries nothing but the choice.
package struct ChoiceCookie: Hashable, Sendable {
    /// The cookie's name.
    package static let name = "theme"
    /// A year, in seconds: how long a choice is kept by default.
    package static let defaultMaxAge = 31_536_000

    /// The choice to store.
    package var choice: ThemeChoice
    /// Whether to add `Secure` (the page was served over HTTPS).
    package var secure: Bool
    /// How long the browser keeps the cookie, in seconds.
    package var maxAge: Int
    /// The domain whose sites share the cookie, or `nil` for this host alone.
    package var domain: CookieDomain?

    /// Creates the cookie for `choice`, shared across `domain` when given.
    package init(_ choice: ThemeChoice, secure: Bool, maxAge: Int = ChoiceCookie.defaultMaxAge, domain: CookieDomain? = nil) {
        self.choice = choice
        self.secure = secure
        self.maxAge = maxAge
        self.domain = domain
    }

    /// The cookie's value: `dark`, `system:sepia:dimmed&brand=ocean&density=compact`.
    package static func value(of choice: ThemeChoice) -> String {
        ([encoded(choice.preference.description)] + choice.axes.values.sorted { $0.key < $1.key }.map { "\($0.key)=\(encoded($0.value))" })
            .joined(separator: "&")
    }

    /// The `Set-Cookie` header value.
    package var headerValue: String {
        "\(Self.name)=\(Self.value(of: choice)); Path=/; Max-Age=\(maxAge)" + (domain.map { "; Domain=\($0.name)" } ?? "") + "; SameSite=Lax"
            + (secure ? "; Secure" : "")
    }

    /// The `Set-Cookie` value that removes cookie `name` of this host alone (`domain` `nil`:
    /// one set before the site shared its cookie across a domain, which the browser would
    /// otherwise send beside the shared one) or of `domain`.
    package static func removal(named name: String = ChoiceCookie.name, domain: CookieDomain? = nil) -> String {
        "\(name)=; Path=/; Max-Age=0" + (domain.map { "; Domain=\($0.name)" } ?? "")
    }

    /// The `Set-Cookie` values of this cookie, then those that remove the per-axis cookies
    /// `legacyAxisCookies` it replaces (of this host, and of ``domain`` when the site shares
    /// its cookies across one).
    package func headerValues(replacing legacyAxisCookies: [String]) -> [String] {
        [headerValue]
            + legacyAxisCookies.flatMap { name in [Self.removal(named: name)] + (domain.map { [Self.removal(named: name, domain: $0)] } ?? []) }
    }

    /// What a request's cookies say a visitor chose on a site.
    package struct Reading: Hashable, Sendable {
        /// The preference, when the cookie holds one the site offers.
        package var preference: ThemePreference?
        /// The values on the site's axes, only values the site offers.
        package var axes = ThemeAxes()
        /// The names of the per-axis cookies of earlier Twilight that the request carried
        /// (`theme-brand`), to be removed once the `theme` cookie holds their values.
        package var legacyAxisCookies: [String] = []

        /// The choice read, with System where the cookie held no preference.
        package var choice: ThemeChoice { ThemeChoice(preference ?? .system, axes: axes) }
    }

    /// What the cookies in `cookieHeader` hold for `site`: anything the site does not offer
    /// (a forged or stale style or value) is left out, never rendered.
    package static func read(from cookieHeader: String?, site: SiteStyles) -> Reading {
        var reading = Reading()
        var axisValues: [String: String] = [:]
        if let raw = ServerSideAppearance.cookie(named: name, in: cookieHeader, decoding: false) {
            let whole = raw.percentDecoded.flatMap(site.preference(named:))
            // A style whose name holds `&` was written whole before axes shared the cookie.
            if let whole {
                reading.preference = whole
            } else {
                let parts = raw.split(separator: "&", omittingEmptySubsequences: false)
                reading.preference = parts[0].percentDecoded.flatMap(site.preference(named:))
                for part in parts.dropFirst() {
                    let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    guard pieces.count == 2, let value = pieces[1].percentDecoded else { continue }
                    axisValues[String(pieces[0])] = value
                }
            }
        }
        // The old per-axis cookies count only while the `theme` cookie names no axis.
        let namesAxes = !axisValues.isEmpty
        for axis in site.axes {
            let legacyName = "\(name)-\(axis.name)"
            guard let legacy = ServerSideAppearance.cookie(named: legacyName, in: cookieHeader) else { continue }
            reading.legacyAxisCookies.append(legacyName)
            if !namesAxes { axisValues[axis.name] = legacy }
        }
        reading.axes = site.offeredAxes { axisValues[$0.name] }
        return reading
    }

    /// `text` with `&`, `=`, `%` and everything outside RFC 6265's cookie-octet set
    /// percent-encoded.
    static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let allowed =
                byte == 0x21 || (0x23...0x2B).contains(byte) || (0x2D...0x3A).contains(byte)
                || (0x3C...0x5B).contains(byte) || (0x5D...0x7E).contains(byte)
            if allowed && !"%&=".utf8.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
