import Foundation
package import Twilight

/// What `GET` and `POST /theme` answer, decided once for every server: a framework's glue
/// reads the request's parts, calls these, and sends the ``WebResponse`` as it is.
///
/// - `GET` → ``AppearanceReport`` as JSON.
/// - `POST` with a form (`theme=dark&return=/settings`), as a page with no script sends it →
///   sets the `theme` cookie and answers `303 See Other` to `return` (a path on this site;
///   anything else goes to `/`).
/// - `POST` with JSON (`{"theme":"dark"}`) → sets the cookie and answers the new report.
/// - A day/night pair: `theme=system&light=sepia&dark=dimmed` (or `system:sepia:dimmed`).
/// - A style until the system changes: `theme=dark&until=system-changes` — while the choice
///   follows the system and the client hint says its scheme — (or `dark:while:light`).
/// - A value on one of the site's axes (``SiteStyles/axes``), with the style or alone:
///   `brand=ocean` in a form, `{"axes":{"brand":"ocean"}}` in JSON; an empty value goes back
///   to the site's default. The whole choice is kept in the one `theme` cookie
///   (``ChoiceCookie``); a value the site does not offer is refused (`400`, naming it and
///   the offered ones) and nothing is set.
/// - Refused, with a message saying what was expected and the cookie left as it was: a
///   choice that is not `system` or one of the ``site``'s styles (`400`), a body that is neither form
///   nor JSON (`415`), one over ``maximumBodySize`` (`413`), and — when a save to the
///   person's account fails — `503` with `Retry-After`.
package struct AppearanceEndpoint: Sendable {
    /// The styles a choice may name besides `system`, and how the middleware decides, so the
    /// JSON answer reports the style the next page gets.
    package var site: SiteStyles
    /// Whether cookies are `Secure`; `nil` decides per request (HTTPS or `X-Forwarded-Proto`).
    package var secureCookies: Bool?

    /// The largest request body read.
    package static let maximumBodySize = 4096

    /// Creates the endpoint for `site`.
    package init(site: SiteStyles = .standard, secureCookies: Bool? = nil) {
        self.site = site
        self.secureCookies = secureCookies
    }

    /// `GET`: the report of the request's appearance, never cached.
    package func report(_ appearance: ServerSideAppearance) -> WebResponse {
        .json(AppearanceReport(appearance), headers: [WebHeader("Cache-Control", "no-store")])
    }

    /// What was expected, for error messages.
    var expected: String {
        (site.styles.map(\.rawValue) + ["system"]).joined(separator: ", ") + ", or system with light and dark (a day/night pair)"
    }

    /// `POST`: a change.
    ///
    /// - Parameters:
    ///   - contentType: the request's `Content-Type`, if any.
    ///   - body: the body as text, or `nil` when it was longer than ``maximumBodySize``.
    ///   - current: the request's appearance (for its client hint).
    ///   - cameOverHTTPS: whether the request came over HTTPS (directly or by a proxy's word).
    ///   - save: makes the change to the signed-in person's account, before any cookie is
    ///     set, and returns the account's whole choice afterwards (the cookie becomes a copy
    ///     of it). When it throws, the answer is `503` and nothing else changes.
    package func change(
        contentType: String?,
        body: String?,
        current: ServerSideAppearance,
        cameOverHTTPS: Bool,
        save: (@Sendable (ThemeChoiceChange) async throws -> ThemeChoice)? = nil
    ) async -> WebResponse {
        guard let body else {
            return .error(
                413,
                "the body is over \(Self.maximumBodySize) bytes: expected a form like theme=dark or a JSON object like {\"theme\": \"dark\"}"
            )
        }
        // The media type without its parameters (`; charset=utf-8`): `application/jsonx` is not JSON.
        let type = contentType?.split(separator: ";", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        let isJSON = type == "application/json"
        let choice: Choice
        if isJSON {
            guard let decoded = try? JSONDecoder().decode(Choice.self, from: Data(body.utf8)) else {
                return .error(400, "expected a JSON object like {\"theme\": \"dark\"} with theme one of: \(expected)")
            }
            choice = decoded
        } else if type == "application/x-www-form-urlencoded" {
            let fields = FormFields(body)
            let axisNames = site.axes.map(\.name)
            guard
                !(["theme", "return", "light", "dark", "highContrastLight", "highContrastDark", "until"] + axisNames).contains(
                    where: fields.isMalformed
                )
            else {
                return .error(400, "expected a form like theme=dark with theme one of: \(expected)")
            }
            choice = Choice(
                theme: fields["theme"],
                return: fields["return"],
                light: fields["light"],
                dark: fields["dark"],
                highContrastLight: fields["highContrastLight"],
                highContrastDark: fields["highContrastDark"],
                until: fields["until"],
                axes: Dictionary(uniqueKeysWithValues: axisNames.compactMap { name in fields[name].map { (name, $0) } })
            )
        } else {
            return .error(415, "expected a form (application/x-www-form-urlencoded) or JSON (application/json) body")
        }
        let axes: (set: ThemeAxes, cleared: Set<String>)
        switch changedAxes(choice.axes ?? [:]) {
        case .success(let changed): axes = changed
        case .failure(let problem): return .error(400, problem.description)
        }
        // The style, unless the request chose only axes.
        var preference: ThemePreference?
        if let name = choice.named {
            guard var chosen = site.preference(named: name) else {
                return .error(400, "unknown theme: expected one of: \(expected)")
            }
            switch choice.until {
            case nil: break
            case Self.untilSystemChanges?:
                // A style chosen on System lasts until the system (its hint) next changes.
                guard case .fixed(let style) = chosen else {
                    return .error(
                        400,
                        "until=\(Self.untilSystemChanges) needs theme to be one style: expected one of: \(site.styles.map(\.rawValue))"
                    )
                }
                chosen = current.preference.choosing(style, untilSystemChangesFrom: current.systemColorScheme)
            case let other?:
                return .error(400, "unknown until \(other.debugDescription): expected \(Self.untilSystemChanges) or no until")
            }
            preference = chosen
        }
        let change = ThemeChoiceChange(preference: preference, axes: axes.set, clearing: axes.cleared)
        guard !change.isEmpty else { return .error(400, "missing field theme: expected one of: \(expected)") }
        // Saved to the account, as one change, before any cookie is set; the cookie is then
        // a copy of what the account holds.
        var chosen = change.applied(to: current.choice)
        if let save {
            do {
                let saved = try await save(change)
                chosen = ThemeChoice(
                    site.offers(saved.preference) ? saved.preference : current.preference,
                    axes: site.offeredAxes { saved.axes[$0.name] }
                )
            } catch {
                return .error(503, Self.unavailableMessage, headers: [WebHeader("Retry-After", "5")])
            }
        }
        return respond(choice, chosen: chosen, current: current, cameOverHTTPS: cameOverHTTPS, isJSON: isJSON)
    }

    /// The answer to an accepted change: the `theme` cookie with the `chosen` choice, then a
    /// redirect for a form or the new report for JSON.
    private func respond(
        _ request: Choice,
        chosen: ThemeChoice,
        current: ServerSideAppearance,
        cameOverHTTPS: Bool,
        isJSON: Bool
    ) -> WebResponse {
        let secure = secureCookies ?? cameOverHTTPS
        let cookie = ChoiceCookie(chosen, secure: secure, domain: site.cookieDomain)
        // With a shared domain, the host's own cookie goes first: the browser would send both.
        let cookies =
            ((site.cookieDomain == nil ? [] : [ChoiceCookie.removal()]) + cookie.headerValues(replacing: current.legacyAxisCookies))
            .map { WebHeader("Set-Cookie", $0) }
        let noStore = WebHeader("Cache-Control", "no-store")
        guard isJSON else { return WebResponse(status: 303, headers: [WebHeader("Location", Self.localPath(request.return))] + cookies + [noStore]) }
        var appearance = ServerSideAppearance(choice: chosen, systemColorScheme: current.systemColorScheme, site: site)
        // A route that forces a style keeps it: the choice is saved for the other pages.
        if let forced = current.forcedStyle, let forcedAppearance = try? appearance.forcing(forced) { appearance = forcedAppearance }
        return .json(AppearanceReport(appearance), headers: cookies + [noStore])
    }

    /// The values a request chose on axes and the axes it returned to the site's default
    /// (an empty value), or what is wrong with the first value the site does not offer.
    private func changedAxes(_ chosen: [String: String]) -> Result<(set: ThemeAxes, cleared: Set<String>), SiteStylesError> {
        var set = ThemeAxes()
        var cleared = Set<String>()
        for (axis, value) in chosen.sorted(by: { $0.key < $1.key }) {
            let value = value.isEmpty ? nil : value
            if let problem = site.problem(choosing: value, on: axis) { return .failure(SiteStylesError(problem)) }
            guard let value else {
                cleared.insert(axis)
                continue
            }
            // Offered values were checked when the site was made.
            set = (try? set.setting(axis, to: value)) ?? set
        }
        return .success((set, cleared))
    }

    /// The message a refused save answers with while the account store is away.
    package static let unavailableMessage =
        "your appearance choice could not be saved to your account: the account store is unavailable; nothing was changed, try again shortly"

    /// `path` if it is a path on this site (`/…`, not `//host` or `/\host`), else `/`.
    static func localPath(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"), !path.hasPrefix("/\\"), path.count <= 2048,
            path.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return "/" }
        return path
    }

    /// Whether a request came over HTTPS: its scheme, or the first `X-Forwarded-Proto`.
    package static func cameOverHTTPS(scheme: String?, forwardedProto: String?) -> Bool {
        if scheme?.lowercased() == "https" { return true }
        guard let forwardedProto else { return false }
        return forwardedProto.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased() == "https"
    }

    /// The `until` value that keeps a style only until the system's scheme next changes.
    static let untilSystemChanges = "system-changes"

    private struct Choice: Decodable {
        var theme: String?
        var `return`: String?
        /// With `theme=system`: a day/night pair (all four are style names).
        var light: String?
        var dark: String?
        var highContrastLight: String?
        var highContrastDark: String?
        /// `system-changes`: `theme` (one style) lasts only until the system next changes.
        var until: String?
        /// Values on the site's axes; an empty one goes back to the site's default.
        var axes: [String: String]?

        /// `theme`, or, with `light` and `dark`, the pair it names.
        var named: String? {
            guard theme == "system", let light, let dark else { return theme }
            var text = "system:\(light):\(dark)"
            if highContrastLight != nil || highContrastDark != nil { text += ":\(highContrastLight ?? ""):\(highContrastDark ?? "")" }
            return text
        }
    }
}
