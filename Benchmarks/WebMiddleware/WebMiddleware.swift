import Benchmark
import BenchmarkFixtures
import Foundation
import Hummingbird
import Logging
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
import TwilightHummingbird
import TwilightTokens
import TwilightWeb

let request = pageRequest()

/// The accounts' SQLite file, removed (with its journal files) when the benchmark exits.
let accountsDatabase = FileManager.default.temporaryDirectory.appendingPathComponent("twilight-benchmark-\(getpid()).sqlite").path

/// 1 000 accounts in an SQLite file, each with a choice, all in the cache (as on a server
/// that has seen them): what a signed-in page request meets.
func warmAccounts() async throws -> (AccountAppearance, [Request]) {
    atexit {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: accountsDatabase + suffix) }
    }
    let store = try await SQLiteAccountPreferenceStore.open(path: accountsDatabase)
    let cache = AccountPreferenceCache(store: store)
    cache.start()
    var requests: [Request] = []
    for index in 0..<1000 {
        let account = try AccountID("account-\(index)")
        try await cache.setChoice(ThemeChoice(index % 2 == 0 ? .dark : .system(light: .light, dark: .dark)), of: account)
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
