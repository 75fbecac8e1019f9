import Benchmark
import Foundation
import Hummingbird
import Logging
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
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

/// The router of a themed page, with or without the appearance middleware, and with
/// accounts when `accounts` is given (the account is the `session` cookie's value).
func responder(withMiddleware: Bool, accounts: AccountAppearance? = nil) -> RouterResponder<BenchmarkContext> {
    let router = Router(context: BenchmarkContext.self)
    let signedIn = accounts.map { accounts in
        AppearanceAccounts<BenchmarkContext>(accounts) { request, _ in
            try ServerSideAppearance.cookie(named: "session", in: request.headers[.cookie]).map { try AccountID($0) }
        }
    }
    if withMiddleware { router.add(middleware: AppearanceMiddleware(accounts: signedIn)) }
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
func pageRequest(session: String = "4f2a9c1e7b") -> Request {
    Request(
        head: HTTPRequest(
            method: .get,
            scheme: "http",
            authority: "127.0.0.1",
            path: "/",
            headerFields: [
                .cookie: "session=\(session); theme=dark; consent=yes",
                .secCHPrefersColorScheme: "\"dark\"",
                .accept: "text/html", .userAgent: "Mozilla/5.0",
            ]
        ),
        body: .init(buffer: ByteBuffer())
    )
}
let request = pageRequest()

/// 1 000 accounts in an SQLite file, each with a choice, all in the cache (as on a server
/// that has seen them): what a signed-in page request meets.
func warmAccounts() async throws -> (AccountAppearance, [Request]) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("twilight-benchmark-\(UUID().uuidString).sqlite").path
    let store = try await SQLiteAccountPreferenceStore.open(path: path)
    let cache = AccountPreferenceCache(store: store)
    await cache.start()
    var requests: [Request] = []
    for index in 0..<1000 {
        let account = try AccountID("account-\(index)")
        try await cache.setPreference(index % 2 == 0 ? .dark : .system(light: .light, dark: .dark), of: account)
        requests.append(pageRequest(session: account.rawValue))
    }
    return (AccountAppearance(cache: cache), requests)
}

/// ``warmAccounts()`` made once, though the benchmark's closure runs once per sample.
actor WarmAccounts {
    private var made: (AccountAppearance, [Request])?

    func get() async throws -> (AccountAppearance, [Request]) {
        if let made { return made }
        let fresh = try await warmAccounts()
        made = fresh
        return fresh
    }
}
let warm = WarmAccounts()

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
        "Respond to a signed-in page request with the appearance middleware and accounts (1000, cached)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
    ) { benchmark in
        let (accounts, requests) = try await warm.get()
        let responder = responder(withMiddleware: true, accounts: accounts)
        let context = BenchmarkContext(source: BenchmarkSource())
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(try await responder.respond(to: requests[index % requests.count], context: context))
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
