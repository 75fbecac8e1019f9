import HTTPTypes
import Hummingbird
import ServiceLifecycle
import Twilight
import TwilightAccounts
import TwilightWeb

/// The Server-Sent Events stream of one account's choices, for its open pages.
enum AppearanceEvents {
    /// How often a comment is sent while nothing changes, so proxies keep the connection
    /// and a page that went away is noticed.
    static let keepAliveInterval = Duration.seconds(15)

    /// A `text/event-stream` response: the account's current choice, then each change,
    /// ending when the page goes away or the server shuts down gracefully.
    static func response(
        for account: AccountID,
        current: ThemePreference,
        accounts: AccountAppearance,
        offered: Set<ThemeStyle>
    ) async -> Response {
        // Subscribed before the current choice is read, so no change falls in between.
        let changes = accounts.changes(of: account)
        let latest = (try? await accounts.cache.preference(of: account)) ?? current
        let (messages, output) = AsyncStream.makeStream(of: ByteBuffer.self, bufferingPolicy: .bufferingNewest(8))
        func send(_ preference: ThemePreference) {
            // Only choices whose styles the site offers; a style name is one line.
            guard let valid = ServerSideAppearance.preference(named: preference.description, among: offered) else { return }
            output.yield(ByteBuffer(string: "data: \(valid.description)\n\n"))
        }
        send(latest)
        let producer = Task {
            await withGracefulShutdownHandler {
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await preference in changes { send(preference) }
                    }
                    group.addTask {
                        while (try? await Task.sleep(for: keepAliveInterval)) != nil {
                            output.yield(ByteBuffer(string: ": keep-alive\n\n"))
                        }
                    }
                    await group.next()
                    group.cancelAll()
                }
            } onGracefulShutdown: {
                output.finish()
            }
            output.finish()
        }
        output.onTermination = { _ in producer.cancel() }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store", HTTPField.Name("X-Accel-Buffering")!: "no"],
            body: ResponseBody(asyncSequence: messages)
        )
    }
}
