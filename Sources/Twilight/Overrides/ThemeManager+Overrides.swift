extension ThemeManager {
    /// The style an object's bindings use: its own override, else the nearest override
    /// of its ancestors (for ``ThemeTreeNode`` objects), else ``style``.
    public func effectiveStyle(of object: AnyObject) -> ThemeStyle {
        styleUnderOverrides(of: object)
    }

    /// The override set on this object itself, or `nil`.
    public func overrideStyle(of object: AnyObject) -> ThemeStyle? {
        overrideOf(object)
    }

    /// Sets (or with `nil` clears) the override style of an object and re-applies its
    /// subtree at once. Overrides set below it are kept.
    public func setOverrideStyle(_ newStyle: ThemeStyle?, for object: AnyObject) {
        guard overrideOf(object) != newStyle else { return }
        setOverride(newStyle, of: object)
    }

    /// Tells the manager a node moved in its tree (added to a parent, re-parented), so
    /// that the node and everything below it re-apply with the style they now inherit.
    public func nodeDidMove(_ node: AnyObject) {
        reapplySubtree(of: node)
    }
}
