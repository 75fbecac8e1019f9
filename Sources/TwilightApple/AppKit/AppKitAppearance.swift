#if os(macOS)  // not Mac Catalyst, where AppKit imports but its types are unavailable
package import AppKit
import QuartzCore
public import Twilight

extension ToolkitAppearance {
    /// The application appearance for this appearance: `nil` follows the system.
    package var nsAppearance: NSAppearance? {
        switch self {
        case .system: nil
        case .light: NSAppearance(named: .aqua)
        case .dark: NSAppearance(named: .darkAqua)
        }
    }
}

/// The reference app's mechanism on macOS: `NSApp.appearance` follows the manager's
/// `ToolkitAppearance` (System → `nil`, a dark style → Dark Aqua, others →
/// Aqua), each whole window — title bar and toolbar included — cross-dissolving for 0.3 s
/// when the choice changes (a Core Animation fade of the window's frame view; not under
/// Reduce Motion). The system's
/// appearance is read where the app's own `NSApp.appearance` cannot reach it: the
/// `AppleInterfaceStyle` default (its change is announced as
/// `AppleInterfaceThemeChangedNotification`) and the workspace's accessibility options
/// (Increase Contrast, Reduce Motion).
///
/// Type-checked by `scripts/check-apple.sh` against Apple's SDKs, not by CI (no SDK there); its decisions are
/// `ToolkitAppearance`, `WindowCrossDissolve` and `AppleTraits`, which are.
@MainActor
public final class AppKitAppearanceController: AppearanceFollower {
    /// The manager followed.
    public let manager: ThemeManager
    private var applied: ToolkitAppearance?
    /// The one window followed, or `nil` for the application (`NSApp.appearance`).
    private weak var window: NSWindow?
    private let followsOneWindow: Bool
    /// The appearance the controller sets (the window's, or the application's) before it
    /// first set it, and what it last set.
    private var ownAppearance = OwnedSetting<NSAppearance.Name?>()
    private var observation: ThemeObservationToken?
    private let notifications = NotificationObservers()

    /// Starts: applies the manager's appearance now (no animation), reads the system's
    /// appearance, and keeps both in step. Transitions run on the display's refresh from
    /// then on, unless the app gave the manager a clock of its own.
    public convenience init(manager: ThemeManager = .shared) {
        self.init(manager: manager, tellsSystemLater: false)
    }

    /// Starts, telling the manager the system's appearance now or — when made while SwiftUI
    /// updates its views (`themed(by:)`), where an `@Observable` must not change — right
    /// after (SwiftUI draws the first frame from the window's colour scheme meanwhile).
    package convenience init(manager: ThemeManager, tellsSystemLater: Bool) {
        self.init(manager: manager, window: nil, tellsSystemLater: tellsSystemLater)
    }

    /// Starts on one window's appearance rather than the application's (`themed(by:)`
    /// follows the window its view is in, so that two windows may follow two managers).
    package convenience init(window: NSWindow, manager: ThemeManager, tellsSystemLater: Bool) {
        self.init(manager: manager, window: window, tellsSystemLater: tellsSystemLater)
    }

    private init(manager: ThemeManager, window: NSWindow?, tellsSystemLater: Bool) {
        self.manager = manager
        self.window = window
        self.followsOneWindow = window != nil
        if let screen = NSScreen.main { manager.useDisplayClock { DisplayLinkFrameClock(screen: screen) } }
        if tellsSystemLater {
            Task { @MainActor [weak self] in self?.readSystem() }
        } else {
            readSystem()
        }
        apply(manager.toolkitAppearance)
        observation = manager.observeToolkitAppearance { [weak self] appearance in self?.apply(appearance) }
        let themeChanged = Notification.Name("AppleInterfaceThemeChangedNotification")
        notifications.observe(themeChanged, on: DistributedNotificationCenter.default()) { [weak self] in self?.readSystem() }
        notifications.observe(
            NSWorkspace.accessibilityDisplayOptionsDidChangeNotification,
            on: NSWorkspace.shared.notificationCenter
        ) { [weak self] in self?.readSystem() }
    }

    private func apply(_ appearance: ToolkitAppearance) {
        let workspace = NSWorkspace.shared
        let dissolve = WindowCrossDissolve.duration(
            from: applied,
            to: appearance,
            reduceMotion: workspace.accessibilityDisplayShouldReduceMotion
        )
        applied = appearance
        if let dissolve {
            let windows = followsOneWindow ? [window].compactMap { $0 } : NSApp.windows
            for window in windows where window.isVisible { Self.crossDissolve(window, for: dissolve) }
        }
        setAppearance(ownAppearance.take(appearance.nsAppearance?.name, current: currentAppearance))
    }

    /// The appearance the controller sets, as it is now.
    private var currentAppearance: NSAppearance.Name? {
        followsOneWindow ? window?.appearance?.name : NSApp.appearance?.name
    }

    private func setAppearance(_ name: NSAppearance.Name?) {
        let appearance = name.flatMap { NSAppearance(named: $0) }
        if followsOneWindow { window?.appearance = appearance } else { NSApp.appearance = appearance }
    }

    /// Stops following: the manager's and the system's notifications are removed, and
    /// `NSApp.appearance` is put back as it was before, unless the app changed it since.
    /// `themed(by:)` calls it when its view leaves or another manager takes the window.
    public func stop() {
        observation?.cancel()
        observation = nil
        notifications.removeAll()
        if let before = ownAppearance.release(current: currentAppearance) { setAppearance(before) }
    }

    /// Has Core Animation cross-dissolve the whole window — its frame view, title bar and
    /// toolbar included — from what it shows now to what the new appearance draws, over
    /// `duration` seconds. The render server fades its own rendering, so layer-drawn
    /// content (SwiftUI in an `NSHostingView`, `NSVisualEffectView`, Metal) fades too, and
    /// nothing is laid over the window: clicks reach it during the fade. A later change
    /// replaces a fade still running.
    private static func crossDissolve(_ window: NSWindow, for duration: Double) {
        guard let frameView = unsafe window.contentView?.superview ?? window.contentView else { return }  // superview is unowned(unsafe)
        frameView.wantsLayer = true
        let fade = CATransition()
        fade.type = .fade
        fade.duration = duration
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        frameView.layer?.add(fade, forKey: "twilight.crossDissolve")
    }

    private func readSystem() {
        let workspace = NSWorkspace.shared
        let reading = AppleTraits(
            interfaceStyle: AppleTraits.interfaceStyle(
                appleInterfaceStyleDefault: UserDefaults.standard.string(forKey: "AppleInterfaceStyle")
            ),
            increasedContrast: workspace.accessibilityDisplayShouldIncreaseContrast,
            reduceMotion: workspace.accessibilityDisplayShouldReduceMotion
        )
        manager.systemAppearance = reading.systemAppearance(source: AppearanceSource("AppleInterfaceStyle"))
    }
}

#endif
