#if WebDemo
import Hummingbird
import NIOCore
import Twilight
import TwilightAccounts
import TwilightHummingbird
import TwilightWeb

/// The demo's request context: the appearance, and who is signed in (set by
/// ``SessionMiddleware`` before the appearance middleware reads it).
struct DemoRequestContext: AppearanceRequestContext {
    var coreContext: CoreRequestContextStorage
    var appearance = ServerSideAppearance()
    /// The account of a valid `session` cookie; `nil` when signed out.
    var account: AccountID?
    let connectionClosed: EventLoopFuture<Void>?

    init(source: Source) {
        coreContext = .init(source: source)
        connectionClosed = source.channel.closeFuture
    }
}

/// Reads the signed `session` cookie once per request into `context.account`, as an
/// authentication middleware would.
struct SessionMiddleware: RouterMiddleware {
    let session: DemoSession

    func handle(
        _ request: Request,
        context: DemoRequestContext,
        next: (Request, DemoRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.account = session.account(fromCookieHeader: request.headers[.cookie])
        return try await next(request, context)
    }
}
#endif
