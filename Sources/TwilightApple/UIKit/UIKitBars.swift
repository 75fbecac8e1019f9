#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import Twilight
import UIKit

// Navigation bars, tab bars and toolbars draw with appearance objects since iOS 15, used
// whole: `barTintColor` and `titleTextAttributes` alone do not show at the scroll edge, nor
// in an app that sets its own appearances. A themed bar colour or title style is written
// as before and merged into every appearance the bar draws with (see `BarAppearancePlan`).

extension UINavigationBar: UIKitKindSetters {}
extension UIKitKindSetters where Self: UINavigationBar {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.barStyle) { $0.barStyle = $1 },
                .property(\.barTintColor) { bar, color in
                    bar.barTintColor = color
                    bar.mergeIntoAppearances { $0.backgroundColor = color }
                },
                .property(\.titleTextAttributes) { bar, attributes in
                    let previous = bar.titleTextAttributes
                    bar.titleTextAttributes = attributes
                    bar.mergeIntoAppearances {
                        $0.titleTextAttributes = BarAppearancePlan.titleAttributes($0.titleTextAttributes, replacing: previous, with: attributes)
                    }
                },
                .property(\.largeTitleTextAttributes) { bar, attributes in
                    let previous = bar.largeTitleTextAttributes
                    bar.largeTitleTextAttributes = attributes
                    bar.mergeIntoAppearances {
                        $0.largeTitleTextAttributes = BarAppearancePlan.titleAttributes(
                            $0.largeTitleTextAttributes,
                            replacing: previous,
                            with: attributes
                        )
                    }
                },
            ]
        )
    }
}

extension UITabBar: UIKitKindSetters {}
extension UIKitKindSetters where Self: UITabBar {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.barStyle) { $0.barStyle = $1 },
                .property(\.barTintColor) { bar, color in
                    bar.barTintColor = color
                    bar.mergeIntoAppearances { $0.backgroundColor = color }
                },
            ]
        )
    }
}

extension UIToolbar: UIKitKindSetters {}
extension UIKitKindSetters where Self: UIToolbar {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.barStyle) { $0.barStyle = $1 },
                .property(\.barTintColor) { bar, color in
                    bar.barTintColor = color
                    bar.mergeIntoAppearances { $0.backgroundColor = color }
                },
            ]
        )
    }
}

/// Applies `change` to a copy of each appearance `BarAppearancePlan` says, starting from the
/// bar's own object, and sets the copy back: `standard` is the bar's standard appearance,
/// `others` the slots it has beside it.
@MainActor
private func mergeAppearances<Bar: UIView, Appearance: UIBarAppearance>(
    of bar: Bar,
    standard: ReferenceWritableKeyPath<Bar, Appearance>,
    others: [BarAppearancePlan.Slot: ReferenceWritableKeyPath<Bar, Appearance?>],
    change: (Appearance) -> Void
) {
    func appearance(in slot: BarAppearancePlan.Slot) -> Appearance? {
        slot == .standard ? bar[keyPath: standard] : others[slot].flatMap { bar[keyPath: $0] }
    }
    let present = Set(BarAppearancePlan.Slot.allCases.filter { appearance(in: $0) != nil })
    for write in BarAppearancePlan.writes(present: present) {
        guard let merged = appearance(in: write.base)?.copy() else { continue }
        change(merged)
        if write.slot == .standard {
            bar[keyPath: standard] = merged
        } else if let slot = others[write.slot] {
            bar[keyPath: slot] = merged
        }
    }
}

extension UINavigationBar {
    /// The bar's appearances, and those its items set for themselves, which win over the
    /// bar's where the item is on top: an item's unset slot falls back to the bar's, which
    /// carries the value. (An item pushed after a switch gets it at the next one.)
    fileprivate func mergeIntoAppearances(_ change: (UINavigationBarAppearance) -> Void) {
        mergeAppearances(
            of: self,
            standard: \.standardAppearance,
            others: [.compact: \.compactAppearance, .scrollEdge: \.scrollEdgeAppearance, .compactScrollEdge: \.compactScrollEdgeAppearance],
            change: change
        )
        let slots: [ReferenceWritableKeyPath<UINavigationItem, UINavigationBarAppearance?>] = [
            \.standardAppearance, \.compactAppearance, \.scrollEdgeAppearance, \.compactScrollEdgeAppearance,
        ]
        for item in items ?? [] {
            for slot in slots {
                guard let merged = item[keyPath: slot]?.copy() else { continue }
                change(merged)
                item[keyPath: slot] = merged
            }
        }
    }
}

extension UITabBar {
    /// A tab bar has no compact appearances.
    fileprivate func mergeIntoAppearances(_ change: (UITabBarAppearance) -> Void) {
        mergeAppearances(of: self, standard: \.standardAppearance, others: [.scrollEdge: \.scrollEdgeAppearance], change: change)
    }
}

extension UIToolbar {
    fileprivate func mergeIntoAppearances(_ change: (UIToolbarAppearance) -> Void) {
        mergeAppearances(
            of: self,
            standard: \.standardAppearance,
            others: [.compact: \.compactAppearance, .scrollEdge: \.scrollEdgeAppearance, .compactScrollEdge: \.compactScrollEdgeAppearance],
            change: change
        )
    }
}
#endif
