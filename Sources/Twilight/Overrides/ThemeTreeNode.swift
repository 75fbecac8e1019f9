/// An object in a tree — a view, a widget, a terminal pane — whose override style
/// flows down to the objects below it.
///
/// Conform your node type and return its parent; Twilight walks up from a bound object
/// to find the nearest override:
///
/// ```swift
/// final class Pane: ThemeCompatible, ThemeTreeNode {
///     weak var parent: Pane?
///     var themeParent: (any ThemeTreeNode)? { parent }
///
///     func add(_ child: Pane) {
///         child.parent = self
///         ThemeManager.shared.nodeDidMove(child)   // a child added later inherits
///     }
/// }
/// ```
@MainActor
public protocol ThemeTreeNode: AnyObject {
    /// The node above this one, or `nil` at the root.
    var themeParent: (any ThemeTreeNode)? { get }
}

/// An override style set on an object, held weakly.
struct OverrideRecord {
    weak var object: AnyObject?
    var style: ThemeStyle
}

extension ThemeManager {
    /// How far up a tree Twilight looks for an override before it stops (a guard
    /// against a tree whose parents form a cycle).
    static let maximumTreeDepth = 4096

    /// The style an object's bindings use: its own override, else the nearest override
    /// of its ancestors (for ``ThemeTreeNode`` objects), else ``style``.
    public func effectiveStyle(of object: AnyObject) -> ThemeStyle {
        guard !overrides.isEmpty else { return style }
        var node: AnyObject? = object
        var depth = 0
        while let current = node, depth < Self.maximumTreeDepth {
            if let record = overrides[ObjectIdentifier(current)], record.object === current {
                return record.style
            }
            node = (current as? any ThemeTreeNode)?.themeParent
            depth += 1
        }
        return style
    }

    /// The override set on this object itself, or `nil`.
    public func overrideStyle(of object: AnyObject) -> ThemeStyle? {
        guard let record = overrides[ObjectIdentifier(object)], record.object === object else { return nil }
        return record.style
    }

    /// Sets (or with `nil` clears) the override style of an object and re-applies its
    /// subtree at once. Overrides set below it are kept.
    public func setOverrideStyle(_ newStyle: ThemeStyle?, for object: AnyObject) {
        guard overrideStyle(of: object) != newStyle else { return }
        overrides[ObjectIdentifier(object)] = newStyle.map { OverrideRecord(object: object, style: $0) }
        overrides = overrides.filter { $0.value.object != nil }  // forget overrides of dead objects
        refreshSubtree(of: object)
    }

    /// Tells the manager a node moved in its tree (added to a parent, re-parented), so
    /// that the node and everything below it re-apply with the style they now inherit.
    public func nodeDidMove(_ node: AnyObject) {
        refreshSubtree(of: node)
    }

    /// Whether `object` is `ancestor` or below it.
    func isDescendant(_ object: AnyObject, of ancestor: AnyObject) -> Bool {
        var node: AnyObject? = object
        var depth = 0
        while let current = node, depth < Self.maximumTreeDepth {
            if current === ancestor { return true }
            node = (current as? any ThemeTreeNode)?.themeParent
            depth += 1
        }
        return false
    }
}
