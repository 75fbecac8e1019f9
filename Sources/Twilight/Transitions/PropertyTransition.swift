/// The bindings of one property moving during one transition, as one track.
///
/// Bindings that move between the same two values (every label bound to one provider,
/// leaving one shared colour) share a path, so a frame interpolates each path once and
/// then only writes: a frame costs about what a plain switch of the same bindings does.
@MainActor
final class PropertyTransition<Base: AnyObject, Value>: TransitionTrack {
    /// The way from one value to another, shared by the movers between them.
    private struct Path {
        let from: Value
        let to: Value
        let interpolate: (Double) -> Value
    }

    private let writer: PropertyWriter<Base, Value>
    /// Whether two values are equal, when `Value` is `Equatable` (else paths are not shared).
    private let isEqual: ((Value, Value) -> Bool)?
    /// The bindings on the move: each one's object's number in `objects` and its path's
    /// index as its slot, so that the walk a table uses (``DirectRun``) writes a frame.
    private var movers: ContiguousArray<BindingEntry> = []
    /// The moving objects, each once however many of its properties move.
    private var objects: ContiguousArray<WeakObject> = []
    private var numberByObject: [ObjectIdentifier: Int32] = [:]
    /// Each path's index, by path (the walk's positions of the frame's values).
    private var pathIndices: ContiguousArray<Int32> = []
    /// Never changes: a frame writes a snapshot of the movers.
    private let unchanging = ChangeCounter()
    private var paths: ContiguousArray<Path> = []
    /// Each path's value on the current frame, overwritten by every frame.
    private var frameValues: ContiguousArray<Value> = []
    /// The last path made for each provider slot: where a binding of that slot most likely
    /// finds the path it shares.
    private var lastPathOfSlot: [Int] = []

    /// A transition of the bindings `writer` writes, or `nil` when `Value` is not
    /// ``Interpolatable`` (its bindings are then set at once).
    init?(writer: PropertyWriter<Base, Value>) {
        guard Value.self is any Interpolatable.Type else { return nil }
        self.writer = writer
        if let type = Value.self as? any Equatable.Type { isEqual = Self.equality(of: type) } else { isEqual = nil }
    }

    var isEmpty: Bool { movers.isEmpty }

    /// Adds `object`, bound to the provider in `slot`, moving from its property's current
    /// value (even mid-animation) to `target`.
    func add(_ object: Base, slot: Int32, to target: Value) {
        let from = object[keyPath: writer.keyPath]
        let slot = Int(slot)
        if slot >= lastPathOfSlot.count { lastPathOfSlot += repeatElement(-1, count: slot + 1 - lastPathOfSlot.count) }
        var path = lastPathOfSlot[slot]
        if path < 0 || !isShared(paths[path], from: from, to: target) {
            // `Value` is interpolatable (checked in `init`), so there is an interpolator.
            guard let interpolate = Interpolation.interpolator(from: from, to: target) else { return }
            path = paths.count
            paths.append(Path(from: from, to: target, interpolate: interpolate))
            frameValues.append(target)
            pathIndices.append(Int32(path))
            lastPathOfSlot[slot] = path
        }
        movers.append(BindingEntry(row: number(of: object), slot: Int32(path)))
    }

    /// The number of `object` in `objects`, given it the first time.
    private func number(of object: Base) -> Int32 {
        let id = ObjectIdentifier(object)
        // An object dead since may have left its number under the address `object` has.
        if let number = numberByObject[id], objects[Int(number)].object === object { return number }
        let number = Int32(objects.count)
        objects.append(WeakObject(object))
        numberByObject[id] = number
        return number
    }

    override func step(_ fraction: Double) {
        for index in paths.indices {
            frameValues[index] = fraction >= 1 ? paths[index].to : paths[index].interpolate(fraction)
        }
        // Snapshots, so that a setter that reaches this transition again cannot change
        // the arrays being read; each live object held for the frame, read once.
        let movers = self.movers
        let values = frameValues
        let held = HeldObjects(holding: objects)
        guard let run = writer.run else {
            let write = writer.anyWrite
            for mover in movers {
                guard let object = held.object(at: mover.row) else { continue }
                write(tableObject(object, as: Base.self), values[Int(mover.slot)])
            }
            return
        }
        var frame = DirectRun<Base, Value>(
            entries: movers,
            end: movers.count,
            objects: held,
            providers: [],
            cache: ProviderValueCache(look: .light, positions: pathIndices, values: values),
            changes: unchanging
        )
        var position = 0
        while position < movers.count {
            // The walk stops only at a mover whose object died: skip it.
            position = run(&frame, position) + 1
        }
    }

    override func stop(_ object: AnyObject, keyPath: AnyKeyPath?) {
        guard keyPath == nil || keyPath == writer.keyPath else { return }
        guard let number = numberByObject[ObjectIdentifier(object)], objects[Int(number)].object === object else { return }
        movers.removeAll { $0.row == number }
    }

    /// Whether `path` goes from `from` to `to`.
    private func isShared(_ path: Path, from: Value, to: Value) -> Bool {
        guard let isEqual else { return false }
        return isEqual(path.from, from) && isEqual(path.to, to)
    }

    /// Equality of `Value`, which is `type`.
    private nonisolated static func equality<Equal: Equatable>(of type: Equal.Type) -> (Value, Value) -> Bool {
        { first, second in (first as? Equal) == (second as? Equal) }
    }
}
