#if canImport(QuartzCore)
public import QuartzCore
public import Twilight
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
