package import Twilight

/// The look a SwiftUI subtree is drawn in, decided from what its environment carries: the
/// Twilight style set on it (by `themed(by:)` at the root, `themeStyle(_:axes:)` on a
/// subtree, or a UIKit override bridged in), else the colour scheme there; the axes set on
/// it; and the manager's styles, which say which are dark.
package enum EnvironmentLook {
    /// The look for a subtree whose environment holds `style` (or none), a colour scheme
    /// that `schemeIsDark` says, `axes` and `styles`.
    package static func look(style: ThemeStyle?, schemeIsDark: Bool, styles: ThemeStyles, axes: ThemeAxes) -> ThemeLook {
        styles.look(style ?? (schemeIsDark ? .dark : .light), axes: axes)
    }

    /// What a subtree's own style sets below it: the style, the inherited axes with the
    /// subtree's on top, and whether its colour scheme is dark (system colours and views
    /// follow that).
    package static func overriding(
        with style: ThemeStyle,
        axes: ThemeAxes,
        inherited: ThemeAxes,
        styles: ThemeStyles
    ) -> (axes: ThemeAxes, isDark: Bool) {
        (inherited.merging(axes), styles.isDark(style))
    }
}
