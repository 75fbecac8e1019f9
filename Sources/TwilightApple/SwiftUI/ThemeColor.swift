#if canImport(SwiftUI)
public import SwiftUI
public import Twilight
public import TwilightColor
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

/// A colour that follows the view tree: a SwiftUI `ShapeStyle` resolved from the look of the
/// environment it is drawn in (``SwiftUI/EnvironmentValues/themeLook``), so a subtree with a
/// style of its own (``SwiftUI/View/themeStyle(_:)``, a UIKit override bridged in) gets
/// that style's colour, and a brand chosen on an axis (``SwiftUI/View/themeAxes(_:)``) is
/// read where it is set. The build plugin makes each colour token one, as a static member:
/// `.foregroundStyle(.colorAccent)`. Where SwiftUI takes a `Color` rather than a shape style
/// (`.shadow(color:)`, `Gradient(colors:)`, `.tint(_:)`), use ``color``.
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

    /// The colour for the look of `environment`, in extended sRGB (a Display P3 token keeps
    /// its components outside `0...1`).
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let color = value(environment.themeLook)
        return Color.Resolved(
            colorSpace: .sRGB,
            red: Float(color.red),
            green: Float(color.green),
            blue: Float(color.blue),
            opacity: Float(color.alpha)
        )
    }
}

extension ThemeColor {
    /// `role` of the scheme that grows from the colour the person picked, in the looks
    /// where one is picked; this colour in the others. Say it once for each colour of the
    /// app, and everything drawn in it follows the person's colour:
    ///
    /// ```swift
    /// let yourColor = PickedColor(axis: "color", default: RGBAColor(red8: 0x67, green8: 0x50, blue8: 0xa4))
    /// _ = Text("Hello").foregroundStyle(ThemeColor(light: .black, dark: .white).replaced(by: .primary, whenPicked: yourColor))
    /// ```
    public func replaced(by role: DynamicScheme.Role, whenPicked pickedColor: PickedColor) -> ThemeColor {
        ThemeColor { [value] look in
            pickedColor.color(in: look.axes) == nil ? value(look) : pickedColor.scheme(for: look)[role]
        }
    }
}

#if canImport(UIKit) && !os(watchOS)
extension ThemeColor {
    /// The colour as a SwiftUI `Color` that follows the view tree as the shape style does:
    /// UIKit resolves it from the traits SwiftUI's environment is bridged to — the Twilight
    /// style and axes there, dark as the interface style is.
    ///
    /// ```swift
    /// let accent = ThemeColor(light: .black, dark: .white)
    /// _ = Circle().fill(.gray).shadow(color: accent.color, radius: 4)
    /// ```
    public var color: Color {
        // @Sendable: UIKit resolves a dynamic colour on whatever thread draws it.
        Color(
            uiColor: UIColor { @Sendable [value] traits in
                let look = EnvironmentLook.look(
                    style: traits.themeStyle,
                    axes: traits[ThemeAxesTrait.self],
                    interfaceIsDark: traits.userInterfaceStyle == .dark
                )
                return value(look).uiColor
            }
        )
    }
}
#elseif os(macOS)
extension ThemeColor {
    /// The colour as a SwiftUI `Color` that follows the view tree's appearance: AppKit
    /// resolves it with the appearance it draws in — the light or the dark look (`light` or
    /// `dark`), as AppKit's appearances carry no Twilight style or axes. Where the style or a
    /// brand matters on macOS, use the shape style itself.
    public var color: Color {
        Color(
            nsColor: NSColor(name: nil) { @Sendable [value] appearance in
                let isDark = appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
                return value(EnvironmentLook.look(style: nil, axes: ThemeAxes(), interfaceIsDark: isDark)).nsColor
            }
        )
    }
}
#endif
#endif
