#if Hummingbird
import HTTPTypes
import Hummingbird
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

    /// A `text/event-stream` response of `events(for:current:site:keepAlive:)`,
    /// ending when the page goes away or the server shuts down gracefully.
    static func response(for account: AccountID, current: ThemePreference, accounts: AccountAppearance, site: SiteStyles) async -> Response {
        let events = await accounts.events(for: account, current: current, site: site)
        let (messages, output) = AsyncStream.makeStream(of: ByteBuffer.self)
        let relay = Task {
            await withGracefulShutdownHandler {
                for await event in events { output.yield(ByteBuffer(string: event)) }
            } onGracefulShutdown: {
                output.finish()
            }
            output.finish()
        }
        output.onTermination = { _ in relay.cancel() }
        return Response(
            status: .ok,
            headers: headers,
            body: ResponseBody(asyncSequence: messages)
        )
    }
}
#endif
