/// Everything a ``ThemeManager`` delivers styles to, in registration order, and the
/// bindings of each object chained for look-up. The manager's only registry: nothing
/// else adds, replaces or drops subscribers.
@MainActor
final class SubscriberRegistry {
    private var subscribers: ContiguousArray<ThemeSubscriber> = []
    /// The newest binding of each object; the others follow through
    /// ``ObjectBinding/nextForObject``.
    private var bindingsByObject: [ObjectIdentifier: ObjectBinding] = [:]
    /// Whether ``sweep(_:)`` is running, so that a nested one does not compact the array.
    private var isSweeping = false

    /// How many subscribers are registered, finished ones included until the next sweep.
    var count: Int { subscribers.count }

    /// Adds a subscriber after the others.
    func append(_ subscriber: ThemeSubscriber) {
        subscribers.append(subscriber)
    }

    /// The binding of `object` for `key` (a key path, or `nil` for the customization).
    func binding(of object: AnyObject, for key: AnyKeyPath?) -> ObjectBinding? {
        var node = liveChain(of: object)
        while let binding = node {
            if binding.isBinding(key) { return binding }
            node = binding.nextForObject
        }
        return nil
    }

    /// Replaces the binding of `object` for `key` with `binding` (or removes it, with
    /// `nil`); the replaced one is cancelled.
    func replaceBinding(of object: AnyObject, for key: AnyKeyPath?, with binding: ObjectBinding?) {
        var previous: ObjectBinding?
        var node = liveChain(of: object)
        var head = node
        while let current = node {
            if current.isBinding(key) {
                current.cancel()
                if let previous {
                    previous.nextForObject = current.nextForObject
                } else {
                    head = current.nextForObject
                }
                break
            }
            previous = current
            node = current.nextForObject
        }
        if let binding {
            binding.nextForObject = head
            head = binding
            subscribers.append(binding)
        }
        bindingsByObject[ObjectIdentifier(object)] = head
    }

    /// Delivers to the bindings of `object` that `matches` selects.
    func deliver(
        _ delivery: StyleDelivery,
        toBindingsOf object: AnyObject,
        where matches: (ObjectBinding) -> Bool
    ) {
        var node = liveChain(of: object)
        while let binding = node {
            if matches(binding) { _ = binding.deliver(delivery) }
            node = binding.nextForObject
        }
    }

    /// Delivers to every subscriber whose target is `root` or below it.
    func deliver(_ delivery: StyleDelivery, toSubtreeOf root: AnyObject) {
        for subscriber in subscribers {
            guard let target = subscriber.target, OverrideTable.isDescendant(target, of: root) else { continue }
            _ = subscriber.deliver(delivery)
        }
    }

    /// Delivers to every subscriber in registration order, dropping finished ones.
    /// Subscribers added during the sweep are kept, after the survivors.
    ///
    /// A sweep started from inside a delivery (a handler calling
    /// ``ThemeManager/refreshAll()``) delivers to every subscriber but drops none: only the
    /// outermost sweep compacts the array, so its indices stay valid.
    func sweep(_ delivery: StyleDelivery) {
        guard !isSweeping else {
            for subscriber in subscribers { _ = subscriber.deliver(delivery) }
            return
        }
        isSweeping = true
        defer { isSweeping = false }
        let end = subscribers.count
        var kept = 0
        for index in 0..<end {
            let subscriber = subscribers[index]
            if subscriber.deliver(delivery) {
                if kept != index { subscribers[kept] = subscriber }
                kept += 1
            }
        }
        if kept != end {
            subscribers.removeSubrange(kept..<end)
            bindingsByObject = bindingsByObject.filter { $0.value.target != nil }
        }
    }

    /// The chain of bindings registered for `object`, or `nil`; a chain left by a dead
    /// object whose identifier was reused is discarded.
    private func liveChain(of object: AnyObject) -> ObjectBinding? {
        let id = ObjectIdentifier(object)
        guard let head = bindingsByObject[id] else { return nil }
        if head.target === object { return head }
        var node: ObjectBinding? = head
        while let stale = node {
            stale.cancel()
            node = stale.nextForObject
        }
        bindingsByObject[id] = nil
        return nil
    }
}
