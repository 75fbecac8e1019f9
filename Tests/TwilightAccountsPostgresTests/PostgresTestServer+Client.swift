import Logging
import PostgresNIO
import TwilightAccountsPostgres
import TwilightTestSupport

extension PostgresTestServer {
    /// A client of the server's `postgres` database over loopback TCP.
    func client() throws -> PostgresClient {
        var configuration = try PostgresClient.Configuration(url: url)
        configuration.options.connectTimeout = .seconds(2)
        return PostgresClient(configuration: configuration, backgroundLogger: PostgresTestServer.quietLogger)
    }
}
