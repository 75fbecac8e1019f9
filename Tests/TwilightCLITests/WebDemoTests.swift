import Foundation
import Testing
import TwilightTestSupport

/// `twilight-web-demo` in a real browser: Debian's Chromium driven by Playwright (PyPI, in
/// the test venv) through `web_browser_checks.py`, which starts the demo on a free loopback
/// port and prints `ok …` for every check that passes.
struct WebDemoTests {
    static let demo = CLI.executable.deletingLastPathComponent().appendingPathComponent("twilight-web-demo")

    @Test(arguments: ["hummingbird", "vapor"])
    func theDemoWorksInChromiumWithAndWithoutScript(framework: String) throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        // The Hummingbird run's screenshots are kept where TWILIGHT_SCREENSHOTS says, else in
        // a temporary folder.
        let kept = framework == "hummingbird" ? ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"] : nil
        let shots = kept.map { URL(fileURLWithPath: $0) } ?? temporaryFolder()
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        guard let (status, text) = try Self.runBrowserChecks("web_browser_checks.py", [Self.demo.path, shots.path, framework]) else { return }
        #expect(status == 0, "\(text)")
        let passed = text.split(separator: "\n").filter { $0.hasPrefix("ok ") }
        #expect(passed.count == 15, "\(text)")
        for name in [
            "web-home-light", "web-home-dark", "web-settings-light", "web-settings-dark", "web-settings-pair", "web-tailwind-dimmed",
            "web-previews-in-dark",
        ] {
            #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("\(name).png").path), "\(name).png")
        }
    }
}

/// For every style the demo offers, in Chromium: the computed `color-scheme`, the
/// `<meta name="color-scheme">`, the `theme-color` and Tailwind's `dark` class agree with
/// the style's darkness as the token document declares it (Dimmed is dark), as the server
/// renders the page and after the script switches: `web_scheme_checks.py` prints `ok …`.
struct WebDemoColorSchemeTests {
    @Test(arguments: ["hummingbird", "vapor"])
    func everyStyleSaysOneScheme(framework: String) throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        guard let (status, text) = try WebDemoTests.runBrowserChecks("web_scheme_checks.py", [WebDemoTests.demo.path, framework]) else { return }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 2, "\(text)")
    }
}

/// The Brand choice beside the style, in Chromium: with no script (the form, the server's
/// cookie and markup), with script (no reload, other tabs, the server after a reload), and
/// Reset choosing the style and the brand in one request, forged or unknown brands refused,
/// a brand kept in its own cookie by an earlier build
/// carried into the one choice cookie, and signed in on two devices (the account keeps the
/// brand, pushed live): `web_brand_checks.py` prints `ok …` per check.
struct WebDemoBrandTests {
    @Test(arguments: ["hummingbird", "vapor"])
    func aBrandIsChosenBesideTheStyle(framework: String) throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        let kept = framework == "hummingbird" ? ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"] : nil
        let shots = kept.map { URL(fileURLWithPath: $0) } ?? temporaryFolder()
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        guard let (status, text) = try WebDemoTests.runBrowserChecks("web_brand_checks.py", [WebDemoTests.demo.path, shots.path, framework]) else {
            return
        }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 6, "\(text)")
        for name in ["web-settings-brand-ocean", "web-settings-brand-forest-dark"] {
            #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("\(name).png").path), "\(name).png")
        }
    }
}

/// "Your colour" in Chromium: a picked colour posted with no script and picked with script
/// re-themes the page from its Material scheme (the background, card and text are the roles
/// `twilight scheme` prints, light and dark, the Dark preview its dark scheme), is kept in
/// the choice cookie and rendered by the server, stands above the brand's colours, and a
/// forged or malformed colour is refused everywhere: `web_your_color_checks.py` prints
/// `ok …` per check.
struct WebDemoYourColorTests {
    @Test(arguments: ["hummingbird", "vapor"])
    func aPickedColourReThemesThePage(framework: String) throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        let kept = framework == "hummingbird" ? ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"] : nil
        let shots = kept.map { URL(fileURLWithPath: $0) } ?? temporaryFolder()
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        guard let (status, text) = try WebDemoTests.runBrowserChecks("web_your_color_checks.py", [WebDemoTests.demo.path, shots.path, framework])
        else {
            return
        }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 4, "\(text)")
        #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("web-settings-your-color-dark.png").path))
    }
}

