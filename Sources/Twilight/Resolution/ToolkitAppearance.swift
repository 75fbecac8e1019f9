/// The light or dark appearance a toolkit's own widgets should take, derived from the
/// manager: what UIKit's `overrideUserInterfaceStyle`, AppKit's `NSApp.appearance`,
/// SwiftUI's `preferredColorScheme` and libadwaita's colour scheme are set to, so that
/// the toolkit's controls agree with Twilight's style.
///
/// - ``system``: the preference follows the system, so the toolkit does too
///   (`.unspecified`, `nil`) — System, or a day/night pair whose day styles the manager's
///   ``ThemeStyles`` call light and whose night styles they call dark.
/// - ``dark``: any other preference whose style in force is dark (``ThemeLook/isDark``: as
///   the styles say) — a fixed style, a style until the system changes, or a pair whose
///   halves are not one light and one dark (the toolkit then follows the style, not the
///   system).
/// - ``light``: the same when the style in force is not dark (`light`, `sepia`).
package enum ToolkitAppearance: String, Hashable, Sendable, CaseIterable {
    /// Follow the system's light or dark setting.
    case system
    /// Force the toolkit's light appearance.
    case light
    /// Force the toolkit's dark appearance.
    case dark

    /// The appearance for a preference, the look the manager resolved from it (a fixed
    /// choice can resolve to a high-contrast variant, which decides) and the styles that say
    /// which styles are dark.
    package init(preference: ThemePreference, look: ThemeLook, styles: ThemeStyles) {
        switch preference {
        case .system: self = .system
        case .systemPair(let pair) where styles.followsTheSystemScheme(pair): self = .system
        // Forced until the system changes (the manager then resumes System), or for a pair
        // the system's scheme would get wrong.
        case .fixed, .untilSystemChanges, .systemPair: self = look.isDark ? .dark : .light
        }
    }
}

extension ThemeManager {
    /// The light or dark appearance toolkit widgets should take now.
    package var toolkitAppearance: ToolkitAppearance {
        ToolkitAppearance(preference: preference, look: look, styles: styles)
    }

    /// Calls `handler` with the new ``toolkitAppearance`` after every change of it — a
    /// change of preference alone (Light to System on a light system) included — until the
    /// returned token is released or cancelled. Not called for the current value.
    ///
    /// ```swift
    /// let token = manager.observeToolkitAppearance { appearance in
    ///     for window in windows { window.overrideUserInterfaceStyle = appearance.userInterfaceStyle }
    /// }
    /// ```
    package func observeToolkitAppearance(
        _ handler: @escaping @MainActor (ToolkitAppearance) -> Void
    ) -> ThemeObservationToken {
        let observer = ToolkitAppearanceObserver(handler: handler)
        let token = ThemeObservationToken(ending: observer)
        add(observer)
        return token
    }
}

/// A toolkit-appearance handler, alive while its token is.
@MainActor
final class ToolkitAppearanceObserver: TokenBoundObservation {
    let handler: @MainActor (ToolkitAppearance) -> Void
    var lifetime = TokenLifetime()

    init(handler: @escaping @MainActor (ToolkitAppearance) -> Void) {
        self.handler = handler
    }
}
