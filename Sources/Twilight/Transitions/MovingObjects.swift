/// The objects one transition moves, by their rows in the manager's ``BoundObjects``: each
/// row stays in use (never reused for another object) until the transition ends, and each
/// object is read once per frame however many of its properties move.
@MainActor
final class MovingObjects {
    private let objects: BoundObjects
    /// The rows moving, in the order they were added.
    private var rows: [Int32] = []
    /// The index in `rows` of each row, by row, or `-1`.
    private var indexByRow: ContiguousArray<Int32> = []
    private var isEnded = false

    init(objects: BoundObjects) {
        self.objects = objects
    }

    /// The index of the object in `row` (which is in use) among the moving objects,
    /// holding the row until ``end()``.
    func index(ofRow row: Int32) -> Int32 {
        let slot = Int(row)
        if slot >= indexByRow.count { indexByRow += repeatElement(-1, count: slot + 1 - indexByRow.count) }
        if indexByRow[slot] >= 0 { return indexByRow[slot] }
        objects.retainRow(row)
        let index = Int32(rows.count)
        rows.append(row)
        indexByRow[slot] = index
        return index
    }

    /// The index of `object` among the moving objects, or `nil` when it is not moving.
    func index(of object: AnyObject) -> Int32? {
        guard !isEnded, let row = objects.row(of: object), Int(row) < indexByRow.count else { return nil }
        let index = indexByRow[Int(row)]
        return index >= 0 ? index : nil
    }

    /// Runs `body` with each moving object by index, held for the call, or `nil` once it
    /// died.
    func withEachObject(_ body: (UnsafeBufferPointer<Unmanaged<AnyObject>?>) -> Void) {
        let held = objects.retainObjects(ofRows: rows)
        body(held)
        BoundObjects.release(held)
    }

    /// Lets the rows go; the transition moves nothing more.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        for row in rows { objects.releaseRow(row) }
        rows = []
        indexByRow = []
    }
}
