import Benchmark
import Foundation
import Hummingbird
import Logging
import Twilight
import TwilightHummingbird
import TwilightTokens
import TwilightWeb

/// A request context created without a channel, so a router can be called in-process.
struct BenchmarkSource: RequestContextSource {
    let logger = Logger(label: "benchmark")
}

struct BenchmarkContext: AppearanceRequestContext {
    typealias Source = BenchmarkSource
    var coreContext: CoreRequestContextStorage
    var appearance = ServerSideAppearance(preference: .system, systemColorScheme: .unspecified)
    init(source: Source) { coreContext = .init(source: source) }
}

/// The router of a themed page, with or without the appearance middleware.
func responder(withMiddleware: Bool) -> RouterResponder<BenchmarkContext> {
    let router = Router(context: BenchmarkContext.self)
    if withMiddleware { router.add(middleware: AppearanceMiddleware()) }
    router.get("/") { _, context in
        Response(
            status: .ok,
            headers: [.contentType: "text/html"],
            body: .init(byteBuffer: ByteBuffer(string: "<html\(context.appearance.htmlAttributes)>"))
        )
    }
    return router.buildResponder()
}

/// A browser's request: a session cookie beside the theme, and the client hint.
let request = Request(
    head: HTTPRequest(
        method: .get,
        scheme: "http",
        authority: "127.0.0.1",
        path: "/",
        headerFields: [
            .cookie: "session=4f2a9c1e7b; theme=dark; consent=yes",
            .secCHPrefersColorScheme: "\"dark\"",
            .accept: "text/html", .userAgent: "Mozilla/5.0",
        ]
    ),
    body: .init(buffer: ByteBuffer())
)

let benchmarks: @Sendable () -> Void = {
    for withMiddleware in [false, true] {
        let responder = responder(withMiddleware: withMiddleware)
        Benchmark(
            "Respond to a page request \(withMiddleware ? "with" : "without") the appearance middleware",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
        ) { benchmark in
            let context = BenchmarkContext(source: BenchmarkSource())
            for _ in benchmark.scaledIterations {
                blackHole(try await responder.respond(to: request, context: context))
            }
        }
    }
    Benchmark(
        "Read the Cookie and client-hint headers of the request",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(request.headers[.cookie])
            blackHole(request.headers[.secCHPrefersColorScheme])
        }
    }
    let cookie = "session=4f2a9c1e7b; theme=dark; consent=yes"
    Benchmark(
        "Resolve the appearance from the two header values",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ServerSideAppearance(cookieHeader: cookie, clientHint: "\"dark\""))
        }
    }
    let document = try! DesignTokens(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/TwilightTokensTests/Fixtures/app/app.resolver.json").standardized
    )
    Benchmark(
        "Build the style sheet from the reference app's tokens (once, at start-up)",
        configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ThemeStyleSheet(tokens: document))
        }
    }
}
