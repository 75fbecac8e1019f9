/// A stretch of a ``PropertyTable``'s walk written by code compiled for the property's
/// types: a declared setter's walk (``ThemeSetters/Setter/property(_:_:)`` is inlinable,
/// so the walk is compiled where the setter is declared, with its closure inlined).
///
/// It writes entries from a position on while each is plain: bound, its object alive (held,
/// or read weakly where it is not) and its provider's value computed. It stops at the
/// first that is not, which the table handles, and after a write that changed the table.
@usableFromInline
struct DirectRun<Base: AnyObject, Value> {
    /// Writes from a position; returns the position of the first entry not written.
    @usableFromInline typealias Walk = @MainActor (inout DirectRun, Int) -> Int

    /// The table's entries when the run began (a change to the table copies the table's
    /// array, never this one).
    @usableFromInline let entries: ContiguousArray<BindingEntry>
    @usableFromInline let end: Int
    /// The objects, by the entries' rows, held while the run lasts.
    @usableFromInline let objects: HeldObjects
    /// The objects by row, read weakly where `objects` holds none; `nil` when it holds
    /// every live one.
    @usableFromInline let weakObjects: BoundObjects?
    /// The table's providers by slot, and their values for the delivery's look, computed
    /// the first time a live binding needs one.
    @usableFromInline let providers: ContiguousArray<ThemeProvider<Value>?>
    @usableFromInline var cache: ProviderValueCache<Value>
    /// The table's count of changes to its entries, and its value when the run began.
    @usableFromInline let changes: ChangeCounter
    @usableFromInline let changesAtStart: Int

    init(
        entries: ContiguousArray<BindingEntry>,
        end: Int,
        objects: HeldObjects,
        weakObjects: BoundObjects? = nil,
        providers: ContiguousArray<ThemeProvider<Value>?>,
        cache: consuming ProviderValueCache<Value>,
        changes: ChangeCounter
    ) {
        self.entries = entries
        self.end = end
        self.objects = objects
        self.weakObjects = weakObjects
        self.providers = providers
        self.cache = cache
        self.changes = changes
        self.changesAtStart = unsafe changes.value
    }

    /// Writes the plain entries from `start` on with `write`; returns the position of the
    /// first entry not written (`end` when all were). A provider or a setter that changes
    /// the table ends the run after the write.
    @inlinable @MainActor
    mutating func write(from start: Int, with write: @MainActor (Base, Value) -> Void) -> Int {
        let references = unsafe objects.references
        var position = start
        while position < end {
            let entry = entries[position]
            guard entry.slot >= 0 else { return position }
            if unsafe Int(entry.row) < references.count, let reference = unsafe references[Int(entry.row)] {
                guard let value = cache.value(ofSlot: Int(entry.slot), in: providers) else { return position }
                // The object is held by `objects`, which outlives the write.
                unsafe reference.withGuaranteedReference { write(tableObject($0, as: Base.self), value) }
            } else {
                guard let object = weakObjects?.object(at: entry.row),
                    let value = cache.value(ofSlot: Int(entry.slot), in: providers)
                else { return position }
                write(tableObject(object, as: Base.self), value)
            }
            position += 1
            if unsafe changes.value != changesAtStart { return position }
        }
        return position
    }
}
