#if canImport(QuartzCore)
public import QuartzCore
@_spi(Toolkit) public import Twilight
public import TwilightColor

/// Layers get the `theme` namespace: `layer.theme.borderColor = palette.border.cgColor`.
extension CALayer: ThemeCompatible {}

extension RGBAColor {
    /// The colour as a `CGColor` (sRGB).
    public var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension ThemeProvider where Value == RGBAColor {
    /// The provider's colours as `CGColor`s, for layers.
    public var cgColor: ThemeProvider<CGColor?> { map { $0.cgColor } }
}
#endif

#if canImport(QuartzCore)
/// Direct setters for the layer properties the theming libraries support: a switch
/// writes `layer.theme.borderColor` through a closure, not through the key path.
@_spi(Toolkit) extension CALayer: ThemeSettable {}

extension ThemeSettable where Self: CALayer {
    /// `backgroundColor`, `borderColor`, `borderWidth`, `shadowColor` and `opacity`.
    @MainActor
    @_spi(Toolkit) public static var themeSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.backgroundColor) { $0.backgroundColor = $1 },
                .property(\.borderColor) { $0.borderColor = $1 },
                .property(\.borderWidth) { $0.borderWidth = $1 },
                .property(\.shadowColor) { $0.shadowColor = $1 },
                .property(\.opacity) { $0.opacity = $1 },
            ]
        )
    }
}
#endif
