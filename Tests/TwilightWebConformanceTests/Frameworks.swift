import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
import TwilightHummingbird
import TwilightTestSupport
import TwilightVapor
import TwilightWeb
import Vapor
import VaporTesting

/// The site every framework builds: four styles, `/` rendering the appearance, the routes,
/// the style sheet, and accounts read from `X-Account`.
enum ConformanceSite {
    static let styles: ThemeStyles = [.light, .dark, "sepia", "dimmed"]
    /// The styles, and a brand beside them.
    static let site = try! SiteStyles(styles).offeringAxis("brand", values: ["ocean", "forest"])
    static let styleSheet = StaticAsset(":root { color-scheme: light dark; }", contentType: "text/css; charset=utf-8")

    static func page(_ appearance: ServerSideAppearance) -> String { "<html\(appearance.htmlAttributes)>" }

    /// Runs `body` with accounts over a new SQLite file in which `ada` chose Dark (and no
    /// brand), `cy` Light with the brand Forest, `dee` System with the site's default brand,
    /// and `eve` nothing yet.
    static func withAccounts<Result>(_ body: (AccountAppearance) async throws -> Result) async throws -> Result {
        let path = scratchFile("twilight-conformance", suffix: "sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        try await store.setChoice(ThemeChoice(.dark), of: AccountID("ada"))
        try await store.setChoice(ThemeChoice(.light, axes: ["brand": "forest"]), of: AccountID("cy"))
        try await store.setChoice(ThemeChoice(.system), of: AccountID("dee"))
        let cache = AccountPreferenceCache(store: store)
        cache.start()
        do {
            let result = try await body(AccountAppearance(cache: cache))
            cache.stop()
            await store.close()
            return result
        } catch {
            cache.stop()
            await store.close()
            throw error
        }
    }

    static func account(fromHeader value: String?) throws -> AccountID? {
        try value.map { try AccountID($0) }
    }
}

/// The frameworks with glue, each answering a case in process.
enum Framework: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case hummingbird
    case vapor

    var testDescription: String { rawValue }

    func answer(_ request: ConformanceCase) async throws -> Answer {
        try await ConformanceSite.withAccounts { accounts in
            switch self {
            case .hummingbird: try await Self.hummingbird(request, accounts: accounts)
            case .vapor: try await Self.vapor(request, accounts: accounts)
            }
        }
    }

    private static func hummingbird(_ request: ConformanceCase, accounts: AccountAppearance) async throws -> Answer {
        let signedIn = AppearanceAccounts<BasicAppearanceRequestContext>(accounts) { request, _ in
            try ConformanceSite.account(fromHeader: request.headers[HTTPField.Name("X-Account")!])
        }
        let router = Router(context: BasicAppearanceRequestContext.self)
        router.add(middleware: TwilightHummingbird.AppearanceMiddleware(site: ConformanceSite.site, accounts: signedIn))
        router.addAppearanceRoutes(site: ConformanceSite.site, accounts: signedIn)
        router.addAsset(ConformanceSite.styleSheet, at: "/theme.css")
        router.get("/") { _, context in
            Hummingbird.Response(
                status: .ok,
                headers: [.contentType: "text/html"],
                body: .init(byteBuffer: ByteBuffer(string: ConformanceSite.page(context.appearance)))
            )
        }
        let headers = HTTPFields(request.headers.map { HTTPField(name: HTTPField.Name($0.0)!, value: $0.1) })
        return try await Hummingbird.Application(router: router).test(.router) { client in
            let response = try await client.execute(
                uri: request.path,
                method: HTTPRequest.Method(request.method)!,
                headers: headers,
                body: ByteBuffer(string: request.body)
            )
            return Answer(
                status: response.status.code,
                headers: response.headers.map { ($0.name.canonicalName, $0.value) },
                body: String(buffer: response.body)
            )
        }
    }

    private static func vapor(_ request: ConformanceCase, accounts: AccountAppearance) async throws -> Answer {
        let signedIn = TwilightVapor.AppearanceAccounts(accounts) { request in
            try ConformanceSite.account(fromHeader: request.headers.first(name: "X-Account"))
        }
        let configure: @Sendable (Vapor.Application) async throws -> Void = { app in
            app.logger.logLevel = .critical
            app.middleware.use(TwilightVapor.AppearanceMiddleware(site: ConformanceSite.site, accounts: signedIn))
            app.addAppearanceRoutes(site: ConformanceSite.site, accounts: signedIn)
            app.addAsset(ConformanceSite.styleSheet, at: "/theme.css")
            app.get { request in
                Vapor.Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: ConformanceSite.page(request.appearance)))
            }
        }
        return try await withApp(configure: configure) { app in
            let response = try await app.testing().sendRequest(
                HTTPMethod(rawValue: request.method),
                request.path,
                headers: HTTPHeaders(request.headers),
                body: ByteBuffer(string: request.body)
            )
            return Answer(
                status: Int(response.status.code),
                headers: response.headers.map { ($0.name.lowercased(), $0.value) },
                body: response.body.string
            )
        }
    }
}
