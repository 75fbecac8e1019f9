import Foundation
import Testing
import Twilight
import TwilightRemoteTokens
import TwilightTestSupport
import TwilightTokens

/// Downloading a document: the cache, the bundled copy, and what a misbehaving server does.
@Suite(.serialized) struct RemoteTokensTests {
    static let light = ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}, "gap": {"$type": "number", "$value": 4}}"##

    /// A fresh folder for one test's files.
    func temporaryFolder() -> URL {
        scratchFolder("twilight-remote-tokens")
    }

    @Test func remoteLoadingCachesTheLastGoodCopyAndFallsBack() async throws {
        let server = try TestHTTPServer(routes: [
            "/theme.tokens.json": .ok(Self.light),
            "/broken.tokens.json": .ok(##"{"color": {"$type": "color", "bg": {"$value": "#12"}}}"##),
            "/error.tokens.json": .status(500),
            "/cut.tokens.json": .truncated(String(Self.light.prefix(30)), claimedLength: Self.light.utf8.count),
            "/slow.tokens.json": .stall,
        ])
        defer { server.stop() }
        let folder = temporaryFolder()
        let cache = folder.appending(path: "cache/theme.tokens.json")

        let fresh = try await RemoteTokens(url: server.url("/theme.tokens.json"), cacheFile: cache).load()
        #expect(fresh.origin == .network)
        #expect(fresh.tokens.value(at: "gap", for: .light) == .number(4))
        #expect(try String(contentsOf: cache, encoding: .utf8) == Self.light)

        for (path, expected) in [
            ("/error.tokens.json", "the server answered 500"),
            ("/cut.tokens.json", "cut.tokens.json"),  // URLSession's own message names the URL
            ("/broken.tokens.json", "color.bg: expected a colour"),
            ("/slow.tokens.json", "within"),
        ] {
            let remote = RemoteTokens(url: server.url(path), timeout: .milliseconds(300), cacheFile: cache)
            let result = try await remote.load()
            #expect(result.origin == .cache, "\(path)")
            #expect(result.tokens.value(at: "gap", for: .light) == .number(4))
            let reason = try #require(result.downloadError.map { "\($0)" }, "\(path)")
            #expect(reason.contains(expected), "\(path): \(reason)")
            // A failed download never replaces the cache.
            #expect(try String(contentsOf: cache, encoding: .utf8) == Self.light)
        }
    }

    @Test func aJSON5AddressIsReadAsJSON5AndTheCaseOfItsEndingDoesNotMatter() async throws {
        let json5 = "// served as JSON5\n{gap: {$type: 'number', $value: 4,},}"
        let server = try TestHTTPServer(routes: ["/theme.json5": .ok(json5), "/THEME.JSON5": .ok(json5)])
        defer { server.stop() }
        for path in ["/theme.json5", "/THEME.JSON5"] {
            let loaded = try await RemoteTokens(url: server.url(path), cacheFile: temporaryFolder().appending(path: "cache.json5")).load()
            #expect(loaded.origin == .network, "\(path)")
            #expect(loaded.tokens.value(at: "gap", for: .light) == .number(4), "\(path)")
        }
    }

    @Test func withoutNetworkOrCacheTheBundledCopyIsUsedAndOtherwiseEveryAttemptIsReported() async throws {
        let folder = temporaryFolder()
        let bundled = folder.appending(path: "bundled.tokens.json")
        try Data(Self.light.utf8).write(to: bundled)
        // A loopback port this test bound and closed again, so nothing listens there and the
        // connection is refused at once (a fixed port may be in use on another machine).
        let closed = try TestHTTPServer(routes: [:])
        let offline = closed.url("/theme.tokens.json")
        closed.stop()
        let result = try await RemoteTokens(url: offline, timeout: .seconds(2), cacheFile: folder.appending(path: "none.json"), bundledCopy: bundled)
            .load()
        #expect(result.origin == .bundled)
        do {
            _ = try await RemoteTokens(url: offline, timeout: .seconds(2)).load()
            Issue.record("loaded from nowhere")
        } catch {
            #expect(error.attempts.count == 1)
            #expect(error.attempts.first?.0 == .network)
        }
    }
}
