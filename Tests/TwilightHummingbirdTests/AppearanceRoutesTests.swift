import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Twilight
import TwilightHummingbird
import TwilightWeb

/// `GET` and `POST /theme`: a form for pages without script, JSON for script.
@Suite struct AppearanceRoutesTests {
    struct Answer {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: String
    }

    static func send(
        _ method: HTTPRequest.Method,
        _ headers: HTTPFields = [:],
        body: String = "",
        secureCookies: Bool? = nil,
        styles: ThemeStyles = .standard
    ) async throws -> Answer {
        let router = Router(context: BasicAppearanceRequestContext.self)
        router.add(middleware: AppearanceMiddleware(site: SiteStyles(styles)))
        router.addAppearanceRoutes(site: SiteStyles(styles), secureCookies: secureCookies)
        return try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/theme", method: method, headers: headers, body: ByteBuffer(string: body)) { response in
                Answer(status: response.status, headers: response.headers, body: String(buffer: response.body))
            }
        }
    }

    static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
    static let json: HTTPFields = [.contentType: "application/json"]

    @Test func aFormPostSetsTheCookieAndGoesBack() async throws {
        let answer = try await Self.send(.post, Self.form, body: "theme=dark&return=%2Fsettings")
        #expect(answer.status == .seeOther)
        #expect(answer.headers[.location] == "/settings")
        #expect(answer.headers[.setCookie] == "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax")
        #expect(answer.headers[.cacheControl] == "no-store")
    }

    @Test func theReturnPathMustBeOnThisSite() async throws {
        for target in ["https://evil.example/", "//evil.example/", "/\\evil.example", "settings"] {
            var body = "theme=light&return="
            body += target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let answer = try await Self.send(.post, Self.form, body: body)
            #expect(answer.headers[.location] == "/", "\(target)")
        }
        #expect(try await Self.send(.post, Self.form, body: "theme=system").headers[.location] == "/")
    }

    @Test func aJSONPostAnswersWithTheNewAppearance() async throws {
        var headers = Self.json
        headers[.secCHPrefersColorScheme] = "\"dark\""
        let answer = try await Self.send(.post, headers, body: #"{"theme":"system"}"#)
        #expect(answer.status == .ok)
        let report = try JSONDecoder().decode(AppearanceReport.self, from: Data(answer.body.utf8))
        #expect(report.preference == "system")
        #expect(report.style == "dark")
        #expect(report.systemColorScheme == "dark")
        #expect(answer.headers[.setCookie] == "theme=system; Path=/; Max-Age=31536000; SameSite=Lax")
    }

    @Test func cookiesAreSecureUnderHTTPS() async throws {
        var headers = Self.json
        headers[HTTPField.Name("X-Forwarded-Proto")!] = "https"
        #expect(try await Self.send(.post, headers, body: #"{"theme":"dark"}"#).headers[.setCookie]?.hasSuffix("; Secure") == true)
        #expect(
            try await Self.send(.post, Self.json, body: #"{"theme":"dark"}"#, secureCookies: true).headers[.setCookie]?.hasSuffix("; Secure") == true
        )
    }

    static let fourStyles: ThemeStyles = [.light, .dark, "sepia", "dimmed"]

    @Test func aDayNightPairIsSetByFormOrJSON() async throws {
        let form = try await Self.send(.post, Self.form, body: "theme=system&light=sepia&dark=dimmed&return=/settings", styles: Self.fourStyles)
        #expect(form.status == .seeOther)
        #expect(
            form.headers[.setCookie]?.hasPrefix("theme=system%3Asepia%3Adimmed;") == true
                || form.headers[.setCookie]?.hasPrefix("theme=system:sepia:dimmed;") == true
        )
        let json = try await Self.send(.post, Self.json, body: #"{"theme":"system","light":"sepia","dark":"dimmed"}"#, styles: Self.fourStyles)
        #expect(json.status == .ok)
        let report = try JSONDecoder().decode(AppearanceReport.self, from: Data(json.body.utf8))
        #expect(report.preference == "system:sepia:dimmed")
        let direct = try await Self.send(.post, Self.json, body: #"{"theme":"system:sepia:dimmed"}"#, styles: Self.fourStyles)
        #expect(direct.status == .ok)
    }

    @Test func aPairNamingAnUnknownStyleIsRefused() async throws {
        let answer = try await Self.send(.post, Self.form, body: "theme=system&light=sepia&dark=%3Cscript%3E", styles: Self.fourStyles)
        #expect(answer.status == .badRequest)
        #expect(answer.headers[.setCookie] == nil)
        #expect(!answer.body.contains("<script>"))
    }

    @Test func getReportsTheStoredChoice() async throws {
        let answer = try await Self.send(.get, [.cookie: "theme=light"])
        let report = try JSONDecoder().decode(AppearanceReport.self, from: Data(answer.body.utf8))
        #expect(report == AppearanceReport(ServerSideAppearance(choice: ThemeChoice(.light), systemColorScheme: .unspecified)))
    }

    @Test(
        arguments: [
            (
                form, "theme=sepia", HTTPResponse.Status.badRequest,
                "unknown theme: expected one of: light, dark, system, or system with light and dark (a day/night pair)"
            ),
            (
                form, "return=/", .badRequest,
                "missing field theme: expected one of: light, dark, system, or system with light and dark (a day/night pair)"
            ),
            (
                json, "{\"theme\": 3}", .badRequest,
                #"expected a JSON object like {"theme": "dark"} with theme one of: light, dark, system, or system with light and dark (a day/night pair)"#
            ),
            (
                json, "<script>", .badRequest,
                #"expected a JSON object like {"theme": "dark"} with theme one of: light, dark, system, or system with light and dark (a day/night pair)"#
            ),
            (
                [.contentType: "text/plain"], "dark", .unsupportedMediaType,
                "expected a form (application/x-www-form-urlencoded) or JSON (application/json) body"
            ),
        ] as [(HTTPFields, String, HTTPResponse.Status, String)]
    )
    func badChoicesAreRefusedAndNothingIsStored(headers: HTTPFields, body: String, status: HTTPResponse.Status, message: String) async throws {
        let answer = try await Self.send(.post, headers, body: body)
        #expect(answer.status == status)
        struct ErrorBody: Decodable {
            struct Error: Decodable { var message: String }
            var error: Error
        }
        #expect(try JSONDecoder().decode(ErrorBody.self, from: Data(answer.body.utf8)).error.message == message)
        #expect(answer.headers[.setCookie] == nil)
        #expect(!answer.body.contains("sepia") && !answer.body.contains("<script>"))
    }

    @Test func aBodyTooLargeIsRefused() async throws {
        let answer = try await Self.send(.post, Self.form, body: "theme=dark&pad=" + String(repeating: "x", count: 10_000))
        #expect(answer.status == .contentTooLarge)
        #expect(answer.headers[.setCookie] == nil)
        #expect(answer.body.contains("the body is over 4096 bytes: expected a form like theme=dark"))
    }

    @Test func headAnswersWithTheHeadersOfGet() async throws {
        let get = try await Self.send(.get, [.cookie: "theme=dark"])
        let head = try await Self.send(.head, [.cookie: "theme=dark"])
        #expect(head.status == .ok)
        #expect(head.body.isEmpty)
        #expect(head.headers[.contentType] == get.headers[.contentType])
        #expect(head.headers[.contentLength] == get.headers[.contentLength])
    }

    @Test(arguments: [HTTPRequest.Method.put, .delete, .patch])
    func otherMethodsAreNotAllowedAndSaySo(method: HTTPRequest.Method) async throws {
        let answer = try await Self.send(method, Self.json, body: #"{"theme": "dark"}"#)
        #expect(answer.status == .methodNotAllowed)
        #expect(answer.headers[.allow] == "GET, HEAD, POST")
        #expect(answer.body.contains("\(method.rawValue) is not served here: expected GET or HEAD or POST"))
        #expect(answer.headers[.setCookie] == nil)
    }

    @Test func optionsListsTheAllowedMethods() async throws {
        let answer = try await Self.send(.options)
        #expect(answer.status == .noContent)
        #expect(answer.headers[.allow] == "GET, HEAD, POST, OPTIONS")
    }
}
