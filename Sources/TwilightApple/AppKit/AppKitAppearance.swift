#if os(macOS)  // not Mac Catalyst, where AppKit imports but its types are unavailable
package import AppKit
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
/// Aqua), each window cross-dissolving for 0.3 s when the choice changes (a snapshot of
/// the window faded out over the new appearance; not under Reduce Motion). The system's
/// appearance is read where the app's own `NSApp.appearance` cannot reach it: the
/// `AppleInterfaceStyle` default (its change is announced as
/// `AppleInterfaceThemeChangedNotification`) and the workspace's accessibility options
/// (Increase Contrast, Reduce Motion).
///
/// Type-checked by `scripts/check-apple.sh` against Apple's SDKs, not by CI (no SDK there); its decisions are
/// `ToolkitAppearance`, `WindowCrossDissolve` and `AppleTraits`, which are.
@MainActor
public final class AppKitAppearanceController {
    /// The manager followed.
    public let manager: ThemeManager
    private var applied: ToolkitAppearance?
    private var observation: ThemeObservationToken?
    private let notifications = NotificationObservers()
    /// The window snapshots fading out now, by fade.
    private var overlays = CrossDissolveOverlays<NSImageView>()

    /// Starts: applies the manager's appearance now (no animation), reads the system's
    /// appearance, and keeps both in step.
    public init(manager: ThemeManager = .shared) {
        self.manager = manager
        readSystem()
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
        let snapshots = dissolve == nil ? [] : NSApp.windows.compactMap(Self.snapshotOverlay)
        let (fade, stale) = overlays.begin(snapshots)
        for overlay in stale { overlay.removeFromSuperview() }
        NSApp.appearance = appearance.nsAppearance
        guard let dissolve, !snapshots.isEmpty else { return }
        NSAnimationContext.runAnimationGroup { context in
            context.duration = dissolve
            for overlay in snapshots { overlay.animator().alphaValue = 0 }
        } completionHandler: { [weak self] in
            // The handler is `@Sendable`: it reaches the overlays through the controller,
            // and removes only this fade's (a later change may have laid its own).
            MainActor.assumeIsolated {
                for overlay in self?.overlays.finish(fade) ?? [] { overlay.removeFromSuperview() }
            }
        }
    }

    /// An image of the window's content laid over it, to fade out once the new
    /// appearance is drawn below.
    private static func snapshotOverlay(of window: NSWindow) -> NSImageView? {
        guard window.isVisible, let content = window.contentView,
            let bitmap = content.bitmapImageRepForCachingDisplay(in: content.bounds)
        else { return nil }
        content.cacheDisplay(in: content.bounds, to: bitmap)
        let image = NSImage(size: content.bounds.size)
        image.addRepresentation(bitmap)
        let overlay = NSImageView(frame: content.bounds)
        overlay.image = image
        overlay.autoresizingMask = [.width, .height]
        content.addSubview(overlay)
        return overlay
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
