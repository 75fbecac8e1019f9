#if canImport(SwiftUI)
public import SwiftUI
public import Twilight
public import TwilightColor

/// A colour that follows the view tree: a SwiftUI `ShapeStyle` resolved from the look of the
/// environment it is drawn in (``SwiftUI/EnvironmentValues/themeLook``), so a subtree with a
/// style of its own (``SwiftUI/View/themeStyle(_:axes:)``, a UIKit override bridged in) gets
/// that style's colour, and a brand chosen on an axis is read where it is set.
///
/// ```swift
/// let teal = RGBAColor(red: 0, green: 0.45, blue: 0.52)
/// let accent = ThemeColor { look in look.axes["brand"] == "ocean" ? teal : (look.isDark ? .white : .black) }
/// _ = VStack {
///     Text("Hello").foregroundStyle(ThemeColor(light: .black, dark: .white))
///     Circle().fill(accent)
/// }
/// ```
///
/// SwiftUI may resolve a shape style on any thread, so the closure is `@Sendable`: it
/// reads the look it is given, never main-actor state. A `ThemeProvider` (whose closure may
/// read main-actor state) is read in a view's `body` with ``ThemeValue`` instead.
public struct ThemeColor: ShapeStyle {
    private let value: @Sendable (ThemeLook) -> RGBAColor

    /// A colour given by `value` for the look it is drawn in.
    public init(_ value: @escaping @Sendable (ThemeLook) -> RGBAColor) {
        self.value = value
    }

    /// `dark` in dark styles (as the manager's styles say), else `light`.
    public init(light: RGBAColor, dark: RGBAColor) {
        self.init { $0.isDark ? dark : light }
    }

    /// The colour for the look of `environment`.
    public func resolve(in environment: EnvironmentValues) -> Color {
        value(environment.themeLook).color
    }
}
#endif
