/// Every binding of one property (one key path) on one manager, kept contiguously: the
/// row of each object in the manager's ``BoundObjects`` and the slot of its provider. One
/// subscriber for all of them, delivered at the position of the property's first binding.
///
/// A change walks the entries writing each provider's value, computed once for all the
/// live bindings that share it; entries whose object died or that were unbound are
/// compacted after the walk.
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

/// One binding in a ``PropertyTable``: its object's row and its provider's slot (or, in a
/// transition, its object's number and its path's).
@usableFromInline
struct BindingEntry {
    /// The object's row in the manager's ``BoundObjects``, or `-1` once unbound.
    @usableFromInline var row: Int32
    /// Its provider's slot, or `-1` once unbound.
    @usableFromInline var slot: Int32

    init(row: Int32, slot: Int32) {
        self.row = row
        self.slot = slot
    }
}

/// `object`, which a table of `Base` (or a transition of its bindings) holds, as a `Base`.
///
/// Unchecked in release builds (debug builds check it): every object a table holds was
/// bound through ``PropertyTable/bind(_:to:applying:)``, which takes a `Base`, and a
/// checked cast per binding would cost more than the rest of the walk.
@usableFromInline @inline(__always)
func tableObject<Base: AnyObject>(_ object: AnyObject, as _: Base.Type) -> Base {
    unsafe unsafeDowncast(object, to: Base.self)
}

/// A table's count of changes to its entries, in a class of its own so that a
/// ``DirectRun`` compiled in another module can notice a change made while it runs.
@usableFromInline
final class ChangeCounter {
    /// The number of changes so far.
    // Unchecked exclusivity: it is read and written only on the main actor, and no access
    // to it spans a call, so two accesses can never overlap; the check would cost a
    // runtime call per binding in a walk.
    @usableFromInline @exclusivity(unchecked) private(set) var value = 0

    /// Counts one more change.
    func increment() {
        unsafe value &+= 1
    }
}

/// The bindings of one key path of `Base`.
///
/// What holds between calls:
/// - `entries` keeps the order in which objects were first bound. An entry whose `slot`
///   is `-1` (unbound) or whose object died is finished: it is skipped, and dropped by the
///   next compaction (after the outermost delivery that passed it).
/// - `indexByRow` maps the row of each object with a live binding to its entry. Every row
///   an entry names is retained in `objects`, once per entry; an unbound entry's row is
///   `-1`.
/// - Every slot an unfinished entry names is retained in `providers`, once per entry.
/// - `changes` counts every change to `entries` and `indexByRow`, so that a walk that
///   ran user code (a provider or a setter) notices it and reads the table again.
@MainActor
final class PropertyTable<Base: AnyObject, Value>: PropertyTableBase {
    private let writer: PropertyWriter<Base, Value>
    private let objects: BoundObjects
    private var entries: ContiguousArray<BindingEntry> = []
    private var indexByRow = RowIndex()
    private var providers = ProviderSlots<Value>()
    /// Whether a delivery is walking the entries, so that a nested one does not move them.
    private var isDelivering = false
    private let changes = ChangeCounter()

