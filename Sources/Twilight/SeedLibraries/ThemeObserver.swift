/// An observer object whose action can be replaced after it is made — PerseusDarkMode's
/// `DarkModeObserver`. It observes while it is alive (or until ``cancel()``).
///
/// ```swift
/// let observer = ThemeObserver { style in header.refresh(for: style) }
/// observer.action = { style in header.redraw(style) }    // later: another action
/// ```
@MainActor
public final class ThemeObserver {
    /// What runs with the new style after every change; `nil` to pause.
    public var action: (@MainActor (ThemeStyle) -> Void)?
    private var token: ThemeObservationToken?

    /// Starts observing `manager`, running `action` after every change of style.
    public init(manager: ThemeManager = .shared, action: (@MainActor (ThemeStyle) -> Void)? = nil) {
        self.action = action
        token = manager.observe { [weak self] style in self?.action?(style) }
    }

    /// Stops observing; the action does not run again.
    public func cancel() {
        token?.cancel()
        token = nil
    }
}
