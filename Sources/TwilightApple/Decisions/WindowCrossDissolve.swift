package import Twilight

/// When a window cross-dissolves to a new appearance, as the reference app does with
/// `UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve)`:
/// everything in the window dissolves — text, images, borders — not only colours.
package enum WindowCrossDissolve {
    /// The reference app's duration, in seconds.
    package static let duration = 0.3

    /// How long the change from `old` to `new` dissolves, in seconds, or `nil` to apply it
    /// at once: the first apply (`old` is `nil`), no change, or Reduce Motion on.
    package static func duration(
        from old: ToolkitAppearance?,
        to new: ToolkitAppearance,
        reduceMotion: Bool
    ) -> Double? {
        guard let old, old != new, !reduceMotion else { return nil }
        return duration
    }
}
