#if canImport(UIKit)
public import Twilight
public import UIKit

/// Every view gets the `theme` namespace and is a node in Twilight's tree: an override
/// set on a view (`container.theme.overrideStyle = .dark`) reaches the views below it.
extension UIView: ThemeCompatible, ThemeTreeNode {
    /// The superview.
    public var themeParent: (any ThemeTreeNode)? { superview }

    /// Adds `view` as a subview and re-applies its bindings, and those below it, with the
    /// style it now inherits — so an override set on this view or above reaches a view
    /// bound before it was added.
    public func addThemedSubview(_ view: UIView, on manager: ThemeManager = .shared) {
        addSubview(view)
        manager.nodeDidMove(view)
    }
}
#endif
