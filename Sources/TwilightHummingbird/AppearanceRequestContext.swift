#if Hummingbird
public import Hummingbird
public import NIOCore
import Twilight
public import TwilightWeb

/// A request context that carries the page's appearance, as resolved by
/// ``AppearanceMiddleware``.
///
/// Give your own context an `appearance` property to use the middleware with it, or use
/// ``BasicAppearanceRequestContext``:
///
/// ```swift
/// struct AppContext: AppearanceRequestContext {
///     var coreContext: CoreRequestContextStorage
///     var appearance = ServerSideAppearance()
///     let connectionClosed: EventLoopFuture<Void>?
///     init(source: Source) {
///         coreContext = .init(source: source)
///         connectionClosed = source.channel.closeFuture
///     }
/// }
/// ```
public protocol AppearanceRequestContext: RequestContext {
    /// The choice and style for this request; System with an unknown style until the
    /// middleware has run.
    var appearance: ServerSideAppearance { get set }

    /// Completes when the request's connection closes, so that an event stream ends as soon
    /// as its page goes away instead of at its next write. `nil` by default; give it
    /// `source.channel.closeFuture` in `init(source:)`, as ``BasicAppearanceRequestContext`` does.
    var connectionClosed: EventLoopFuture<Void>? { get }
}

extension AppearanceRequestContext {
    /// `nil`: an event stream ends at its first write after the page went away.
    public var connectionClosed: EventLoopFuture<Void>? { nil }
}

/// The simplest ``AppearanceRequestContext``: Hummingbird's basic context plus the appearance.
public struct BasicAppearanceRequestContext: AppearanceRequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The appearance resolved for this request.
    public var appearance: ServerSideAppearance
    /// Completes when the request's connection closes.
    public let connectionClosed: EventLoopFuture<Void>?

    /// Creates the context for a request; the middleware fills in ``appearance``.
    public init(source: Source) {
        coreContext = .init(source: source)
        connectionClosed = source.channel.closeFuture
        appearance = ServerSideAppearance()
    }
}
#endif
