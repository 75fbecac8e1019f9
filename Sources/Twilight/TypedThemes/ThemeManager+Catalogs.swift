import Logging

/// Typed themes with a home on the manager, as in Gestalt: register a catalogue once per
/// theme type, then observe with closures that receive the theme, or with key paths into
/// it, without naming the catalogue again.
///
/// ```swift
/// manager.register(ThemeProvider<AppTheme>([.light: .light, .dark: .dark], default: .light))
/// manager.preference = .dark                                  // Gestalt: theme = .dark
/// let token = manager.observe(theme: AppTheme.self) { theme in render(theme) }
/// screen.observe(theme: \AppTheme.view, on: manager)         // Themeable
/// ```
extension ThemeManager {
    /// Registers the catalogue of `Theme`, replacing an earlier one; observers of that
    /// theme type re-apply at once with the new catalogue.
    public func register<Theme>(_ catalog: ThemeProvider<Theme>) {
        storeCatalog(catalog, for: ObjectIdentifier(Theme.self))
    }

    /// The catalogue registered for `Theme`, or `nil`.
    package func catalog<Theme>(for type: Theme.Type) -> ThemeProvider<Theme>? {
        storedCatalog(for: ObjectIdentifier(Theme.self)) as? ThemeProvider<Theme>
    }

    /// The theme of a registered type for the current ``style``, or `nil` when no
    /// catalogue is registered for it.
    public func theme<Theme>(_ type: Theme.Type) -> Theme? {
        catalog(for: type)?(look)
    }

    /// Calls `handler` with the theme of a registered type now and after every change of
    /// style (and when another catalogue is registered), until the returned token is
    /// released or cancelled. Until a catalogue is registered, nothing is called.
    ///
    /// ```swift
    /// let token = manager.observe(theme: AppTheme.self) { theme in view.backgroundColor = theme.background }
    /// ```
    public func observe<Theme>(
        theme type: Theme.Type,
        _ handler: @escaping @MainActor (Theme) -> Void
    ) -> ThemeObservationToken {
        warnIfUnregistered(type)
        let observer = TypedThemeObserver<Theme>(handler: handler) { [weak self] in self?.catalog(for: Theme.self) }
        let token = ThemeObservationToken(ending: observer)
        add(observer, applyingNow: true)
        return token
    }

    /// Says once per observation that `Theme` has no catalogue yet, which is usually a
    /// missing ``register(_:)``.
    func warnIfUnregistered<Theme>(_ type: Theme.Type) {
        guard catalog(for: type) == nil else { return }
        logger.warning("no theme catalogue is registered for \(Theme.self) yet: observers apply nothing until register(_:) is called")
    }
}

/// A closure called with a typed theme, alive while its token is.
@MainActor
final class TypedThemeObserver<Theme>: ThemeSubscriber, TokenBoundObservation {
    let handler: @MainActor (Theme) -> Void
    let catalog: @MainActor () -> ThemeProvider<Theme>?
    var lifetime = TokenLifetime()

    init(handler: @escaping @MainActor (Theme) -> Void, catalog: @escaping @MainActor () -> ThemeProvider<Theme>?) {
        self.handler = handler
        self.catalog = catalog
    }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        guard lifetime.isLive else { return false }
        if let catalog = catalog() { handler(catalog(delivery.look)) }
        return true
    }
}
