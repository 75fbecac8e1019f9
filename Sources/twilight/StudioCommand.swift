import ArgumentParser
import Foundation
import TwilightTokenTools
import TwilightTokens

#if Studio
import HTTPTypes
import Logging
import Hummingbird
import NIOCore
import TwilightHummingbird
import TwilightWeb
#endif

/// `twilight studio DOCUMENT`: the live theme studio, a page on a loopback address.
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract:
            "Edit a token document's colours, sizes, durations, fonts, numbers, curves, strings and composites in a browser, every mode and axis value side by side, saved in place.",
        discussion: """
            Serves a page on a loopback address (printed at start): every colour token as a
            swatch in every combination of a mode and axis values, its alias chain, the
            verdict of every declared contrast pair, and every size, duration, number, font
            weight, font family, curve, string and composite (a shadow, border or
            typography, a line per member). Choose a swatch to set its colour (a colour
            input, a hex or any CSS colour, OKLCH sliders), any other value or a
            composite's member to set it as CSS writes one (12px or 0.75rem; 120ms; 1.5;
            600 or semi-bold; Inter, sans-serif; cubic-bezier(0.4, 0, 0.2, 1); a string as
            typed), or re-point an alias; every token and pair that follows it changes at
            once, unsaved. A value a
            mode shares with others (from a base file) can be given to that mode alone
            ("Only in dark"): the token is added to the file the mode's context lists last.
            Save writes only the edited values, atomically, and never over a file changed
            on disk meanwhile. Apps that read the document with LiveTokens (twilight-demo,
            twilight-web-demo and twilight-gtk-demo with --tokens) follow it when it is
            saved. Needs the package built with the Studio trait:
              swift run --traits Studio twilight studio DOCUMENT
            """
    )

    @Argument(help: "The token document or resolver document to edit (JSON, JSON5 or YAML).")
    var file: String

    @Option(help: "A pairs file (JSON or YAML) whose pairs are audited beside those declared on the tokens.")
    var pairs: String?

    @Option(help: "The loopback address to listen on: 127.0.0.1, ::1 or localhost.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8484

    @OptionGroup var loading: TokensCommand.LoadingOptions

    func validate() throws {
        guard LoopbackHost.names.contains(host.lowercased()) else {
            throw ValidationError(
                "--host \(host): the studio writes files, so it listens on a loopback address only: expected 127.0.0.1, ::1 or localhost"
            )
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port): expected 0 to 65535") }
    }

    func run() async throws {
        #if Studio
        let options = try loading.options()
        let studio: TokenStudio
        do throws(TokenValidationError) {
            studio = try TokenStudio(contentsOf: URL(fileURLWithPath: file), options: options, pairsFile: pairs.map { URL(fileURLWithPath: $0) })
        } catch {
            reportProblems(error)
            throw ExitCode(1)
        }
        try await StudioServer(studio: studio).serve(host: host, port: port)
        #else
        FileHandle.standardError.write(
            Data("twilight studio: this twilight was built without the Studio trait; run: swift run --traits Studio twilight studio \(file)\n".utf8)
        )
        throw ExitCode(2)
        #endif
    }
}

/// The host names the studio listens on and answers to.
enum LoopbackHost {
    static let names: Set<String> = ["127.0.0.1", "::1", "[::1]", "localhost"]

    /// Whether a `Host` header names a loopback host (any port). A page of another site
    /// whose name was re-pointed at 127.0.0.1 (DNS rebinding) sends its own name, and is
    /// refused.
    static func contains(authority: String?) -> Bool {
        guard let authority = authority?.lowercased() else { return false }
        let host: Substring =
            if authority.hasPrefix("[") {
                authority.prefix { $0 != "]" } + "]"
            } else {
                authority.split(separator: ":", maxSplits: 1).first ?? ""
            }
        return names.contains(String(host))
    }
}

#if Studio
/// The studio's HTTP side: its page, and the document's answers from ``TokenStudio``, to
/// pages of its own origin on a loopback host only.
struct StudioServer {
    let studio: TokenStudio

    /// Serves the studio on `host`:`port` until SIGINT or SIGTERM.
    func serve(host: String, port: Int) async throws {
        let router = Router()
        router.add(middleware: LoopbackHostMiddleware())
        router.get("/") { _, _ in Response(StudioPage.page) }
        for (path, asset) in [("/studio.js", StudioPage.script), ("/studio.css", StudioPage.styleSheet)] {
            router.get(RouterPath(path)) { request, _ in Response(asset.response(ifNoneMatch: request.headers[.ifNoneMatch])) }
        }
        for path in ["/api/document", "/api/revision"] {
            router.get(RouterPath(path)) { request, _ in await answer(request, body: Data()) }
        }
        for path in ["/api/edit", "/api/scheme", "/api/save", "/api/discard"] {
            router.post(RouterPath(path)) { request, _ in
                if let refusal = request.refusal(by: .sameOrigin) { return refusal }
                // A form on another page cannot send JSON without the browser asking first.
                guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
                    return Response(WebResponse.error(415, "expected a JSON body (Content-Type: application/json)"))
                }
                guard let buffer = try? await request.body.collect(upTo: TokenStudio.maximumBodySize) else {
                    return Response(WebResponse.error(413, "the body is over \(TokenStudio.maximumBodySize) bytes"))
                }
                return await answer(request, body: Data(buffer.readableBytesView))
            }
        }
        var logger = Logger(label: "twilight-studio")
        logger.logLevel = .warning
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "twilight-studio"),
            onServerRunning: { channel in
                let address = channel.localAddress
                let shown = address?.ipAddress.map { $0.contains(":") ? "[\($0)]" : $0 } ?? host
                print("twilight studio: serving http://\(shown):\(address?.port ?? port)/")
                fflush(nil)
            },
            logger: logger
        )
        try await app.runService()
    }

    private func answer(_ request: Request, body: Data) async -> Response {
        let answer = await studio.respond(method: request.method.rawValue, path: request.uri.path, body: body)
        return Response(
            status: HTTPResponse.Status(code: answer.status),
            headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body))
        )
    }
}

/// Refuses a request whose `Host` is not a loopback name (`421`).
struct LoopbackHostMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard LoopbackHost.contains(authority: request.head.authority) else {
            return Response(WebResponse.error(421, "the studio answers requests for 127.0.0.1, [::1] or localhost only"))
        }
        return try await next(request, context)
    }
}
#endif
