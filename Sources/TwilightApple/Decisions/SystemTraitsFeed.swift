package import Twilight

/// Feeds what the system reports about its appearance to a manager, leaving out what a
/// scene reports in the background.
///
/// iOS takes the app-switcher snapshots of a backgrounded app in both interface styles,
/// flipping the scene's traits to light and dark and back while it does. Those flips are
/// not the system's setting: read then, they would switch a "System" app's style twice
/// behind the user's back and announce both changes. The feed ignores trait readings while
/// the scene is in the background and reads again as it returns to the foreground, so a
/// setting the user really changed meanwhile still arrives.
@MainActor
package final class SystemTraitsFeed {
    /// The manager fed.
    package let manager: ThemeManager
    private let source: AppearanceSource
    /// Whether the scene is in the background (readings are ignored).
    package private(set) var isInBackground = false

    /// A feed into `manager`, recording `source` (`AppearanceSource("UITraitCollection")`).
    package init(manager: ThemeManager, source: AppearanceSource) {
        self.manager = manager
        self.source = source
    }

    /// The scene's traits changed (or were read for the first time).
    package func traitsDidChange(_ traits: AppleTraits) {
        guard !isInBackground else { return }
        apply(traits)
    }

    /// The scene entered the background: readings stop until ``sceneWillEnterForeground(with:)``.
    package func sceneDidEnterBackground() {
        isInBackground = true
    }

    /// The scene is returning to the foreground: `traits` is its reading now.
    package func sceneWillEnterForeground(with traits: AppleTraits) {
        isInBackground = false
        apply(traits)
    }

    private func apply(_ traits: AppleTraits) {
        let reading = traits.systemAppearance(source: source)
        if manager.systemAppearance != reading { manager.systemAppearance = reading }
    }
}
