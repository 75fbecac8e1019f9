/// Where a themed bar colour goes on iOS 15 and later, where a navigation bar, tab bar or
/// toolbar draws with appearance objects — standard, compact, scroll edge, compact scroll
/// edge — used whole, and `barTintColor` is not drawn where one of them is in force: at the
/// scroll edge a bar with no `scrollEdgeAppearance` is transparent (SwiftTheme #152).
///
/// The themed value is merged into each appearance the bar draws with, starting from the
/// app's own object so that everything else the app configured stays:
/// - the standard appearance always (UIKit always has one);
/// - the compact and compact scroll-edge ones only where the app set them — unset, UIKit
///   falls back to the standard and the scroll-edge one, which carry the value;
/// - the scroll-edge one from the app's, or, unset, from the standard appearance: a themed
///   bar keeps its colour at the scroll edge, as it did with `barTintColor`.
package enum BarAppearancePlan {
    /// An appearance a bar draws with.
    package enum Slot: Hashable, Sendable, CaseIterable {
        case standard, compact, scrollEdge, compactScrollEdge
    }

    /// The slots to write, in order, each with the slot whose current object the new one
    /// starts from, for a bar whose app set the appearances in `present`.
    package static func writes(present: Set<Slot>) -> [(slot: Slot, base: Slot)] {
        var writes: [(slot: Slot, base: Slot)] = [(.standard, .standard)]
        if present.contains(.compact) { writes.append((.compact, .compact)) }
        writes.append((.scrollEdge, present.contains(.scrollEdge) ? .scrollEdge : .standard))
        if present.contains(.compactScrollEdge) { writes.append((.compactScrollEdge, .compactScrollEdge)) }
        return writes
    }

    /// An appearance's title attributes after a themed title style changes from `previous`
    /// to `new`: the keys the previous style set and the new one does not are removed (a
    /// style with no title style, `nil`, clears what the last one wrote), then `new`'s are
    /// set; the app's other keys stay (one that a themed style replaced is not brought back).
    package static func titleAttributes<Key: Hashable, Value>(
        _ current: [Key: Value],
        replacing previous: [Key: Value]?,
        with new: [Key: Value]?
    ) -> [Key: Value] {
        var result = current
        for key in (previous ?? [:]).keys where new?[key] == nil { result[key] = nil }
        result.merge(new ?? [:]) { $1 }
        return result
    }
}
