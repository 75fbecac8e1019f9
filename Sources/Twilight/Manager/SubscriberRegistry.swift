/// Everything a ``ThemeManager`` delivers to, in registration order: one
/// ``PropertyTable`` per bound property (at the position of its first binding), one
/// ``CustomizationBinding`` per customized object, the observers and streams, and the
/// toolkit-appearance observers (told of a change of ``ToolkitAppearance``, which may come
/// without a change of style). The manager's only registry: nothing else adds, replaces or
/// drops subscribers.
@MainActor
final class SubscriberRegistry {
    private var subscribers: ContiguousArray<ThemeSubscriber> = []
    private var tables: [AnyKeyPath: PropertyTableBase] = [:]
    /// The objects the tables bind, one row each.
    private let boundObjects = BoundObjects()
    private var customizations: [ObjectIdentifier: CustomizationBinding] = [:]
    private var toolkitObservers: [ToolkitAppearanceObserver] = []
    /// Whether ``sweep(_:)`` is running, so that a nested one does not compact the array.
    private var isSweeping = false

    /// How many bindings, observers and streams are registered, finished ones included
    /// until the next sweep.
    var count: Int { subscribers.reduce(0) { $0 + $1.registeredCount } }

    /// How many objects the tables bind (rows in use, less those whose address a newer
    /// object took).
    var boundObjectCount: Int { boundObjects.lookupCount }

    /// Whether nothing is registered.
    var isEmpty: Bool { subscribers.isEmpty }

    /// Adds a subscriber after the others.
    func append(_ subscriber: ThemeSubscriber) {
        subscribers.append(subscriber)
    }

    /// Adds a toolkit-appearance observer after the others.
    func append(_ observer: ToolkitAppearanceObserver) {
        toolkitObservers.append(observer)
    }

    /// Tells every live toolkit-appearance observer of `appearance`, dropping finished ones.
    func notify(_ appearance: ToolkitAppearance) {
        toolkitObservers.removeAll { !$0.lifetime.isLive }
        for observer in toolkitObservers where observer.lifetime.isLive {  // a handler may cancel another
            observer.handler(appearance)
        }
    }

    /// The bindings of `keyPath`, created (after the other subscribers) when `creating`.
    func table<Base: AnyObject, Value>(
        for keyPath: ReferenceWritableKeyPath<Base, Value>,
        creating: Bool,
        keyPathWalk: DirectRun<Base, Value>.Walk? = nil
    ) -> PropertyTable<Base, Value>? {
        if let table = tables[keyPath] { return table as? PropertyTable<Base, Value> }
        guard creating else { return nil }
        let table = PropertyTable(keyPath: keyPath, objects: boundObjects, keyPathWalk: keyPathWalk)
        tables[keyPath] = table
        subscribers.append(table)
        return table
    }

    /// The customization of `object`, or `nil`.
    func customization(of object: AnyObject) -> CustomizationBinding? {
        guard let binding = customizations[ObjectIdentifier(object)], binding.object === object else { return nil }
        return binding
    }

    /// Replaces the customization of `object` with `binding` (or removes it, with `nil`);
    /// the replaced one is cancelled, the new one runs after the other subscribers.
    func setCustomization(of object: AnyObject, to binding: CustomizationBinding?) {
        customizations[ObjectIdentifier(object)]?.cancel()
        customizations[ObjectIdentifier(object)] = binding
        if let binding { subscribers.append(binding) }
    }

    /// Re-applies every binding of `object`, its customization included.
    func deliver(_ delivery: StyleDelivery, toBindingsOf object: AnyObject) {
        for subscriber in subscribers {
            (subscriber as? PropertyTableBase)?.refresh(object, with: delivery)
        }
        _ = customization(of: object)?.deliver(delivery)
    }

    /// Delivers to every subscriber, binding by binding, whose target is `root` or below it.
    func deliver(_ delivery: StyleDelivery, toSubtreeOf root: AnyObject) {
        for subscriber in subscribers {
            subscriber.deliver(delivery, toSubtreeOf: root)
        }
    }

    /// Delivers to every subscriber in registration order, dropping finished ones.
    /// Subscribers added during the sweep are kept, after the survivors.
    ///
    /// A sweep started from inside a delivery (a handler calling
    /// ``ThemeManager/refreshAll()``) delivers to every subscriber but drops none: only the
    /// outermost sweep compacts the array, so its indices stay valid. A sweep that the tables
    /// hear holds the bound objects until the outermost one ends.
    func sweep(_ delivery: StyleDelivery) {
        let onlyChoice = delivery.changesOnlyTheChoice
        if !onlyChoice { boundObjects.beginSweep() }
        defer { if !onlyChoice { boundObjects.endSweep() } }
        guard !isSweeping else {
            for subscriber in subscribers where !onlyChoice || subscriber.hearsChoiceChanges { _ = subscriber.deliver(delivery) }
            return
        }
        isSweeping = true
        defer { isSweeping = false }
        let end = subscribers.count
        var kept = 0
        for index in 0..<end {
            let subscriber = subscribers[index]
            if (onlyChoice && !subscriber.hearsChoiceChanges) || subscriber.deliver(delivery) {
                if kept != index { subscribers[kept] = subscriber }
                kept += 1
            } else {
                forget(subscriber)
            }
        }
        if kept != end {
            subscribers.removeSubrange(kept..<end)
        }
    }

    /// Forgets the look-up entries of a finished subscriber.
    private func forget(_ subscriber: ThemeSubscriber) {
        if let table = subscriber as? PropertyTableBase, tables[table.key] === table {
            tables[table.key] = nil
        } else if let binding = subscriber as? CustomizationBinding, customizations[binding.id] === binding {
            customizations[binding.id] = nil
        }
    }
}
