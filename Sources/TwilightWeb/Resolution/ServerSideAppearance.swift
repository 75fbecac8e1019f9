import Foundation
import Twilight

/// Deciding a page's style on the server, from the request alone: the user's choice from
/// the `theme` cookie and the system scheme from the `Sec-CH-Prefers-Color-Scheme` client
/// hint.
///
/// Only known style names are taken from the cookie; anything else is ignored and never
/// written into a page or a header. When the style cannot be known on the server (the
/// choice is System and the browser sent no hint), ``style`` is `nil` and the page relies
/// on CSS `prefers-color-scheme` and the no-flash script.
public struct ServerSideAppearance: Hashable, Sendable {
    /// The name of the cookie that keeps the choice.
    public static let cookieName = "theme"
    /// The client hint that carries the system scheme.
    public static let clientHint = "Sec-CH-Prefers-Color-Scheme"

    /// The user's choice (System when there is no valid cookie).
    public var preference: ThemePreference
    /// What the client hint says, `.unspecified` without one.
    ///
    /// Browsers send the hint once the site has asked for it (``responseHeaders``);
    /// `Critical-CH` makes Chromium retry the very first request with it.
    public var systemColorScheme: SystemColorScheme
    /// The style in force, if the server can know it.
    public var style: ThemeStyle?

    /// Resolves a request.
    ///
    /// - Parameters:
    ///   - cookieHeader: the request's `Cookie` header, if any.
    ///   - clientHint: the request's `Sec-CH-Prefers-Color-Scheme` header, if any.
    ///   - styles: the style names a cookie may name (besides `system`).
    public init(cookieHeader: String?, clientHint: String?, styles: Set<ThemeStyle> = [.light, .dark]) {
        var preference = ThemePreference.system
        if let value = Self.cookie(named: Self.cookieName, in: cookieHeader),
            let style = ThemeStyle(rawValue: value), styles.contains(style)
        {
            preference = .fixed(style)
        }
        self.init(preference: preference, systemColorScheme: Self.colorScheme(fromHint: clientHint))
    }

    /// The appearance for a choice the server already knows (for example one just made).
    public init(preference: ThemePreference, systemColorScheme: SystemColorScheme) {
        self.preference = preference
        self.systemColorScheme = systemColorScheme
        switch preference {
        case .fixed(let chosen): style = chosen
        case .system:
            switch systemColorScheme {
            case .dark: style = .dark
            case .light: style = .light
            case .unspecified: style = nil
            }
        }
    }

    /// Headers every themed response carries: ask for the hint, mark the response as varying
    /// with it and the cookie, and ask browsers to retry the first request with the hint.
    public static let responseHeaders: [(name: String, value: String)] = [
        ("Accept-CH", clientHint),
        ("Vary", "\(clientHint), Cookie"),
        ("Critical-CH", clientHint),
    ]

    /// The value of cookie `name` in a `Cookie` header (`a=1; theme=dark`), if present,
    /// unquoted and percent-decoded.
    static func cookie(named name: String, in header: String?) -> String? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == name else { continue }
            var value = parts[1]
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = String(value.dropFirst().dropLast()) }
            return value.removingPercentEncoding
        }
        return nil
    }

    /// `"dark"` → dark, `"light"` → light; anything else unspecified. The draft standard
    /// sends a quoted string; Chromium (156) sends the bare token, so both are accepted.
    static func colorScheme(fromHint hint: String?) -> SystemColorScheme {
        switch hint?.trimmingCharacters(in: .whitespaces) {
        case "\"dark\"", "dark": .dark
        case "\"light\"", "light": .light
        default: .unspecified
        }
    }
}
