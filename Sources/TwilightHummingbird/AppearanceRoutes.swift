import Foundation
import HTTPTypes
public import Hummingbird
public import Twilight
import TwilightAccounts
import TwilightWeb

extension RouterMethods where Context: AppearanceRequestContext {
    /// Adds the routes that read and set the user's choice at `path` (by default `/theme`).
    /// They read the request's appearance from the context, so add ``AppearanceMiddleware``
    /// first:
    ///
    /// - `GET /theme` → ``AppearanceReport`` as JSON (`HEAD` → its headers);
    /// - `POST /theme` with a form (`theme=dark&return=/settings`), as a page with no script
    ///   sends it → sets the `theme` cookie and answers `303 See Other` to `return` (a path
    ///   on this site; anything else goes to `/`);
    /// - `POST /theme` with JSON (`{"theme":"dark"}`), for script → sets the cookie and
    ///   answers with the new ``AppearanceReport``.
    ///
    /// The cookie is `SameSite=Lax`, `Path=/`, kept for a year, and `Secure` when the request
    /// came over HTTPS (its URI's scheme or `X-Forwarded-Proto`), unless `secureCookies`
    /// says otherwise. Pass the middleware's `resolver`, so the JSON answer reports the
    /// style the next page will get. A choice that is not `system` or one of `styles` is refused with
    /// `400 Bad Request` naming what was expected; the stored cookie is left as it was. A
    /// body over 4 KiB is refused with `413` saying so; other methods get `405` with `Allow`.
    ///
    /// With `accounts` (the middleware's), a signed-in person's change is saved to the
    /// account first and then to the cookie; if the account store cannot be reached the
    /// answer is `503 Service Unavailable` with `Retry-After` and a message saying nothing
    /// was changed, and the cookie is left as it was. `GET \(path)/events` then streams the
    /// account's choices to its open pages as Server-Sent Events (`data: dark`), the
    /// current one first, with a comment every 15 seconds to keep the connection open; a
    /// signed-out request gets `204 No Content`, which tells `EventSource` not to retry.
    /// Pages opt in with ``TwilightWeb/NoFlashScript/liveUpdatesAttribute(path:)`` on `<html>`.
    @discardableResult
    public func addAppearanceRoutes(
        at path: RouterPath = "/theme",
        styles: [ThemeStyle] = [.light, .dark],
        secureCookies: Bool? = nil,
        resolver: StyleResolver = StyleResolver(),
        accounts: AppearanceAccounts<Context>? = nil
    ) -> Self {
        let choices = AppearanceChoices(styles: styles, secureCookies: secureCookies, resolver: resolver)
        get(path) { _, context in
            AppearanceReport(context.appearance)
        }
        head(path) { request, context in
            try AppearanceReport(context.appearance).response(from: request, context: context).createHeadResponse()
        }
        post(path) { request, context in
            let account = try await accounts?.account(request, context)
            return try await choices.change(
                request,
                context: context,
                saving: account.flatMap { account in accounts.map { ($0.appearance, account) } }
            )
        }
        refuseOtherMethods(at: path, allowing: [.get, .head, .post])
        if let accounts {
            let events = RouterPath("\(path)/events")
            get(events) { request, context in
                guard let account = try await accounts.account(request, context) else { return Response(status: .noContent) }
                return await AppearanceEvents.response(
                    for: account,
                    current: context.appearance.preference,
                    accounts: accounts.appearance,
                    offered: Set(styles)
                )
            }
            refuseOtherMethods(at: events, allowing: [.get, .head])
        }
        return self
    }
}

/// What the appearance routes accept, and how a change is answered.
struct AppearanceChoices: Sendable {
    let styles: [ThemeStyle]
    let secureCookies: Bool?
    /// The same resolver as the middleware's, for the report after a change.
    let resolver: StyleResolver

    /// The largest request body the routes read.
    static let maximumBodySize = 4096

    private struct Choice: Decodable {
        var theme: String?
        var `return`: String?
        /// With `theme=system`: a day/night pair (all four are style names).
        var light: String?
        var dark: String?
        var highContrastLight: String?
        var highContrastDark: String?

        /// `theme`, or, with `light` and `dark`, the pair it names.
        var named: String? {
            guard theme == "system", let light, let dark else { return theme }
            var text = "system:\(light):\(dark)"
            if highContrastLight != nil || highContrastDark != nil { text += ":\(highContrastLight ?? ""):\(highContrastDark ?? "")" }
            return text
        }
    }

    var expected: String {
        (styles.map(\.rawValue) + ["system"]).joined(separator: ", ") + ", or system with light and dark (a day/night pair)"
    }

    /// Answers a change; with `saving`, saves it to the account first.
    func change(
        _ request: Request,
        context: some AppearanceRequestContext,
        saving: (accounts: AccountAppearance, account: AccountID)?
    ) async throws -> Response {
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: Self.maximumBodySize)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw HTTPError(
                .contentTooLarge,
                message: "the body is over \(Self.maximumBodySize) bytes: expected a form like theme=dark or a JSON object like {\"theme\": \"dark\"}"
            )
        }
        let text = String(buffer: body)
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        let isJSON = contentType.hasPrefix("application/json")
        let choice: Choice
        do {
            if isJSON {
                choice = try JSONDecoder().decode(Choice.self, from: Data(text.utf8))
            } else if contentType.hasPrefix("application/x-www-form-urlencoded") {
                choice = try URLEncodedFormDecoder().decode(Choice.self, from: text)
            } else {
                throw HTTPError(.unsupportedMediaType, message: "expected a form (application/x-www-form-urlencoded) or JSON (application/json) body")
            }
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(
                .badRequest,
                message: "expected \(isJSON ? "a JSON object like {\"theme\": \"dark\"}" : "a form like theme=dark") with theme one of: \(expected)"
            )
        }
        guard let name = choice.named else {
            throw HTTPError(.badRequest, message: "missing field theme: expected one of: \(expected)")
        }
        guard let preference = ServerSideAppearance.preference(named: name, among: Set(styles)) else {
            throw HTTPError(.badRequest, message: "unknown theme: expected one of: \(expected)")
        }

        if let saving {
            do {
                try await saving.accounts.save(preference, for: saving.account)
            } catch {
                throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "5"], message: AccountAppearance.unavailableMessage)
            }
        }
        let cookie = PreferenceCookie(preference: preference, secure: secureCookies ?? request.cameOverHTTPS)
        var response: Response
        if isJSON {
            let appearance = ServerSideAppearance(preference: preference, systemColorScheme: context.appearance.systemColorScheme, resolver: resolver)
            response = try AppearanceReport(appearance).response(from: request, context: context)
        } else {
            response = Response(status: .seeOther, headers: [.location: Self.localPath(choice.return)])
        }
        response.headers.append(HTTPField(name: .setCookie, value: cookie.headerValue))
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// `path` if it is a path on this site (`/…`, not `//host` or `/\host`), else `/`.
    static func localPath(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"), !path.hasPrefix("/\\"), path.count <= 2048,
            path.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return "/" }
        return path
    }

}

extension Request {
    /// Whether the request came over HTTPS, directly or through a proxy that says so
    /// (`X-Forwarded-Proto`): its cookies should be `Secure`.
    package var cameOverHTTPS: Bool {
        if uri.scheme == .https { return true }
        guard let proto = headers[.xForwardedProto] else { return false }
        return proto.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased() == "https"
    }
}
