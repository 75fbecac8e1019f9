public import Twilight
public import TwilightAccounts

extension AccountAppearance {
    /// How often an event stream sends a comment while nothing changes, so proxies keep the
    /// connection and a page that went away is noticed.
    public static let keepAliveInterval = Duration.seconds(15)

    /// The headers of an event stream's response, the same on every framework: Server-Sent
    /// Events, never stored, and not buffered by a proxy (nginx's `X-Accel-Buffering`).
    public static let eventStreamHeaders = [
        WebHeader("Content-Type", "text/event-stream; charset=utf-8"),
        WebHeader("Cache-Control", "no-store"),
        WebHeader("X-Accel-Buffering", "no"),
    ]

    /// The Server-Sent Events text for the account's open pages: its current choice first
    /// (`data: dark`, then a blank line), then each change, and a `: keep-alive` comment
    /// every ``keepAliveInterval``. Only choices whose styles `site` offers are sent.
    /// The stream ends when its consumer stops; a server's glue also ends it on shutdown.
    ///
    /// - Parameters:
    ///   - account: the signed-in account whose pages listen.
    ///   - current: the choice the request was served with, sent when the store has none.
    ///   - site: the styles the site offers; a choice naming another is not sent.
    ///   - keepAlive: how often a comment is sent while nothing changes.
    public func events(
        for account: AccountID,
        current: ThemePreference,
        site: SiteStyles,
        keepAlive: Duration = keepAliveInterval
    ) async -> AsyncStream<String> {
        // Subscribed before the current choice is read, so no change falls in between.
        let changes = changes(of: account)
        let latest = (try? await cache.preference(of: account)) ?? current
        let (events, output) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
        @Sendable func send(_ preference: ThemePreference) {
            // A style name is one line; anything not offered is never sent.
            guard let valid = site.preference(named: preference.description) else { return }
            output.yield("data: \(valid.description)\n\n")
        }
        send(latest)
        let producer = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await preference in changes { send(preference) }
                }
                group.addTask {
                    while (try? await Task.sleep(for: keepAlive)) != nil { output.yield(": keep-alive\n\n") }
                }
                await group.next()
                group.cancelAll()
            }
            output.finish()
        }
        output.onTermination = { _ in producer.cancel() }
        return events
    }
}
