/// A provider bound to one property (or the customization closure) of one object.
///
/// Bindings of the same object form a chain, kept by ``SubscriberRegistry``,
/// so that a property can be found, replaced or refreshed without a scan.
@MainActor
class ObjectBinding: ThemeSubscriber {
    /// The next binding of the same object.
    var nextForObject: ObjectBinding?

    /// Whether this binding is for `key` (a key path, or `nil` for the customization).
    func isBinding(_ key: AnyKeyPath?) -> Bool { false }

    /// Ends the binding: it applies nothing more and is dropped at the next change.
    func cancel() {}
}

/// A ``ThemeProvider`` bound to a writable property of an object, held weakly.
@MainActor
final class PropertyBinding<Base: AnyObject, Value>: ObjectBinding {
    weak var object: Base?
    let keyPath: ReferenceWritableKeyPath<Base, Value>
    let provider: ThemeProvider<Value>

    init(object: Base, keyPath: ReferenceWritableKeyPath<Base, Value>, provider: ThemeProvider<Value>) {
        self.object = object
        self.keyPath = keyPath
        self.provider = provider
    }

    override var target: AnyObject? { object }

    override func isBinding(_ key: AnyKeyPath?) -> Bool { key == keyPath }

    /// Cancelling forgets the object, so the binding is dropped at the next sweep.
    override func cancel() { object = nil }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        guard let object else { return false }
        let value = provider.value(delivery.effectiveStyle(of: object))
        if let tracks = delivery.animation,
            let track = PropertyTrack(object: object, keyPath: keyPath, target: value)
        {
            tracks.append(track)
        } else {
            object[keyPath: keyPath] = value
        }
        return true
    }
}

/// A closure run with the object's effective style on every change (JXTheme's
/// `customization`), for properties that are not simple assignments.
@MainActor
final class CustomizationBinding<Base: AnyObject>: ObjectBinding {
    weak var object: Base?
    var provider: ThemeProvider<Void>?

    init(object: Base, provider: ThemeProvider<Void>) {
        self.object = object
        self.provider = provider
    }

    override var target: AnyObject? { object }

    override func isBinding(_ key: AnyKeyPath?) -> Bool { key == nil }

    override func cancel() { provider = nil }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        guard let provider, let object else { return false }
        provider.value(delivery.effectiveStyle(of: object))
        return true
    }
}
