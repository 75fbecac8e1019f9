/// Classes that declare direct setters for some of their properties, so that a switch
/// writes those properties through a closure instead of through the key path.
///
/// Binding is spelled as for any ``ThemeCompatible`` class (`label.theme.textColor =
/// provider`); when a key path is bound for the first time on a manager, the table is
/// searched once, by key-path equality, and from then on every switch calls the setter
/// found. A key path the table does not name keeps the key-path write. A setter must
/// write the property its key path names, and nothing else: the two are interchangeable.
///
/// A final class lists its setters:
///
/// ```swift
/// extension Label: ThemeSettable {
///     static var themeSetters: ThemeSetters {
///         ThemeSetters(for: Label.self, [
///             .property(\.textColor) { $0.textColor = $1 },
///             .property(\.font) { $0.font = $1 },
///         ])
///     }
/// }
/// ```
///
/// A class with subclasses declares them in an extension of the protocol, for `Self`, so
/// that the key paths are rooted at whichever subclass is bound (a binding's key path is
/// rooted at the type it is written on, `\FancyLabel.textColor`):
///
/// ```swift
/// extension ThemeSettable where Self: Label {
///     @MainActor static var themeSetters: ThemeSetters {
///         ThemeSetters(for: Self.self, [.property(\.textColor) { $0.textColor = $1 }])
///     }
/// }
/// extension Label: ThemeSettable {}
/// ```
///
/// A setter declared so on a class is used for its subclasses. A subclass that overrides
/// the property may have a key path that is not equal to the class's; its binding then
/// keeps the key-path write. Either way the subclass's override is called.
public protocol ThemeSettable: ThemeCompatible {
    /// The direct setters of this class's themed properties. Read once per key path and
    /// manager, when the key path is first bound.
    @MainActor static var themeSetters: ThemeSetters { get }
}

/// Finding the direct setter of a bound key path.
enum DirectSetter {
    /// The setter `Base` declares for `keyPath`, or `nil` when it declares none.
    @MainActor
    static func find<Base: AnyObject, Value>(for keyPath: ReferenceWritableKeyPath<Base, Value>) -> WriteBox<Base, Value>? {
        (Base.self as? any ThemeSettable.Type)?.themeSetters.setter(for: keyPath)
    }
}
