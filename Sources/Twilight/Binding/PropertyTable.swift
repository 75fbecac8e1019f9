/// Every binding of one property (one key path) on one manager, kept contiguously: the
/// row of each object in the manager's ``BoundObjects`` and the slot of its provider. One
/// subscriber for all of them, delivered at the position of the property's first binding.
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

/// One binding in a ``PropertyTable``: its object's row and its provider's slot.
@usableFromInline
struct BindingEntry {
    /// The object's row in the manager's ``BoundObjects``, or `-1` once unbound.
    @usableFromInline var row: Int32
    /// Its provider's slot, or `-1` once unbound.
    @usableFromInline var slot: Int32
}

/// A table's count of changes to its entries, kept outside the table so that a
/// ``DirectRun`` compiled in another module reads it with a plain load.
final class ChangeCounter {
    let pointer: UnsafeMutablePointer<Int>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: 0)
    }

    deinit {
        pointer.deallocate()
    }

    /// The number of changes so far.
    var value: Int { pointer.pointee }

    /// Counts one more change.
    func increment() {
        pointer.pointee &+= 1
    }
}

/// The bindings of one key path of `Base`.
@MainActor
final class PropertyTable<Base: AnyObject, Value>: PropertyTableBase {
    private let writer: PropertyWriter<Base, Value>
    private let objects: BoundObjects
    private var entries: ContiguousArray<BindingEntry> = []
    private var indexByRow: [Int32: Int] = [:]
    private var providers = ProviderSlots<Value>()
    /// Whether a delivery is walking the entries, so that a nested one does not move them.
    private var isDelivering = false
    /// Counts changes to `entries`, so that a delivery notices one made while it runs.
    private let changes = ChangeCounter()

    init(keyPath: ReferenceWritableKeyPath<Base, Value>, objects: BoundObjects) {
        self.writer = PropertyWriter(keyPath: keyPath)
        self.objects = objects
        super.init(key: keyPath)
    }

    override var registeredCount: Int { indexByRow.count }

    /// The provider bound to `object`, or `nil`.
    func provider(of object: Base) -> ThemeProvider<Value>? {
        liveIndex(of: object).map { providers[entries[$0].slot] }
    }

    /// Binds `provider` to `object` (replacing its binding here, keeping its place) and
    /// applies it with `delivery`; `nil` unbinds.
    func bind(_ object: Base, to provider: ThemeProvider<Value>?, applying delivery: StyleDelivery) {
        changes.increment()
        let existing = liveIndex(of: object)
        if let existing {
            providers.release(entries[existing].slot)
            entries[existing].slot = -1
        }
        guard let provider else {
            if let existing { unbind(at: existing) }
            return
        }
        let slot = providers.retain(provider)
        if let existing {
            entries[existing].slot = slot
        } else {
            let row = objects.retainRow(of: object)
            indexByRow[row] = entries.count
            entries.append(BindingEntry(row: row, slot: slot))
        }
        var cache = providers.valueCache(for: delivery.look)
        apply(slot, to: object, with: delivery, cache: &cache)
    }

    override func refresh(_ object: AnyObject, with delivery: StyleDelivery) {
        guard let object = object as? Base, let index = liveIndex(of: object) else { return }
        var cache = providers.valueCache(for: delivery.look)
        apply(entries[index].slot, to: object, with: delivery, cache: &cache)
    }

