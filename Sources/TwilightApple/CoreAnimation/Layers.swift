#if canImport(QuartzCore)
public import QuartzCore
public import Twilight
public import TwilightColor

/// Layers get the `theme` namespace: `layer.theme.borderColor = palette.border.cgColor`.
extension CALayer: ThemeCompatible {}

extension RGBAColor {
    /// The colour as a `CGColor`: in sRGB, or in extended sRGB for a colour outside sRGB
    /// (a Display P3 token), which keeps it, as `UIColor(red:green:blue:alpha:)` does.
    public var cgColor: CGColor {
        let components = [red, green, blue, alpha].map { CGFloat($0) }
        if !isInGamut, let extended = CGColorSpace(name: CGColorSpace.extendedSRGB),
            let color = CGColor(colorSpace: extended, components: components)
        {
            return color
        }
        return CGColor(srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
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
extension CALayer: ThemeSettable {}

extension ThemeSettable where Self: CALayer {
    /// `backgroundColor`, `borderColor`, `borderWidth`, `shadowColor` and `opacity`, each
    /// written without the implicit animation a standalone layer starts on a change of
    /// these (a quarter of a second): a switch lands at once, with the views around it, and
    /// a Twilight transition's frames are not each restarted as an animation of their own.
    @MainActor
    public static var themeSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.backgroundColor) { layer, color in withoutActions { layer.backgroundColor = color } },
                .property(\.borderColor) { layer, color in withoutActions { layer.borderColor = color } },
                .property(\.borderWidth) { layer, width in withoutActions { layer.borderWidth = width } },
                .property(\.shadowColor) { layer, color in withoutActions { layer.shadowColor = color } },
                .property(\.opacity) { layer, opacity in withoutActions { layer.opacity = opacity } },
            ]
        )
    }
}

/// Runs `change` with Core Animation's implicit actions off.
@MainActor
private func withoutActions(_ change: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    change()
    CATransaction.commit()
}
#endif
