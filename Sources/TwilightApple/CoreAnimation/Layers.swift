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
    /// `backgroundColor`, `borderColor`, `borderWidth`, `shadowColor` and `opacity`, then
    /// those of the Core Animation class the layer is — a shape layer's `fillColor`,
    /// `strokeColor` and `lineWidth`, a text layer's `foregroundColor`, a gradient layer's
    /// `colors` — each written without the implicit animation a standalone layer starts on
    /// a change of these (a quarter of a second): a switch lands at once, with the views
    /// around it, and a Twilight transition's frames are not each restarted as an
    /// animation of their own.
    @MainActor
    public static var themeSetters: ThemeSetters {
        let layer = ThemeSetters(
            for: Self.self,
            [
                .property(\.backgroundColor) { layer, color in withoutActions { layer.backgroundColor = color } },
                .property(\.borderColor) { layer, color in withoutActions { layer.borderColor = color } },
                .property(\.borderWidth) { layer, width in withoutActions { layer.borderWidth = width } },
                .property(\.shadowColor) { layer, color in withoutActions { layer.shadowColor = color } },
                .property(\.opacity) { layer, opacity in withoutActions { layer.opacity = opacity } },
            ]
        )
        return layer + ((Self.self as? any LayerKindSetters.Type)?.kindSetters ?? .none)
    }
}

/// A Core Animation layer class with animatable colours of its own beside `CALayer`'s. Each
/// class conforms once; its subclasses inherit the conformance with `Self` as the bound
/// class, so a key path of the subclass (`\MyShape.fillColor`) finds the setter too.
@MainActor
protocol LayerKindSetters: CALayer {
    static var kindSetters: ThemeSetters { get }
}

extension CAShapeLayer: LayerKindSetters {}
extension LayerKindSetters where Self: CAShapeLayer {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.fillColor) { layer, color in withoutActions { layer.fillColor = color } },
                .property(\.strokeColor) { layer, color in withoutActions { layer.strokeColor = color } },
                .property(\.lineWidth) { layer, width in withoutActions { layer.lineWidth = width } },
            ]
        )
    }
}

extension CATextLayer: LayerKindSetters {}
extension LayerKindSetters where Self: CATextLayer {
    static var kindSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.foregroundColor) { layer, color in withoutActions { layer.foregroundColor = color } }])
    }
}

extension CAGradientLayer: LayerKindSetters {}
extension LayerKindSetters where Self: CAGradientLayer {
    static var kindSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.colors) { layer, colors in withoutActions { layer.colors = colors } }])
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