    override func deliver(_ delivery: StyleDelivery, toSubtreeOf root: AnyObject) {
        var cache = providers.valueCache(for: delivery.look)
        for index in entries.indices where entries[index].slot >= 0 {
            guard let object = objects.object(at: entries[index].row), OverrideTable.isDescendant(object, of: root)
            else { continue }
            apply(entries[index].slot, to: unsafeDowncast(object, to: Base.self), with: delivery, cache: &cache)
        }
    }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        var cache = providers.valueCache(for: delivery.look)
        let plan = WalkPlan(
            delivery: delivery,
            plain: delivery.overrides.isEmpty && delivery.animation == nil,
            transition: delivery.animation.flatMap { PropertyTransition(writer: writer, moving: $0.moving) }
        )
        let outermost = !isDelivering
        isDelivering = true
        defer { isDelivering = !outermost }
        let end = entries.count
        // The objects as the sweep holds them, so the walk need not (rows made since are
        // read weakly).
        let held = objects.sweepObjects
        var finished = 0
        var index = 0
        // The walk reads a snapshot of the entries in place (no copy of the array, no
        // access to the class's array per entry). A provider or setter that changes the
        // table while it runs makes the walk take a new snapshot from where it was.
        while index < end {
            let snapshot = entries
            index = snapshot.withUnsafeBufferPointer { entries in
                walk(entries, from: index, to: end, held: held, plan, cache: &cache, finished: &finished)
            }
        }
        if let transition = plan.transition, !transition.isEmpty { delivery.animation?.append(transition) }
        if outermost, finished > 0 { compact() }
        return !entries.isEmpty
    }

    /// What one delivery does to each binding.
    private struct WalkPlan {
        let delivery: StyleDelivery
        /// Whether every binding gets the delivery's style and is set at once.
        let plain: Bool
        /// Where moving bindings go, when the delivery animates.
        let transition: PropertyTransition<Base, Value>?
    }

    /// Writes `entries` from `start` until `end` or a change to the table, returning where
    /// it stopped; counts the finished entries it passed. Stretches of plain entries go to
    /// the declared setter's walk, when there is one.
    private func walk(
        _ entries: UnsafeBufferPointer<BindingEntry>,
        from start: Int,
        to end: Int,
        held: UnsafeBufferPointer<Unmanaged<AnyObject>?>,
        _ plan: WalkPlan,
        cache: inout ProviderValueCache<Value>,
        finished: inout Int
    ) -> Int {
        if !cache.isCurrent(providers.version) { cache = providers.valueCache(for: plan.delivery.look) }
        let changesAtStart = changes.value
        var position = start
        while position < end, changes.value == changesAtStart {
            if plan.plain, let run = writer.run {
                let buffers = cache.buffers
                let stretch = DirectRun(
                    entries: entries.baseAddress!,
                    end: end,
                    objects: held,
                    values: buffers.values,
                    isComputed: buffers.isComputed,
                    changes: changes.pointer
                )
                position = run(stretch, position)
                guard position < end, changes.value == changesAtStart else { break }
            }
            let entry = entries[position]
            position += 1
            guard entry.slot >= 0 else {
                finished += 1
                continue
            }
            if Int(entry.row) < held.count, let reference = held[Int(entry.row)] {
                if plan.plain {
                    writer.write(valueAddress(at: entry.slot, from: &cache), to: reference)
                } else {
                    let object = unsafeDowncast(reference.takeUnretainedValue(), to: Base.self)
                    apply(entry.slot, to: object, with: plan.delivery, cache: &cache, moving: plan.transition, row: entry.row)
                }
            } else if let object = objects.object(at: entry.row) {
                let object = unsafeDowncast(object, to: Base.self)
                apply(entry.slot, to: object, with: plan.delivery, cache: &cache, moving: plan.transition, row: entry.row)
            } else {
                finished += 1
            }
        }
        return position
    }

    /// Drops the entries of dead objects and unbound ones, keeping the others in order.
    private func compact() {
        changes.increment()
        var kept = 0
        for index in entries.indices {
            guard entries[index].slot >= 0, objects.object(at: entries[index].row) != nil else {
                forget(at: index)
                continue
            }
            if kept != index { move(from: index, to: kept) }
            kept += 1
        }
        entries.removeSubrange(kept...)
    }

    /// The value of the provider in `slot` for the object's effective style: set at once,
    /// or, given a `transition`, added to it (the object in `row`). `cache` holds values for
    /// the delivery's style.
    private func apply(
        _ slot: Int32,
        to object: Base,
        with delivery: StyleDelivery,
        cache: inout ProviderValueCache<Value>,
        moving transition: PropertyTransition<Base, Value>? = nil,
        row: Int32 = -1
    ) {
        let style = delivery.effectiveLook(of: object)
        let value = style == cache.style ? self.value(at: slot, from: &cache) : providers[slot](style)
        if let transition {
            transition.add(object, row: row, slot: slot, to: value)
        } else {
            writer.write(value, to: object)
        }
    }

    /// The value of the provider in `slot` for the cache's style, computed on first use.
    @inline(__always)
    private func value(at slot: Int32, from cache: inout ProviderValueCache<Value>) -> Value {
        valueAddress(at: slot, from: &cache).pointee
    }

    /// Where the value of the provider in `slot` for the cache's style is, computed on first
    /// use; valid until the cache is next used.
    @inline(__always)
    private func valueAddress(at slot: Int32, from cache: inout ProviderValueCache<Value>) -> UnsafePointer<Value> {
        if !cache.isReady(slot, version: providers.version) { cache.compute(slot, from: providers) }
        return cache.address(of: slot)
    }

    /// The index of `object`'s live entry, or `nil`.
    private func liveIndex(of object: Base) -> Int? {
        guard let row = objects.row(of: object), let index = indexByRow[row] else { return nil }
        return index
    }

    /// Ends the binding at `index`, whose provider is already released.
    private func unbind(at index: Int) {
        indexByRow[entries[index].row] = nil
        objects.releaseRow(entries[index].row)
        entries[index].row = -1
    }

    /// Releases what the finished entry at `index` held.
    private func forget(at index: Int) {
        let entry = entries[index]
        if entry.slot >= 0 { providers.release(entry.slot) }
        guard entry.row >= 0 else { return }
        if indexByRow[entry.row] == index { indexByRow[entry.row] = nil }
        objects.releaseRow(entry.row)
    }

    private func move(from index: Int, to destination: Int) {
        entries[destination] = entries[index]
        indexByRow[entries[destination].row] = destination
    }
}

