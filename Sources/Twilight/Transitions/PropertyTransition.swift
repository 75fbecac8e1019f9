/// The bindings of one property moving during one transition, as one track.
///
/// Bindings that move between the same two values (every label bound to one provider,
/// leaving one shared colour) share a path, so a frame interpolates each path once and
/// then only writes: a frame costs about what a plain switch of the same bindings does.
@MainActor
final class PropertyTransition<Base: AnyObject, Value>: TransitionTrack {
    /// A binding on the move: its object's index among the transition's
    /// ``MovingObjects``, and the index of its path.
    private struct Mover {
        let object: Int32
        let path: Int
    }

    /// The way from one value to another, shared by the movers between them.
    private struct Path {
        let from: Value
        let to: Value
        let interpolate: (Double) -> Value
    }

    private let writer: PropertyWriter<Base, Value>
    private let moving: MovingObjects
    private var movers: ContiguousArray<Mover> = []
    private var paths: ContiguousArray<Path> = []
    /// Each path's value on the current frame, overwritten by every frame.
    private var frameValues: ContiguousArray<Value> = []
    /// The last path made for each provider slot: where a binding of that slot most likely
    /// finds the path it shares.
    private var lastPathOfSlot: [Int] = []

    /// A transition of the bindings `writer` writes, or `nil` when `Value` is not
    /// ``Interpolatable`` (its bindings are then set at once).
    init?(writer: PropertyWriter<Base, Value>, moving: MovingObjects) {
        guard Value.self is any Interpolatable.Type else { return nil }
        self.writer = writer
        self.moving = moving
    }

    var isEmpty: Bool { movers.isEmpty }

    /// Adds `object` (in `row` of the manager's ``BoundObjects``), bound to the provider in
    /// `slot`, moving from its property's current value (even mid-animation) to `target`.
    func add(_ object: Base, row: Int32, slot: Int32, to target: Value) {
        let from = object[keyPath: writer.keyPath]
        let slot = Int(slot)
        if slot >= lastPathOfSlot.count { lastPathOfSlot += repeatElement(-1, count: slot + 1 - lastPathOfSlot.count) }
        var path = lastPathOfSlot[slot]
        if path < 0 || !Self.identical(paths[path].from, from) || !Self.identical(paths[path].to, target) {
            // `Value` is interpolatable (checked in `init`), so there is an interpolator.
            guard let interpolate = Interpolation.interpolator(from: from, to: target) else { return }
            path = paths.count
            paths.append(Path(from: from, to: target, interpolate: interpolate))
            frameValues.append(target)
            lastPathOfSlot[slot] = path
        }
        movers.append(Mover(object: moving.index(ofRow: row), path: path))
    }

    override func step(_ fraction: Double, objects: UnsafeBufferPointer<Unmanaged<AnyObject>?>) {
        for index in paths.indices {
            frameValues[index] = fraction >= 1 ? paths[index].to : paths[index].interpolate(fraction)
        }
        // Snapshots, so that a setter that reaches this transition again cannot change
        // the arrays being read.
        let write = writer.anyWrite
        let movers = self.movers
        let values = frameValues
        values.withUnsafeBufferPointer { values in
            for mover in movers {
                guard let object = objects[Int(mover.object)] else { continue }
                let value = values.baseAddress! + mover.path
                // The frame holds the object: the call needs no reference of its own.
                object.withGuaranteedReference { write(unsafeDowncast($0, to: Base.self), value.pointee) }
            }
        }
    }

    override func stop(objectAt index: Int32, keyPath: AnyKeyPath?) {
        guard keyPath == nil || keyPath == writer.keyPath else { return }
        movers.removeAll { $0.object == index }
    }

    /// Whether two values have the same bytes, which makes them the same value (the
    /// converse need not hold: equal values with different bytes only miss a share).
    private static func identical(_ first: Value, _ second: Value) -> Bool {
        withUnsafeBytes(of: first) { first in
            withUnsafeBytes(of: second) { second in first.elementsEqual(second) }
        }
    }
}
