import Foundation
import HTTPTypes
public import Hummingbird
public import Logging
import Twilight
import TwilightAccounts
import TwilightHummingbird
public import TwilightWeb

/// A request context created without a channel, so a router can be called in-process.
public struct BenchmarkSource: RequestContextSource {
    public let logger = Logger(label: "benchmark")
    public init() {}
}

/// A request context for in-process requests, with the appearance the middleware sets.
public struct BenchmarkContext: AppearanceRequestContext {
    public typealias Source = BenchmarkSource
    public var coreContext: CoreRequestContextStorage
    public var appearance = ServerSideAppearance()
    public init(source: Source) { coreContext = .init(source: source) }
}

/// The router of a themed page, with or without the appearance middleware, and with
/// accounts when `accounts` is given (the account is the `session` cookie's value).
public func responder(withMiddleware: Bool, accounts: AccountAppearance? = nil) -> RouterResponder<BenchmarkContext> {
    let router = Router(context: BenchmarkContext.self)
    let signedIn = accounts.map { accounts in
        AppearanceAccounts<BenchmarkContext>(accounts) { request, _ in
            try sessionCookie(in: request.headers[.cookie]).map { try AccountID($0) }
        }
    }
    if withMiddleware { router.add(middleware: AppearanceMiddleware(accounts: signedIn)) }
    router.get("/") { _, context in
        Response(
            status: .ok,
            headers: [.contentType: "text/html"],
            body: .init(byteBuffer: ByteBuffer(string: "<html\(context.appearance.htmlAttributes)>"))
        )
    }
    return router.buildResponder()
}

/// A browser's request: a session cookie beside the theme, and the client hint.
public func pageRequest(session: String = "4f2a9c1e7b") -> Request {
    Request(
        head: HTTPRequest(
            method: .get,
            scheme: "http",
            authority: "127.0.0.1",
            path: "/",
            headerFields: [
                .cookie: "session=\(session); theme=dark; consent=yes",
                .secCHPrefersColorScheme: "\"dark\"",
                .accept: "text/html", .userAgent: "Mozilla/5.0",
            ]
        ),
        body: .init(buffer: ByteBuffer())
    )
}

/// The `session` cookie's value in a `Cookie` header.
func sessionCookie(in header: String?) -> String? {
    header?.split(separator: ";").lazy
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix("session=") }
        .map { String($0.dropFirst("session=".count)) }
}
