package import Twilight
package import TwilightAccounts
import TwilightUtilities

extension AccountAppearance {
    /// How often an event stream sends a comment while nothing changes, so proxies keep the
    /// connection and a page that went away is noticed.
    package static let keepAliveInterval = Duration.seconds(15)

    /// The headers of an event stream's response, the same on every framework: Server-Sent
    /// Events, never stored, and not buffered by a proxy (nginx's `X-Accel-Buffering`).
    package static let eventStreamHeaders = [
        WebHeader("Content-Type", "text/event-stream; charset=utf-8"),
        WebHeader("Cache-Control", "no-store"),
        WebHeader("X-Accel-Buffering", "no"),
    ]

    /// How many event streams may be open at once, so that open pages cannot take every
    /// connection a server accepts: keep `total` below the server's connection limit, and
    /// page requests are still served when it is reached.
    public struct EventStreamLimits: Hashable, Sendable {
        /// Open streams in all (256 by default).
        package var total: Int
        /// Open streams of one account: its tabs and devices (16 by default).
        package var perAccount: Int

        /// Limits of `total` streams, at most `perAccount` of them for one account.
        public init(total: Int = 256, perAccount: Int = 16) {
            self.total = max(0, total)
            self.perAccount = max(0, perAccount)
        }
    }

    /// Why an event stream was not opened: a limit of ``EventStreamLimits`` was reached.
    package struct EventStreamRefusal: Error, Hashable, Sendable {
        /// Whether the account's own limit was reached (else the total).
        package var isPerAccount: Bool
        /// The limit that was reached.
        package var limit: Int

        /// `503 Service Unavailable` with `Retry-After` and a message. `EventSource` does not reconnect after it, so a page
        /// falls back to its own switcher until it is reloaded.
        package var response: WebResponse {
            let message =
                isPerAccount
                ? "this account has \(limit) pages listening for appearance changes already, the most allowed: close some, or reload later"
                : "\(limit) pages are listening for appearance changes already, the most this server allows: reload later"
            return .error(503, message, headers: [WebHeader("Retry-After", "30")])
        }
    }

    /// How many event streams are open, in all.
    package var openEventStreamCount: Int { eventStreams.count }

    /// The Server-Sent Events text for the account's open pages: its current choice first,
    /// then each change, one message per choice — the preference and the values on the
    /// site's axes together, as the `theme` cookie holds them (`data: dark`,
    /// `data: system:sepia:dimmed&brand=ocean`; a value at the site's default is left out),
    /// so a page applies a change whole — and a `: keep-alive` comment every
    /// `keepAliveInterval` (15 s). Only what `site` offers is sent: a choice naming another
    /// style is not sent at all (a `: keep-alive` comment in its place first), and values on
    /// axes the site does not offer are left out.
    ///
    /// A page that does not read holds at most the latest choice and one comment, however
    /// many changes are made. The stream ends when its consumer stops or calls
    /// ``AppearanceEventStream/finish()``; a server's glue also ends it when the connection
    /// closes or the server shuts down.
    ///
    /// - Parameters:
    ///   - account: the signed-in account whose pages listen.
    ///   - current: the choice the request was served with, sent when the store has none.
    ///   - site: the styles the site offers; a choice naming another is not sent.
    ///   - keepAlive: how often a comment is sent while nothing changes.
    /// - Throws: ``EventStreamRefusal`` when a limit of the limits given at creation is reached;
    ///   answer with its ``EventStreamRefusal/response``.
    package func events(
        for account: AccountID,
        current: ThemeChoice,
        site: SiteStyles,
        keepAlive: Duration = keepAliveInterval
    ) async throws(EventStreamRefusal) -> AppearanceEventStream {
        let inbox = AppearanceEventStream.Inbox()
        try eventStreams.open(for: account, limits: eventStreamLimits)
        inbox.onFinish { [eventStreams] in eventStreams.close(for: account) }
        // Subscribed before the current choice is read, so no change falls in between.
        let changes = cache.changes(of: account)
        let stored = (try? await cache.choice(of: account)) ?? nil
        /// The message for `choice`, or `nil` when it names a style `site` does not offer.
        @Sendable func message(_ choice: ThemeChoice) -> String? {
            // A style name is one line; anything not offered is never sent.
            guard let preference = site.preference(named: choice.preference.description) else { return nil }
            let offered = ThemeChoice(preference, axes: site.offeredAxes { choice.axes[$0.name] })
            return "data: \(ChoiceCookie.value(of: offered))\n\n"
        }
        // Something is sent at once, so the response's head is not held back.
        let first = message(stored ?? current)
        if let first { inbox.put(choice: first) } else { inbox.putKeepAlive() }
        let producer = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    // A choice is sent when what the site sees of it changes.
                    var sent = first
                    for await choice in changes {
                        guard let text = message(choice), text != sent else { continue }
                        inbox.put(choice: text)
                        sent = text
                    }
                }
                group.addTask {
                    while (try? await Task.sleep(for: keepAlive)) != nil { inbox.putKeepAlive() }
                }
                await group.next()
                group.cancelAll()
            }
            inbox.finish()
        }
        inbox.onFinish { producer.cancel() }
        return AppearanceEventStream(inbox: inbox)
    }
}

/// The open event streams, per account and in all.
final class EventStreamCount: Sendable {
    private struct State {
        var total = 0
        var perAccount: [AccountID: Int] = [:]
    }
    private let state = LockedValue(State())

    var count: Int { state.withLock { $0.total } }

    func open(for account: AccountID, limits: AccountAppearance.EventStreamLimits) throws(AccountAppearance.EventStreamRefusal) {
        let refusal = state.withLock { state -> AccountAppearance.EventStreamRefusal? in
            let mine = state.perAccount[account, default: 0]
            if mine >= limits.perAccount { return .init(isPerAccount: true, limit: limits.perAccount) }
            if state.total >= limits.total { return .init(isPerAccount: false, limit: limits.total) }
            state.perAccount[account] = mine + 1
            state.total += 1
            return nil
        }
        if let refusal { throw refusal }
    }

    func close(for account: AccountID) {
        state.withLock { state in
            state.total -= 1
            let mine = state.perAccount[account, default: 1] - 1
            state.perAccount[account] = mine > 0 ? mine : nil
        }
    }
}
