import Foundation
import Testing
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
import TwilightTestSupport
import TwilightWeb

/// Event streams under clients that do not read, drop the connection or open too many: each
/// costs the server a bounded amount, and pages are still served.
@Suite("Event streams under abuse", .serialized)
struct EventStreamAbuseTests {
    /// Twelve pages of `ada` that never read while 8 000 choices are made: the server's
    /// memory grows by far less than the text it could have queued for them (≈ 180 bytes per
    /// change per page when relayed into an unbounded buffer: 17 MB here), and a page that reads
    /// after all gets the latest choice first.
    @Test(arguments: Framework.allCases)
    func pagesThatDoNotReadCostABoundedAmount(_ framework: Framework) async throws {
        try await ConformanceSite.withAccounts { accounts in
            try await LiveServer.with(framework, accounts: accounts) { port in
                let stalled = try (0..<12).map { _ in try RawClient(port: port) }
                for client in stalled { client.get("/theme/events", headers: ["X-Account": "ada"]) }
                #expect(try await eventually { accounts.openEventStreamCount == 12 })
                let before = residentMemory()
                let styles: [ThemePreference] = [.fixed(.light), .fixed(.dark), .fixed("sepia"), .fixed("dimmed")]
                for index in 0..<8_000 { try await accounts.cache.setChoice(ThemeChoice(styles[index % 4]), of: AccountID("ada")) }
                try await Task.sleep(for: .milliseconds(300))
                let growth = residentMemory() - before
                #expect(growth < 6_000_000, "resident memory grew by \(growth) bytes for 10 pages that do not read")

                let reader = try RawClient(port: port, receiveBuffer: 65536)
                reader.get("/theme/events", headers: ["X-Account": "ada"])
                #expect(reader.receive(until: "data: dimmed\n\n", timeout: 10).contains("data: dimmed\n\n"))
                withExtendedLifetime(stalled) {}
            }
        }
    }

    /// Pages that go away right after the head free their streams within 3 seconds, not at
    /// the next keep-alive 15 seconds later: at once on Hummingbird (its connection's close
    /// ends the stream), at the next keep-alive on Vapor, which the idle timeout shortens.
    @Test(arguments: Framework.allCases)
    func aPageThatGoesAwayFreesItsStreamAtOnce(_ framework: Framework) async throws {
        try await ConformanceSite.withAccounts { accounts in
            try await LiveServer.with(framework, accounts: accounts) { port in
                do {
                    let pages = try (0..<10).map { _ in try RawClient(port: port) }
                    for page in pages { page.get("/theme/events", headers: ["X-Account": "ada"]) }
                    #expect(try await eventually { accounts.openEventStreamCount == 10 }, "\(accounts.openEventStreamCount)")
                    withExtendedLifetime(pages) {}
                }
                #expect(try await eventually(timeout: .seconds(3)) { accounts.openEventStreamCount == 0 })
            }
        }
    }

    /// Over the per-account limit (16) and the total (256), a stream is refused with `503`
    /// and a message, and a page is still served.
    @Test(arguments: Framework.allCases)
    func streamsOverTheLimitAreRefusedAndPagesStillServed(_ framework: Framework) async throws {
        try await ConformanceSite.withAccounts { accounts in
            try await LiveServer.with(framework, accounts: accounts) { port in
                let limits = accounts.eventStreamLimits
                let mine = try (0..<limits.perAccount).map { _ in try RawClient(port: port) }
                for page in mine { page.get("/theme/events", headers: ["X-Account": "ada"]) }
                #expect(try await eventually { accounts.openEventStreamCount == limits.perAccount })
                let extra = try RawClient(port: port)
                extra.get("/theme/events", headers: ["X-Account": "ada"])
                let refused = extra.receive(until: "pages listening", timeout: 10)
                #expect(refused.hasPrefix("HTTP/1.1 503"), "\(refused)")
                #expect(refused.contains("this account has \(limits.perAccount) pages listening"))

                var others: [RawClient] = []
                for index in 0..<(limits.total - limits.perAccount) {
                    let page = try RawClient(port: port)
                    page.get("/theme/events", headers: ["X-Account": "user\(index / limits.perAccount)"])
                    others.append(page)
                }
                #expect(try await eventually { accounts.openEventStreamCount == limits.total })
                let late = try RawClient(port: port)
                late.get("/theme/events", headers: ["X-Account": "zoe"])
                #expect(late.receive(until: "already", timeout: 10).contains("pages are listening for appearance changes already"))

                let page = try RawClient(port: port, receiveBuffer: 65536)
                page.get("/", headers: ["Cookie": "theme=dark"])
                #expect(page.receive(until: #"<html data-theme="dark">"#, timeout: 10).contains(#"<html data-theme="dark">"#))
                withExtendedLifetime((mine, others)) {}
            }
        }
    }
}
