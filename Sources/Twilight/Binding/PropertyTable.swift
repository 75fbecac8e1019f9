/// Every binding of one property (one key path) on one manager, kept contiguously: a
/// weak reference to each object and the slot of its provider. One subscriber for all
/// of them, delivered at the position of the property's first binding.
///
/// A change computes each distinct provider once, then walks the entries writing the
/// values; entries whose object died or that were unbound are compacted in the same walk.
@MainActor
class PropertyTableBase: ThemeSubscriber {
    /// The key path whose bindings this table holds.
    let key: AnyKeyPath

    init(key: AnyKeyPath) {
        self.key = key
    }

    /// Re-applies the binding of `object`, if it has one here.
    func refresh(_ object: AnyObject, with delivery: StyleDelivery) {}
}

/// The bindings of one key path of `Base`.
@MainActor
final class PropertyTable<Base: AnyObject, Value>: PropertyTableBase {
    private struct Entry {
        weak var object: Base?
        /// The object's identifier when it was bound, to forget its index once it dies.
        let id: ObjectIdentifier
        /// Its provider's slot, or `-1` once unbound.
        var slot: Int32
    }

    private let keyPath: ReferenceWritableKeyPath<Base, Value>
    private var entries: ContiguousArray<Entry> = []
    private var indexByObject: [ObjectIdentifier: Int] = [:]
    private var providers = ProviderSlots<Value>()
    /// Whether a delivery is walking the entries, so that a nested one does not move them.
    private var isDelivering = false

    init(keyPath: ReferenceWritableKeyPath<Base, Value>) {
        self.keyPath = keyPath
        super.init(key: keyPath)
    }

    override var registeredCount: Int { indexByObject.count }

    /// The provider bound to `object`, or `nil`.
    func provider(of object: Base) -> ThemeProvider<Value>? {
        liveIndex(of: object).map { providers[entries[$0].slot] }
    }

    /// Binds `provider` to `object` (replacing its binding here, keeping its place) and
    /// applies it with `delivery`; `nil` unbinds.
    func bind(_ object: Base, to provider: ThemeProvider<Value>?, applying delivery: StyleDelivery) {
        let existing = liveIndex(of: object)
        if let existing {
            providers.release(entries[existing].slot)
            entries[existing].slot = -1
        }
        guard let provider else {
            if let existing {
                entries[existing].object = nil
                indexByObject[ObjectIdentifier(object)] = nil
            }
            return
        }
        let slot = providers.retain(provider)
        if let existing {
            entries[existing].slot = slot
        } else {
            indexByObject[ObjectIdentifier(object)] = entries.count
            entries.append(Entry(object: object, id: ObjectIdentifier(object), slot: slot))
        }
        var cache = providers.valueCache(for: delivery.style)
        apply(slot, to: object, with: delivery, cache: &cache)
    }

    override func refresh(_ object: AnyObject, with delivery: StyleDelivery) {
        guard let object = object as? Base, let index = liveIndex(of: object) else { return }
        var cache = providers.valueCache(for: delivery.style)
        apply(entries[index].slot, to: object, with: delivery, cache: &cache)
    }

    override func deliver(_ delivery: StyleDelivery, toSubtreeOf root: AnyObject) {
        var cache = providers.valueCache(for: delivery.style)
        for index in entries.indices where entries[index].slot >= 0 {
            guard let object = entries[index].object, OverrideTable.isDescendant(object, of: root) else { continue }
            apply(entries[index].slot, to: object, with: delivery, cache: &cache)
        }
    }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        var values = providers.valueCache(for: delivery.style)
        let plain = delivery.overrides.isEmpty && delivery.animation == nil
        let compacting = !isDelivering
        isDelivering = true
        defer { isDelivering = !compacting }
        let end = entries.count
        var kept = 0
        for index in 0..<end {
            let slot = entries[index].slot
            guard slot >= 0, let object = entries[index].object else {
                if compacting { forget(at: index) }
                continue
            }
            if plain {
                object[keyPath: keyPath] = values.value(at: slot, in: providers)
            } else {
                apply(slot, to: object, with: delivery, cache: &values)
            }
            if compacting {
                if kept != index { move(from: index, to: kept) }
                kept += 1
            }
        }
        if compacting, kept != end { removeEntries(kept..<end) }
        return !entries.isEmpty
    }

    /// The value of the provider in `slot` for the object's effective style: set at once,
    /// or added to the delivery's animation. `cache` holds values for the delivery's style.
    private func apply(
        _ slot: Int32,
        to object: Base,
        with delivery: StyleDelivery,
        cache: inout ProviderValueCache<Value>
    ) {
        let style = delivery.effectiveStyle(of: object)
        let value = style == cache.style ? cache.value(at: slot, in: providers) : providers[slot].value(style)
        if let tracks = delivery.animation,
            let track = PropertyTrack(object: object, keyPath: keyPath, target: value)
        {
            tracks.append(track)
        } else {
            object[keyPath: keyPath] = value
        }
    }

    /// The index of `object`'s live entry, or `nil`; an index left by a dead object whose
    /// identifier was reused is forgotten.
    private func liveIndex(of object: Base) -> Int? {
        let id = ObjectIdentifier(object)
        guard let index = indexByObject[id] else { return nil }
        if entries[index].object === object, entries[index].slot >= 0 { return index }
        if entries[index].slot >= 0 { providers.release(entries[index].slot) }
        entries[index].slot = -1
        indexByObject[id] = nil
        return nil
    }

    /// Releases what the finished entry at `index` held.
    private func forget(at index: Int) {
        let entry = entries[index]
        if entry.slot >= 0 { providers.release(entry.slot) }
        if indexByObject[entry.id] == index { indexByObject[entry.id] = nil }
    }

    private func move(from index: Int, to destination: Int) {
        entries[destination] = entries[index]
        indexByObject[entries[destination].id] = destination
    }

    /// Removes the finished entries in `range`; entries appended during the delivery
    /// (after the range) move down and their indices follow.
    private func removeEntries(_ range: Range<Int>) {
        entries.removeSubrange(range)
        for index in range.lowerBound..<entries.count {
            indexByObject[entries[index].id] = index
        }
    }
}
