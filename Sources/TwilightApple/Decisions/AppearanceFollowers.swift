/// A controller that applies a manager's appearance to a scope (a window scene, the
/// application) until it is stopped.
@MainActor
package protocol AppearanceFollower: AnyObject {
    /// Stops following and undoes what it set, where the app has not changed it since.
    func stop()
}

/// The appearance controllers SwiftUI's `themed(by:)` installs: one per scope — a window
/// scene on iOS and Mac Catalyst, the application on macOS — whatever the number of views
/// that call it.
///
/// Each view that asks is a claimant. A scope's controller is its first live claimant's:
/// another claimant of the same scope (a second `themed(by:)`, with another manager) waits,
/// so two managers on one scope do not replace each other's controller on every update. A
/// controller is stopped — its registrations removed, its overrides undone — when its
/// claimant leaves (``release(_:)``), asks for another manager, or outlives its scope; the
/// next claimant's controller is made then.
@MainActor
package final class AppearanceFollowers {
    private struct Claim {
        weak var claimant: AnyObject?
        weak var scope: AnyObject?
        let manager: ObjectIdentifier
        let make: () -> any AppearanceFollower
        var follower: (any AppearanceFollower)?
    }

    private var claims: [Claim] = []

    /// No controllers yet.
    package init() {}

    /// Records that `claimant` wants `scope` followed by `manager`'s controller, made by
    /// `make` when the claim is the scope's first; whether a controller was made for it now.
    @discardableResult
    package func follow(
        _ scope: AnyObject,
        by manager: AnyObject,
        for claimant: AnyObject,
        make: @escaping () -> any AppearanceFollower
    ) -> Bool {
        let managerID = ObjectIdentifier(manager)
        if let index = claims.firstIndex(where: { $0.claimant === claimant }) {
            if claims[index].scope === scope && claims[index].manager == managerID { return settle(for: claimant) }
            claims[index].follower?.stop()
            claims.remove(at: index)
        }
        claims.append(Claim(claimant: claimant, scope: scope, manager: managerID, make: make))
        return settle(for: claimant)
    }

    /// `claimant` no longer asks (its view left): its controller, if it had the scope's, is
    /// stopped, and the next claimant's made.
    package func release(_ claimant: AnyObject) {
        if let index = claims.firstIndex(where: { $0.claimant === claimant }) {
            claims[index].follower?.stop()
            claims.remove(at: index)
        }
        settle(for: nil)
    }

    /// Drops claims whose claimant or scope went (stopping their controllers) and gives each
    /// scope's first claim a controller; whether `claimant`'s was made now.
    @discardableResult
    private func settle(for claimant: AnyObject?) -> Bool {
        for index in claims.indices where claims[index].claimant == nil || claims[index].scope == nil {
            claims[index].follower?.stop()
        }
        claims.removeAll { $0.claimant == nil || $0.scope == nil }
        var made = false
        for index in claims.indices where claims[index].follower == nil {
            let scope = claims[index].scope
            guard !claims[..<index].contains(where: { $0.scope === scope }) else { continue }
            claims[index].follower = claims[index].make()
            made = made || claims[index].claimant === claimant
        }
        return made
    }

    /// The controller following `scope`, if any.
    package func follower(of scope: AnyObject) -> (any AppearanceFollower)? {
        claims.first { $0.scope === scope && $0.follower != nil }?.follower
    }

    /// How many controllers run.
    package var count: Int { claims.filter { $0.follower != nil }.count }
}