/// How a table writes its property: through the setter `Base` declares for the key path
/// (``ThemeSettable``), else through the key path.
struct PropertyWriter<Base: AnyObject, Value> {
    let keyPath: ReferenceWritableKeyPath<Base, Value>
    /// The declared setter, or `nil`.
    let setter: ThemeSetters.Write<Base, Value>?
    /// The declared setter's walk, or `nil`.
    let run: DirectRun<Value>.Walk?

    /// The writer of `keyPath`, with the setter `Base` declares for it, if any.
    @MainActor
    init(keyPath: ReferenceWritableKeyPath<Base, Value>) {
        self.keyPath = keyPath
        let declared = DirectSetter.find(for: keyPath)
        self.setter = declared?.write
        self.run = declared?.run
    }

    /// The declared setter, or a closure that writes through the key path.
    @MainActor var anyWrite: ThemeSetters.Write<Base, Value> {
        if let setter { return setter }
        let keyPath = keyPath
        return { $0[keyPath: keyPath] = $1 }
    }

    /// Stores `value` into the property of `object`.
    @MainActor @inline(__always)
    func write(_ value: Value, to object: Base) {
        if let setter { setter(object, value) } else { object[keyPath: keyPath] = value }
    }

    /// Stores the value at `value` into the property of the object `reference` names,
    /// which the caller keeps alive; neither is copied.
    @MainActor @inline(__always)
    func write(_ value: UnsafePointer<Value>, to reference: Unmanaged<AnyObject>) {
        reference.withGuaranteedReference { object in
            let object = unsafeDowncast(object, to: Base.self)
            if let setter { setter(object, value.pointee) } else { object[keyPath: keyPath] = value.pointee }
        }
    }
}