/// Pages of the same site but another origin — a sibling subdomain, another port — try to
/// change a signed-in person's choice with a form and a `no-cors` fetch in Chromium, which
/// sends the SameSite=Lax session cookie with both: `web_same_site_checks.py` prints `ok …`
/// per attacker, once over plain HTTP (judged by `Origin`) and once as over HTTPS (judged by
/// `Sec-Fetch-Site`).
struct WebDemoSameSiteTests {
    @Test(arguments: ["hummingbird", "vapor"])
    func sameSitePagesCannotChangeTheChoice(framework: String) throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        guard let (status, text) = try WebDemoTests.runBrowserChecks("web_same_site_checks.py", [WebDemoTests.demo.path, framework]) else {
            return
        }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 4, "\(text)")
    }
}

/// Two sites under one domain — app.twilight.test and docs.twilight.test, both the demo with
/// `--cookie-domain twilight.test` — keep one choice, with script and without:
/// `web_cookie_domain_checks.py` prints `ok …` per check.
struct WebDemoCookieDomainTests {
    @Test(arguments: ["hummingbird", "vapor"])
    func sitesUnderOneDomainShareTheChoice(framework: String) throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        guard let (status, text) = try WebDemoTests.runBrowserChecks("web_cookie_domain_checks.py", [WebDemoTests.demo.path, framework]) else {
            return
        }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 2, "\(text)")
    }

    /// A domain browsers would refuse stops the demo before it serves, saying why.
    @Test func aPublicSuffixIsRefusedAtStart() throws {
        let process = Process()
        process.executableURL = WebDemoTests.demo
        process.arguments = ["--port", "0", "--cookie-domain", "github.io"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(text.contains("--cookie-domain: \"github.io\" cannot be the theme cookie's domain: it is a public suffix"), "\(text)")
    }
}

extension WebDemoTests {
    /// Runs a Playwright script beside this file with the test venv's Python; its exit status
    /// and everything it printed, or `nil` (reported) when Playwright is not installed.
    static func runBrowserChecks(_ script: String, _ arguments: [String]) throws -> (Int32, String)? {
        let (status, text) = try IntegrationScripts.runPython("browser/" + script, arguments)
        if text.contains("No module named 'playwright'") {
            reportMissingPart("Playwright is missing from \(testPython); scripts/test.sh installs it")
            return nil
        }
        return (status, text)
    }
}

/// Two `twilight-web-demo` instances sharing one real PostgreSQL — one on Hummingbird, one
/// on Vapor — in Chromium and under concurrent writes: `web_accounts_checks.py` prints
/// `ok …` per passing check.
struct WebDemoAccountTests {
    @Test func twoDevicesOnTwoInstancesStayInStepThroughADatabaseOutage() throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests"), let database = try PostgresTestServer.start() else {
            return
        }
        defer { database.stop() }
        let commands = database.stopAndStartCommands
        let json = try JSONSerialization.data(withJSONObject: [
            "stop": commands.stop, "start": commands.start,
            "query": database.queryCommand("SELECT preference FROM twilight_preferences WHERE account = 'ada'"),
        ])
        guard
            let (status, text) = try WebDemoTests.runBrowserChecks(
                "web_accounts_checks.py",
                [WebDemoTests.demo.path, database.url, String(decoding: json, as: UTF8.self)]
            )
        else { return }
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 4, "\(text)")
        for line in text.split(separator: "\n") where line.hasPrefix("figure ") { print(line) }
    }
}

