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

    /// Called after this node's own override style is set (given as its look: the style,
    /// the manager's axes, whether it is dark) or cleared (`nil`), before its subtree
    /// re-applies: a toolkit with its own propagation (UIKit's trait overrides) mirrors the
    /// override there. The default does nothing.
    func themeOverrideDidChange(to look: ThemeLook?)
}

extension ThemeTreeNode {
    /// Does nothing: most trees have no propagation of their own.
    public func themeOverrideDidChange(to look: ThemeLook?) {}
}
