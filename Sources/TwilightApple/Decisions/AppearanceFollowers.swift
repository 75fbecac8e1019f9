/// The appearance controllers SwiftUI's `themed(by:)` installs: one per scope — a window
/// scene on iOS and Mac Catalyst, the application on macOS — whatever the number of views
/// that call it, so that one controller sets a scope's windows.
///
/// A scope is held weakly: a scene that goes away takes its controller with it (at the next
/// install). A scope themed by another manager gets that manager's controller, the previous
/// one released, as the last `themed(by:)` applied says.
@MainActor
package final class AppearanceFollowers {
    private struct Entry {
        weak var scope: AnyObject?
        let manager: ObjectIdentifier
        let follower: AnyObject
    }

    private var entries: [Entry] = []

    /// No controllers yet.
    package init() {}

    /// Makes `scope` followed by `manager`'s controller, made by `make` unless `scope`
    /// already has one for `manager`; whether one was made.
    @discardableResult
    package func follow(_ scope: AnyObject, by manager: AnyObject, make: () -> AnyObject) -> Bool {
        entries.removeAll { $0.scope == nil }
        let managerID = ObjectIdentifier(manager)
        if entries.contains(where: { $0.scope === scope && $0.manager == managerID }) { return false }
        entries.removeAll { $0.scope === scope }
        entries.append(Entry(scope: scope, manager: managerID, follower: make()))
        return true
    }

    /// The controller following `scope`, if any.
    package func follower(of scope: AnyObject) -> AnyObject? {
        entries.first { $0.scope === scope }?.follower
    }

    /// How many scopes are followed (scopes gone since the last install included).
    package var count: Int { entries.count }
}