/// The demo's sign-in and its database option, as a careless or hostile client meets them.
@Suite("twilight-web-demo: accounts", .serialized)
struct WebDemoSignInTests {
    /// Sends `request` to 127.0.0.1:`port` and returns the whole answer.
    static func exchange(_ port: Int, _ request: String) -> String {
        let descriptor = WebDemoServerLimitTests.connect(port)
        defer { close(descriptor) }
        _ = unsafe request.withCString { unsafe send(descriptor, $0, strlen($0), 0) }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = unsafe recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            answer.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// Posts `body` as a form to `path`, with `headers` (each ending in CRLF) before the body's.
    static func post(_ port: Int, _ path: String, _ body: String, headers: String = "") -> String {
        exchange(
            port,
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/x-www-form-urlencoded\r\n\(headers)Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        )
    }

    /// Signs in as `ada` and returns the `session=…` cookie.
    static func signIn(_ port: Int) throws -> String {
        let signedIn = exchange(port, "POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 8\r\nConnection: close\r\n\r\nname=ada")
        let header = signedIn.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie: session=") }
        #expect(signedIn.hasPrefix("HTTP/1.1 303"), "\(signedIn)")
        #expect(header?.contains("HttpOnly") == true)
        return try #require(header.map { String($0.dropFirst("set-cookie: ".count).prefix { $0 != ";" }) })
    }

    @Test(.timeLimit(.minutes(1)), arguments: ["hummingbird", "vapor"])
    func onlyASessionThisServerSignedIsSignedIn(framework: String) throws {
        let file = temporaryFolder().appendingPathComponent("accounts.sqlite").path
        let (server, port) = try WebDemoServerLimitTests.start(["--database", "sqlite:" + file, "--framework", framework])
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        func post(_ path: String, _ body: String, cookie: String = "") -> String { Self.post(port, path, body, headers: cookie) }
        func get(_ path: String, cookie: String) -> String {
            Self.exchange(port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\nConnection: close\r\n\r\n")
        }
        let session = try Self.signIn(port)

        let page = get("/settings", cookie: session)
        #expect(page.contains("data-twilight-events=\"/theme/events\""), "a signed-in page follows the account live")
        #expect(page.contains("<span data-twilight-account>ada</span>"))
        // Another name with this signature, a made-up one, or none: signed out.
        let forged = session.replacingOccurrences(of: "session=YWRh", with: "session=Ym9i")
        for cookie in [forged, "session=YWRh.AAAA", "session=YWRh", "session=..", "session="] {
            #expect(get("/theme/events", cookie: cookie).hasPrefix("HTTP/1.1 204"), "\(cookie)")
            #expect(!get("/settings", cookie: cookie).contains("data-twilight-events=\""), "\(cookie)")
        }
        for name in ["", "%3Cscript%3E", String(repeating: "a", count: 65), "a%00b"] {
            let refused = post("/signin", "name=\(name)")
            #expect(refused.hasPrefix("HTTP/1.1 400"), "name=\(name)")
            #expect(refused.contains("expected a name of 1 to 64 letters"), "name=\(name)")
            #expect(!refused.lowercased().contains("set-cookie: session="))
        }
        let signedOut = post("/signout", "", cookie: "Cookie: \(session)\r\n")
        #expect(signedOut.contains("Max-Age=0"), "signing out clears the session cookie")
    }

    /// Another site cannot sign a visitor in (login CSRF) or out, an oversized sign-in is a
    /// `413`, and after sign-out the old cookie no longer saves or listens.
    @Test(.timeLimit(.minutes(1)), arguments: ["hummingbird", "vapor"])
    func signInIsGuardedAndSignOutEndsTheSession(framework: String) throws {
        let file = temporaryFolder().appendingPathComponent("accounts.sqlite").path
        let (server, port) = try WebDemoServerLimitTests.start(["--database", "sqlite:" + file, "--framework", framework])
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        func post(_ path: String, _ body: String, headers: String = "") -> String { Self.post(port, path, body, headers: headers) }
        for foreign in ["Origin: https://evil.example\r\n", "Sec-Fetch-Site: cross-site\r\n", "Origin: null\r\n", "Sec-Fetch-Site: same-site\r\n"] {
            let forced = post("/signin", "name=mallory", headers: foreign)
            #expect(forced.hasPrefix("HTTP/1.1 403"), "\(foreign): \(forced)")
            #expect(!forced.lowercased().contains("set-cookie: session="), "\(foreign)")
        }
        let tooLarge = post("/signin", "name=ada&pad=" + String(repeating: "x", count: 4097 - 13))
        #expect(tooLarge.hasPrefix("HTTP/1.1 413"), "4 097 bytes: \(tooLarge)")
        #expect(tooLarge.lowercased().contains("x-content-type-options: nosniff"))
        let atTheLimit = post("/signin", "name=ada&pad=" + String(repeating: "x", count: 4096 - 13))
        #expect(atTheLimit.hasPrefix("HTTP/1.1 303"), "4 096 bytes, as the README promises: \(atTheLimit)")

        let session = try Self.signIn(port)
        let ownPage = post("/theme", "theme=sepia", headers: "Origin: http://127.0.0.1:\(port)\r\nCookie: \(session)\r\n")
        #expect(ownPage.hasPrefix("HTTP/1.1 303"), "\(ownPage)")
        let foreignPage = post("/theme", "theme=light", headers: "Origin: http://127.0.0.1:\(port + 1)\r\nCookie: \(session)\r\n")
        #expect(foreignPage.hasPrefix("HTTP/1.1 403"), "another port of the same host: \(foreignPage)")
        let refusedSignOut = post("/signout", "", headers: "Sec-Fetch-Site: cross-site\r\nCookie: \(session)\r\n")
        #expect(refusedSignOut.hasPrefix("HTTP/1.1 403"))

        _ = post("/signout", "", headers: "Cookie: \(session)\r\n")
        let events = Self.exchange(port, "GET /theme/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(session)\r\nConnection: close\r\n\r\n")
        #expect(events.hasPrefix("HTTP/1.1 204"), "the signed-out cookie no longer listens: \(events)")
        let save = post("/theme", "theme=dark", headers: "Cookie: \(session)\r\n")
        #expect(save.hasPrefix("HTTP/1.1 303"))
        let page = Self.exchange(port, "GET /theme HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(session)\r\nConnection: close\r\n\r\n")
        #expect(!page.lowercased().contains("set-cookie: theme=sepia"), "the account is not read through the old cookie")
        let missing = Self.exchange(port, "GET /%3Cscript%3E HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(missing.hasPrefix("HTTP/1.1 404"))
        #expect(!missing.contains("script"), "a 404 does not repeat the path")
    }

    /// A session secret that is too short is refused at start, naming the rule, with exit
    /// status 1 — also after the database was opened (which is closed again: a SQLite
    /// store left open trapped the debug build).
    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func aShortSessionSecretIsRefused(withDatabase: Bool) throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("secret").path
        try "short\n".write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = WebDemoTests.demo
        process.arguments =
            ["--port", "0", "--session-secret-file", file]
            + (withDatabase ? ["--database", "sqlite:" + folder.appendingPathComponent("accounts.sqlite").path] : [])
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(message)")
        #expect(message.contains("the session secret is 5 bytes: expected at least 32"), "\(message)")
        #expect(!message.contains("Fatal error"), "\(message)")
    }

    /// SIGTERM with a page's event stream open: the stream ends, the database is closed,
    /// and the server exits cleanly and soon.
    @Test(.timeLimit(.minutes(1)), arguments: ["hummingbird", "vapor"])
    func aServerWithOpenEventStreamsStopsCleanly(framework: String) throws {
        let file = temporaryFolder().appendingPathComponent("accounts.sqlite").path
        let (server, port) = try WebDemoServerLimitTests.start(["--database", "sqlite:" + file, "--framework", framework])
        let session = try Self.signIn(port)
        let stream = WebDemoServerLimitTests.connect(port)
        defer { close(stream) }
        _ = unsafe "GET /theme/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(session)\r\n\r\n".withCString {
            unsafe send(stream, $0, strlen($0), 0)
        }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = unsafe recv(stream, &buffer, buffer.count, 0)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).contains("text/event-stream"))

        let asked = ContinuousClock.now
        server.terminate()
        server.waitUntilExit()
        #expect(
            server.terminationReason == .exit && server.terminationStatus == 0,
            "stopped with \(server.terminationReason) \(server.terminationStatus)"
        )
        #expect(ContinuousClock.now - asked < .seconds(5))
        // What is left of the stream is read to its end.
        var ended = false
        var poller = pollfd(fd: stream, events: Int16(POLLIN), revents: 0)
        while !ended, unsafe poll(&poller, 1, 1000) > 0 { ended = unsafe recv(stream, &buffer, buffer.count, 0) <= 0 }
        #expect(ended, "the event stream was ended")
    }

    /// A page that goes away with its event stream open, and a change sent to it after:
    /// the server goes on answering (Vapor asserted on a stream left without an end).
    @Test(.timeLimit(.minutes(1)), arguments: ["hummingbird", "vapor"])
    func aPageLeavingMidStreamDoesNotHurtTheServer(framework: String) throws {
        let file = temporaryFolder().appendingPathComponent("accounts.sqlite").path
        let (server, port) = try WebDemoServerLimitTests.start(["--database", "sqlite:" + file, "--framework", framework])
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        let session = try Self.signIn(port)
        let stream = WebDemoServerLimitTests.connect(port)
        _ = unsafe "GET /theme/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(session)\r\n\r\n".withCString {
            unsafe send(stream, $0, strlen($0), 0)
        }
        var buffer = [UInt8](repeating: 0, count: 1024)
        _ = unsafe recv(stream, &buffer, buffer.count, 0)
        close(stream)
        let body = #"{"theme":"dark"}"#
        for _ in 0..<3 {
            let change = Self.exchange(
                port,
                "POST /theme HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nCookie: \(session)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
            )
            #expect(change.hasPrefix("HTTP/1.1 200"), "\(change)")
            usleep(200_000)
        }
        #expect(server.isRunning)
    }

    @Test func aDatabaseArgumentThatNamesNoDatabaseIsRefusedClearly() throws {
        for (argument, expected) in [
            ("mysql://db/app", "expected sqlite:FILE or postgres://"),
            ("sqlite:", "sqlite: needs a file"),
            ("postgres://127.0.0.1/app", "no user"),
            ("sqlite:/proc/nowhere/accounts.sqlite", "/proc/nowhere/accounts.sqlite"),
        ] {
            let result = try CLI.run(["--port", "0", "--database", argument], program: WebDemoTests.demo)
            #expect(result.status == 1, "\(argument)")
            #expect(result.stderr.contains(expected), "\(argument): \(result.stderr)")
        }
    }
}

