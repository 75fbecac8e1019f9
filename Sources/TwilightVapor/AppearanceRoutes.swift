#if Vapor
import NIOCore
import Twilight
import TwilightAccounts
public import TwilightWeb
public import Vapor

extension RoutesBuilder {
    /// Adds the routes that read and set the user's choice at `path` (by default `/theme`),
    /// answering exactly as TwilightHummingbird's do (both call
    /// `AppearanceEndpoint`). They read `req.appearance`, so use
    /// ``AppearanceMiddleware`` first:
    ///
    /// - `GET /theme` → `AppearanceReport` as JSON (`HEAD` → its headers);
    /// - `POST /theme` with a form (`theme=dark&return=/settings`) → sets the `theme` cookie
    ///   and answers `303 See Other` to `return` (a path on this site, else `/`);
    /// - `POST /theme` with JSON (`{"theme":"dark"}`) → sets the cookie and answers the report.
    ///
    /// A `POST` from a page `writeOrigins` does not allow — another site, a sibling
    /// subdomain, another port — is refused with `403` and nothing changes.
    ///
    /// Pass the middleware's `site`, so the JSON answer reports the style the next page
    /// gets. A choice that is not `system` or one of the site's styles is refused with `400` naming what
    /// was expected; a body over 4 KiB with `413`; other methods get `405` with `Allow`.
    /// With `accounts` (the middleware's), a signed-in person's change is saved to the
    /// account first (`503` with `Retry-After` when the store is away, nothing changed), and
    /// `GET /theme/events` streams the account's choices as Server-Sent Events (`204` when
    /// signed out).
    public func addAppearanceRoutes(
        at path: String = "/theme",
        site: SiteStyles = .standard,
        secureCookies: Bool? = nil,
        writeOrigins: WriteOrigins = .sameOrigin,
        accounts: AppearanceAccounts? = nil
    ) {
        let endpoint = AppearanceEndpoint(site: site, secureCookies: secureCookies)
        let components = path.pathComponents
        get(components) { request async -> Response in
            Response(endpoint.report(request.appearance))
        }
        on(.HEAD, components) { request async -> Response in
            Response(endpoint.report(request.appearance)).withoutBody()
        }
        on(.POST, components, body: .stream) { request async throws -> Response in
            if let refusal = request.refusal(by: writeOrigins) { return refusal }
            let body = try await request.bodyText(upTo: AppearanceEndpoint.maximumBodySize)
            var save: (@Sendable (ThemeChoiceChange) async throws -> ThemeChoice)?
            if let accounts, let account = try await accounts.account(request) {
                save = { try await accounts.appearance.save($0, for: account) }
            }
            return Response(
                await endpoint.change(
                    contentType: request.headers.first(name: .contentType),
                    body: body,
                    current: request.appearance,
                    cameOverHTTPS: request.cameOverHTTPS,
                    save: save
                )
            )
        }
        refuseOtherMethods(at: components, allowing: [.GET, .HEAD, .POST])
        if let accounts {
            let events = components + ["events"]
            get(events) { request async throws -> Response in
                guard let account = try await accounts.account(request) else { return Response(status: .noContent) }
                let streams = request.application.appearanceEventStreams
                let events: AppearanceEventStream
                do throws(AccountAppearance.EventStreamRefusal) {
                    events = try await accounts.appearance.events(
                        for: account,
                        current: request.appearance.choice,
                        site: site,
                        keepAlive: eventKeepAliveInterval(idleTimeout: request.application.http.server.configuration.idleTimeout)
                    )
                } catch {
                    return Response(error.response)
                }
                // Finishing the application's streams (at shutdown) ends this one.
                guard let id = streams.register({ events.finish() }) else {
                    events.finish()
                    return Response(
                        WebResponse.error(
                            503,
                            "the server is shutting down: no new appearance event streams; reload later",
                            headers: [WebHeader("Retry-After", "5")]
                        )
                    )
                }
                return Response(
                    status: .ok,
                    headers: eventStreamHeaders,
                    body: .init(asyncStream: { writer in
                        defer {
                            events.finish()
                            streams.remove(id)
                        }
                        // Written straight from the stream: an unread page holds at most its
                        // latest choice. Vapor requires .end or .error, also when the page
                        // went away mid-write.
                        do {
                            for await event in events { try await writer.write(.buffer(ByteBuffer(string: event))) }
                            try await writer.write(.end)
                        } catch {
                            try? await writer.write(.error(error))
                        }
                    })
                )
            }
            refuseOtherMethods(at: events, allowing: [.GET, .HEAD])
        }
    }

    /// Serves `asset` (the theme style sheet, a script) at `path` with its entity tag;
    /// `If-None-Match` with a current tag gets `304 Not Modified`.
    public func addAsset(_ asset: StaticAsset, at path: String) {
        let components = path.pathComponents
        get(components) { request async -> Response in
            Response(asset.response(ifNoneMatch: request.headers.first(name: .ifNoneMatch)))
        }
        on(.HEAD, components) { request async -> Response in
            Response(asset.response(ifNoneMatch: request.headers.first(name: .ifNoneMatch))).withoutBody()
        }
        refuseOtherMethods(at: components, allowing: [.GET, .HEAD])
    }

    /// Answers the common methods `path` does not serve with `405 Method Not Allowed` and an
    /// `Allow` header, instead of `404`; `OPTIONS` gets `204` with the same header.
    package func refuseOtherMethods(at path: [PathComponent], allowing allowed: [HTTPMethod]) {
        let names = allowed.map(\.rawValue)
        for method in WebResponse.commonMethods.map(HTTPMethod.init(rawValue:)) where !allowed.contains(method) {
            on(method, path, body: .stream) { request async -> Response in
                Response(WebResponse.methodNotAllowed(request.method.rawValue, allowed: names))
            }
        }
    }
}

/// The keep-alive interval of event streams: the usual one, or a third of the server's idle
/// timeout (at least 0.1 s) when that is shorter, so that a quiet stream is not closed as idle
/// and a page that went away is noticed within a third of the timeout.
func eventKeepAliveInterval(idleTimeout: TimeAmount?) -> Duration {
    guard let idleTimeout else { return AccountAppearance.keepAliveInterval }
    return min(AccountAppearance.keepAliveInterval, .nanoseconds(max(idleTimeout.nanoseconds / 3, 100_000_000)))
}

/// `AccountAppearance.eventStreamHeaders` as Vapor's headers, made once.
private let eventStreamHeaders = HTTPHeaders(AccountAppearance.eventStreamHeaders.map { ($0.name, $0.value) })
#endif
