/// The snapshot overlays of window cross-dissolves (macOS), by generation: a fade's
/// completion removes its own overlays and never those of a change made after it.
///
/// Two changes within one dissolve: the second removes the first's overlays at once
/// (they show a state two changes old) and lays its own; the first's completion, which
/// still comes, then finds nothing of its own left. `AppKitAppearanceController` removes
/// the `stale` overlays of ``begin(_:)`` at once and those ``finish(_:)`` returns when its
/// fade completes.
package struct CrossDissolveOverlays<Overlay> {
    private var current: (generation: Int, overlays: [Overlay]) = (0, [])

    /// No overlays.
    package init() {}

    /// The overlays now on screen.
    package var onScreen: [Overlay] { current.overlays }

    /// Starts a fade with `overlays`: returns its generation, for ``finish(_:)``, and the
    /// overlays of an earlier fade still on screen, to remove now.
    package mutating func begin(_ overlays: [Overlay]) -> (generation: Int, stale: [Overlay]) {
        let stale = current.overlays
        current = (current.generation + 1, overlays)
        return (current.generation, stale)
    }

    /// The fade of `generation` ended: returns its overlays to remove, or none if a later
    /// fade has replaced it.
    package mutating func finish(_ generation: Int) -> [Overlay] {
        guard generation == current.generation else { return [] }
        defer { current.overlays = [] }
        return current.overlays
    }
}
