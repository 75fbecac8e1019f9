#if os(macOS)  // not Mac Catalyst, where AppKit imports but its types are unavailable
public import AppKit
public import Twilight
public import TwilightColor

extension RGBAColor {
    /// The colour as an `NSColor` (sRGB).
    public var nsColor: NSColor {
        NSColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour of an `NSColor`, converted to sRGB; `nil` when it cannot be (a pattern).
    public init?(_ color: NSColor) {
        guard let srgb = color.usingColorSpace(.sRGB) else { return nil }
        self.init(
            red: Double(srgb.redComponent),
            green: Double(srgb.greenComponent),
            blue: Double(srgb.blueComponent),
            alpha: Double(srgb.alphaComponent)
        )
    }
}

extension ThemeProvider where Value == RGBAColor {
    /// The provider's colours as `NSColor`s: `field.theme.textColor = palette.text.nsColor`.
    public var nsColor: ThemeProvider<NSColor?> { map { $0.nsColor } }
}

/// Every view gets the `theme` namespace and is a node in Twilight's tree (parent =
/// superview).
extension NSView: ThemeCompatible, ThemeTreeNode {
    /// The superview.
    public var themeParent: (any ThemeTreeNode)? { superview }

    /// Adds `view` as a subview and re-applies its bindings with the style it now inherits.
    public func addThemedSubview(_ view: NSView, on manager: ThemeManager = .shared) {
        addSubview(view)
        manager.nodeDidMove(view)
    }
}
#endif
