/// Where the observers of one part of one typed-theme catalogue get their theme: the
/// catalogue's value for a style, projected through the key path once per delivery and
/// style, however many objects observe it. Shared by every such observer on a manager
/// (see ``ThemeManager/themeSource(for:making:)``).
@MainActor
final class ThemeSource<Root, Theme> {
    /// The catalogue now: a fixed one, or the one registered on the manager.
    private let catalog: @MainActor () -> ThemeProvider<Root>?
    private let keyPath: KeyPath<Root, Theme>
    /// The delivery the memo belongs to (deliveries are numbered from 1).
    private var generation: UInt64 = 0
    /// The catalogue's values in this delivery, or `nil` when none is registered.
    private var values: ThemeProvider<Root>?
    /// The looks read in this delivery (a delivery sees a handful), and the theme read for
    /// each at the same index. Two arrays, not one of pairs: a pair of a generic `Theme`
    /// makes every look-up ask the runtime for the pair's type (a lock and a search, once
    /// per observer).
    private var looks: [ThemeLook] = []
    private var themes: [Theme] = []

    init(catalog: @escaping @MainActor () -> ThemeProvider<Root>?, keyPath: KeyPath<Root, Theme>) {
        self.catalog = catalog
        self.keyPath = keyPath
    }

    /// The theme for `style` in the delivery numbered `generation`, or `nil` when no
    /// catalogue is registered. Within one delivery the catalogue is read once per style.
    func theme(for style: ThemeLook, generation: UInt64) -> Theme? {
        if generation != self.generation {
            forget(startingAt: generation)
            values = catalog()
        }
        guard let values else { return nil }
        if let index = looks.firstIndex(of: style) { return themes[index] }
        let theme = values(style)[keyPath: keyPath]
        // The catalogue's closure may have started a delivery of its own, which moved the
        // memo on: this delivery's value is still the one just read.
        if generation != self.generation { forget(startingAt: generation) }
        if let index = looks.firstIndex(of: style) {
            themes[index] = theme
        } else {
            looks.append(style)
            themes.append(theme)
        }
        return theme
    }

    /// Empties the memo for the delivery numbered `generation`.
    private func forget(startingAt generation: UInt64) {
        looks.removeAll(keepingCapacity: true)
        themes.removeAll(keepingCapacity: true)
        self.generation = generation
    }
}

/// What makes two theme observations share a ``ThemeSource``: the same key path into the
/// catalogue registered on the manager (the key path's root names the theme type).
struct ThemeSourceKey: Hashable {
    let keyPath: AnyKeyPath
}
