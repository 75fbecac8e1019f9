import AsyncHTTPClient
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOHTTP1
import PostgresNIO
import SQLiteNIO
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsPostgres
import TwilightAccountsSQLite
import TwilightHummingbird
import TwilightTestSupport
import TwilightUtilities
import TwilightWeb

/// The middleware and routes with accounts: the account's choice decides, the cookie is a
/// copy, an anonymous choice is adopted, changes are saved to both and pushed live, and an
/// outage leaves pages working from the cookie.
@Suite("Hummingbird: accounts", .serialized)
struct AccountAppearanceTests {
    /// A site whose requests say who they are from in `X-Account` (any sign-in would do).
    static func router(
        cache: AccountPreferenceCache,
        logger: Logger = Logger(label: "test"),
        site: SiteStyles = SiteStyles([.light, .dark, "sepia", "dimmed"])
    ) -> Router<BasicAppearanceRequestContext> {
        let accounts = AppearanceAccounts<BasicAppearanceRequestContext>(AccountAppearance(cache: cache, logger: logger)) { request, _ in
            try request.headers[HTTPField.Name("X-Account")!].map { try AccountID($0) }
        }
        let router = Router(context: BasicAppearanceRequestContext.self)
        router.add(middleware: AppearanceMiddleware(site: site, accounts: accounts))
        router.addAppearanceRoutes(site: site, accounts: accounts)
        return router
    }

