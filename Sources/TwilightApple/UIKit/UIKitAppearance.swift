#if canImport(UIKit) && !os(watchOS)
public import Twilight
public import UIKit

extension ToolkitAppearance {
    /// The window override for this appearance: `.unspecified` follows the system.
    package var userInterfaceStyle: UIUserInterfaceStyle {
        switch self {
        case .system: .unspecified
        case .light: .light
        case .dark: .dark
        }
    }
}

/// The reference app's mechanism on iOS 17's trait system, driven by a `ThemeManager`:
///
/// - the manager's style is the scene's ``ThemeStyleTrait`` (`traitOverrides`), and its
///   axes a trait beside it, so every window — created then or later — and every view and
///   dynamic colour in it sees them;
/// - every window's `overrideUserInterfaceStyle` follows the manager's `ToolkitAppearance`
///   (System → `.unspecified`, a dark style → `.dark`, others → `.light`), windows shown
///   later included, with the window cross-dissolve of 0.3 s when the choice changes (not
///   under Reduce Motion);
/// - the system's appearance — interface style, Increase Contrast, Reduce Motion — is fed
///   to the manager from the window scene's traits, which the windows' overrides do not
///   change, except while the scene is in the background (`SystemTraitsFeed`);
/// - root view controllers are asked to update their status bar on every change (see
///   `UIViewController.themeStatusBarStyle`).
///
/// ```swift
/// // SceneDelegate.scene(_:willConnectTo:options:)
/// appearance = UIKitAppearanceController(scene: windowScene, manager: .shared)
/// ```
///
/// ``stop()`` ends it and undoes what it set (`sceneDidDisconnect(_:)`, or to hand the scene
/// to another manager's controller).
///
/// Type-checked by `scripts/check-apple.sh` against Apple's SDKs, not by CI (no SDK there); its decisions are
/// `ToolkitAppearance`, `WindowCrossDissolve`, `AppleTraits` and `SystemTraitsFeed`,
/// which are.
@MainActor
public final class UIKitAppearanceController: AppearanceFollower {
    /// The manager followed.
    public let manager: ThemeManager
    private weak var scene: UIWindowScene?
    private let feed: SystemTraitsFeed
    private var applied: ToolkitAppearance?
    /// The style and axes last put in the scene's traits.
    private var sceneStyle: ThemeStyle?
    private var sceneAxes: ThemeAxes?
    /// The windows' interface styles Twilight set, so that a window whose style the app
    /// set itself (or that has a Twilight override of its own) is left as it is.
    private let windowStyles = OwnedSettings<UIUserInterfaceStyle>()
    private var observations: [ThemeObservationToken] = []
    private let notifications = NotificationObservers()
    private let traitsTarget = SceneTraitsTarget()
    private var traitRegistration: (any UITraitChangeRegistration)?

    /// Starts: sets the manager's style and appearance on the scene and its windows now (no
    /// animation), reads the system's appearance from the scene, and keeps both in step.
    /// Transitions run on the display's refresh from then on, unless the app gave the
    /// manager a clock of its own.
    public convenience init(scene: UIWindowScene, manager: ThemeManager = .shared) {
        self.init(scene: scene, manager: manager, tellsSystemLater: false)
    }

