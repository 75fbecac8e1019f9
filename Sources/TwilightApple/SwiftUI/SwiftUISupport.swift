#if canImport(SwiftUI)
public import SwiftUI
#if canImport(UIKit) && !os(watchOS)
public import UIKit
#endif
public import Twilight
public import TwilightColor

extension RGBAColor {
    /// The colour as a SwiftUI `Color` (sRGB).
    public var color: Color {
        Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
}

extension ToolkitAppearance {
    /// The colour scheme for `preferredColorScheme`: `nil` follows the system.
    public var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

private struct ThemeManagerKey: EnvironmentKey {
    static let defaultValue: ThemeManager? = nil
}

/// The environment's Twilight style. On iOS it is bridged to UIKit's ``ThemeStyleTrait``
/// (`UITraitBridgedEnvironmentKey`): a SwiftUI view inside UIKit reads the style of the
/// scene or of the overridden view it is in, and a UIKit view hosted in SwiftUI sees the
/// style set with `.environment(\.themeStyle, …)`.
public struct ThemeStyleEnvironmentKey: EnvironmentKey {
    /// No style: nothing set it.
    public static let defaultValue: ThemeStyle? = nil
}

#if canImport(UIKit) && !os(watchOS)
extension ThemeStyleEnvironmentKey: UITraitBridgedEnvironmentKey {
    /// The style in UIKit's traits.
    public static func read(from traitCollection: UITraitCollection) -> ThemeStyle? {
        traitCollection.themeStyle
    }

    /// Writes the style into UIKit's traits.
    public static func write(to mutableTraits: inout any UIMutableTraits, value: ThemeStyle?) {
        mutableTraits.themeStyle = value
    }
}
#endif

extension EnvironmentValues {
    /// The manager views below read; `nil` means `shared`.
    public var themeManager: ThemeManager? {
        get { self[ThemeManagerKey.self] }
        set { self[ThemeManagerKey.self] = newValue }
    }

    /// The Twilight style views below use; `nil` where none was set. ``SwiftUI/View/themed(by:)``
    /// sets it to the manager's style; on iOS a UIKit scene's style reaches it too.
    public var themeStyle: ThemeStyle? {
        get { self[ThemeStyleEnvironmentKey.self] }
        set { self[ThemeStyleEnvironmentKey.self] = newValue }
    }
}

extension ThemeManager {
    /// The colour a provider gives for the current style and axes (a brand, for a
    /// provider that reads them). Read in a view's `body`, it follows both: the manager is
    /// `@Observable`, so the view redraws on a change.
    ///
    /// ```swift
    /// struct Greeting: View {
    ///     var body: some View { Text("Hello").foregroundStyle(manager.color(palette.text)) }
    /// }
    /// ```
    public func color(_ provider: ThemeProvider<RGBAColor>) -> Color {
        provider(look).color
    }
}

/// Puts a manager in the environment and drives the presentation's colour scheme from
/// its preference (System → the system's, a dark style → dark, others → light).
private struct FollowsThemeManager: ViewModifier {
    let manager: ThemeManager

    func body(content: Content) -> some View {
        content
            .environment(\.themeManager, manager)
            .environment(\.themeStyle, manager.style)
            .preferredColorScheme(manager.toolkitAppearance.colorScheme)
    }
}

extension View {
    /// Makes `manager` the environment's `ThemeManager` and lets its preference
    /// choose the colour scheme, as the reference app's Settings screen does:
    ///
    /// ```swift
    /// struct MyApp: App {
    ///     var body: some Scene { WindowGroup { ContentView().themed(by: .shared) } }
    /// }
    /// ```
    ///
    /// Type-checked by `scripts/check-apple.sh` against Apple's SDKs, not by CI (no SDK there); the decision it applies is
    /// `ToolkitAppearance`, which is.
    @MainActor
    public func themed(by manager: ThemeManager = .shared) -> some View {
        modifier(FollowsThemeManager(manager: manager))
    }
}
#endif
