#if Hummingbird
import HTTPTypes
public import Hummingbird
import Twilight
import TwilightAccounts
public import TwilightWeb

extension RouterMethods where Context: AppearanceRequestContext {
    /// Adds the routes that read and set the user's choice at `path` (by default `/theme`),
    /// answering as `AppearanceEndpoint` decides. They read the request's
    /// appearance from the context, so add ``AppearanceMiddleware`` first:
    ///
    /// - `GET /theme` → `AppearanceReport` as JSON (`HEAD` → its headers);
    /// - `POST /theme` with a form (`theme=dark&return=/settings`), as a page with no script
    ///   sends it → sets the `theme` cookie and answers `303 See Other` to `return` (a path
    ///   on this site; anything else goes to `/`);
    /// - `POST /theme` with JSON (`{"theme":"dark"}`), for script → sets the cookie and
    ///   answers with the new report.
    ///
    /// The cookie is `SameSite=Lax`, `Path=/`, kept for a year, and `Secure` when the request
    /// came over HTTPS (its URI's scheme or `X-Forwarded-Proto`), unless `secureCookies`
    /// says otherwise. Pass the middleware's `site`, so the JSON answer reports the
    /// style the next page will get. A choice that is not `system` or one of the site's styles is refused with
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
    /// Pages opt in with `liveUpdatesAttribute(path:)` on `<html>`.
    ///
    /// A `POST` from a page `writeOrigins` does not allow — another site, a sibling
    /// subdomain, another port — is refused with `403` and nothing changes. Over a limit of
    /// the accounts' `EventStreamLimits`, an event stream is refused with `503`.
    @discardableResult
    public func addAppearanceRoutes(
        at path: RouterPath = "/theme",
        site: SiteStyles = .standard,
        secureCookies: Bool? = nil,
        writeOrigins: WriteOrigins = .sameOrigin,
        accounts: AppearanceAccounts<Context>? = nil
    ) -> Self {
        let endpoint = AppearanceEndpoint(site: site, secureCookies: secureCookies)
        get(path) { _, context in
            Response(endpoint.report(context.appearance))
        }
        head(path) { _, context in
            Response(endpoint.report(context.appearance)).createHeadResponse()
        }
        post(path) { request, context in
            if let refusal = request.refusal(by: writeOrigins) { return refusal }
            var request = request
            let body: String?
            do {
                body = String(buffer: try await request.collectBody(upTo: AppearanceEndpoint.maximumBodySize))
            } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
                body = nil
            }
            var save: (@Sendable (ThemeChoiceChange) async throws -> ThemeChoice)?
            if let accounts, let account = try await accounts.account(request, context) {
                save = { try await accounts.appearance.save($0, for: account) }
            }
            return Response(
                await endpoint.change(
                    contentType: request.headers[.contentType],
                    body: body,
                    current: context.appearance,
                    cameOverHTTPS: request.cameOverHTTPS,
                    save: save
                )
            )
        }
        refuseOtherMethods(at: path, allowing: [.get, .head, .post])
        if let accounts {
            let events = RouterPath("\(path)/events")
            get(events) { request, context in
                guard let account = try await accounts.account(request, context) else { return Response(status: .noContent) }
                return await AppearanceEvents.response(
                    for: account,
                    current: context.appearance.choice,
                    accounts: accounts.appearance,
                    site: site,
                    connectionClosed: context.connectionClosed
                )
            }
            refuseOtherMethods(at: events, allowing: [.get, .head])
        }
        return self
    }

    /// Serves `asset` (the theme style sheet, a script) at `path` with its entity tag;
    /// `If-None-Match` with a current tag gets `304 Not Modified`, `HEAD` the headers.
    @discardableResult
    public func addAsset(_ asset: StaticAsset, at path: RouterPath) -> Self {
        get(path) { request, _ in Response(asset.response(ifNoneMatch: request.headers[.ifNoneMatch])) }
        head(path) { request, _ in Response(asset.response(ifNoneMatch: request.headers[.ifNoneMatch])).createHeadResponse() }
        refuseOtherMethods(at: path, allowing: [.get, .head])
        return self
    }
}
#endif
