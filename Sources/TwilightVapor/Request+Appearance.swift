#if Vapor
import Twilight
public import TwilightWeb
public import Vapor

extension Request {
    private struct AppearanceKey: StorageKey {
        typealias Value = ServerSideAppearance
    }

    /// The choice and style for this request, as resolved by ``AppearanceMiddleware``;
    /// System with an unknown style until the middleware has run.
    public var appearance: ServerSideAppearance {
        get { storage[AppearanceKey.self] ?? ServerSideAppearance() }
        set { storage[AppearanceKey.self] = newValue }
    }
}
#endif
