/// The light or dark appearance a toolkit's own widgets should take, derived from the
/// manager: what UIKit's `overrideUserInterfaceStyle`, AppKit's `NSApp.appearance`,
/// SwiftUI's `preferredColorScheme` and libadwaita's colour scheme are set to, so that
/// the toolkit's controls agree with Twilight's style.
///
/// - ``system``: the preference follows the system (a day/night pair included), so the
///   toolkit does too (`.unspecified`, `nil`).
/// - ``dark``: the preference is a fixed style that is dark (``ThemeLook/isDark``: as the
///   manager's ``ThemeStyles`` say).
/// - ``light``: any other fixed style (`light`, `sepia`).
package enum ToolkitAppearance: String, Hashable, Sendable, CaseIterable {
    /// Follow the system's light or dark setting.
    case system
    /// Force the toolkit's light appearance.
    case light
    /// Force the toolkit's dark appearance.
    case dark

    /// The appearance for a preference and the look the manager resolved from it (a
    /// fixed choice can resolve to a high-contrast variant, which decides).
    package init(preference: ThemePreference, look: ThemeLook) {
        switch preference {
        case .system, .systemPair: self = .system
        // The toolkit is forced until the system changes; the manager then resumes System.
        case .fixed, .untilSystemChanges: self = look.isDark ? .dark : .light
        }
    }
}

extension ThemeManager {
    /// The light or dark appearance toolkit widgets should take now.
    package var toolkitAppearance: ToolkitAppearance {
        ToolkitAppearance(preference: preference, look: look)
    }

    /// Calls `handler` with the new ``toolkitAppearance`` after every change of it — a
    /// change of preference alone (Light to System on a light system) included, which
    /// ``observe(_:)`` does not see because the style stays the same — until the returned
    /// token is released or cancelled. Not called for the current value.
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
