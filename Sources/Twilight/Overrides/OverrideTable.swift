/// The override styles set on objects, held weakly, and how an object finds the one it
/// inherits: its own, else the nearest one of its ``ThemeTreeNode`` ancestors.
///
/// A value: a ``StyleDelivery`` carries a copy, so a delivery decides every object's
/// style from the overrides as they were when it started.
@MainActor
struct OverrideTable {
    /// An override style set on an object, held weakly.
    private struct Record {
        weak var object: AnyObject?
        var style: ThemeStyle
    }

    /// How far up a tree Twilight looks for an override before it stops (a guard against
    /// a tree whose parents form a cycle).
    static let maximumTreeDepth = 4096

    private var records: [ObjectIdentifier: Record] = [:]

    /// Whether no override is set, so every object follows the manager's style.
    var isEmpty: Bool { records.isEmpty }

    /// The override set on `object` itself, or `nil`.
    func style(of object: AnyObject) -> ThemeStyle? {
        guard let record = records[ObjectIdentifier(object)], record.object === object else { return nil }
        return record.style
    }

    /// The look `object` uses: its own override, else its nearest ancestor's (with the
    /// inherited axes, dark as `styles` say), else `inherited`.
    func effectiveLook(of object: AnyObject, otherwise inherited: ThemeLook, styles: ThemeStyles) -> ThemeLook {
        guard !records.isEmpty else { return inherited }
        var node: AnyObject? = object
        var depth = 0
        while let current = node, depth < Self.maximumTreeDepth {
            if let style = style(of: current) {
                return styles.look(style, axes: inherited.axes)
            }
            node = (current as? any ThemeTreeNode)?.themeParent
            depth += 1
        }
        return inherited
    }

    /// Sets (or with `nil` clears) the override of `object`, forgetting the overrides of
    /// objects that died.
    mutating func setStyle(_ style: ThemeStyle?, for object: AnyObject) {
        records[ObjectIdentifier(object)] = style.map { Record(object: object, style: $0) }
        records = records.filter { $0.value.object != nil }
    }

    /// Whether `object` is `ancestor` or below it in its ``ThemeTreeNode`` tree.
    static func isDescendant(_ object: AnyObject, of ancestor: AnyObject) -> Bool {
        var node: AnyObject? = object
        var depth = 0
        while let current = node, depth < maximumTreeDepth {
            if current === ancestor { return true }
            node = (current as? any ThemeTreeNode)?.themeParent
            depth += 1
        }
        return false
    }
}
