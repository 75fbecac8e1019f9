extension ThemeManager {
    /// Sets (or with `nil` clears) the override style of an object and re-applies its
    /// subtree at once. Overrides set below it are kept.
    package func setOverrideStyle(_ newStyle: ThemeStyle?, for object: AnyObject) {
        guard overrideStyle(of: object) != newStyle else { return }
        setOverride(newStyle, of: object)
    }

    /// Tells the manager a node moved in its tree (added to a parent, re-parented), so
    /// that the node and everything below it re-apply with the style they now inherit.
    public func nodeDidMove(_ node: AnyObject) {
        reapplySubtree(of: node)
    }
}
