#if Hummingbird
public import Hummingbird
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
///     var appearance = ServerSideAppearance(preference: .system, systemColorScheme: .unspecified)
///     init(source: Source) { coreContext = .init(source: source) }
/// }
/// ```
public protocol AppearanceRequestContext: RequestContext {
    /// The choice and style for this request; System with an unknown style until the
    /// middleware has run.
    var appearance: ServerSideAppearance { get set }
}

/// The simplest ``AppearanceRequestContext``: Hummingbird's basic context plus the appearance.
public struct BasicAppearanceRequestContext: AppearanceRequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The appearance resolved for this request.
    public var appearance: ServerSideAppearance

    /// Creates the context for a request; the middleware fills in ``appearance``.
    public init(source: Source) {
        coreContext = .init(source: source)
        appearance = ServerSideAppearance(preference: .system, systemColorScheme: .unspecified)
    }
}
#endif
