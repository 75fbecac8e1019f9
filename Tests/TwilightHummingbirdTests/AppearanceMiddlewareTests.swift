import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Twilight
import TwilightHummingbird
import TwilightWeb

/// The middleware on a router, through Hummingbird's testing client.
@Suite struct AppearanceMiddlewareTests {
    /// A router whose `/` echoes what the middleware resolved, and whose `/cached` already
    /// varies on something.
    static func application() -> some ApplicationProtocol {
        let router = Router(context: BasicAppearanceRequestContext.self)
        router.add(middleware: AppearanceMiddleware(site: SiteStyles([.light, .dark, "sepia"])))
        router.get("/") { _, context in
            "<html\(context.appearance.htmlAttributes)>\(context.appearance.colorSchemeMeta) \(context.appearance.preference)"
        }
        router.get("/cached") { _, _ in
            Response(status: .ok, headers: [.vary: "Accept-Encoding"])
        }
        return Application(router: router)
    }

    static func get(_ path: String, _ headers: HTTPFields) async throws -> (HTTPFields, String) {
        try await application().test(.router) { client in
            try await client.execute(uri: path, method: .get, headers: headers) { response in
                (response.headers, String(buffer: response.body))
            }
        }
    }

    @Test func theCookieDecidesAndThePageIsRenderedDark() async throws {
        let (headers, body) = try await Self.get("/", [.cookie: "theme=dark", .secCHPrefersColorScheme: "\"light\""])
        #expect(body == "<html data-theme=\"dark\"><meta name=\"color-scheme\" content=\"dark\"> dark")
        #expect(headers[HTTPField.Name("Accept-CH")!] == "Sec-CH-Prefers-Color-Scheme")
        #expect(headers[HTTPField.Name("Critical-CH")!] == "Sec-CH-Prefers-Color-Scheme")
        #expect(headers[values: .vary] == ["Sec-CH-Prefers-Color-Scheme, Cookie"])
    }

    @Test func onSystemTheClientHintDecides() async throws {
        let (_, dark) = try await Self.get("/", [.secCHPrefersColorScheme: "\"dark\""])
        #expect(dark == "<html data-theme=\"dark\"><meta name=\"color-scheme\" content=\"dark\"> system")
        let (_, unknown) = try await Self.get("/", [.cookie: "theme=system"])
        #expect(unknown == "<html><meta name=\"color-scheme\" content=\"light dark\"> system")
        let (_, custom) = try await Self.get("/", [.cookie: "theme=sepia"])
        #expect(custom.hasPrefix("<html data-theme=\"sepia\"><meta name=\"color-scheme\" content=\"light\">"))
    }

    @Test func aHostileCookieIsNeitherTrustedNorReflected() async throws {
        let hostile = "theme=\"><script>alert(1)</script>"
        let (headers, body) = try await Self.get("/", [.cookie: hostile])
        #expect(body == "<html><meta name=\"color-scheme\" content=\"light dark\"> system")
        #expect(!headers.map(\.value).joined().contains("script"))
    }

    @Test func anExistingVaryIsKept() async throws {
        let (headers, _) = try await Self.get("/cached", [:])
        #expect(headers[values: .vary] == ["Accept-Encoding", "Sec-CH-Prefers-Color-Scheme, Cookie"])
    }
}

/// The middleware and the routes decide with the site's `StyleResolver`.
@Suite struct AppearanceResolverTests {
    @Test func theMiddlewaresResolverDecidesThePagesStyle() async throws {
        let router = Router(context: BasicAppearanceRequestContext.self)
        router.add(middleware: AppearanceMiddleware(site: SiteStyles(ThemeStyles([.light, .dark, "dim"], default: .dark))))
        router.addAppearanceRoutes(site: SiteStyles(ThemeStyles([.light, .dark, "dim"], default: .dark)))
        router.get("/") { _, context in context.appearance.style?.rawValue ?? "unknown" }
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: [.cookie: "theme=dim"]) { response in
                #expect(String(buffer: response.body) == "dim")
            }
            try await client.execute(uri: "/", method: .get, headers: [.secCHPrefersColorScheme: "dark"]) { response in
                #expect(String(buffer: response.body) == "dark")
                #expect(response.headers[.vary] == "Sec-CH-Prefers-Color-Scheme, Cookie")
                #expect(response.headers[HTTPField.Name("Accept-CH")!] == "Sec-CH-Prefers-Color-Scheme")
                #expect(response.headers[HTTPField.Name("Critical-CH")!] == "Sec-CH-Prefers-Color-Scheme")
            }
            try await client.execute(
                uri: "/theme",
                method: .post,
                headers: [.contentType: "application/json", .secCHPrefersColorScheme: "light"],
                body: ByteBuffer(string: #"{"theme": "dim"}"#)
            ) { response in
                #expect(String(buffer: response.body).contains(#""style":"dim""#))
            }
        }
    }
}
