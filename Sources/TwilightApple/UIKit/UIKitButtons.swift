#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
public import Twilight
public import UIKit

/// `UIButton`'s per-state setters as subscripts, so that a key path names one state's value
/// and a binding holds it like any property (JXTheme's and DKNightVersion's per-state
/// setters). A key path's subscript argument must be `Hashable`, which `UIControl.State` is
/// not: the state goes by its raw value.
extension UIButton {
    fileprivate subscript(themeTitleColor state: UInt) -> UIColor? {
        get { titleColor(for: UIControl.State(rawValue: state)) }
        set { setTitleColor(newValue, for: UIControl.State(rawValue: state)) }
    }

    fileprivate subscript(themeTitleShadowColor state: UInt) -> UIColor? {
        get { titleShadowColor(for: UIControl.State(rawValue: state)) }
        set { setTitleShadowColor(newValue, for: UIControl.State(rawValue: state)) }
    }

    fileprivate subscript(themeImage state: UInt) -> UIImage? {
        get { image(for: UIControl.State(rawValue: state)) }
        set { setImage(newValue, for: UIControl.State(rawValue: state)) }
    }

    fileprivate subscript(themeBackgroundImage state: UInt) -> UIImage? {
        get { backgroundImage(for: UIControl.State(rawValue: state)) }
        set { setBackgroundImage(newValue, for: UIControl.State(rawValue: state)) }
    }
}

extension ThemeProxy where Base: UIButton {
    /// The provider bound to the title colour of `state`; `nil` unbinds it.
    ///
    /// ```swift
    /// button.theme[titleColorFor: .normal] = palette.text.uiColor
    /// button.theme[titleColorFor: .highlighted] = palette.accent.uiColor
    /// ```
    public subscript(titleColorFor state: UIControl.State) -> ThemeProvider<UIColor?>? {
        get { self[dynamicMember: \Base.[themeTitleColor: state.rawValue]] }
        nonmutating set { self[dynamicMember: \Base.[themeTitleColor: state.rawValue]] = newValue }
    }

    /// The provider bound to the title shadow colour of `state`; `nil` unbinds it.
    public subscript(titleShadowColorFor state: UIControl.State) -> ThemeProvider<UIColor?>? {
        get { self[dynamicMember: \Base.[themeTitleShadowColor: state.rawValue]] }
        nonmutating set { self[dynamicMember: \Base.[themeTitleShadowColor: state.rawValue]] = newValue }
    }

    /// The provider bound to the image of `state`; `nil` unbinds it.
    public subscript(imageFor state: UIControl.State) -> ThemeProvider<UIImage?>? {
        get { self[dynamicMember: \Base.[themeImage: state.rawValue]] }
        nonmutating set { self[dynamicMember: \Base.[themeImage: state.rawValue]] = newValue }
    }

    /// The provider bound to the background image of `state`; `nil` unbinds it.
    public subscript(backgroundImageFor state: UIControl.State) -> ThemeProvider<UIImage?>? {
        get { self[dynamicMember: \Base.[themeBackgroundImage: state.rawValue]] }
        nonmutating set { self[dynamicMember: \Base.[themeBackgroundImage: state.rawValue]] = newValue }
    }
}
#endif
