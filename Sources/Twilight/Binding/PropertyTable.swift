/// Every binding of one property (one key path) on one manager, kept contiguously: a
/// weak reference to each object and the slot of its provider. One subscriber for all
/// of them, delivered at the position of the property's first binding.
///
/// A change computes each distinct provider once, then walks the entries writing the
/// values; entries whose object died or that were unbound are compacted after the walk.
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

/// One binding in a ``PropertyTable``. Not generic, so that walking the entries needs no
/// type metadata: the object is cast back to the table's `Base` unchecked.
struct BindingEntry {
    weak var object: AnyObject?
    /// The object's identifier when it was bound, to forget its index once it dies.
    let id: ObjectIdentifier
    /// Its provider's slot, or `-1` once unbound.
    var slot: Int32
}

/// The bindings of one key path of `Base`.
@MainActor
final class PropertyTable<Base: AnyObject, Value>: PropertyTableBase {
    private let writer: PropertyWriter<Base, Value>
    private var entries: ContiguousArray<BindingEntry> = []
    private var indexByObject: [ObjectIdentifier: Int] = [:]
    private var providers = ProviderSlots<Value>()
    /// Whether a delivery is walking the entries, so that a nested one does not move them.
    private var isDelivering = false
    /// Counts changes to `entries`, so that a delivery notices one made while it runs.
    private var mutations = 0

    init(keyPath: ReferenceWritableKeyPath<Base, Value>) {
        self.writer = PropertyWriter(keyPath: keyPath)
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
        mutations &+= 1
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
            entries.append(BindingEntry(object: object, id: ObjectIdentifier(object), slot: slot))
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
            apply(entries[index].slot, to: unsafeDowncast(object, to: Base.self), with: delivery, cache: &cache)
        }
    }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        var cache = providers.valueCache(for: delivery.style)
        let plain = delivery.overrides.isEmpty && delivery.animation == nil
        let transition = delivery.animation != nil ? PropertyTransition(writer: writer) : nil
        let outermost = !isDelivering
        isDelivering = true
        defer { isDelivering = !outermost }
        let end = entries.count
        let writer = self.writer
        var finished = 0
        var index = 0
        // The walk reads a snapshot of the entries in place (no copy of each entry, no
        // access to the class's array per entry). A provider or setter that changes the
        // table while it runs makes the walk take a new snapshot from where it was.
        while index < end {
            let snapshot = entries
            let mutationsAtSnapshot = mutations
            index = snapshot.withUnsafeBufferPointer { buffer in
                // Read through a mutable pointer (nothing is written): reading a weak
                // field through an immutable one copies the whole entry first.
                let entries = UnsafeMutablePointer(mutating: buffer.baseAddress!)
                var position = index
                while position < end, mutations == mutationsAtSnapshot {
                    let slot = entries[position].slot
                    let stored = slot >= 0 ? entries[position].object : nil
                    position += 1
                    guard let stored else {
                        finished += 1
                        continue
                    }
                    let object = unsafeDowncast(stored, to: Base.self)
                    if plain {
                        writer.write(value(at: slot, from: &cache), to: object)
                    } else {
                        apply(slot, to: object, with: delivery, cache: &cache, moving: transition)
                    }
                }
                return position
            }
        }
        if let transition, !transition.isEmpty { delivery.animation?.append(transition) }
        if outermost, finished > 0 { compact() }
        return !entries.isEmpty
    }

    /// Drops the entries of dead objects and unbound ones, keeping the others in order.
    private func compact() {
        mutations &+= 1
        var kept = 0
        for index in entries.indices {
            guard entries[index].slot >= 0, entries[index].object != nil else {
                forget(at: index)
                continue
            }
            if kept != index { move(from: index, to: kept) }
            kept += 1
        }
        entries.removeSubrange(kept...)
    }

    /// The value of the provider in `slot` for the object's effective style: set at once,
    /// or, given a `transition`, added to it. `cache` holds values for the delivery's style.
    private func apply(
        _ slot: Int32,
        to object: Base,
        with delivery: StyleDelivery,
        cache: inout ProviderValueCache<Value>,
        moving transition: PropertyTransition<Base, Value>? = nil
    ) {
        let style = delivery.effectiveStyle(of: object)
        let value = style == cache.style ? self.value(at: slot, from: &cache) : providers[slot](style)
        if let transition {
            transition.add(object, slot: slot, to: value)
        } else {
            writer.write(value, to: object)
        }
    }

    /// The value of the provider in `slot` for the cache's style, computed on first use.
    @inline(__always)
    private func value(at slot: Int32, from cache: inout ProviderValueCache<Value>) -> Value {
        if !cache.isReady(slot, version: providers.version) { cache.compute(slot, from: providers) }
        return cache[slot]
    }

    /// The index of `object`'s live entry, or `nil`; an index left by a dead object whose
    /// identifier was reused is forgotten.
    private func liveIndex(of object: Base) -> Int? {
        let id = ObjectIdentifier(object)
        guard let index = indexByObject[id] else { return nil }
        if entries[index].object === object, entries[index].slot >= 0 { return index }
        mutations &+= 1
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
}

/// How a table writes its property: through the setter `Base` declares for the key path
/// (``ThemeSettable``), else through the key path.
struct PropertyWriter<Base: AnyObject, Value> {
    let keyPath: ReferenceWritableKeyPath<Base, Value>
    let directSetter: ThemeSetters.Write<Base, Value>?

    /// The writer of `keyPath`, with the setter `Base` declares for it, if any.
    @MainActor
    init(keyPath: ReferenceWritableKeyPath<Base, Value>) {
        self.keyPath = keyPath
        self.directSetter = DirectSetter.find(for: keyPath)
    }

    /// Stores `value` into the property of `object`.
    @MainActor @inline(__always)
    func write(_ value: Value, to object: Base) {
        if let directSetter { directSetter(object, value) } else { object[keyPath: keyPath] = value }
    }
}
