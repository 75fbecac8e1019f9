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
}

/// A closure called with each new style, alive while its token or its owner is.
@MainActor
final class ClosureObserver: ThemeSubscriber {
    enum Lifetime {
        case token
        case owner
    }

    let handler: (AnyObject?, ThemeStyle) -> Void
    let lifetime: Lifetime
    weak var token: ThemeObservationToken?
    weak var owner: AnyObject?
    var isCancelled = false

    init(lifetime: Lifetime, owner: AnyObject?, handler: @escaping (AnyObject?, ThemeStyle) -> Void) {
        self.lifetime = lifetime
        self.owner = owner
        self.handler = handler
    }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        if isCancelled { return false }
        if delivery.previousStyle == nil { return true }  // a refresh, not a change
        switch lifetime {
        case .token:
            guard token != nil else { return false }
            handler(nil, delivery.style)
        case .owner:
            guard let owner else { return false }
            handler(owner, delivery.style)
        }
        return true
    }
}

/// Feeds an `AsyncStream` of styles until its consumer goes away.
@MainActor
final class StreamSubscriber: ThemeSubscriber {
    let continuation: AsyncStream<ThemeStyle>.Continuation

    init(continuation: AsyncStream<ThemeStyle>.Continuation) {
        self.continuation = continuation
    }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        if delivery.previousStyle == nil { return true }  // a refresh, not a change
        if case .terminated = continuation.yield(delivery.style) { return false }
        return true
    }
}
