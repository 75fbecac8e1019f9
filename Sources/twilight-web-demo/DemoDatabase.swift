#if WebDemo
import Foundation
import Logging
import PostgresNIO
import Twilight
import TwilightAccounts
import TwilightWeb
import TwilightAccountsPostgres
import TwilightAccountsSQLite

/// Opens `--database`: `sqlite:FILE` or a `postgres://` URL.
enum DemoDatabase {
    /// The account behaviour over the store `argument` names, its cache started, and what
    /// closes the store when the server has stopped.
    ///
    /// - Throws: `PreferenceStoreError` naming the database and what was
    ///   expected.
    static func open(_ argument: String, logger: Logger) async throws -> (AccountAppearance, close: @Sendable () async -> Void) {
        let store: any AccountPreferenceStore
        let closeStore: @Sendable () async -> Void
        if argument.hasPrefix("sqlite:") {
            let path = String(argument.dropFirst("sqlite:".count))
            guard !path.isEmpty else {
                throw PreferenceStoreError(kind: .ioFailure, location: "--database", detail: "sqlite: needs a file: expected sqlite:FILE")
            }
            let sqlite = try await SQLiteAccountPreferenceStore.open(path: path)
            store = sqlite
            closeStore = { await sqlite.close() }
        } else if argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://") {
            var configuration = try PostgresClient.Configuration(url: argument)
            configuration.options.connectTimeout = .seconds(2)
            var quiet = logger
            quiet.logLevel = .error
            let client = PostgresClient(configuration: configuration, backgroundLogger: quiet)
            // Runs until the store is closed, reconnecting as needed.
            let running = Task { await client.run() }
            let postgres: PostgresAccountPreferenceStore
            do {
                postgres = try await PostgresAccountPreferenceStore.open(client: client, location: Self.location(argument), logger: logger)
            } catch {
                running.cancel()
                throw error
            }
            store = postgres
            closeStore = {
                postgres.close()
                running.cancel()
            }
        } else {
            throw PreferenceStoreError(
                kind: .ioFailure,
                location: "--database",
                detail: "\(argument.prefix(40)) is not a database: expected sqlite:FILE or postgres://USER@HOST:PORT/DATABASE"
            )
        }
        let cache = AccountPreferenceCache(store: store)
        cache.start()
        return (
            AccountAppearance(cache: cache, logger: logger),
            {
                cache.stop()
                await closeStore()
            }
        )
    }

    /// `postgres HOST:PORT/DATABASE`: how errors name the database, without a password.
    static func location(_ url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host else { return "postgres" }
        return "postgres \(host):\(components.port ?? 5432)\(components.path)"
    }
}
#endif
