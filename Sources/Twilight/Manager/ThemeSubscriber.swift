/// What a subscriber needs to apply one change of style.
@MainActor
struct StyleDelivery {
    /// The manager's look.
    let look: ThemeLook
    /// The look before the change (the same look when only the choice changed), or `nil`
    /// for a refresh.
    let previousLook: ThemeLook?
    /// The manager's choice.
    let choice: ThemeChoice
    /// The manager's styles, which say whether an override is dark.
    let styles: ThemeStyles
    /// The overrides in force when the delivery started.
    let overrides: OverrideTable
    /// Collects animation tracks when the change is animated, else `nil` (apply at once).
    let animation: TransitionTracks?
    /// Different for every delivery made, so that a value computed for one delivery (by
    /// a ``ThemeSource``) is known to be stale in the next.
    let generation: UInt64

    init(
        look: ThemeLook,
        previousLook: ThemeLook?,
        choice: ThemeChoice,
        styles: ThemeStyles,
        overrides: OverrideTable,
        animation: TransitionTracks?
    ) {
        self.look = look
        self.previousLook = previousLook
        self.choice = choice
        self.styles = styles
        self.overrides = overrides
        self.animation = animation
        Self.deliveries &+= 1
        self.generation = Self.deliveries
    }

    /// What observers hear of this delivery.
    var update: ThemeUpdate { ThemeUpdate(look: look, choice: choice) }

    /// Whether only the choice changed, the look staying as it was: only subscribers that
    /// hear choice changes (``ThemeSubscriber/hearsChoiceChanges``) are given it.
    var changesOnlyTheChoice: Bool { previousLook == look }

    /// How many deliveries were made in this process.
    private static var deliveries: UInt64 = 0

    /// The look `object` follows in this delivery: its override's or its tree's, else
    /// ``look``. Checks for no override here, before converting the object to look it up.
    @inline(__always)
    func effectiveLook<Object: AnyObject>(of object: Object) -> ThemeLook {
        overrides.isEmpty ? look : overrides.effectiveLook(of: object, otherwise: look, styles: styles)
    }
}

/// Something the manager delivers style changes to: a binding, a typed-theme observer,
/// a closure observer or a stream. Kept in one list, in registration order.
@MainActor
class ThemeSubscriber {
    /// Applies a change. Returns `false` once the subscriber is finished (its object died,
    /// its token was released, it was cancelled) so the manager drops it.
    func deliver(_ delivery: StyleDelivery) -> Bool { false }

    /// Whether the subscriber is told of a change of the choice that leaves the look as it
    /// was (closure observers and streams are; bindings, which only apply looks, are not).
    var hearsChoiceChanges: Bool { false }

    /// The object whose effective style this subscriber follows, if any; used to re-apply
    /// a subtree when an override changes.
    var target: AnyObject? { nil }

    /// How many bindings, observers or streams this subscriber stands for.
    var registeredCount: Int { 1 }

    /// Applies `delivery` to what this subscriber drives at `root` or below it.
    func deliver(_ delivery: StyleDelivery, toSubtreeOf root: AnyObject) {
        guard let target, OverrideTable.isDescendant(target, of: root) else { return }
        _ = deliver(delivery)
    }
}
