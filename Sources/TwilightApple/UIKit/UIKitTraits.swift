#if canImport(UIKit) && !os(watchOS)
public import Twilight
public import UIKit

/// Twilight's style as a UIKit trait (iOS 17's trait system), as Apple's own frameworks
/// carry theirs: set on the window scene by ``UIKitAppearanceController`` (so every window,
/// created then or later, inherits it) and on a view or view controller with an override
/// (so the subtree inherits it through UIKit's own propagation). Dynamic colours and images
/// resolve from it, and SwiftUI reads it as `EnvironmentValues.themeStyle`.
///
/// ```swift
/// // label.traitCollection.themeStyle is nil where no style was set
/// label.registerForTraitChanges([ThemeStyleTrait.self]) { (label: UILabel, _: UITraitCollection) in
///     label.text = label.traitCollection.resolvedThemeStyle.rawValue
/// }
/// ```
public enum ThemeStyleTrait: UITraitDefinition {
    /// No style: a trait collection outside any Twilight scene.
    public static let defaultValue: ThemeStyle? = nil
    /// A change of style re-resolves dynamic colours, as a change of interface style does.
    public static let affectsColorAppearance = true
    /// The trait's name in debugging output.
    public static let name = "ThemeStyle"
    /// The trait's identifier, unique to Twilight.
    public static let identifier = "dev.twilight.ThemeStyle"
}

/// The values chosen on the theme's other axes, as a UIKit trait: set on the scene by
/// ``UIKitAppearanceController`` and bridged from SwiftUI's environment, so that a dynamic
/// colour resolves with the brand chosen where it is drawn.
enum ThemeAxesTrait: UITraitDefinition {
    static let defaultValue = ThemeAxes()
    static let affectsColorAppearance = true
    static let name = "ThemeAxes"
    static let identifier = "dev.twilight.ThemeAxes"
}

extension UITraitCollection {
    /// Twilight's style in these traits, or `nil` where none was set.
    public var themeStyle: ThemeStyle? { self[ThemeStyleTrait.self] }

    /// The style to resolve a value with: ``themeStyle``, or where none was set, `dark` or
    /// `light` by the interface style.
    public var resolvedThemeStyle: ThemeStyle {
        themeStyle ?? (userInterfaceStyle == .dark ? .dark : .light)
    }
}

extension UIMutableTraits {
    /// Twilight's style in these traits; `nil` for none.
    public var themeStyle: ThemeStyle? {
        get { self[ThemeStyleTrait.self] }
        set { self[ThemeStyleTrait.self] = newValue }
    }
}

/// The interface-style overrides Twilight set on views and view controllers, so that it
/// changes only those: an app's own override is put back when Twilight's ends, and one the
/// app sets meanwhile is kept.
@MainActor
enum InterfaceStyleOverrides {
    static let owned = OwnedSettings<UIUserInterfaceStyle?>()
}

extension UITraitOverrides {
    /// Overrides Twilight's style and, to match it, the interface style (dark for a dark
    /// look) of `owner`; `nil` removes Twilight's style and gives the interface style back
    /// as it was before Twilight set it — unless the app changed it since, which is kept.
    @MainActor
    mutating func overrideTheme(with look: ThemeLook?, of owner: AnyObject) {
        let current: UIUserInterfaceStyle? = contains(UITraitUserInterfaceStyle.self) ? userInterfaceStyle : nil
        var setting = InterfaceStyleOverrides.owned[owner]
        defer { InterfaceStyleOverrides.owned[owner] = setting }
        guard let look else {
            remove(ThemeStyleTrait.self)
            switch setting.release(current: current) {
            case .none: break  // the app's own value since: kept
            case .some(.none): remove(UITraitUserInterfaceStyle.self)
            case .some(.some(let before)): userInterfaceStyle = before
            }
            return
        }
        themeStyle = look.style
        userInterfaceStyle = setting.take(look.isDark ? .dark : .light, current: current) ?? .unspecified
    }
}
#endif