    /// Starts, telling the manager the system's appearance now or — when made while SwiftUI
    /// updates its views (`themed(by:)`), where an `@Observable` must not change — right
    /// after (SwiftUI draws the first frame from the window's colour scheme meanwhile).
    package init(scene: UIWindowScene, manager: ThemeManager, tellsSystemLater: Bool) {
        self.scene = scene
        self.manager = manager
        feed = SystemTraitsFeed(manager: manager, source: AppearanceSource("UITraitCollection"))
        if tellsSystemLater {
            Task { @MainActor [weak self] in self?.sceneTraitsDidChange(scene) }
        } else {
            feed.traitsDidChange(Self.systemTraits(of: scene))
        }
        scene.traitOverrides.themeStyle = manager.style
        sceneStyle = manager.style
        scene.traitOverrides[ThemeAxesTrait.self] = manager.look.axes
        sceneAxes = manager.look.axes
        manager.useDisplayClock { DisplayLinkFrameClock() }
        apply(manager.toolkitAppearance)
        observations = [
            manager.observeToolkitAppearance { [weak self] appearance in self?.apply(appearance) },
            manager.observe { [weak self] update in self?.lookDidChange(to: update.look) },
        ]
        traitsTarget.controller = self
        traitRegistration = scene.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self],
            target: traitsTarget,
            action: #selector(SceneTraitsTarget.sceneTraitsDidChange(_:))
        )
        unsafe notifications.observe(UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak self] in
            guard let self, let scene = self.scene else { return }
            self.feed.traitsDidChange(Self.systemTraits(of: scene))
        }
        notifications.observe(UIScene.didEnterBackgroundNotification, object: scene) { [weak self] in
            self?.feed.sceneDidEnterBackground()
        }
        notifications.observe(UIScene.willEnterForegroundNotification, object: scene) { [weak self] in
            guard let self, let scene = self.scene else { return }
            self.feed.sceneWillEnterForeground(with: Self.systemTraits(of: scene))
        }
        notifications.observe(UIWindow.didBecomeVisibleNotification) { [weak self] in self?.applyToNewWindows() }
    }

    /// Stops following: the manager's and the system's notifications and the scene's trait
    /// registration are removed, and what the controller set — the scene's style and axes
    /// traits, each window's interface style — is put back as it was, where the app has not
    /// changed it since. `themed(by:)` calls it when its view leaves or another manager takes the
    /// scene.
    public func stop() {
        for observation in observations { observation.cancel() }
        observations = []
        notifications.removeAll()
        guard let scene else { return }
        self.scene = nil
        if let traitRegistration { scene.unregisterForTraitChanges(traitRegistration) }
        traitRegistration = nil
        if let sceneStyle, scene.traitOverrides.themeStyle == sceneStyle { scene.traitOverrides.remove(ThemeStyleTrait.self) }
        if let sceneAxes, scene.traitOverrides[ThemeAxesTrait.self] == sceneAxes { scene.traitOverrides.remove(ThemeAxesTrait.self) }
        (sceneStyle, sceneAxes) = (nil, nil)
        for window in scene.windows {
            var setting = windowStyles[window]
            if let before = setting.release(current: window.overrideUserInterfaceStyle) { window.overrideUserInterfaceStyle = before }
            windowStyles[window] = setting
        }
    }

    fileprivate func sceneTraitsDidChange(_ scene: UIWindowScene) {
        feed.traitsDidChange(Self.systemTraits(of: scene))
    }

    /// Puts a new style or new axes in the scene's traits; an update that kept both (a new
    /// choice with the same look) leaves them, so that UIKit does not re-resolve every view.
    private func lookDidChange(to look: ThemeLook) {
        guard let scene else { return }
        if look.axes != sceneAxes {
            sceneAxes = look.axes
            scene.traitOverrides[ThemeAxesTrait.self] = look.axes
        }
        guard look.style != sceneStyle else { return }
        sceneStyle = look.style
        scene.traitOverrides.themeStyle = look.style
        #if !os(tvOS) && !os(visionOS)  // API_UNAVAILABLE(tvos, visionos): no status bar there
        for window in scene.windows { window.rootViewController?.setNeedsStatusBarAppearanceUpdate() }
        #endif
    }

    private func apply(_ appearance: ToolkitAppearance) {
        guard let scene else { return }
        let dissolve = unsafe WindowCrossDissolve.duration(from: applied, to: appearance, reduceMotion: UIAccessibility.isReduceMotionEnabled)
        applied = appearance
        for window in scene.windows {
            guard let style = followedStyle(of: window, for: appearance) else { continue }
            if let dissolve {
                UIView.transition(with: window, duration: dissolve, options: .transitionCrossDissolve) {
                    window.overrideUserInterfaceStyle = style
                }
            } else {
                window.overrideUserInterfaceStyle = style
            }
        }
    }

    /// A window shown after the last change (an alert's, a second window) gets the override.
    private func applyToNewWindows() {
        guard let scene, let applied else { return }
        for window in scene.windows {
            if let style = followedStyle(of: window, for: applied), style != window.overrideUserInterfaceStyle {
                window.overrideUserInterfaceStyle = style
            }
        }
    }

    /// The interface style to give `window`, or `nil` to leave it: the app set the
    /// window's own (`overrideUserInterfaceStyle`, or `window.theme.overrideStyle`).
    private func followedStyle(of window: UIWindow, for appearance: ToolkitAppearance) -> UIUserInterfaceStyle? {
        guard manager.overrideStyle(of: window) == nil else { return nil }
        var setting = windowStyles[window]
        defer { windowStyles[window] = setting }
        return setting.follow(appearance.userInterfaceStyle, current: window.overrideUserInterfaceStyle, free: .unspecified)
    }

    /// The scene's traits are the system's: window overrides do not reach the scene.
    private static func systemTraits(of scene: UIWindowScene) -> AppleTraits {
        let traits = scene.traitCollection
        let style: AppleTraits.InterfaceStyle =
            switch traits.userInterfaceStyle {
            case .dark: .dark
            case .light: .light
            default: .unspecified
            }
        return unsafe AppleTraits(
            interfaceStyle: style,
            increasedContrast: traits.accessibilityContrast == .high,
            reduceMotion: UIAccessibility.isReduceMotionEnabled
        )
    }
}

/// Receives the scene's trait changes by target and action, so that no main-actor closure is
/// handed to UIKit, whose documentation does not say on which thread it calls one
/// (scripts/sil_closures.py reports such closures).
@MainActor
private final class SceneTraitsTarget: NSObject {
    weak var controller: UIKitAppearanceController?

    @objc func sceneTraitsDidChange(_ scene: UIWindowScene) {
        controller?.sceneTraitsDidChange(scene)
    }
}
#endif
