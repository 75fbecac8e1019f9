#if os(macOS)  // not Mac Catalyst, where AppKit imports but its types are unavailable
public import AppKit
public import Twilight
public import TwilightColor

extension RGBAColor {
    /// The colour as an `NSColor`: in sRGB, or in extended sRGB for a colour outside sRGB
    /// (a Display P3 token), which keeps it, as `UIColor(red:green:blue:alpha:)` does.
    public var nsColor: NSColor {
        NSColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour of an `NSColor`, converted to extended sRGB (a Display P3 colour keeps its
    /// components outside `0...1`); `nil` when it cannot be (a pattern).
    public init?(_ color: NSColor) {
        guard let srgb = color.usingColorSpace(.extendedSRGB) else { return nil }
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
extension NSView: ThemeTreeNode {
    /// The superview.
    public var themeParent: (any ThemeTreeNode)? { unsafe superview }  // AppKit's superview is unowned(unsafe): the view keeps it alive
}

extension NSView: ThemeCompatible {
    /// Adds `view` as a subview and re-applies its bindings with the style it now inherits.
    public func addThemedSubview(_ view: NSView, on manager: ThemeManager = .shared) {
        addSubview(view)
        manager.nodeDidMove(view)
    }
}
/// Direct setters for the AppKit properties themes set most: a switch writes
/// `field.theme.textColor` through a closure, not through the key path. Declared for
/// whichever subclass is bound, so a subclass uses them and its overrides are called.
extension NSView: ThemeSettable {}

extension ThemeSettable where Self: NSView {
    /// `NSView`'s `alphaValue`, then the setters of the AppKit class the view is.
    @MainActor
    public static var themeSetters: ThemeSetters {
        let view = ThemeSetters(for: Self.self, [.property(\.alphaValue) { $0.alphaValue = $1 }])
        return view + ((Self.self as? any AppKitKindSetters.Type)?.kindSetters ?? .none)
    }
}

/// An AppKit view class with setters of its own beside `NSView`'s.
@MainActor
protocol AppKitKindSetters: NSView {
    static var kindSetters: ThemeSetters { get }
}

extension NSTextField: AppKitKindSetters {}
extension AppKitKindSetters where Self: NSTextField {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.textColor) { $0.textColor = $1 },
                .property(\.backgroundColor) { $0.backgroundColor = $1 },
                .property(\.font) { $0.font = $1 },
            ]
        )
    }
}

extension NSTextView: AppKitKindSetters {}
extension AppKitKindSetters where Self: NSTextView {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.textColor) { $0.textColor = $1 },
                .property(\.backgroundColor) { $0.backgroundColor = $1 },
                .property(\.insertionPointColor) { $0.insertionPointColor = $1 },
            ]
        )
    }
}

extension NSImageView: AppKitKindSetters {}
extension AppKitKindSetters where Self: NSImageView {
    static var kindSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.image) { $0.image = $1 }, .property(\.contentTintColor) { $0.contentTintColor = $1 }])
    }
}

extension NSButton: AppKitKindSetters {}
extension AppKitKindSetters where Self: NSButton {
    static var kindSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.contentTintColor) { $0.contentTintColor = $1 }, .property(\.bezelColor) { $0.bezelColor = $1 }])
    }
}

extension NSBox: AppKitKindSetters {}
extension AppKitKindSetters where Self: NSBox {
    static var kindSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.fillColor) { $0.fillColor = $1 }, .property(\.borderColor) { $0.borderColor = $1 }])
    }
}
#endif
