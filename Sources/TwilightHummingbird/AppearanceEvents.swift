#if Hummingbird
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle
import Twilight
import TwilightAccounts
import TwilightWeb

/// The Server-Sent Events stream of one account's choices, for its open pages.
enum AppearanceEvents {
    /// `AccountAppearance.eventStreamHeaders`, parsed once rather than on every request.
    static let headers = HTTPFields(
        AccountAppearance.eventStreamHeaders.compactMap { header in
            HTTPField.Name(header.name).map { HTTPField(name: $0, value: header.value) }
        }
    )

    /// A `text/event-stream` response of `events(for:current:site:keepAlive:)`, written
    /// straight from the stream (an unread page holds at most its latest choice), ending
    /// when the connection closes or the server shuts down gracefully. Over a limit of
    /// `AccountAppearance.EventStreamLimits`, the refusal's `503`.
    static func response(
        for account: AccountID,
        current: ThemeChoice,
        accounts: AccountAppearance,
        site: SiteStyles,
        connectionClosed: EventLoopFuture<Void>?
    ) async -> Response {
        let events: AppearanceEventStream
        do throws(AccountAppearance.EventStreamRefusal) {
            events = try await accounts.events(for: account, current: current, site: site)
        } catch {
            return Response(error.response)
        }
        connectionClosed?.whenComplete { _ in events.finish() }
        return Response(
            status: .ok,
            headers: headers,
            body: ResponseBody { writer in
                defer { events.finish() }
                try await withGracefulShutdownHandler {
                    for await event in events { try await writer.write(ByteBuffer(string: event)) }
                } onGracefulShutdown: {
                    events.finish()
                }
                try await writer.finish(nil)
            }
        )
    }
}
#endif
