extension ThemeManager {
    /// The binding of `object` for `key`, if any.
    func binding(of object: AnyObject, for key: AnyKeyPath?) -> ObjectBinding? {
        var node = liveChain(of: object)
        while let binding = node {
            if binding.isBinding(key) { return binding }
            node = binding.nextForObject
        }
        return nil
    }

    /// Binds (or, with `nil`, unbinds) `key` of `object`, replacing any earlier binding
    /// for the same key, and applies the new one at once with the object's effective style.
    func setBinding(_ binding: ObjectBinding?, of object: AnyObject, for key: AnyKeyPath?) {
        let id = ObjectIdentifier(object)
        // Remove the previous binding for this key from the object's chain.
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
            register(binding)
            _ = binding.deliver(refreshDelivery)
        }
        bindingsByObject[id] = head
    }

    /// Re-applies the bindings of `object` that `matches` selects, with the object's
    /// effective style.
    func refreshBindings(of object: AnyObject, where matches: (ObjectBinding) -> Bool = { _ in true }) {
        let delivery = refreshDelivery
        var node = liveChain(of: object)
        while let binding = node {
            if matches(binding) { _ = binding.deliver(delivery) }
            node = binding.nextForObject
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

    /// Drops the chains of objects that died, after a sweep found some.
    func pruneDeadObjectChains() {
        bindingsByObject = bindingsByObject.filter { $0.value.target != nil }
    }
}
