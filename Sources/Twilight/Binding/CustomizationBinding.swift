/// A closure run with the object's effective style on every change (JXTheme's
/// `customization`), for properties that are not simple assignments. One per object.
@MainActor
final class CustomizationBinding: ThemeSubscriber {
    weak var object: AnyObject?
    /// The object's identifier when it was bound, to forget the binding once it ends.
    let id: ObjectIdentifier
    private(set) var provider: ThemeProvider<Void>?

    init(object: AnyObject, provider: ThemeProvider<Void>) {
        self.object = object
        self.id = ObjectIdentifier(object)
        self.provider = provider
    }

    override var target: AnyObject? { object }

    /// Ends the binding: it runs no more and is dropped at the next change.
    func cancel() { provider = nil }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        guard let provider, let object else { return false }
        provider(delivery.effectiveLook(of: object))
        return true
    }
}
