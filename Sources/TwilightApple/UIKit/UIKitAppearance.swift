#if canImport(UIKit) && !os(watchOS)
public import Twilight
public import UIKit

extension ToolkitAppearance {
    /// The window override for this appearance: `.unspecified` follows the system.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        switch self {
        case .system: .unspecified
        case .light: .light
        case .dark: .dark
        }
    }
}

/// The reference app's mechanism, driven by a `ThemeManager`: every window's
/// `overrideUserInterfaceStyle` follows the manager's `ToolkitAppearance`
/// (System → `.unspecified`, a dark style → `.dark`, others → `.light`), with the window
/// cross-dissolve of 0.3 s when the choice changes (not under Reduce Motion); and the
/// system's appearance — interface style, Increase Contrast, Reduce Motion — is fed to the
/// manager from the window scene's traits, which the windows' overrides do not change.
///
/// ```swift
/// // SceneDelegate.scene(_:willConnectTo:options:)
/// appearance = UIKitAppearanceController(scene: windowScene, manager: .shared)
/// ```
///
/// Not compiled by Twilight's CI (no Apple SDK there); its decisions are
/// `ToolkitAppearance`, ``WindowCrossDissolve`` and ``AppleTraits``, which are.
@MainActor
public final class UIKitAppearanceController {
    /// The manager followed.
    public let manager: ThemeManager
    private weak var scene: UIWindowScene?
    private var applied: ToolkitAppearance?
    private var observation: ThemeObservationToken?
    private var reduceMotionObserver: (any NSObjectProtocol)?

    /// Starts: applies the manager's appearance to the scene's windows now (no animation),
    /// reads the system's appearance from the scene, and keeps both in step.
    public init(scene: UIWindowScene, manager: ThemeManager = .shared) {
        self.scene = scene
        self.manager = manager
        readSystem(from: scene)
        apply(manager.toolkitAppearance)
        observation = manager.observeToolkitAppearance { [weak self] appearance in self?.apply(appearance) }
        scene.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) {
            [weak self] (scene: UIWindowScene, _: UITraitCollection) in
            self?.readSystem(from: scene)
        }
        reduceMotionObserver = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
            object: nil,
            queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let scene = self.scene else { return }
                self.readSystem(from: scene)
            }
        }
    }

    isolated deinit {
        if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
    }

    private func apply(_ appearance: ToolkitAppearance) {
        guard let scene else { return }
        let dissolve = WindowCrossDissolve.duration(from: applied, to: appearance, reduceMotion: UIAccessibility.isReduceMotionEnabled)
        applied = appearance
        for window in scene.windows {
            if let dissolve {
                UIView.transition(with: window, duration: dissolve, options: .transitionCrossDissolve) {
                    window.overrideUserInterfaceStyle = appearance.userInterfaceStyle
                }
            } else {
                window.overrideUserInterfaceStyle = appearance.userInterfaceStyle
            }
        }
    }

    /// The scene's traits are the system's: window overrides do not reach the scene.
    private func readSystem(from scene: UIWindowScene) {
        let traits = scene.traitCollection
        let style: AppleTraits.InterfaceStyle =
            switch traits.userInterfaceStyle {
            case .dark: .dark
            case .light: .light
            default: .unspecified
            }
        let reading = AppleTraits(
            interfaceStyle: style,
            increasedContrast: traits.accessibilityContrast == .high,
            reduceMotion: UIAccessibility.isReduceMotionEnabled
        )
        manager.systemAppearance = reading.systemAppearance(source: AppearanceSource("UITraitCollection"))
    }
}

#endif
