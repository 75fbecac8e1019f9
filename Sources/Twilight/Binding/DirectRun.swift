/// A stretch of a ``PropertyTable``'s walk written by code compiled for the property's
/// types: a declared setter's walk (``ThemeSetters/Setter/property(_:_:)`` is inlinable,
/// so the walk is compiled where the setter is declared, with its closure inlined).
///
/// It writes entries from a position on while each is plain: bound, its object held by the
/// sweep and its provider's value computed. It stops at the first that is not, which the
/// table handles, and after a write that changed the table.
@usableFromInline
struct DirectRun<Value> {
    /// Writes from a position; returns the position of the first entry not written.
    @usableFromInline typealias Walk = @MainActor (DirectRun, Int) -> Int

    @usableFromInline let entries: UnsafePointer<BindingEntry>
    @usableFromInline let end: Int
    /// The objects the sweep holds, by row.
    @usableFromInline let objects: UnsafeBufferPointer<Unmanaged<AnyObject>?>
    /// The providers' values for the delivery's style, by slot, where `isComputed` is set.
    @usableFromInline let values: UnsafePointer<Value>
    @usableFromInline let isComputed: UnsafePointer<Bool>
    /// The table's count of changes to its entries, and its value when the run began.
    @usableFromInline let changes: UnsafePointer<Int>
    @usableFromInline let changesAtStart: Int

    init(
        entries: UnsafePointer<BindingEntry>,
        end: Int,
        objects: UnsafeBufferPointer<Unmanaged<AnyObject>?>,
        values: UnsafePointer<Value>,
        isComputed: UnsafePointer<Bool>,
        changes: UnsafePointer<Int>
    ) {
        self.entries = entries
        self.end = end
        self.objects = objects
        self.values = values
        self.isComputed = isComputed
        self.changes = changes
        self.changesAtStart = changes.pointee
    }

    /// Writes the plain entries from `start` on with `write`; returns the position of the
    /// first entry not written (`end` when all were).
    @inlinable @MainActor
    func write<Root: AnyObject>(from start: Int, with write: ThemeSetters.Write<Root, Value>) -> Int {
        var position = start
        while position < end {
            let entry = entries[position]
            guard entry.slot >= 0, Int(entry.row) < objects.count, let object = objects[Int(entry.row)],
                isComputed[Int(entry.slot)]
            else { return position }
            let value = values + Int(entry.slot)
            object.withGuaranteedReference { write(unsafeDowncast($0, to: Root.self), value.pointee) }
            position += 1
            if changes.pointee != changesAtStart { return position }
        }
        return position
    }
}

extension Unmanaged {
    /// Runs `body` with the object, which the caller keeps alive, and no reference counting.
    ///
    /// Declared here rather than calling the standard library's method in place: a
    /// main-actor closure handed straight to it gets an executor check on every call.
    @inlinable @inline(__always)
    func withGuaranteedReference<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef { body($0) }
    }
}
