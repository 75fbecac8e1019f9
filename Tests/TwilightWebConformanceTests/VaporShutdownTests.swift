import Testing
import TwilightVapor
import TwilightWeb
import Vapor
import VaporTesting

/// Vapor ends its event streams when the application shuts down; a stream asked for after
/// that is refused as every other refusal is: with a status, `Retry-After` and a message.
struct VaporShutdownTests {
    @Test func aStreamAskedForDuringShutdownIsRefusedWithAMessage() async throws {
        try await ConformanceSite.withAccounts { accounts in
            let signedIn = TwilightVapor.AppearanceAccounts(accounts) { request in
                try ConformanceSite.account(fromHeader: request.headers.first(name: "X-Account"))
            }
            try await withApp(configure: { app in
                app.logger.logLevel = .critical
                app.addAppearanceRoutes(site: SiteStyles(ConformanceSite.styles), accounts: signedIn)
            }) { app in
                app.appearanceEventStreams.finish()
                let response = try await app.testing().sendRequest(.GET, "/theme/events", headers: ["X-Account": "ada"])
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers.first(name: "Retry-After") == "5")
                #expect(response.body.string.contains("the server is shutting down"), "\(response.body.string)")
                #expect(accounts.openEventStreamCount == 0)
            }
        }
    }
}
