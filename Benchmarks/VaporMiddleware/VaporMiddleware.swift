import Benchmark
import Twilight
import TwilightVapor
import TwilightWeb
import Vapor

/// What runs before the page's route.
enum Chain: String, CaseIterable {
    case nothing = "without the appearance middleware"
    case appearance = "with the appearance middleware"
    /// For scale: what Vapor costs for any `AsyncMiddleware`, even one that does nothing.
    case emptyAsync = "with an empty AsyncMiddleware (for scale)"
}

struct EmptyAsyncMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        try await next.respond(to: request)
    }
}

/// A Vapor application serving a themed page, answered in process through its responder
/// (no sockets), as the Hummingbird benchmark does.
func makeApplication(_ chain: Chain) async throws -> Application {
    let app = try await Application.make(.testing)
    app.logger.logLevel = .critical
    // Only the middleware measured: no error or route logging.
    app.middleware = Middlewares()
    switch chain {
    case .nothing: break
    case .appearance: app.middleware.use(AppearanceMiddleware())
    case .emptyAsync: app.middleware.use(EmptyAsyncMiddleware())
    }
    app.get { request in
        Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: "<html\(request.appearance.htmlAttributes)>"))
    }
    try await app.asyncBoot()
    return app
}

/// A browser's request: a session cookie beside the theme, and the client hint.
func pageRequest(_ app: Application) -> Request {
    Request(
        application: app,
        method: .GET,
        url: URI(path: "/"),
        headers: [
            "Cookie": "session=4f2a9c1e7b; theme=dark; consent=yes", "Sec-CH-Prefers-Color-Scheme": "\"dark\"",
            "Accept": "text/html", "User-Agent": "Mozilla/5.0",
        ],
        on: app.eventLoopGroup.next()
    )
}

/// The two applications, made once though each benchmark's closure runs once per sample.
actor Applications {
    private var made: [String: Application] = [:]

    func get(_ chain: Chain) async throws -> Application {
        if let app = made[chain.rawValue] { return app }
        let app = try await makeApplication(chain)
        made[chain.rawValue] = app
        return app
    }
}
let applications = Applications()

let benchmarks: @Sendable () -> Void = {
    for chain in Chain.allCases {
        Benchmark(
            "Vapor: respond to a page request \(chain.rawValue)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
        ) { benchmark in
            let app = try await applications.get(chain)
            let responder = app.responder.current
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try await responder.respond(to: pageRequest(app)).get())
            }
        }
    }
}
