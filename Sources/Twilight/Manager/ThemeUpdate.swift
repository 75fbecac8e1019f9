public import Foundation

/// What an observer hears after a change: the look now in force — its style, the values on
/// the app's axes, whether it is dark, whether it is high contrast — and the person's choice
/// that produced it. A brand chosen beside the same style is heard as an update of its own,
/// and nothing needs to be read from the manager afterwards.
///
/// ```swift
/// let token = manager.observe { update in
///     render(update.look)                       // dark, ocean
///     settings.checkmark = update.choice.preference
/// }
/// for await update in manager.updates() { render(update.look) }
/// ```
public struct ThemeUpdate: Hashable, Sendable {
    /// The look in force.
    public var look: ThemeLook
    /// The choice in force, from which ``look`` was decided.
    public var choice: ThemeChoice

    /// An update of `look`, decided from `choice`.
    public init(look: ThemeLook, choice: ThemeChoice) {
        self.look = look
        self.choice = choice
    }

    /// The update a ``ThemeManager/themeDidChangeNotification`` carries, or `nil` for any
    /// other notification.
    public init?(_ notification: Notification) {
        guard notification.name == ThemeManager.themeDidChangeNotification,
            let update = notification.userInfo?[Self.userInfoKey] as? ThemeUpdate
        else { return nil }
        self = update
    }

    /// Where a notification's `userInfo` holds the update.
    static let userInfoKey = "update"
}
