/// Where the observers of one part of one typed-theme catalogue get their theme: the
/// catalogue's value for a style, projected through the key path once per delivery and
/// style, however many objects observe it. Shared by every such observer on a manager
/// (see ``ThemeManager/themeSource(for:making:)``).
///
/// Themes are kept behind pointers: this class's code is generic and unspecialized, and
/// there an optional or an array of the theme costs a type-metadata look-up per access.
@MainActor
final class ThemeSource<Root, Theme> {
    /// The catalogue now: a fixed one, or the one registered on the manager.
    private let catalog: @MainActor () -> ThemeCatalog<Root>?
    private let keyPath: KeyPath<Root, Theme>
    // The memo below is read on every observer's delivery. Its accesses are not checked
    // for exclusivity at run time (they cost more than the rest of a delivery): all of
    // them are on the main actor, and none is held across a call out of this class.

    /// The delivery the memo belongs to (deliveries are numbered from 1).
    @exclusivity(unchecked) private var generation: UInt64 = 0
    /// The catalogue's values in this delivery, or `nil` when none is registered.
    @exclusivity(unchecked) private var values: ThemeCatalog<Root>?
    /// The styles read in this delivery, and at the same index in `themes` their themes.
    @exclusivity(unchecked) private var styles: [ThemeStyle] = []
    @exclusivity(unchecked) private var themes: UnsafeMutablePointer<Theme>
    @exclusivity(unchecked) private var capacity = 2

    init(catalog: @escaping @MainActor () -> ThemeCatalog<Root>?, keyPath: KeyPath<Root, Theme>) {
        self.catalog = catalog
        self.keyPath = keyPath
        themes = .allocate(capacity: capacity)
    }

    isolated deinit {
        themes.deinitialize(count: styles.count)
        themes.deallocate()
    }

    /// The theme for `style` in the delivery numbered `generation`, or `nil` when no
    /// catalogue is registered. Within one delivery the catalogue is read once per style.
    /// The pointer is valid until the next call.
    func theme(for style: ThemeStyle, generation: UInt64) -> UnsafePointer<Theme>? {
        if generation != self.generation {
            forget(startingAt: generation)
            values = catalog()
        }
        // Checked without copying the catalogue out (a copy retains and releases it).
        guard case .some = values else { return nil }
        if let index = styles.firstIndex(of: style) { return UnsafePointer(themes + index) }
        let theme = values.unsafelyUnwrapped(style)[keyPath: keyPath]
        // The catalogue's closure may have started a delivery of its own, which moved the
        // memo on: this delivery's value is still the one just read.
        if generation != self.generation { forget(startingAt: generation) }
        if let index = styles.firstIndex(of: style) {
            (themes + index).pointee = theme
            return UnsafePointer(themes + index)
        }
        if styles.count == capacity {
            let larger = UnsafeMutablePointer<Theme>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: themes, count: styles.count)
            themes.deallocate()
            themes = larger
            capacity *= 2
        }
        (themes + styles.count).initialize(to: theme)
        styles.append(style)
        return UnsafePointer(themes + styles.count - 1)
    }

    /// Empties the memo for the delivery numbered `generation`.
    private func forget(startingAt generation: UInt64) {
        themes.deinitialize(count: styles.count)
        styles.removeAll(keepingCapacity: true)
        self.generation = generation
    }
}

/// What makes two theme observations share a ``ThemeSource``: the same catalogue (or both
/// the registered one) and the same key path into it.
struct ThemeSourceKey: Hashable {
    /// The fixed catalogue's identity, or `nil` for the catalogue registered on the manager.
    let catalog: ObjectIdentifier?
    let keyPath: AnyKeyPath
}