/// `twilight-web-demo` as a hostile or careless client sees it, over real loopback sockets.
@Suite("twilight-web-demo: hostile clients", .serialized)
struct WebDemoServerLimitTests {
    /// Starts the demo on a free loopback port; returns the process and the port.
    static func start(_ arguments: [String] = []) throws -> (Process, Int) {
        let process = Process()
        process.executableURL = WebDemoTests.demo
        process.arguments = ["--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: ":").last.flatMap({ Int($0.filter(\.isNumber)) }) else {
            process.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no port in \(text)"])
        }
        return (process, port)
    }

    /// A raw TCP connection to 127.0.0.1:`port`.
    static func connect(_ port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = unsafe inet_addr("127.0.0.1")
        let connected = unsafe withUnsafePointer(to: &address) {
            unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                unsafe Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return connected == 0 ? descriptor : -1
    }

    /// Whether the server closed `descriptor` within `seconds` (a read returns 0 or fails).
    static func closedByServer(_ descriptor: Int32, within seconds: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard unsafe poll(&poller, 1, Int32(seconds * 1000)) > 0 else { return false }
        var byte: UInt8 = 0
        return unsafe recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
    }

    /// On both frameworks (Vapor had no idle timeout: a half-sent head stayed open for ever).
    @Test(.timeLimit(.minutes(1)), arguments: ["hummingbird", "vapor"])
    func idleConnectionsAndTrickledHeadersAreClosed(framework: String) throws {
        let (server, port) = try Self.start(["--idle-timeout", "1", "--framework", framework])
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        var idle: [Int32] = []
        var partial: [Int32] = []
        for index in 0..<100 {
            let descriptor = Self.connect(port)
            #expect(descriptor >= 0)
            if index % 2 == 0 {
                idle.append(descriptor)
            } else {
                _ = unsafe "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".withCString { unsafe send(descriptor, $0, strlen($0), 0) }
                partial.append(descriptor)
            }
        }
        defer { for descriptor in idle + partial { close(descriptor) } }
        // A slowloris client keeps sending a byte now and then; the header deadline still ends it.
        for descriptor in partial { _ = unsafe "a".withCString { unsafe send(descriptor, $0, 1, 0) } }
        for descriptor in idle + partial {
            #expect(Self.closedByServer(descriptor, within: 5), "every connection is closed after the idle timeout")
        }
        // The server still answers.
        let fresh = Self.connect(port)
        defer { close(fresh) }
        _ = unsafe "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".withCString { unsafe send(fresh, $0, strlen($0), 0) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = unsafe recv(fresh, &buffer, buffer.count, 0)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
    }

    /// At the cap, the connection that has waited longest for a request head gives up its
    /// place (before, a new connection waited for the idle timeout); one at work keeps it.
    @Test(.timeLimit(.minutes(1)))
    func atTheCapTheConnectionWaitingLongestForAHeadMakesRoom() throws {
        let (server, port) = try Self.start(["--max-connections", "2", "--idle-timeout", "30"])
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        func receive(_ descriptor: Int32, within milliseconds: Int32 = 5000) -> String {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard unsafe poll(&poller, 1, milliseconds) == 1 else { return "" }
            var buffer = [UInt8](repeating: 0, count: 16384)
            let count = unsafe recv(descriptor, &buffer, buffer.count, 0)
            return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
        }
        func send(_ descriptor: Int32, _ text: String) { _ = unsafe text.withCString { unsafe Foundation.send(descriptor, $0, strlen($0), 0) } }
        // Answered (a head only, read whole) and kept alive: it now waits for its next head.
        let idle = Self.connect(port)
        defer { close(idle) }
        send(idle, "HEAD /theme HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(receive(idle).hasPrefix("HTTP/1.1 200"))
        // A request whose body is still on its way: at work. It takes the last place.
        let working = Self.connect(port)
        defer { close(working) }
        let form = "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\nConnection: close"
        send(working, "POST /theme HTTP/1.1\r\nHost: 127.0.0.1\r\n\(form)\r\n\r\ntheme=")
        #expect(Self.closedByServer(idle, within: 5), "the connection waiting for a head made room")
        // Until the server has read the POST's head, that connection too waits for one (and,
        // the oldest waiting, would make room for the next): give the head time to arrive.
        usleep(300_000)
        let fresh = Self.connect(port)
        defer { close(fresh) }
        send(fresh, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(receive(fresh).hasPrefix("HTTP/1.1 200"), "a new connection is served at once")
        send(working, "dark")
        #expect(receive(working).hasPrefix("HTTP/1.1 303"), "the request at work kept its place")
    }

    @Test func headPutAndUnknownPathsAnswerAsHTTPRequires() throws {
        let (server, port) = try Self.start()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        func exchange(_ request: String) -> String { WebDemoSignInTests.exchange(port, request) }
        for path in ["/", "/settings", "/theme.css", "/app.js", "/theme"] {
            let head = exchange("HEAD \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(head.hasPrefix("HTTP/1.1 200"), "HEAD \(path): \(head)")
            #expect(head.hasSuffix("\r\n\r\n"), "HEAD \(path) has no body")
            let put = exchange("PUT \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            #expect(put.hasPrefix("HTTP/1.1 405"), "PUT \(path): \(put)")
            #expect(put.lowercased().contains("\r\nallow: get, head"), "PUT \(path)")
        }
        let missing = exchange("GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(missing.hasPrefix("HTTP/1.1 404"))
        #expect(missing.contains("nothing is served at this path: expected /, /settings"), "the message says what was expected")
        #expect(!missing.contains("nowhere"), "and does not repeat the requester's text")
    }
}
