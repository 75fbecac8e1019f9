/// The objects with property bindings on one manager: one row each, held weakly, shared by
/// every ``PropertyTable`` that binds a property of the object.
///
/// A row lives while a table entry uses it, so its number names one object for as long as
/// an entry holds it: a new object at a dead one's address gets a new row. During a sweep
/// the live objects bound on more than one property are held (``beginSweep()``), so that a
/// change reads each object once, however many of its properties are bound, instead of one
/// weak load per binding; such an object whose last other reference goes during the sweep
/// is deallocated when it ends. An object bound on one property is read weakly when its
/// table reaches it, as a loop over weak references would.
@MainActor @usableFromInline
final class BoundObjects {
    /// Each row's object.
    // Unchecked exclusivity: it is used only on the main actor, and no access to it runs
    // other code (a weak load runs none), so two accesses never overlap; the check would
    // cost a runtime call for each object a change reads.
    @exclusivity(unchecked) private var objects: ContiguousArray<WeakObject> = []
    /// Each row's object's identifier, to forget its look-up once the row is freed.
    private var ids: ContiguousArray<ObjectIdentifier> = []
    /// How many table entries use each row.
    private var uses: ContiguousArray<Int32> = []
    /// How many rows more than one entry uses: the rows a sweep holds.
    private var sharedRows = 0
    private var rowByObject: [ObjectIdentifier: Int32] = [:]
    private var freeRows: [Int32] = []
    /// Rows freed during a sweep, reused only after it: the sweep still holds their objects
    /// by row.
    private var freedDuringSweep: [Int32] = []
    /// How many sweeps are running (a handler may start one inside another).
    private var sweepDepth = 0
    /// The objects the outermost running sweep holds, by row; none outside sweeps.
    private(set) var held = HeldObjects.none

    /// How many objects can be looked up by address (rows in use, less those whose address
    /// a newer object took).
    var lookupCount: Int { rowByObject.count }

    /// The row of `object`, or `nil` when it has none. A row left by a dead object whose
    /// address `object` now has is no longer found by that address.
    func row(of object: AnyObject) -> Int32? {
        let id = ObjectIdentifier(object)
        guard let row = rowByObject[id] else { return nil }
        if unsafe Self.load(row, from: objects) === object { return row }
        rowByObject[id] = nil
        return nil
    }

    /// The row of `object` (a new one if it has none), counting one more use.
    func retainRow(of object: AnyObject) -> Int32 {
        if let row = row(of: object) {
            uses[Int(row)] += 1
            if uses[Int(row)] == 2 { sharedRows += 1 }
            return row
        }
        let row: Int32
        if let free = freeRows.popLast() {
            row = free
            unsafe objects[Int(row)] = WeakObject(object)
            ids[Int(row)] = ObjectIdentifier(object)
            uses[Int(row)] = 1
        } else {
            row = Int32(unsafe objects.count)
            unsafe objects.append(WeakObject(object))
            ids.append(ObjectIdentifier(object))
            uses.append(1)
        }
        rowByObject[ObjectIdentifier(object)] = row
        return row
    }

    /// Counts one use of `row` fewer, freeing it after the last.
    func releaseRow(_ row: Int32) {
        let index = Int(row)
        uses[index] -= 1
        if uses[index] == 1 { sharedRows -= 1 }
        guard uses[index] == 0 else { return }
        // Dead or alive, its look-up goes (unless a new object at its address took it).
        if rowByObject[ids[index]] == row { rowByObject[ids[index]] = nil }
        unsafe objects[index] = WeakObject(nil)
        if sweepDepth > 0 { freedDuringSweep.append(row) } else { freeRows.append(row) }
    }

    /// The object of `row`, or `nil` once it died.
    @usableFromInline
    func object(at row: Int32) -> AnyObject? {
        unsafe Self.load(row, from: objects)
    }

