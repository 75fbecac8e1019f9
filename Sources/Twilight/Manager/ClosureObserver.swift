/// A closure called with each update, alive while its token or its owner is.
@MainActor
final class ClosureObserver: ThemeSubscriber, TokenBoundObservation {
    let handler: (AnyObject?, ThemeUpdate) -> Void
    /// Alive while its token is (``ThemeManager/observe(_:)``)…
    var lifetime = TokenLifetime()
    /// … or, when made with an owner, while the owner is (``ThemeManager/observe(owner:_:)``).
    let ownedByObject: Bool
    weak var owner: AnyObject?

    init(owner: AnyObject?, handler: @escaping (AnyObject?, ThemeUpdate) -> Void) {
        self.ownedByObject = owner != nil
        self.owner = owner
        self.handler = handler
    }

    override var hearsChoiceChanges: Bool { true }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        if lifetime.isCancelled { return false }
        if delivery.previousLook == nil { return true }  // a refresh, not a change
        if ownedByObject {
            guard let owner else { return false }
            handler(owner, delivery.update)
        } else {
            guard lifetime.isLive else { return false }
            handler(nil, delivery.update)
        }
        return true
    }
}
