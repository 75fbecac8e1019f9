#if canImport(UIKit)
public import Twilight
public import TwilightColor
public import UIKit

extension RGBAColor {
    /// The colour as a `UIColor` (sRGB).
    public var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour of a `UIColor`, converted to sRGB; `nil` for a pattern colour.
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

    /// A dynamic `UIColor` that UIKit resolves whenever it draws: the provider's colour for
    /// the manager's style. Use it where UIKit takes a colour but nothing can be bound
    /// (attributed strings, appearance proxies).
    public func dynamicUIColor(on manager: ThemeManager = .shared) -> UIColor {
        UIColor { _ in
            MainActor.assumeIsolated { self.value(manager.style).uiColor }
        }
    }
}
#endif
