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
/// manager.register(ThemeProvider<AppTheme>([.light: .light, .dark: .dark], default: .light))
/// screen.observe(theme: \AppTheme.view, on: manager)
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
    /// Gestalt's `observe(theme: \AppTheme.view)`: applies the theme at `keyPath` of the
    /// catalogue registered on `manager` for `Root` (``ThemeManager/register(_:)``) now and
    /// after every change, and again when another catalogue is registered. Until one is,
    /// nothing is applied. The observation ends when the object is deallocated or the
    /// returned token is cancelled (releasing the token does not end it: the object's life
    /// does).
    @discardableResult
    public func observe<Root>(
        theme keyPath: any KeyPath<Root, Theme> & Sendable,
        on manager: ThemeManager = .shared
    ) -> ThemeObservationToken {
        manager.warnIfUnregistered(Root.self)
        let source = manager.themeSource(for: ThemeSourceKey(keyPath: keyPath)) { () -> ThemeSource<Root, Theme> in
            ThemeSource(catalog: { [weak manager] in manager?.catalog(for: Root.self) }, keyPath: keyPath)
        }
        let observer = ThemeableObserver(target: self, source: source)
        manager.add(observer, applyingNow: true)
        return ThemeObservationToken { observer.isCancelled = true }
    }
}

/// Delivers a typed theme to a ``Themeable`` object, held weakly.
@MainActor
final class ThemeableObserver<Target: Themeable, Root>: ThemeSubscriber {
    weak var object: Target?
    let source: ThemeSource<Root, Target.Theme>
    /// The theme last applied, where an animation starts from.
    private var applied: Target.Theme?
    var isCancelled = false

    init(target: Target, source: ThemeSource<Root, Target.Theme>) {
        self.object = target
        self.source = source
    }

    override var target: AnyObject? { object }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        guard !isCancelled, let object else { return false }
        let style = delivery.effectiveLook(of: object)
        guard let theme = source.theme(for: style, generation: delivery.generation) else { return true }  // registered later
        if let tracks = delivery.animation, let applied,
            let track = ThemeTrack(observer: self, from: applied, target: theme)
        {
            tracks.append(track)
        } else {
            apply(theme, to: object)
        }
        return true
    }

    /// Applies `theme` to the object, if it is alive (a transition's frame).
    func apply(_ theme: Target.Theme) {
        if let object { apply(theme, to: object) }
    }

    private func apply(_ theme: Target.Theme, to object: Target) {
        applied = theme
        object.apply(theme: theme)
    }
}
