/// Classes whose objects can have theme bindings, through the ``theme`` namespace.
///
/// Declare conformance for any class — yours or a toolkit's — and every writable
/// property becomes bindable, with no list of supported properties:
///
/// ```swift
/// extension Label: ThemeCompatible {}
///
/// label.theme.textColor = ThemeProvider(light: .black, dark: .white)
/// label.theme.font = ThemeProvider(light: .body, dark: .boldBody)
/// label.theme.textColor = nil   // unbinds
/// ```
public protocol ThemeCompatible: AnyObject {}

extension ThemeCompatible {
    /// The object's bindings and override on ``ThemeManager/shared``.
    @MainActor
    public var theme: ThemeProxy<Self> {
        ThemeProxy(base: self, manager: .shared)
    }

    /// The object's bindings and override on another manager.
    @MainActor
    public func theme(on manager: ThemeManager) -> ThemeProxy<Self> {
        ThemeProxy(base: self, manager: manager)
    }
}

/// The `theme` namespace of an object: bind providers to its properties, set an
/// override style, refresh.
///
/// A binding is applied at once with the object's effective style (its own override,
/// else its nearest ancestor's, else the manager's style), again on every change, and
/// holds the object weakly: it ends when the object is deallocated. A change holds the
/// objects it writes until it ends, so one whose last other reference goes during a change
/// (a setter or a provider lets go of it) is written with the others and deallocated when
/// the change ends.
@MainActor
@dynamicMemberLookup
public struct ThemeProxy<Base: AnyObject> {
    /// The object the bindings apply to.
    @usableFromInline package let base: Base
    /// The manager that drives them.
    @usableFromInline package let manager: ThemeManager

    /// Creates the namespace for an object on a manager.
    package init(base: Base, manager: ThemeManager) {
        self.base = base
        self.manager = manager
    }

    /// The provider bound to a property, or `nil`. Assigning a provider binds it and
    /// applies it at once; assigning `nil` unbinds (the property keeps its last value).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>) -> ThemeProvider<Value>? {
        get { manager.binding(of: base, at: keyPath) }
        // Inlinable so that the walk writing through the key path (`DirectRun`) is
        // compiled where `Base` and `Value` are known, as a declared setter's is.
        @inlinable nonmutating set {
            manager.setBinding(newValue, of: base, at: keyPath) { $0.write(from: $1) { $0[keyPath: keyPath] = $1 } }
        }
    }

    /// A closure run with the object's effective style now and on every change, for
    /// anything that is not a plain property assignment. `nil` removes it.
    ///
    /// ```swift
    /// view.theme.customization = .readingLook { [weak view] look in
    ///     view?.setBorder(look.isDark ? .thin : .none)
    /// }
    /// ```
    public var customization: ThemeProvider<Void>? {
        get { manager.customization(of: base) }
        nonmutating set { manager.setCustomization(newValue, of: base) }
    }

    /// Re-applies every binding of the object, for providers whose values depend on the
    /// object's state (a selected cell, a disabled button).
    public func refresh() {
        manager.refreshBindings(of: base)
    }

    /// Re-applies the binding of one property.
    public func refresh<Value>(_ keyPath: ReferenceWritableKeyPath<Base, Value>) {
        manager.refreshBinding(of: base, at: keyPath)
    }

    /// A style this object and everything below it use whatever the manager's style is;
    /// `nil` to inherit again. Setting or clearing it re-applies the subtree at once.
    /// Overrides of objects below this one are kept.
    public var overrideStyle: ThemeStyle? {
        get { manager.overrideStyle(of: base) }
        nonmutating set { manager.setOverrideStyle(newValue, for: base) }
    }

    /// The style this object's bindings use: its override, its nearest ancestor's
    /// override, or the manager's style.
    public var effectiveStyle: ThemeStyle {
        manager.effectiveStyle(of: base)
    }
}