    /// The table of `keyPath`'s bindings, whose objects have rows in `objects`;
    /// `keyPathWalk` writes a stretch of them through the key path when `Base` declares no
    /// setter for it.
    init(
        keyPath: ReferenceWritableKeyPath<Base, Value>,
        objects: BoundObjects,
        keyPathWalk: DirectRun<Base, Value>.Walk?
    ) {
        self.writer = PropertyWriter(keyPath: keyPath, keyPathWalk: keyPathWalk)
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
            indexByRow[row] = Int32(entries.count)
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
        let outermost = !isDelivering
        isDelivering = true
        defer { isDelivering = !outermost }
        var cache = providers.valueCache(for: delivery.look)
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            if entry.slot >= 0, let object = objects.object(at: entry.row), OverrideTable.isDescendant(object, of: root) {
                apply(entry.slot, to: tableObject(object, as: Base.self), with: delivery, cache: &cache)
            }
            index += 1
        }
    }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        var cache = providers.valueCache(for: delivery.look)
        let plain = delivery.overrides.isEmpty && delivery.animation == nil
        let transition = delivery.animation.flatMap { _ in PropertyTransition(writer: writer) }
        let outermost = !isDelivering
        isDelivering = true
        defer { isDelivering = !outermost }
        // The objects as the sweep holds them (rows made since are read weakly).
        let held = objects.held
        let end = entries.count
        var finished = 0
        var position = 0
        // The walk reads a snapshot of the entries (no copy: a change to the table copies
        // the table's array instead). User code that changes the table while it runs
        // makes the walk take a new snapshot from where it was.
        while position < end {
            let snapshot = entries
            let changesAtStart = unsafe changes.value
            cache.update(for: providers)
            while position < end, unsafe changes.value == changesAtStart {
                if plain, let run = writer.run {
                    var stretch = DirectRun<Base, Value>(
                        entries: snapshot,
                        end: end,
                        objects: held,
                        weakObjects: objects,
                        providers: providers.bySlot,
                        cache: consume cache,
                        changes: changes
                    )
                    position = run(&stretch, position)
                    cache = stretch.cache
                    guard position < end, unsafe changes.value == changesAtStart else { break }
                }
                let entry = snapshot[position]
                position += 1
                guard entry.slot >= 0, let object = held.object(at: entry.row) ?? objects.object(at: entry.row) else {
                    finished += 1
                    continue
                }
                let base = tableObject(object, as: Base.self)
                if plain {
                    writer.write(cache.value(of: entry.slot, from: providers), to: base)
                } else {
                    apply(entry.slot, to: base, with: delivery, cache: &cache, moving: transition)
                }
            }
        }
        if let transition, !transition.isEmpty { delivery.animation?.append(transition) }
        if outermost, finished > 0 { compact() }
        return !entries.isEmpty
    }

    /// Drops the finished entries, keeping the others in order, and what they held.
    private func compact() {
        changes.increment()
        var kept = 0
        for index in entries.indices {
            let entry = entries[index]
            guard entry.slot >= 0, objects.object(at: entry.row) != nil else {
                if entry.slot >= 0 { providers.release(entry.slot) }
                if entry.row >= 0 {
                    if indexByRow[entry.row] == Int32(index) { indexByRow[entry.row] = nil }
                    objects.releaseRow(entry.row)
                }
                continue
            }
            if kept != index {
                entries[kept] = entry
                indexByRow[entry.row] = Int32(kept)
            }
            kept += 1
        }
        entries.removeSubrange(kept...)
    }

    /// The value of the provider in `slot` for the object's effective look: set at once,
    /// or, given a `transition`, added to it. `cache` holds values for the delivery's look.
    private func apply(
        _ slot: Int32,
        to object: Base,
        with delivery: StyleDelivery,
        cache: inout ProviderValueCache<Value>,
        moving transition: PropertyTransition<Base, Value>? = nil
    ) {
        let look = delivery.effectiveLook(of: object)
        let value = look == cache.look ? cache.value(of: slot, from: providers) : providers[slot](look)
        if let transition {
            transition.add(object, slot: slot, to: value)
        } else {
            writer.write(value, to: object)
        }
    }

    /// The index of `object`'s live entry, or `nil`.
    private func liveIndex(of object: Base) -> Int? {
        guard let row = objects.row(of: object), let index = indexByRow[row] else { return nil }
        return Int(index)
    }

    /// Ends the binding at `index`, whose provider is already released.
    private func unbind(at index: Int) {
        indexByRow[entries[index].row] = nil
        objects.releaseRow(entries[index].row)
        entries[index].row = -1
    }
}

/// How a table writes its property: through the setter `Base` declares for the key path
/// (``ThemeSettable``), else through the key path.
struct PropertyWriter<Base: AnyObject, Value> {
    let keyPath: ReferenceWritableKeyPath<Base, Value>
    /// The declared setter, or `nil`.
    let setter: ThemeSetters.Write<Base, Value>?
    /// The walk of a stretch of bindings compiled for the property's types: the declared
    /// setter's, else `keyPathWalk`; or `nil`.
    let run: DirectRun<Base, Value>.Walk?

    /// The writer of `keyPath`, with the setter `Base` declares for it, if any.
    @MainActor
    init(keyPath: ReferenceWritableKeyPath<Base, Value>, keyPathWalk: DirectRun<Base, Value>.Walk?) {
        self.keyPath = keyPath
        let declared = DirectSetter.find(for: keyPath)
        self.setter = declared?.write
        self.run = declared?.run ?? keyPathWalk
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
}
