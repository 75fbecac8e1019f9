/// The objects with property bindings on one manager: one row each, held weakly, shared by
/// every ``PropertyTable`` that binds a property of the object.
///
/// A row lives while a table entry uses it, so its number names one object for as long as
/// an entry holds it: a new object at a dead one's address gets a new row. During a sweep the
/// rows hold their live objects strongly (``beginSweep()``), so that a table's walk reads
/// each object with a plain load instead of one weak load per binding; an object that dies
/// during the sweep is deallocated when it ends.
@MainActor
final class BoundObjects {
    private struct Row {
        weak var object: AnyObject?
        /// The object's identifier, to forget its look-up once the row is freed.
        var id: ObjectIdentifier
        /// How many table entries use the row.
        var uses: Int32
    }

    private var rows: ContiguousArray<Row> = []
    private var rowByObject: [ObjectIdentifier: Int32] = [:]
    private var freeRows: [Int32] = []
    /// Rows freed during a sweep, reused only after it: the sweep's references still name
    /// their objects.
    private var freedDuringSweep: [Int32] = []
    /// How many sweeps are running (a handler may start one inside another).
    private var sweepDepth = 0
    /// Each row's object as it was when the outermost sweep began (retained), or `nil`;
    /// empty outside sweeps.
    private(set) var sweepObjects = UnsafeBufferPointer<Unmanaged<AnyObject>?>(start: nil, count: 0)

    /// How many objects can be looked up by address (rows in use, less those whose address
    /// a newer object took).
    var lookupCount: Int { rowByObject.count }

    /// The row of `object`, or `nil` when it has none. A row left by a dead object whose
    /// address `object` now has is no longer found by that address.
    func row(of object: AnyObject) -> Int32? {
        let id = ObjectIdentifier(object)
        guard let row = rowByObject[id] else { return nil }
        if rows[Int(row)].object === object { return row }
        rowByObject[id] = nil
        return nil
    }

    /// The row of `object` (a new one if it has none), counting one more use.
    func retainRow(of object: AnyObject) -> Int32 {
        if let row = row(of: object) {
            rows[Int(row)].uses += 1
            return row
        }
        let row: Int32
        if let free = freeRows.popLast() {
            row = free
            rows[Int(row)] = Row(object: object, id: ObjectIdentifier(object), uses: 1)
        } else {
            row = Int32(rows.count)
            rows.append(Row(object: object, id: ObjectIdentifier(object), uses: 1))
        }
        rowByObject[ObjectIdentifier(object)] = row
        return row
    }

    /// Counts one more use of `row`, which is in use.
    func retainRow(_ row: Int32) {
        rows[Int(row)].uses += 1
    }

    /// Counts one use of `row` fewer, freeing it after the last.
    func releaseRow(_ row: Int32) {
        let index = Int(row)
        rows[index].uses -= 1
        guard rows[index].uses == 0 else { return }
        // Dead or alive, its look-up goes (unless a new object at its address took it).
        if rowByObject[rows[index].id] == row { rowByObject[rows[index].id] = nil }
        rows[index].object = nil
        if sweepDepth > 0 { freedDuringSweep.append(row) } else { freeRows.append(row) }
    }

    /// The object of `row`, or `nil` once it died.
    func object(at row: Int32) -> AnyObject? {
        rows[Int(row)].object
    }

    /// Holds every live object strongly until the matching ``endSweep()`` (an inner sweep
    /// keeps the outer one's references; rows made since are read weakly).
    func beginSweep() {
        sweepDepth += 1
        guard sweepDepth == 1, !rows.isEmpty else { return }
        sweepObjects = rows.withUnsafeMutableBufferPointer(Self.retainObjects(of:))
    }

    /// Lets go of the references taken by ``beginSweep()``; objects that died meanwhile are
    /// deallocated now.
    func endSweep() {
        sweepDepth -= 1
        guard sweepDepth == 0 else { return }
        freeRows += freedDuringSweep
        freedDuringSweep.removeAll()
        let objects = sweepObjects
        sweepObjects = UnsafeBufferPointer(start: nil, count: 0)
        // Last: a deinit may bind, unbind or sweep again.
        Self.release(objects)
    }

    /// A new buffer with the object of each row, retained. Rows are read in place (a row
    /// read by value copies its weak reference); not isolated, so that the loop costs no
    /// executor checks.
    private nonisolated static func retainObjects(
        of rows: inout UnsafeMutableBufferPointer<Row>
    ) -> UnsafeBufferPointer<Unmanaged<AnyObject>?> {
        retainObjects(of: rows, count: rows.count) { $0 }
    }

    /// A new buffer with the object of each row of `rows` (in use), retained, or `nil` for
    /// those that died; release it with ``release(_:)``.
    func retainObjects(ofRows list: [Int32]) -> UnsafeBufferPointer<Unmanaged<AnyObject>?> {
        list.withUnsafeBufferPointer { list in
            rows.withUnsafeMutableBufferPointer { Self.retainObjects(of: $0, count: list.count) { Int(list[$0]) } }
        }
    }

    /// A new buffer of `count` objects, the `n`th that of row `row(n)`, retained.
    private nonisolated static func retainObjects(
        of rows: UnsafeMutableBufferPointer<Row>,
        count: Int,
        row: (Int) -> Int
    ) -> UnsafeBufferPointer<Unmanaged<AnyObject>?> {
        let objects = UnsafeMutableBufferPointer<Unmanaged<AnyObject>?>.allocate(capacity: count)
        // Filled as strong references, so that the weak load's reference moves into the
        // buffer (no second retain); read as unmanaged ones, the same layout.
        objects.withMemoryRebound(to: AnyObject?.self) { objects in
            guard let object = objects.baseAddress, let rows = rows.baseAddress else { return }
            for index in 0..<count { (object + index).initialize(to: rows[row(index)].object) }
        }
        return UnsafeBufferPointer(objects)
    }

    /// Releases the objects of a buffer from ``retainObjects(ofRows:)`` and frees it.
    static func release(_ objects: UnsafeBufferPointer<Unmanaged<AnyObject>?>) {
        for object in objects { object?.release() }
        objects.deallocate()
    }
}
