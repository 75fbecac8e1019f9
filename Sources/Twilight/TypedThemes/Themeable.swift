/// An object styled from a typed theme: a struct of colours, fonts and metrics that it
/// applies in one method, as in Gestalt.
///
/// ```swift
/// struct AppTheme { var view: ViewTheme }
/// struct ViewTheme { var text: RGBAColor; var background: RGBAColor }
///
/// final class Screen: Themeable {
///     func apply(theme: ViewTheme) { label.color = theme.text; backdrop = theme.background }
/// }
///
/// let catalog = ThemeCatalog<AppTheme>([.light: .light, .dark: .dark], default: .light)
/// screen.observe(theme: \AppTheme.view, from: catalog)
/// ```
///
/// The first ``apply(theme:)`` happens at once and unanimated; later ones follow every
/// change of the object's effective style, animated when the theme is
/// ``Interpolatable`` and the manager has a transition. `apply(theme:)` should be
/// idempotent.
@MainActor
public protocol Themeable: AnyObject {
    /// The part of a theme this object needs.
    associatedtype Theme
    /// Applies the theme to the object.
    func apply(theme: Theme)
}

extension Themeable {
    /// Applies the theme at `keyPath` of `catalog` now and after every change, on
    /// `manager`. The observation ends when the object is deallocated or the returned token
    /// is cancelled (releasing the token does not end it: the object's life does).
    @discardableResult
    public func observe<Root>(
        theme keyPath: any KeyPath<Root, Theme> & Sendable,
        from catalog: ThemeCatalog<Root>,
        on manager: ThemeManager = .shared
    ) -> ThemeObservationToken {
        observe(keyPath, catalog: { catalog }, on: manager)
    }

    /// Gestalt's `observe(theme: \AppTheme.view)`: applies the theme at `keyPath` of the
    /// catalogue registered on `manager` for `Root` (``ThemeManager/register(_:)``) now and
    /// after every change, and again when another catalogue is registered. Until one is,
    /// nothing is applied. Ends like ``observe(theme:from:on:)``.
    @discardableResult
    public func observe<Root>(
        theme keyPath: any KeyPath<Root, Theme> & Sendable,
        on manager: ThemeManager = .shared
    ) -> ThemeObservationToken {
        manager.warnIfUnregistered(Root.self)
        return observe(keyPath, catalog: { [weak manager] in manager?.catalog(for: Root.self) }, on: manager)
    }

    private func observe<Root>(
        _ keyPath: any KeyPath<Root, Theme> & Sendable,
        catalog: @escaping @MainActor () -> ThemeCatalog<Root>?,
        on manager: ThemeManager
    ) -> ThemeObservationToken {
        let observer = ThemeableObserver(target: self, catalog: catalog, keyPath: keyPath)
        manager.add(observer, applyingNow: true)
        return ThemeObservationToken { observer.isCancelled = true }
    }
}

/// Delivers a typed theme to a ``Themeable`` object, held weakly.
@MainActor
final class ThemeableObserver<Target: Themeable, Root>: ThemeSubscriber {
    weak var object: Target?
    /// The catalogue now: a fixed one, or the one registered on the manager.
    let catalog: @MainActor () -> ThemeCatalog<Root>?
    let keyPath: KeyPath<Root, Target.Theme>
    /// The theme last applied, where an animation starts from.
    var applied: Target.Theme?
    var isCancelled = false

    init(target: Target, catalog: @escaping @MainActor () -> ThemeCatalog<Root>?, keyPath: KeyPath<Root, Target.Theme>) {
        self.object = target
        self.catalog = catalog
        self.keyPath = keyPath
    }

    override var target: AnyObject? { object }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        guard !isCancelled, let object else { return false }
        guard let catalog = catalog() else { return true }  // registered later
        let theme = catalog.value(delivery.effectiveStyle(of: object))[keyPath: keyPath]
        if let tracks = delivery.animation, let from = applied,
            let track = ThemeTrack(observer: self, from: from, target: theme)
        {
            tracks.append(track)
        } else {
            apply(theme)
        }
        return true
    }

    func apply(_ theme: Target.Theme) {
        applied = theme
        object?.apply(theme: theme)
    }
}
