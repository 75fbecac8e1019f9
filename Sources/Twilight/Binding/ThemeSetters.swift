/// The direct setters a ``ThemeSettable`` class declares: for each property, its key path
/// and a closure that stores a value into it.
///
/// The compiler ties each closure's value type to its key path's, and the key paths to
/// the class named first:
///
/// ```swift
/// ThemeSetters(for: Label.self, [
///     .property(\.textColor) { $0.textColor = $1 },
///     .property(\.isBold) { $0.isBold = $1 },
/// ])
/// ```
///
/// Tables combine with `+`; where both name a key path, the right-hand table's setter is
/// used (a subclass's table after its superclass's).
public struct ThemeSetters {
    /// A closure that stores a value into a property of `Root`.
    public typealias Write<Root: AnyObject, Value> = @MainActor (Root, Value) -> Void

    /// One property's key path and setter, for properties of `Root`.
    public struct Setter<Root: AnyObject> {
        @usableFromInline let keyPath: AnyKeyPath
        /// A ``WriteBox`` of `Root` and the key path's value type.
        @usableFromInline let box: AnyObject

        @usableFromInline
        init(keyPath: AnyKeyPath, box: AnyObject) {
            self.keyPath = keyPath
            self.box = box
        }

        /// The setter `write` for the property at `keyPath`.
        @inlinable
        public static func property<Value>(
            _ keyPath: ReferenceWritableKeyPath<Root, Value>,
            _ write: @escaping Write<Root, Value>
        ) -> Setter {
            // Inlinable so that the walk writing through `write` (`DirectRun`) is compiled
            // where `Root` and `Value` are known, with `write` inlined into it.
            Setter(keyPath: keyPath, box: WriteBox(write, run: { $0.write(from: $1, with: write) }))
        }
    }

    private let entries: [(keyPath: AnyKeyPath, box: AnyObject)]

    /// A table of `setters` for properties of `root`. In a protocol extension for a class
    /// with subclasses, pass `Self.self`, so that the key paths are rooted at the class
    /// bound.
    public init<Root: AnyObject>(for root: Root.Type, _ setters: [Setter<Root>]) {
        entries = setters.map { ($0.keyPath, $0.box) }
    }

    private init(entries: [(keyPath: AnyKeyPath, box: AnyObject)]) {
        self.entries = entries
    }

    /// A table with no setters.
    public static var none: ThemeSetters { ThemeSetters(entries: []) }

    /// How many setters the table holds.
    package var count: Int { entries.count }

    /// The setters of both tables; `right`'s where both name a key path.
    public static func + (left: ThemeSetters, right: ThemeSetters) -> ThemeSetters {
        ThemeSetters(entries: left.entries + right.entries)
    }

    /// The setter declared last for `keyPath`, or `nil`.
    func setter<Root: AnyObject, Value>(for keyPath: ReferenceWritableKeyPath<Root, Value>) -> WriteBox<Root, Value>? {
        entries.last { $0.keyPath == keyPath }?.box as? WriteBox<Root, Value>
    }
}

/// A setter kept in a class, so that it comes back out of a table by a class cast, with
/// no conversion of the closure; with the walk that writes through it, compiled for
/// `Root` and `Value`.
@usableFromInline
final class WriteBox<Root: AnyObject, Value> {
    /// Stores a value into the property of an object.
    let write: @MainActor (Root, Value) -> Void
    /// Writes a stretch of a table's bindings (``DirectRun/write(from:with:)``).
    let run: DirectRun<Root, Value>.Walk

    @usableFromInline
    init(_ write: @escaping @MainActor (Root, Value) -> Void, run: @escaping DirectRun<Root, Value>.Walk) {
        self.write = write
        self.run = run
    }
}