    /// Runs `body` with a cache over a new SQLite store in a temporary file.
    static func withSQLite(_ body: (SQLiteAccountPreferenceStore, AccountPreferenceCache) async throws -> Void) async throws {
        let path = scratchFile("twilight-web-accounts", suffix: "sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let cache = AccountPreferenceCache(store: store)
        cache.start()
        try await body(store, cache)
        cache.stop()
        await store.close()
    }

    static func headers(account: String? = nil, cookie: String? = nil, json: Bool = false) -> HTTPFields {
        var headers: HTTPFields = [:]
        if let account { headers[HTTPField.Name("X-Account")!] = account }
        if let cookie { headers[.cookie] = cookie }
        if json { headers[.contentType] = "application/json" }
        return headers
    }

    static func report(_ response: TestResponse) throws -> AppearanceReport {
        try JSONDecoder().decode(AppearanceReport.self, from: Data(String(buffer: response.body).utf8))
    }

    /// An account's style kept until the system changed, seen with a hint that it has: the
    /// account follows the system again (saved) and the cookie says so; under the same
    /// scheme it holds.
    @Test func anAccountsStyleUntilTheSystemChangesEndsWhenTheHintChanges() async throws {
        try await Self.withSQLite { store, cache in
            try await store.setChoice(ThemeChoice(.untilSystemChanges(.dark, whileSystemIs: .light)), of: AccountID("ada"))
            try await Application(router: Self.router(cache: cache)).test(.router) { client in
                var headers = Self.headers(account: "ada", cookie: "theme=dark:while:light")
                headers[.secCHPrefersColorScheme] = "light"
                let holding = try await client.execute(uri: "/theme", method: .get, headers: headers)
                #expect(try Self.report(holding).style == "dark")
                #expect(holding.headers[.setCookie] == nil)
                headers[.secCHPrefersColorScheme] = "dark"
                let ended = try await client.execute(uri: "/theme", method: .get, headers: headers)
                #expect(try Self.report(ended).preference == "system")
                #expect(ended.headers[.setCookie] == "theme=system; Path=/; Max-Age=31536000; SameSite=Lax")
            }
            #expect(try await store.choice(of: AccountID("ada"))?.preference == .system)
        }
    }

    @Test func theAccountsChoiceDecidesAndTheCookieIsRefreshedToMatch() async throws {
        try await Self.withSQLite { store, cache in
            try await store.setChoice(ThemeChoice(.dark), of: AccountID("ada"))
            try await Application(router: Self.router(cache: cache)).test(.router) { client in
                let stale = try await client.execute(uri: "/theme", method: .get, headers: Self.headers(account: "ada", cookie: "theme=light"))
                #expect(try Self.report(stale).preference == "dark")
                #expect(stale.headers[.setCookie] == "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax")
                // A copy that already matches is not sent again.
                let current = try await client.execute(uri: "/theme", method: .get, headers: Self.headers(account: "ada", cookie: "theme=dark"))
                #expect(current.headers[.setCookie] == nil)
                // Signed out, the cookie decides as before.
                let signedOut = try await client.execute(uri: "/theme", method: .get, headers: Self.headers(cookie: "theme=light"))
                #expect(try Self.report(signedOut).preference == "light")
                #expect(signedOut.headers[.setCookie] == nil)
            }
        }
    }

    @Test func anAccountWithNoChoiceAdoptsTheOneMadeWhileSignedOut() async throws {
        try await Self.withSQLite { store, cache in
            let bob = try AccountID("bob")
            try await Application(router: Self.router(cache: cache)).test(.router) { client in
                _ = try await client.execute(uri: "/theme", method: .get, headers: Self.headers(account: "bob"))
                #expect(try await store.choice(of: bob)?.preference == nil, "no cookie: nothing to adopt")
                let adopting = try await client.execute(
                    uri: "/theme",
                    method: .get,
                    headers: Self.headers(account: "bob", cookie: "theme=system%3Asepia%3Adimmed")
                )
                #expect(try Self.report(adopting).preference == "system:sepia:dimmed")
                #expect(try await store.choice(of: bob)?.preference == .system(light: "sepia", dark: "dimmed"))
                // Once the account has a choice, another browser's cookie no longer replaces it.
                _ = try await client.execute(uri: "/theme", method: .get, headers: Self.headers(account: "bob", cookie: "theme=light"))
                #expect(try await store.choice(of: bob)?.preference == .system(light: "sepia", dark: "dimmed"))
            }
        }
    }

    @Test func aSignedInChangeIsSavedToTheAccountAndTheCookieAndReachesAnotherDevice() async throws {
        try await Self.withSQLite { store, cache in
            try await Application(router: Self.router(cache: cache)).test(.router) { client in
                let change = try await client.execute(
                    uri: "/theme",
                    method: .post,
                    headers: Self.headers(account: "ada", cookie: "theme=dark", json: true),
                    body: ByteBuffer(string: #"{"theme":"sepia"}"#)
                )
                #expect(change.status == .ok)
                #expect(change.headers[.setCookie]?.hasPrefix("theme=sepia;") == true)
                #expect(try await store.choice(of: AccountID("ada"))?.preference == .fixed("sepia"))
                // A second device with no cookie gets the account's choice on its first page.
                let second = try await client.execute(uri: "/theme", method: .get, headers: Self.headers(account: "ada"))
                #expect(try Self.report(second).preference == "sepia")
                #expect(second.headers[.setCookie]?.hasPrefix("theme=sepia;") == true)
            }
        }
    }

    @Test func openPagesOfTheAccountHearEveryChangeAsServerSentEvents() async throws {
        try await Self.withSQLite { store, cache in
            try await store.setChoice(ThemeChoice(.dark), of: AccountID("ada"))
            try await Application(router: Self.router(cache: cache)).test(.live) { client in
                let base = "http://127.0.0.1:\(try #require(client.port))"
                var signedOut = HTTPClientRequest(url: base + "/theme/events")
                signedOut.method = .GET
                #expect(try await HTTPClient.shared.execute(signedOut, timeout: .seconds(10)).status == .noContent)

                var request = HTTPClientRequest(url: base + "/theme/events")
                request.headers.add(name: "X-Account", value: "ada")
                let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
                #expect(response.status == .ok)
                #expect(response.headers.first(name: "Content-Type")?.hasPrefix("text/event-stream") == true)
                var events = EventReader(response.body)
                #expect(try await events.next() == "dark", "the current choice first")

                // Another device changes it.
                var change = HTTPClientRequest(url: base + "/theme")
                change.method = .POST
                change.headers.add(name: "X-Account", value: "ada")
                change.headers.add(name: "Content-Type", value: "application/json")
                change.body = .bytes(ByteBuffer(string: #"{"theme":"system","light":"sepia","dark":"dimmed"}"#))
                #expect(try await HTTPClient.shared.execute(change, timeout: .seconds(10)).status == .ok)
                #expect(try await events.next() == "system:sepia:dimmed")
                // Another account's change is not sent here.
                try await cache.setChoice(ThemeChoice(.light), of: AccountID("bob"))
                try await cache.setChoice(ThemeChoice(.light), of: AccountID("ada"))
                #expect(try await events.next() == "light")
            }
            // The page went away: its subscription is dropped.
            #expect(try await eventually { cache.subscriberCount == 0 })
        }
    }

    /// A brand chosen on one device is saved to the account, reaches the account's open
    /// pages in the same message as the style (as the `theme` cookie holds them), and is what another device's next page gets (its stale
    /// cookie refreshed); with the store gone, a brand change answers 503 and sets nothing.
    @Test func aSignedInBrandIsSavedReachesOpenPagesAndOtherDevices() async throws {
        let site = try SiteStyles([.light, .dark]).offeringAxis("brand", values: ["ocean", "forest"])
        try await Self.withSQLite { store, cache in
            try await Application(router: Self.router(cache: cache, site: site)).test(.live) { client in
                let base = "http://127.0.0.1:\(try #require(client.port))"
                var request = HTTPClientRequest(url: base + "/theme/events")
                request.headers.add(name: "X-Account", value: "ada")
                let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
                var events = EventReader(response.body)
                #expect(try await events.next() == "system", "the current choice first: the page's own while the account has none")

                func post(_ body: String) async throws -> HTTPClientResponse {
                    var change = HTTPClientRequest(url: base + "/theme")
                    change.method = .POST
                    change.headers.add(name: "X-Account", value: "ada")
                    change.headers.add(name: "Content-Type", value: "application/json")
                    change.body = .bytes(ByteBuffer(string: body))
                    return try await HTTPClient.shared.execute(change, timeout: .seconds(10))
                }
                let chosen = try await post(#"{"axes":{"brand":"forest"}}"#)
                #expect(chosen.status == .ok)
                #expect(chosen.headers["Set-Cookie"] == ["theme=system&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax"])
                #expect(try await events.next() == "system&brand=forest", "the style and the brand in one message")
                #expect(try await store.choice(of: AccountID("ada"))?.axes == ["brand": "forest"])
                // A style and a brand chosen together reach the page together, to be applied in one step.
                #expect(try await post(#"{"theme":"dark","axes":{"brand":"ocean"}}"#).status == .ok)
                #expect(try await events.next() == "dark&brand=ocean")
                #expect(try await post(#"{"theme":"system","axes":{"brand":"forest"}}"#).status == .ok)
                #expect(try await events.next() == "system&brand=forest")

                // Another device, its brand in its own cookie as kept before: the account's brand,
                // in the one choice cookie, and the old cookie removed.
                var other = HTTPClientRequest(url: base + "/theme")
                other.headers.add(name: "X-Account", value: "ada")
                other.headers.add(name: "Cookie", value: "theme-brand=ocean")
                let page = try await HTTPClient.shared.execute(other, timeout: .seconds(10))
                #expect(
                    page.headers["Set-Cookie"] == [
                        "theme=system&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax", "theme-brand=; Path=/; Max-Age=0",
                    ]
                )
                let report = try JSONDecoder().decode(AppearanceReport.self, from: Data(String(buffer: try await page.body.collect(upTo: 4096)).utf8))
                #expect(report.axes == ["brand": "forest"])

                // Back to the default: the open page is told so.
                #expect(try await post(#"{"axes":{"brand":""}}"#).status == .ok)
                #expect(try await events.next() == "system")

                await store.close()
                let refused = try await post(#"{"axes":{"brand":"ocean"}}"#)
                #expect(refused.status == .serviceUnavailable)
                #expect(refused.headers["Set-Cookie"].isEmpty)
            }
            // The page went away: both its subscriptions are dropped.
            #expect(try await eventually { cache.subscriberCount == 0 })
        }
    }

    /// A change names what it changes: a style chosen on a laptop whose cookie still holds an
    /// old brand keeps the brand another device chose meanwhile, and the laptop's cookie
    /// becomes a copy of the account; a form changes style and brand in one request.
    @Test func aStyleChangeKeepsTheBrandChosenOnAnotherDeviceAndAFormChangesBothAtOnce() async throws {
        let site = try SiteStyles([.light, .dark]).offeringAxis("brand", values: ["ocean", "forest"])
        try await Self.withSQLite { store, cache in
            let ada = try AccountID("ada")
            try await Application(router: Self.router(cache: cache, site: site)).test(.router) { client in
                var form = Self.headers(account: "ada")
                form[.contentType] = "application/x-www-form-urlencoded"
                let both = try await client.execute(
                    uri: "/theme",
                    method: .post,
                    headers: form,
                    body: ByteBuffer(string: "theme=dark&brand=ocean&return=/settings")
                )
                #expect(both.status == .seeOther)
                #expect(both.headers[.setCookie] == "theme=dark&brand=ocean; Path=/; Max-Age=31536000; SameSite=Lax")
                #expect(try await store.choice(of: ada) == ThemeChoice(.dark, axes: ["brand": "ocean"]))

                // The phone chooses Forest (through another instance: straight to the store).
                _ = try await store.change(ThemeChoiceChange(axes: ["brand": "forest"]), of: ada)
                // The laptop, its cookie still saying Ocean, chooses Light.
                let light = try await client.execute(
                    uri: "/theme",
                    method: .post,
                    headers: Self.headers(account: "ada", cookie: "theme=dark&brand=ocean", json: true),
                    body: ByteBuffer(string: #"{"theme":"light"}"#)
                )
                #expect(light.status == .ok)
                #expect(try Self.report(light).axes == ["brand": "forest"])
                #expect(light.headers[.setCookie] == "theme=light&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax")
                #expect(try await store.choice(of: ada) == ThemeChoice(.light, axes: ["brand": "forest"]))

                // Reset: both in one request.
                let reset = try await client.execute(uri: "/theme", method: .post, headers: form, body: ByteBuffer(string: "theme=system&brand="))
                #expect(reset.status == .seeOther)
                #expect(try await store.choice(of: ada) == ThemeChoice(.system))
            }
        }
    }

    /// Saves fail (as on a full disk) while reads work: the failure is logged once, not once
    /// per save, and a row that is not a preference is warned about once, not per request.
    @Test func failingSavesAndAnUnreadableRowAreLoggedOnce() async throws {
        let log = RecordedLog()
        let logger = Logger(label: "test.accounts") { _ in log }
        let path = scratchFile("twilight-full", suffix: "sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await SQLiteAccountPreferenceStore.open(path: path)
        let cache = AccountPreferenceCache(store: store)
        cache.start()
        // Another connection makes every save fail as a full disk does, and stores a bad row.
        let other = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await other.query("INSERT INTO twilight_preferences (account, preference, updated_at) VALUES ('bob', 'not a style!', 0)")
        for event in ["INSERT", "UPDATE"] {
            _ = try await other.query(
                "CREATE TRIGGER full_\(event.lowercased()) BEFORE \(event) ON twilight_preferences BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END"
            )
        }
        try await other.close()
        try await Application(router: Self.router(cache: cache, logger: logger)).test(.router) { http in
            for index in 0..<5 {
                // A read from the store (an account not seen yet) works…
                let page = try await http.execute(uri: "/theme", method: .get, headers: Self.headers(account: "reader\(index)"))
                #expect(page.status == .ok)
                // …and a save does not.
                let refused = try await http.execute(
                    uri: "/theme",
                    method: .post,
                    headers: Self.headers(account: "ada", json: true),
                    body: ByteBuffer(string: #"{"theme":"light"}"#)
                )
                #expect(refused.status == .serviceUnavailable)
                let unreadable = try await http.execute(uri: "/theme", method: .get, headers: Self.headers(account: "bob"))
                #expect(unreadable.status == .ok)
            }
        }
        #expect(log.messages.filter { $0.contains("disk is full") }.count == 1, "\(log.messages)")
        #expect(log.messages.filter { $0.contains("not a preference") }.count == 1, "\(log.messages)")
        cache.stop()
        await store.close()
    }

    @Test func whileTheDatabaseIsAwayPagesComeFromTheCookieWritesAnswer503AndTheOutageIsLoggedOnce() async throws {
        guard let server = try PostgresTestServer.start() else { return }
        defer { server.stop() }
        var configuration = try PostgresClient.Configuration(url: server.url)
        configuration.options.connectTimeout = .seconds(1)
        let client = PostgresClient(configuration: configuration, backgroundLogger: PostgresTestServer.quietLogger)
        let log = RecordedLog()
        let logger = Logger(label: "test.accounts") { _ in log }
        let change = ByteBuffer(string: #"{"theme":"light"}"#)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            let store = try await PostgresAccountPreferenceStore.open(client: client, operationTimeout: .milliseconds(500))
            defer { store.close() }
            let cache = AccountPreferenceCache(store: store)
            cache.start()
            try await store.setChoice(ThemeChoice(.dark), of: AccountID("ada"))
            try await Application(router: Self.router(cache: cache, logger: logger)).test(.router) { http in
                // ada is seen once while the database is up.
                _ = try await http.execute(uri: "/theme", method: .get, headers: Self.headers(account: "ada"))
                server.stopServer()

                for _ in 0..<3 {
                    // A seen account: from memory.
                    let seen = try await http.execute(uri: "/theme", method: .get, headers: Self.headers(account: "ada", cookie: "theme=light"))
                    #expect(seen.status == .ok)
                    #expect(try Self.report(seen).preference == "dark")
                    // An account not seen yet: from its cookie, not an error page.
                    let unseen = try await http.execute(uri: "/theme", method: .get, headers: Self.headers(account: "carol", cookie: "theme=sepia"))
                    #expect(unseen.status == .ok)
                    #expect(try Self.report(unseen).preference == "sepia")
                    // A change cannot be saved: 503, said plainly, and the cookie is left alone.
                    let refused = try await http.execute(
                        uri: "/theme",
                        method: .post,
                        headers: Self.headers(account: "ada", json: true),
                        body: change
                    )
                    #expect(refused.status == .serviceUnavailable)
                    #expect(refused.headers[.retryAfter] == "5")
                    #expect(refused.headers[.setCookie] == nil)
                    #expect(String(buffer: refused.body).contains("could not be saved to your account"))
                }
                #expect(log.messages.filter { $0.contains("served from cookies") }.count == 1, "\(log.messages)")

                try server.startServer()
                #expect(
                    try await eventually(timeout: .seconds(15)) {
                        try await http.execute(uri: "/theme", method: .post, headers: Self.headers(account: "ada", json: true), body: change).status
                            == .ok
                    }
                )
                #expect(try await store.choice(of: AccountID("ada"))?.preference == .light)
                #expect(log.messages.filter { $0.contains("reachable again") }.count == 1, "\(log.messages)")
            }
            cache.stop()
        }
    }
}

/// Reads `data:` lines of a Server-Sent Events body, one event at a time.
struct EventReader {
    var iterator: HTTPClientResponse.Body.AsyncIterator
    var pending = ""

    init(_ body: HTTPClientResponse.Body) { iterator = body.makeAsyncIterator() }

    /// The next event's data (`NAME DATA` for a named event), skipping comments; `nil` when
    /// the stream ends.
    mutating func next() async throws -> String? {
        while true {
            if let end = pending.range(of: "\n\n") {
                let event = pending[..<end.lowerBound]
                pending.removeSubrange(..<end.upperBound)
                let lines = event.split(separator: "\n")
                let data = lines.filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }
                // A named event is returned as `NAME DATA`.
                let name = lines.first { $0.hasPrefix("event: ") }.map { $0.dropFirst(7) + " " } ?? ""
                if !data.isEmpty { return name + data.joined(separator: "\n") }
                continue
            }
            guard let buffer = try await iterator.next() else { return nil }
            pending += String(buffer: buffer)
        }
    }
}
