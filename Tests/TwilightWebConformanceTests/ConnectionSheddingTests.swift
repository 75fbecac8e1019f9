import Foundation
import Hummingbird
import Testing
import TwilightHummingbird

/// `ConnectionShedding` in a real Hummingbird server on loopback: connections that send
/// nothing give their places to new ones, oldest first.
struct ConnectionSheddingTests {
    @Test(.timeLimit(.minutes(1)))
    func connectionsThatSendNothingMakeRoomOldestFirst() async throws {
        let shedding = ConnectionShedding(maximumConnections: 4)
        let router = Hummingbird.Router()
        router.get("/") { _, _ in "served" }
        try await LiveServer.running(
            { onServerRunning in
                Hummingbird.Application(
                    router: router,
                    // An idle timeout far beyond the test: only shedding can free a place.
                    server: .http1(
                        configuration: .init(additionalChannelHandlers: [shedding.makeChannelHandler()], idleTimeout: .seconds(120))
                    ),
                    configuration: .init(address: .hostname("127.0.0.1", port: 0), availableConnectionsDelegate: shedding),
                    onServerRunning: onServerRunning,
                    logger: LiveServer.quietLogger
                )
            },
            body: { bound in
                var silent: [RawClient] = []
                for _ in 0..<10 {
                    silent.append(try RawClient(port: bound))
                    try await Task.sleep(for: .milliseconds(20))
                }
                let fresh = try RawClient(port: bound)
                fresh.get("/", headers: ["Connection": "close"])
                let answer = fresh.receive(timeout: 5)
                #expect(answer.hasPrefix("HTTP/1.1 200"), "a new connection is served while ten silent ones came first: \(answer)")
                #expect(answer.hasSuffix("served"))
                #expect(shedding.shedConnectionCount >= 7, "the silent connections beyond the cap were closed (\(shedding.shedConnectionCount))")
                #expect(shedding.openConnectionCount <= 4)
                // The oldest silent connection was closed; the newest kept its place.
                silent[0].get("/", headers: ["Connection": "close"])
                #expect(silent[0].receive(timeout: 1).isEmpty, "the oldest silent connection was closed")
                silent.last?.get("/", headers: ["Connection": "close"])
                #expect(silent.last?.receive(timeout: 5).hasPrefix("HTTP/1.1 200") == true, "the newest silent connection still has its place")
            }
        )
    }
}
