#if canImport(UIKit)
public import Twilight
public import TwilightColor
public import UIKit

extension RGBAColor {
    /// The colour as a `UIColor`, in extended sRGB: a colour outside sRGB (a Display P3
    /// token) keeps its components outside `0...1`.
    public var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour of a `UIColor`, converted to extended sRGB (a Display P3 colour keeps its
    /// components outside `0...1`); `nil` for a pattern colour.
    public init?(_ color: UIColor) {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension ThemeProvider where Value == RGBAColor {
    /// The provider's colours as `UIColor`s, to bind where UIKit expects one:
    /// `label.theme.textColor = palette.text.uiColor`.
    public var uiColor: ThemeProvider<UIColor?> { map { $0.uiColor } }
}

#if !os(watchOS)
extension ThemeProvider where Value == RGBAColor {
    /// A dynamic `UIColor` that UIKit resolves from the trait collection it draws with:
    /// the colour for its ``ThemeStyleTrait`` (an overridden view gets its override's
    /// colour), or for its light or dark interface style where no Twilight style is set.
    /// Use it where UIKit takes a colour but nothing can be bound (attributed strings,
    /// appearance proxies, layers via `resolvedColor(with:)`).
    ///
    /// The provider's values are computed now for `light`, `dark` and `styles` — the
    /// shared manager's (`ThemeManager.styles`) unless given: the app's own, `sepia`…, dark
    /// as they say; UIKit may resolve the colour on any thread.
    @MainActor
    public func dynamicUIColor(styles: ThemeStyles? = nil) -> UIColor {
        // One UIColor per style, made now: resolving (which UIKit does on every draw) allocates nothing.
        let table = StyleTable(map(\.uiColor), styles: styles ?? ThemeManager.shared.styles)
        // @Sendable: UIKit calls the provider on whatever thread resolves the colour; without
        // it the closure would inherit the main actor and trap there (scripts/check-apple.sh).
        return UIColor { @Sendable traits in
            table.value(for: traits.themeStyle, interfaceIsDark: traits.userInterfaceStyle == .dark)
        }
    }
}

extension ThemeProvider where Value == UIImage {
    /// A dynamic image: a `UIImageAsset` with the provider's image for a light and for a dark
    /// interface (the `light` and `dark` styles, or those `styles` — the shared manager's
    /// `ThemeManager.styles` unless given — has for each), so an image view shows the one
    /// for the interface style it is in.
    ///
    /// UIKit chooses an asset's image by the interface style and the other traits of
    /// `systemTraitsAffectingImageLookup`, not by ``ThemeStyleTrait``: an image per style
    /// beyond light and dark (a `sepia` one beside the light one) cannot be told apart there.
    /// For those, bind the view instead — `imageView.theme.image = provider` — which sets
    /// each style's own image on every change.
    @MainActor
    public func dynamicImage(styles: ThemeStyles? = nil) -> UIImage {
        let styles = styles ?? ThemeManager.shared.styles
        let asset = UIImageAsset()
        let chosen = ImageRegistrations.styles(for: styles)
        for (style, isDark) in [(chosen.light, false), (chosen.dark, true)] {
            let traits = UITraitCollection(userInterfaceStyle: isDark ? .dark : .light)
            asset.register(self(styles.look(style)), with: traits)
        }
        return asset.image(with: UITraitCollection.current)
    }
}
#endif
#endif
