#if GTK
public import CAdwaita
public import Twilight

/// The managers that GTK widget moves are reported to (`shared`
/// and every manager attached to a window).
@MainActor
enum GTKTheming {
    private static var attached: [WeakManager] = []

    private struct WeakManager {
        weak var manager: ThemeManager?
    }

    static var managers: [ThemeManager] {
        attached.removeAll { $0.manager == nil }
        let others = attached.compactMap(\.manager).filter { $0 !== ThemeManager.shared }
        return [ThemeManager.shared] + others
    }

    static func attach(_ manager: ThemeManager) {
        if !attached.contains(where: { $0.manager === manager }) { attached.append(WeakManager(manager: manager)) }
    }
}

extension ThemeManager {
    /// Drives this manager from a GTK window: transitions run on the window's frame clock
    /// (the last attached window's; a clock the app chose itself, such as a
    /// `ManualFrameClock`, is kept), widgets moved in the window's tree pick up the overrides
    /// above them, and, when `followingAdwaita` is on, the preference and libadwaita's style
    /// manager are kept in step (see ``AdwaitaStyleBridge``; keep the returned bridge as long
    /// as the window).
    /// From then on main-actor tasks (`Task { @MainActor in … }`) run in GTK's main loop.
    ///
    /// ```swift
    /// let bridge = manager.attach(to: window)
    /// manager.transition = .crossDissolve()
    /// ```
    @discardableResult
    public func attach(to window: UnsafeMutablePointer<GtkWidget>, followingAdwaita: Bool = true) -> AdwaitaStyleBridge? {
        if frameClock is GTKFrameClock {
            frameClock = unsafe GTKFrameClock(widget: window)  // a window's clock follows the window attached last
        } else {
            useDisplayClock { unsafe GTKFrameClock(widget: window) }
        }
        GTKTheming.attach(self)
        GTKMainActor.runJobsFromGTKMainLoop()
        return followingAdwaita ? AdwaitaStyleBridge(manager: self) : nil
    }
}
#endif
