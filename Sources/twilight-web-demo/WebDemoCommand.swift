#if WebDemo
import ArgumentParser
import ReferenceDocument
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import Twilight
import TwilightAccounts
import TwilightHummingbird
import TwilightWeb
import TwilightTokens

/// `twilight-web-demo`: the reference app as a web site.
@main
struct WebDemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "twilight-web-demo",
        abstract: "The reference dark-mode app on the web: Light, Dark or System, decided on the server, no flash.",
        discussion: """
            The choice is kept in the 'theme' cookie. Pages work with JavaScript off (a form
            POST and a server-rendered theme); with JavaScript they switch without a reload.
            """
    )

    @Option(help: "The address to listen on (a loopback address keeps the demo private).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (printed at start).")
    var port = 8080

    @Option(
        help:
            "A token document (DTCG or resolver) to build the theme's CSS from, instead of the built-in one. It is read again when saved, and open pages take the new colours without a reload."
    )
    var tokens: String?

    @Option(
        help:
            "A request head must arrive within this many seconds of the connection opening or of the previous answer: slowloris clients trickling a head, and idle keep-alive connections, are closed. On Vapor, a connection silent for this long is closed (its event streams write more often)."
    )
    var idleTimeout: Double = 5

    @Option(
        help:
            "Keep at most this many connections open; at the cap, a new connection closes the one that has waited longest for a request head (more wait in the listen queue only while every connection is at work). Hummingbird only."
    )
    var maxConnections = 512

    @Option(
        help: ArgumentHelp(
            "Keep each signed-in person's choice in a database, so it follows them to other devices: sqlite:FILE, or postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable] for several instances.",
            discussion: "Adds a demonstration sign-in (a name, no password) at /signin.",
            valueName: "database"
        )
    )
    var database: String?

    @Option(
        help: ArgumentHelp(
            "A file holding the secret that signs the demo's session cookies (at least 32 bytes; instances serving one site need the same one). Or set TWILIGHT_SESSION_SECRET. Random per start by default.",
            discussion: "Not taken on the command line: every local user can read a process's arguments in /proc.",
            valueName: "file"
        )
    )
    var sessionSecretFile: String?

    @Option(help: "Share the theme cookie across this domain's sites (app.example.com and docs.example.com under example.com).")
    var cookieDomain: String?

    @Option(help: "The server framework: hummingbird, or vapor (the same site through TwilightVapor).")
    var framework: Framework = .hummingbird

    /// The frameworks the demo can be served with.
    enum Framework: String, ExpressibleByArgument, CaseIterable {
        case hummingbird
        case vapor
    }

    @Flag(help: .hidden)
    var withoutAppearanceMiddleware = false

    mutating func run() async throws {
        guard idleTimeout > 0, idleTimeout.isFinite else { throw ValidationError("--idle-timeout: expected a number of seconds above 0") }
        guard maxConnections > 0 else { throw ValidationError("--max-connections: expected a number above 0") }
        var sharedCookieDomain: CookieDomain?
        if let cookieDomain {
            do throws(InvalidNameError) {
                sharedCookieDomain = try CookieDomain(cookieDomain)
            } catch {
                throw ValidationError("--cookie-domain: \(error.description)")
            }
        }
        var logger = Logger(label: "twilight-web-demo")
        logger.logLevel = .warning
        let site: WebDemoSite
        var accounts: AccountAppearance?
        var closeDatabase: (@Sendable () async -> Void)?
        var live: LiveTokens?
        do {
            live = try tokens.map { try LiveTokens(contentsOf: URL(fileURLWithPath: $0)) }
            let document = live?.currentTokens ?? ReferenceTokens.document
            if let database { (accounts, closeDatabase) = try await DemoDatabase.open(database, logger: logger) }
            site = WebDemoSite(
                tokens: document,
                followsTokenChanges: live != nil,
                accounts: accounts,
                session: try DemoSession(secret: sessionSecret()),
                cookieDomain: sharedCookieDomain
            )
        } catch {
            // What opened before the failure is closed (a SQLite store left open traps).
            await closeDatabase?()
            FileHandle.standardError.write(Data("twilight-web-demo: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if let live { follow(live, on: site) }
        // The database is closed whether the server stopped (SIGTERM, SIGINT: open event
        // streams end first) or failed.
        do {
            switch framework {
            case .hummingbird: try await serveWithHummingbird(site, logger: logger)
            case .vapor:
                try await site.serveWithVapor(
                    host: host,
                    port: port,
                    idleTimeout: .milliseconds(Int64(idleTimeout * 1000)),
                    withAppearanceMiddleware: !withoutAppearanceMiddleware,
                    logger: logger
                )
            }
        } catch {
            await closeDatabase?()
            throw error
        }
        await closeDatabase?()
    }

    /// Reads the document again within 150 ms of a save (pages ask for the style sheet as
    /// often: a save shows within a second even on a busy machine); a document that no
    /// longer loads keeps the last good style sheet, and says why on standard error.
    private func follow(_ live: LiveTokens, on site: WebDemoSite) {
        live.watch(every: .milliseconds(150))
        Task {
            for await event in live.events() {
                switch event {
                case .reloaded(let tokens): site.reloaded(tokens)
                case .failed(let error): FileHandle.standardError.write(Data("twilight-web-demo: \(error)\n".utf8))
                }
            }
        }
    }

    /// The secret from `--session-secret-file` (one trailing line break dropped) or
    /// `TWILIGHT_SESSION_SECRET`; `nil` for neither.
    private func sessionSecret() throws -> String? {
        if let sessionSecretFile {
            do {
                var text = try String(contentsOfFile: sessionSecretFile, encoding: .utf8)
                if text.hasSuffix("\n") { text.removeLast() }
                return text
            } catch {
                throw ValidationError("--session-secret-file \(sessionSecretFile): could not read the secret (\(error.localizedDescription))")
            }
        }
        return ProcessInfo.processInfo.environment["TWILIGHT_SESSION_SECRET"]
    }

    private func serveWithHummingbird(_ site: WebDemoSite, logger: Logger) async throws {
        // At the cap, the connection waiting longest for a request head makes room for a new one.
        let shedding = ConnectionShedding(maximumConnections: maxConnections)
        let app = Application(
            router: site.router(withAppearanceMiddleware: !withoutAppearanceMiddleware),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [shedding.makeChannelHandler()],
                    idleTimeout: .milliseconds(Int64(idleTimeout * 1000))
                )
            ),
            configuration: .init(
                address: .hostname(host, port: port),
                serverName: "twilight-web-demo",
                availableConnectionsDelegate: shedding
            ),
            onServerRunning: { channel in Self.announce(host: channel.localAddress?.ipAddress, port: channel.localAddress?.port) },
            logger: logger
        )
        try await app.runService()
    }

    /// The line tests and people read to find the server.
    static func announce(host: String?, port: Int?) {
        print("twilight-web-demo: serving http://\(host ?? "?"):\(port ?? 0)/")
        fflush(nil)
    }
}
#endif
