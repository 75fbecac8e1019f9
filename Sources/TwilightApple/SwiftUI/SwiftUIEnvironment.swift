#if canImport(SwiftUI)
public import SwiftUI
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
public import Twilight
public import TwilightColor

extension RGBAColor {
    /// The colour as a SwiftUI `Color`, in SwiftUI's extended sRGB: a colour outside sRGB
    /// (a Display P3 token) keeps its components outside `0...1`.
    public var color: Color {
        Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
}

private struct ThemeAxesKey: EnvironmentKey {
    static let defaultValue = ThemeAxes()
}

private struct ThemeStylesKey: EnvironmentKey {
    static let defaultValue = ThemeStyles.standard
}

/// The environment's Twilight style; on iOS bridged to UIKit's ``ThemeStyleTrait``
/// (`UITraitBridgedEnvironmentKey`).
private struct ThemeStyleKey: EnvironmentKey {
    static let defaultValue: ThemeStyle? = nil
}

#if canImport(UIKit) && !os(watchOS)
extension ThemeAxesKey: UITraitBridgedEnvironmentKey {
    /// The axes in UIKit's traits.
    static func read(from traitCollection: UITraitCollection) -> ThemeAxes {
        traitCollection[ThemeAxesTrait.self]
    }

    /// Writes the axes into UIKit's traits.
    static func write(to mutableTraits: inout any UIMutableTraits, value: ThemeAxes) {
        mutableTraits[ThemeAxesTrait.self] = value
    }
}

extension ThemeStyleKey: UITraitBridgedEnvironmentKey {
    /// The style in UIKit's traits.
    static func read(from traitCollection: UITraitCollection) -> ThemeStyle? {
        traitCollection.themeStyle
    }

    /// Writes the style into UIKit's traits.
    static func write(to mutableTraits: inout any UIMutableTraits, value: ThemeStyle?) {
        mutableTraits.themeStyle = value
    }
}
#endif

extension EnvironmentValues {
    /// The Twilight style views below use; `nil` where none was set. ``SwiftUI/View/themed(by:)``
    /// sets it to the manager's style, ``SwiftUI/View/themeStyle(_:)`` to a subtree's
    /// own. On iOS it is bridged to UIKit's ``ThemeStyleTrait``: a SwiftUI view inside UIKit
    /// reads the style of the scene or of the overridden view it is in, and a UIKit view
    /// hosted in SwiftUI sees the style set with `.environment(\.themeStyle, …)`.
    public var themeStyle: ThemeStyle? {
        get { self[ThemeStyleKey.self] }
        set { self[ThemeStyleKey.self] = newValue }
    }

    /// The look views here are drawn in: ``themeStyle`` (else the colour scheme here, light or
    /// dark), the axes set by ``SwiftUI/View/themed(by:)`` and ``SwiftUI/View/themeAxes(_:)``,
    /// and whether the style is dark as the manager's styles say. ``ThemeColor`` and
    /// ``ThemeValue`` resolve with it.
    public var themeLook: ThemeLook {
        EnvironmentLook.look(style: themeStyle, schemeIsDark: colorScheme == .dark, styles: themeStyles, axes: themeAxes)
    }

    /// The axes chosen for views here; on iOS bridged to UIKit's traits, so that a dynamic
    /// colour (``ThemeColor/color``) resolves with them.
    var themeAxes: ThemeAxes {
        get { self[ThemeAxesKey.self] }
        set { self[ThemeAxesKey.self] = newValue }
    }

    /// The manager's styles: which are dark.
    var themeStyles: ThemeStyles {
        get { self[ThemeStylesKey.self] }
        set { self[ThemeStylesKey.self] = newValue }
    }
}
#endif
