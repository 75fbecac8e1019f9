#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
@_spi(Toolkit) import Twilight
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
                    bar.titleTextAttributes = attributes
                    bar.mergeIntoAppearances { $0.titleTextAttributes.merge(attributes ?? [:]) { $1 } }
                },
                .property(\.largeTitleTextAttributes) { bar, attributes in
                    bar.largeTitleTextAttributes = attributes
                    bar.mergeIntoAppearances { $0.largeTitleTextAttributes.merge(attributes ?? [:]) { $1 } }
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

/// Applies `change` to a copy of each appearance `plan` says, starting from the bar's own
/// object, and sets the copy back.
@MainActor
private func mergeAppearances<Appearance: UIBarAppearance>(
    get: (BarAppearancePlan.Slot) -> Appearance?,
    set: (BarAppearancePlan.Slot, Appearance) -> Void,
    change: (Appearance) -> Void
) {
    let present = Set(BarAppearancePlan.Slot.allCases.filter { get($0) != nil })
    for write in BarAppearancePlan.writes(present: present) {
        guard let base = get(write.base) else { continue }
        let appearance = base.copy()
        change(appearance)
        set(write.slot, appearance)
    }
}

extension UINavigationBar {
    fileprivate func mergeIntoAppearances(_ change: (UINavigationBarAppearance) -> Void) {
        mergeAppearances(
            get: { slot in
                switch slot {
                case .standard: standardAppearance
                case .compact: compactAppearance
                case .scrollEdge: scrollEdgeAppearance
                case .compactScrollEdge: compactScrollEdgeAppearance
                }
            },
            set: { slot, appearance in
                switch slot {
                case .standard: standardAppearance = appearance
                case .compact: compactAppearance = appearance
                case .scrollEdge: scrollEdgeAppearance = appearance
                case .compactScrollEdge: compactScrollEdgeAppearance = appearance
                }
            },
            change: change
        )
    }
}

extension UITabBar {
    /// A tab bar has no compact appearances.
    fileprivate func mergeIntoAppearances(_ change: (UITabBarAppearance) -> Void) {
        mergeAppearances(
            get: { slot in
                switch slot {
                case .standard: standardAppearance
                case .scrollEdge: scrollEdgeAppearance
                case .compact, .compactScrollEdge: nil
                }
            },
            set: { slot, appearance in
                switch slot {
                case .standard: standardAppearance = appearance
                case .scrollEdge: scrollEdgeAppearance = appearance
                case .compact, .compactScrollEdge: break
                }
            },
            change: change
        )
    }
}

extension UIToolbar {
    fileprivate func mergeIntoAppearances(_ change: (UIToolbarAppearance) -> Void) {
        mergeAppearances(
            get: { slot in
                switch slot {
                case .standard: standardAppearance
                case .compact: compactAppearance
                case .scrollEdge: scrollEdgeAppearance
                case .compactScrollEdge: compactScrollEdgeAppearance
                }
            },
            set: { slot, appearance in
                switch slot {
                case .standard: standardAppearance = appearance
                case .compact: compactAppearance = appearance
                case .scrollEdge: scrollEdgeAppearance = appearance
                case .compactScrollEdge: compactScrollEdgeAppearance = appearance
                }
            },
            change: change
        )
    }
}
#endif