    /// The object of `row` in `objects`, read in place. Not isolated: a main-actor closure
    /// would check its executor on every call.
    private nonisolated static func load(_ row: Int32, from objects: ContiguousArray<WeakObject>) -> AnyObject? {
        unsafe objects.withUnsafeBufferPointer { objects in
            // Through a mutable pointer (only read): a `WeakObject` read by value, or through
            // an immutable pointer, is copied, weak reference and all.
            guard let base = unsafe objects.baseAddress.map(UnsafeMutablePointer.init(mutating:)) else { return nil }
            return unsafe base[Int(row)].object
        }
    }

    /// Holds every live object bound on more than one property until the matching
    /// ``endSweep()`` (an inner sweep keeps the outer one's objects; the others, and rows
    /// made since, are read weakly).
    func beginSweep() {
        sweepDepth += 1
        if sweepDepth == 1, sharedRows > 0 { held = unsafe HeldObjects(holding: objects, where: uses) }
    }

    /// Lets go of the objects ``beginSweep()`` held; those that died meanwhile are
    /// deallocated now.
    func endSweep() {
        sweepDepth -= 1
        guard sweepDepth == 0 else { return }
        freeRows += freedDuringSweep
        freedDuringSweep.removeAll()
        let ended = held
        held = .none
        // Last: a deinit may bind, unbind or sweep again.
        withExtendedLifetime(ended) {}
    }
}

/// An object held weakly.
struct WeakObject {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}

/// Objects held strongly for a while (a sweep, a transition's frame), by number, and read
/// by code compiled for their types with no reference counting.
// @safe: it holds a reference to each object it lists (released in `deinit`), so each is
// valid while it exists, and code that reads them keeps it.
@safe @usableFromInline
final class HeldObjects {
    /// The objects by number, each retained by this (`nil` for those that were dead).
    @usableFromInline let references: ContiguousArray<Unmanaged<AnyObject>?>

    /// Nothing held.
    @MainActor static let none = HeldObjects(holding: [])

    /// Holds the objects of `weakObjects` that are alive and, given `uses`, used more than
    /// once; `nil` for the others.
    init(holding weakObjects: ContiguousArray<WeakObject>, where uses: ContiguousArray<Int32>? = nil) {
        let count = weakObjects.count
        unsafe references = ContiguousArray(unsafeUninitializedCapacity: count) { references, initialized in
            // An optional reference and an optional unmanaged one have the same layout: each
            // weak load's reference is moved into place, never copied, and released in
            // `deinit`.
            initialized = unsafe references.withMemoryRebound(to: AnyObject?.self) { objects in
                unsafe weakObjects.withUnsafeBufferPointer { weakObjects in
                    // Read in place, through a mutable pointer (only read): a `WeakObject`
                    // read by value, or through an immutable pointer, is copied, weak
                    // reference and all.
                    guard let from = unsafe weakObjects.baseAddress.map(UnsafeMutablePointer.init(mutating:)),
                        let to = objects.baseAddress
                    else { return 0 }
                    for index in 0..<count {
                        if let uses, uses[index] < 2 {
                            unsafe (to + index).initialize(to: nil)
                        } else {
                            unsafe (to + index).initialize(to: from[index].object)
                        }
                    }
                    return count
                }
            }
        }
    }

    deinit {
        // By index: swift-format 6.3 joins `for unsafe reference` into one word.
        for index in unsafe references.indices { unsafe references[index]?.release() }
    }

    /// The object numbered `number`, or `nil` when it was dead or `number` is past the end.
    func object(at number: Int32) -> AnyObject? {
        guard unsafe Int(number) < references.count, let reference = unsafe references[Int(number)] else { return nil }
        return unsafe reference.takeUnretainedValue()
    }
}

extension Unmanaged {
    /// Runs `body` with the object, which the caller keeps alive, and no reference counting.
    ///
    /// Declared here rather than calling the standard library's method in place: a
    /// main-actor closure handed straight to it gets an executor check on every call.
    @inlinable @inline(__always)
    func withGuaranteedReference<Result>(_ body: (Instance) -> Result) -> Result {
        unsafe _withUnsafeGuaranteedRef { body($0) }
    }
}
