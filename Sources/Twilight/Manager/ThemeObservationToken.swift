/// Keeps a closure observation alive: the observation ends when the token is released
/// or ``cancel()`` is called.
///
/// ```swift
/// let token = manager.observe { style in print("now", style) }
/// // … later, or simply by letting `token` go:
/// token.cancel()
/// ```
@MainActor
public final class ThemeObservationToken {
    private var cancellation: (() -> Void)?

    /// A token that runs `cancellation` once, when cancelled.
    init(cancellation: @escaping () -> Void) {
        self.cancellation = cancellation
    }

    /// Ends the observation now; the closure is not called again.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    /// A token that ends `observer`'s observation when cancelled or released: the one
    /// lifetime of closure, typed-theme and toolkit-appearance observers.
    convenience init(ending observer: some TokenBoundObservation) {
        self.init { [weak observer] in observer?.lifetime.isCancelled = true }
        observer.lifetime.token = self
    }
}

/// An observation alive while its token is held and not cancelled.
@MainActor
struct TokenLifetime {
    /// The token that keeps the observation; held weakly, so releasing it ends the observation.
    weak var token: ThemeObservationToken?
    /// Whether ``ThemeObservationToken/cancel()`` was called.
    var isCancelled = false

    /// Whether the observation goes on: not cancelled, and its token is held.
    var isLive: Bool { !isCancelled && token != nil }
}

/// An observer whose life is its token's (see ``ThemeObservationToken/init(ending:)``).
@MainActor
protocol TokenBoundObservation: AnyObject {
    var lifetime: TokenLifetime { get set }
}
