/// A stretch of a ``PropertyTable``'s walk written by code compiled for the property's
/// types: a declared setter's walk (``ThemeSetters/Setter/property(_:_:)`` is inlinable,
/// so the walk is compiled where the setter is declared, with its closure inlined).
///
/// It writes entries from a position on while each is plain: bound, its object alive and
/// its provider's value computed. It stops at the first that is not, which the table
/// handles, and after a write that changed the table.
@usableFromInline
struct DirectRun<Base: AnyObject, Value> {
    /// Writes from a position; returns the position of the first entry not written.
    @usableFromInline typealias Walk = @MainActor (DirectRun, Int) -> Int

    /// The table's entries when the run began (a change to the table copies the table's
    /// array, never this one).
    @usableFromInline let entries: ContiguousArray<BindingEntry>
    @usableFromInline let end: Int
    /// For each provider slot, the position of its value for the delivery's look in
    /// `values`, or `-1` where it is not computed.
    @usableFromInline let positions: ContiguousArray<Int32>
    @usableFromInline let values: ContiguousArray<Value>
    /// The table's count of changes to its entries, and its value when the run began.
    @usableFromInline let changes: ChangeCounter
    @usableFromInline let changesAtStart: Int

    init(
        entries: ContiguousArray<BindingEntry>,
        end: Int,
        positions: ContiguousArray<Int32>,
        values: ContiguousArray<Value>,
        changes: ChangeCounter
    ) {
        self.entries = entries
        self.end = end
        self.positions = positions
        self.values = values
        self.changes = changes
        self.changesAtStart = unsafe changes.value
    }

    /// Writes the plain entries from `start` on with `write`; returns the position of the
    /// first entry not written (`end` when all were).
    @inlinable @MainActor
    func write(from start: Int, with write: @MainActor (Base, Value) -> Void) -> Int {
        var position = start
        while position < end {
            let slot = Int(entries[position].slot)
            guard slot >= 0, slot < positions.count else { return position }
            let computed = Int(positions[slot])
            guard computed >= 0, let object = entries[position].object else { return position }
            write(tableObject(object, as: Base.self), values[computed])
            position += 1
            if unsafe changes.value != changesAtStart { return position }
        }
        return position
    }
}
