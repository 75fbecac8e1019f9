#if PostgreSQL
import Foundation
public import PostgresNIO
public import Twilight

extension PostgresClient.Configuration {
    /// A configuration from a connection URL, as libpq takes it:
    /// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]`
    /// (`postgresql://` too; the port defaults to 5432, `sslmode` to `prefer`).
    ///
    /// - Throws: `PreferenceStoreError` of kind `ioFailure` saying which part
    ///   is missing or wrong; the message never repeats a password.
    public init(url text: String) throws(PreferenceStoreError) {
        func refuse(_ problem: String) -> PreferenceStoreError {
            PreferenceStoreError(
                kind: .ioFailure,
                location: "database URL",
                detail: "\(problem): expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]"
            )
        }
        guard let url = URLComponents(string: text), url.scheme == "postgres" || url.scheme == "postgresql" else {
            throw refuse("not a postgres:// URL")
        }
        guard let host = url.host, !host.isEmpty else { throw refuse("no host") }
        guard let user = url.user, !user.isEmpty else { throw refuse("no user") }
        let database = String(url.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else { throw refuse("no database (the path after the host)") }
        let tls: TLS
        switch url.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer" {
        case "disable": tls = .disable
        case "prefer": tls = .prefer(.makeClientConfiguration())
        case "require": tls = .require(.makeClientConfiguration())
        case let mode: throw refuse("sslmode \(mode) is not supported")
        }
        self.init(
            host: host,
            port: url.port ?? 5432,
            username: user.removingPercentEncoding ?? user,
            password: url.password.map { $0.removingPercentEncoding ?? $0 },
            database: database,
            tls: tls
        )
    }
}
#endif
