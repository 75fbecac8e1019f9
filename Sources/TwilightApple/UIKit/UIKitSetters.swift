#if canImport(UIKit) && !os(watchOS)
public import Twilight
public import UIKit

/// Direct setters for the UIKit properties the theming libraries support (JXTheme's and
/// DKNightVersion's lists): a switch writes `label.theme.textColor` through a closure, not
/// through the key path. Declared for whichever subclass is bound, so a `UILabel`
/// subclass uses them too and its overrides of the properties are called.
extension UIView: ThemeSettable {}

extension ThemeSettable where Self: UIView {
    /// `UIView`'s setters, then those of the UIKit class the view is (label, button, text
    /// field, bars…).
    @MainActor
    public static var themeSetters: ThemeSetters {
        let view = ThemeSetters(
            for: Self.self,
            [
                .property(\.backgroundColor) { $0.backgroundColor = $1 },
                .property(\.tintColor) { $0.tintColor = $1 },
                .property(\.alpha) { $0.alpha = $1 },
            ]
        )
        return view + ((Self.self as? any UIKitKindSetters.Type)?.kindSetters ?? .none)
    }
}

/// A UIKit view class with setters of its own beside `UIView`'s. Each class conforms
/// once; its subclasses inherit the conformance with `Self` as the bound class.
@MainActor
protocol UIKitKindSetters: UIView {
    static var kindSetters: ThemeSetters { get }
}

extension UILabel: UIKitKindSetters {}
extension UIKitKindSetters where Self: UILabel {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.textColor) { $0.textColor = $1 },
                .property(\.font) { $0.font = $1 },
                .property(\.shadowColor) { $0.shadowColor = $1 },
                .property(\.highlightedTextColor) { $0.highlightedTextColor = $1 },
                .property(\.attributedText) { $0.attributedText = $1 },
            ]
        )
    }
}

extension UITextField: UIKitKindSetters {}
extension UIKitKindSetters where Self: UITextField {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.textColor) { $0.textColor = $1 },
                .property(\.font) { $0.font = $1 },
                .property(\.attributedText) { $0.attributedText = $1 },
                .property(\.attributedPlaceholder) { $0.attributedPlaceholder = $1 },
                .property(\.keyboardAppearance) { $0.keyboardAppearance = $1 },
            ]
        )
    }
}

extension UITextView: UIKitKindSetters {}
extension UIKitKindSetters where Self: UITextView {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.textColor) { $0.textColor = $1 },
                .property(\.font) { $0.font = $1 },
                .property(\.attributedText) { $0.attributedText = $1 },
                .property(\.keyboardAppearance) { $0.keyboardAppearance = $1 },
            ]
        )
    }
}

extension UIImageView: UIKitKindSetters {}
extension UIKitKindSetters where Self: UIImageView {
    static var kindSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.image) { $0.image = $1 }, .property(\.highlightedImage) { $0.highlightedImage = $1 }])
    }
}

#if !os(tvOS)  // these classes, or these properties of them, are unavailable on tvOS
extension UISearchBar: UIKitKindSetters {}
extension UIKitKindSetters where Self: UISearchBar {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.barStyle) { $0.barStyle = $1 },
                .property(\.barTintColor) { $0.barTintColor = $1 },
                .property(\.keyboardAppearance) { $0.keyboardAppearance = $1 },
            ]
        )
    }
}

extension UISwitch: UIKitKindSetters {}
extension UIKitKindSetters where Self: UISwitch {
    static var kindSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.onTintColor) { $0.onTintColor = $1 }, .property(\.thumbTintColor) { $0.thumbTintColor = $1 }])
    }
}

extension UISlider: UIKitKindSetters {}
extension UIKitKindSetters where Self: UISlider {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.thumbTintColor) { $0.thumbTintColor = $1 },
                .property(\.minimumTrackTintColor) { $0.minimumTrackTintColor = $1 },
                .property(\.maximumTrackTintColor) { $0.maximumTrackTintColor = $1 },
                .property(\.minimumValueImage) { $0.minimumValueImage = $1 },
                .property(\.maximumValueImage) { $0.maximumValueImage = $1 },
            ]
        )
    }
}
#endif

extension UIProgressView: UIKitKindSetters {}
extension UIKitKindSetters where Self: UIProgressView {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.progressTintColor) { $0.progressTintColor = $1 },
                .property(\.trackTintColor) { $0.trackTintColor = $1 },
                .property(\.progressImage) { $0.progressImage = $1 },
                .property(\.trackImage) { $0.trackImage = $1 },
            ]
        )
    }
}

extension UIPageControl: UIKitKindSetters {}
extension UIKitKindSetters where Self: UIPageControl {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.pageIndicatorTintColor) { $0.pageIndicatorTintColor = $1 },
                .property(\.currentPageIndicatorTintColor) { $0.currentPageIndicatorTintColor = $1 },
            ]
        )
    }
}

extension UIActivityIndicatorView: UIKitKindSetters {}
extension UIKitKindSetters where Self: UIActivityIndicatorView {
    static var kindSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.style) { $0.style = $1 }, .property(\.color) { $0.color = $1 }])
    }
}

#if !os(tvOS)  // these classes, or these properties of them, are unavailable on tvOS
extension UITableView: UIKitKindSetters {}
extension UIKitKindSetters where Self: UITableView {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.separatorColor) { $0.separatorColor = $1 },
                .property(\.sectionIndexColor) { $0.sectionIndexColor = $1 },
                .property(\.sectionIndexBackgroundColor) { $0.sectionIndexBackgroundColor = $1 },
                .property(\.indicatorStyle) { $0.indicatorStyle = $1 },
            ]
        )
    }
}
#endif

#endif
