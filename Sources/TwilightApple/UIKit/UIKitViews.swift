#if canImport(UIKit) && !os(watchOS)
public import Twilight
public import UIKit

/// Every view gets the `theme` namespace and is a node in Twilight's tree: an override
/// set on a view (`container.theme.overrideStyle = .dark`) reaches the views below it —
/// their bindings, and through the view's trait overrides (``ThemeStyleTrait`` and the
/// interface style) their dynamic colours and images and every view added later.
extension UIView: ThemeCompatible {
    /// Adds `view` as a subview and re-applies its bindings, and those below it, with the
    /// style it now inherits. A view's dynamic colours follow by UIKit's trait propagation
    /// whatever adds it; its bindings (`view.theme.textColor = …`) need this call.
    public func addThemedSubview(_ view: UIView, on manager: ThemeManager = .shared) {
        addSubview(view)
        manager.nodeDidMove(view)
    }
}

extension UIView: ThemeTreeNode {
    /// The view's view controller for its root view, else its superview.
    public var themeParent: (any ThemeTreeNode)? { (next as? UIViewController) ?? superview }

    /// Mirrors the override into the view's trait overrides.
    public func themeOverrideDidChange(to look: ThemeLook?) {
        traitOverrides.overrideTheme(with: look, of: self)
    }
}

/// View controllers get the `theme` namespace and take overrides: a presented screen set
/// to dark (`controller.theme.overrideStyle = .dark`) is dark, its children too.
extension UIViewController: ThemeCompatible {
    #if !os(tvOS)  // tvOS has no status bar (UIStatusBarStyle is API_UNAVAILABLE(tvos))
    /// The status bar style for the controller's Twilight style: light content on a dark
    /// style (its interface style, which Twilight sets to match), dark content otherwise. Return it from `preferredStatusBarStyle`;
    /// ``UIKitAppearanceController`` asks for an update on every change of style.
    public var themeStatusBarStyle: UIStatusBarStyle {
        traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
    }
    #endif
}

/// Bar button items and tab bar items get the `theme` namespace (`item.theme.tintColor`).
extension UIBarItem: ThemeCompatible {}

extension ThemeProvider where Value == UIKeyboardAppearance {
    /// The keyboard matching the style: dark for a dark style (as the manager's
    /// `ThemeStyles` say). `field.theme.keyboardAppearance = .matchingStyle`
    public static var matchingStyle: ThemeProvider<UIKeyboardAppearance> {
        .readingLook { $0.isDark ? .dark : .light }
    }
}

extension UIViewController: ThemeTreeNode {
    /// The view the controller's view is in, if loaded.
    public var themeParent: (any ThemeTreeNode)? { viewIfLoaded?.superview }

    /// Mirrors the override into the controller's trait overrides.
    public func themeOverrideDidChange(to look: ThemeLook?) {
        traitOverrides.overrideTheme(with: look, of: self)
    }
}
#endif
