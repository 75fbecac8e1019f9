import Foundation
import Logging
import PostgresNIO
import TwilightAccounts
import TwilightAccountsPostgres
import TwilightAccountsSQLite

/// Opens `--database`: `sqlite:FILE` or a `postgres://` URL.
enum DemoDatabase {
    /// The account behaviour over the store `argument` names, its cache started.
    ///
    /// - Throws: ``TwilightAccounts/AccountStoreError`` naming the database and what was
    ///   expected.
    static func open(_ argument: String, logger: Logger) async throws -> AccountAppearance {
        let store: any AccountPreferenceStore
        if argument.hasPrefix("sqlite:") {
            let path = String(argument.dropFirst("sqlite:".count))
            guard !path.isEmpty else {
                throw AccountStoreError(kind: .unavailable, location: "--database", detail: "sqlite: needs a file: expected sqlite:FILE")
            }
            store = try await SQLiteAccountPreferenceStore.open(path: path)
        } else if argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://") {
            var configuration = try PostgresClient.Configuration(url: argument)
            configuration.options.connectTimeout = .seconds(2)
            var quiet = logger
            quiet.logLevel = .error
            let client = PostgresClient(configuration: configuration, backgroundLogger: quiet)
            // Runs for the life of the process, reconnecting as needed.
            Task { await client.run() }
            store = try await PostgresAccountPreferenceStore.open(client: client, location: Self.location(argument), logger: logger)
        } else {
            throw AccountStoreError(
                kind: .unavailable,
                location: "--database",
                detail: "\(argument.prefix(40)) is not a database: expected sqlite:FILE or postgres://USER@HOST:PORT/DATABASE"
            )
        }
        let cache = AccountPreferenceCache(store: store)
        cache.start()
        return AccountAppearance(cache: cache, logger: logger)
    }

    /// `postgres HOST:PORT/DATABASE`: how errors name the database, without a password.
    static func location(_ url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host else { return "postgres" }
        return "postgres \(host):\(components.port ?? 5432)\(components.path)"
    }
}
