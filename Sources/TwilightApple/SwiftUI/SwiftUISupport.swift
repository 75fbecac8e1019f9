#if canImport(SwiftUI)
public import SwiftUI
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

extension EnvironmentValues {
    /// The manager views below read; `nil` means `shared`.
    public var themeManager: ThemeManager? {
        get { self[ThemeManagerKey.self] }
        set { self[ThemeManagerKey.self] = newValue }
    }
}

extension ThemeManager {
    /// The colour a provider gives for the current style. Read in a view's `body`, it
    /// follows the style: the manager is `@Observable`, so the view redraws on a change.
    ///
    /// ```swift
    /// Text("Hello").foregroundStyle(manager.color(palette.text))
    /// ```
    public func color(_ provider: ThemeProvider<RGBAColor>) -> Color {
        provider(style).color
    }
}

/// Puts a manager in the environment and drives the presentation's colour scheme from
/// its preference (System → the system's, a dark style → dark, others → light).
private struct FollowsThemeManager: ViewModifier {
    let manager: ThemeManager

    func body(content: Content) -> some View {
        content
            .environment(\.themeManager, manager)
            .preferredColorScheme(manager.toolkitAppearance.colorScheme)
    }
}

extension View {
    /// Makes `manager` the environment's `ThemeManager` and lets its preference
    /// choose the colour scheme, as the reference app's Settings screen does:
    ///
    /// ```swift
    /// WindowGroup { ContentView().themed(by: .shared) }
    /// ```
    ///
    /// Not compiled by Twilight's CI (no Apple SDK there); the decision it applies is
    /// `ToolkitAppearance`, which is.
    @MainActor
    public func themed(by manager: ThemeManager = .shared) -> some View {
        modifier(FollowsThemeManager(manager: manager))
    }
}
#endif
