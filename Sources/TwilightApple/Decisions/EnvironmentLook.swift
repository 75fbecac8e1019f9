package import Twilight

/// The look a SwiftUI subtree is drawn in, decided from what its environment carries: the
/// Twilight style set on it (by `themed(by:)` at the root, `themeStyle(_:)` on a
/// subtree, or a UIKit override bridged in), else the colour scheme there; the axes set on
/// it; and the manager's styles, which say which are dark.
package enum EnvironmentLook {
    /// The look for a subtree whose environment holds `style` (or none), a colour scheme
    /// that `schemeIsDark` says, `axes` and `styles`.
    package static func look(style: ThemeStyle?, schemeIsDark: Bool, styles: ThemeStyles, axes: ThemeAxes) -> ThemeLook {
        styles.look(style ?? (schemeIsDark ? .dark : .light), axes: axes)
    }

    /// Whether the colour scheme below a subtree's own style is dark: as the styles say.
    package static func schemeIsDark(below style: ThemeStyle, styles: ThemeStyles) -> Bool {
        styles.isDark(style)
    }

    /// The axes below a subtree's own: the inherited ones, with the subtree's on top.
    package static func axes(_ own: ThemeAxes, over inherited: ThemeAxes) -> ThemeAxes {
        inherited.merging(own)
    }

    /// The look a dynamic colour resolves in, from UIKit's traits (where SwiftUI's environment
    /// is bridged): the Twilight style there, else light or dark by the interface style; the
    /// axes there; dark as the interface style is — which the appearance controller and
    /// `themeStyle(_:)` set from the manager's styles.
    package static func look(style: ThemeStyle?, axes: ThemeAxes, interfaceIsDark: Bool) -> ThemeLook {
        ThemeLook(style ?? (interfaceIsDark ? .dark : .light), axes: axes, isDark: interfaceIsDark)
    }

    /// The style `themed(by:)` puts in the environment: the manager's — except while the
    /// manager has not yet heard the system's appearance (`colorScheme` unspecified) and its
    /// choice follows the system: then the style the choice gives for the colour scheme the
    /// window already has, so that the first frame is drawn right without changing the
    /// manager while SwiftUI updates (the appearance controller tells it after the update).
    package static func rootStyle(
        manager style: ThemeStyle,
        choice: ThemePreference,
        system: SystemAppearance,
        styles: ThemeStyles,
        schemeIsDark: Bool
    ) -> ThemeStyle {
        guard system.colorScheme == .unspecified, choice.followsSystem else { return style }
        var seen = system
        seen.colorScheme = schemeIsDark ? .dark : .light
        return styles.resolve(choice, system: seen)
    }
}
