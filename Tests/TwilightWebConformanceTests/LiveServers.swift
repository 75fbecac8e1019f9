import Foundation
import HTTPTypes
import Hummingbird
import Testing
import TwilightAccounts
import TwilightHummingbird
import TwilightVapor
import TwilightWeb
import Vapor

#if canImport(Glibc)
import Glibc
#endif

/// The conformance site served for real on a loopback port, by either framework, for what
/// only a socket shows: stalled and dropped event streams, connection limits, deadlines.
enum LiveServer {
    /// Serves the site with `accounts` on a free loopback port and runs `body` with the port.
    static func with<Result: Sendable>(
        _ framework: Framework,
        accounts: AccountAppearance,
        body: @Sendable (Int) async throws -> Result
    ) async throws -> Result {
        switch framework {
        case .hummingbird: try await hummingbird(accounts: accounts, body: body)
        case .vapor: try await vapor(accounts: accounts, body: body)
        }
    }

    private static func hummingbird<Result: Sendable>(
        accounts: AccountAppearance,
        body: @Sendable (Int) async throws -> Result
    ) async throws -> Result {
        let signedIn = TwilightHummingbird.AppearanceAccounts<BasicAppearanceRequestContext>(accounts) { request, _ in
            try ConformanceSite.account(fromHeader: request.headers[HTTPField.Name("X-Account")!])
        }
        let router = Hummingbird.Router(context: BasicAppearanceRequestContext.self)
        router.add(middleware: TwilightHummingbird.AppearanceMiddleware(site: SiteStyles(ConformanceSite.styles), accounts: signedIn))
        router.addAppearanceRoutes(site: SiteStyles(ConformanceSite.styles), accounts: signedIn)
        router.get("/") { _, context in ConformanceSite.page(context.appearance) }
        return try await running(
            { onServerRunning in
                Hummingbird.Application(
                    router: router,
                    configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                    onServerRunning: onServerRunning,
                    logger: quietLogger
                )
            },
            body: body
        )
    }

    /// A logger that reports only what is critical, so live servers keep test output clean.
    static var quietLogger: Logger {
        var logger = Logger(label: "live")
        logger.logLevel = .critical
        return logger
    }

    /// Runs the Hummingbird application `build` makes — bound to a loopback port, with the
    /// `onServerRunning` closure it is given — and `body` with that port; the server stops
    /// when `body` returns.
    static func running<Responder: HTTPResponder, Result: Sendable>(
        _ build: (_ onServerRunning: @escaping @Sendable (any Channel) async -> Void) -> Hummingbird.Application<Responder>,
        body: @Sendable (Int) async throws -> Result
    ) async throws -> Result {
        let (ports, port) = AsyncStream.makeStream(of: Int.self)
        let app = build { channel in port.yield(channel.localAddress?.port ?? 0) }
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        defer { server.cancel() }
        var waiting = ports.makeAsyncIterator()
        let bound = try #require(await waiting.next())
        return try await body(bound)
    }

    private static func vapor<Result: Sendable>(accounts: AccountAppearance, body: @Sendable (Int) async throws -> Result) async throws -> Result {
        let app = try await Vapor.Application.make(.testing)
        app.logger.logLevel = .critical
        // As twilight-web-demo serves: a request head must arrive within 5 seconds, and event
        // streams write a keep-alive within a third of that.
        app.http.server.configuration.idleTimeout = .seconds(5)
        let signedIn = TwilightVapor.AppearanceAccounts(accounts) { request in
            try ConformanceSite.account(fromHeader: request.headers.first(name: "X-Account"))
        }
        app.middleware.use(TwilightVapor.AppearanceMiddleware(site: SiteStyles(ConformanceSite.styles), accounts: signedIn))
        app.addAppearanceRoutes(site: SiteStyles(ConformanceSite.styles), accounts: signedIn)
        app.get { request in ConformanceSite.page(request.appearance) }
        do {
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(app.http.server.shared.localAddress?.port)
            let result = try await body(port)
            app.appearanceEventStreams.finish()
            await app.server.shutdown()
            try await app.asyncShutdown()
            return result
        } catch {
            app.appearanceEventStreams.finish()
            await app.server.shutdown()
            try? await app.asyncShutdown()
            throw error
        }
    }
}

/// A TCP client on a plain socket, for clients no HTTP library would be: one that never
/// reads (with a small receive buffer, so the server's writes stall soon).
final class RawClient {
    private let socket: Int32

    /// Connects to `port` on 127.0.0.1, with a receive buffer of `receiveBuffer` bytes.
    init(port: Int, receiveBuffer: Int32 = 4096) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EMFILE) }
        var size = receiveBuffer
        unsafe setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = unsafe inet_addr("127.0.0.1")
        let connected = unsafe withUnsafePointer(to: &address) {
            unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { unsafe connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(socket) }

    /// Sends `text` as it is.
    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = unsafe Glibc.send(socket, &bytes, bytes.count, Int32(MSG_NOSIGNAL))
    }

    /// Sends a `GET` of `path` with `headers`, complete.
    func get(_ path: String, headers: [String: String] = [:]) {
        send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers.map { "\($0): \($1)\r\n" }.joined() + "\r\n")
    }

    /// What arrives within `timeout` seconds (empty if nothing does; stops early when the
    /// server closes, or once what arrived contains `expected`, so that a generous timeout
    /// for a loaded machine costs nothing when the answer comes).
    func receive(until expected: String? = nil, timeout: Double = 2) -> String {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            if let expected, String(decoding: received, as: UTF8.self).contains(expected) { break }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard unsafe poll(&poller, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { break }
            let count = unsafe recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}

/// The process's resident memory in bytes, now (`/proc/self/statm`).
func residentMemory() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
