#if canImport(ObjectiveC)
public import Foundation
import Twilight

/// Twilight for code written in Objective-C (DKNightVersion's users): the choice, the
/// current style, observing changes and binding a value per style to any property that
/// key-value coding reaches, all on ``Twilight/ThemeManager/shared``.
///
/// ```objc
/// @import TwilightApple;
/// [TWLTwilight setPreference:@"dark" error:nil];
/// [TWLTwilight setAxes:@"brand=ocean" error:nil];   // a brand beside the style
/// [TWLTwilight bindObject:label keyPath:@"textColor"
///                  values:@{@"light": UIColor.blackColor, @"dark": UIColor.whiteColor}];
/// self.observation = [TWLTwilight observeStyle:^(NSString *style) { … }];
/// ```
@MainActor
@objc(TWLTwilight)
public final class TwilightObjC: NSObject {
    /// Not made: everything is a class member.
    override private init() {}

    /// The user's choice as text: `system`, a style's name, or `system:LIGHT/DARK`.
    @objc public static var preference: String { ThemeManager.shared.preference.description }

    /// Sets the choice from its text form; fails (an `NSError` in Objective-C) on text
    /// that is not one, naming what was expected.
    @objc public static func setPreference(_ text: String) throws {
        ThemeManager.shared.preference = try ThemePreference(parsing: text)
    }

    /// The values chosen beside the style (a brand, a density) as text:
    /// `brand=ocean,density=compact`, empty for none.
    @objc public static var axes: String { ThemeManager.shared.choice.axes.description }

    /// Sets the values chosen beside the style from their text form (`brand=ocean`; empty
    /// for none), stored with the preference; fails (an `NSError` in Objective-C) on text
    /// that is not one, naming the part and the rule it breaks.
    @objc public static func setAxes(_ text: String) throws {
        ThemeManager.shared.choice.axes = try ThemeAxes(parsing: text)
    }

    /// The style in effect, by name.
    @objc public static var currentStyle: String { ThemeManager.shared.style.rawValue }

    /// Whether the style in effect is a dark one, as the shared manager's styles say.
    @objc public static var isDark: Bool { ThemeManager.shared.look.isDark }

    /// Calls `handler` with the new style's name after every change, until the returned
    /// observation is cancelled or released.
    @objc public static func observeStyle(_ handler: @escaping @MainActor (String) -> Void) -> TwilightObjCObservation {
        TwilightObjCObservation(ThemeManager.shared.observe { handler($0.rawValue) })
    }

    /// Binds `keyPath` of `object` to a value per style: `values[style]`, else
    /// `values["dark"]` for a dark style or `values["light"]`. Applied at once and on every
    /// change, through the same binding table as Swift's `object.theme` (binding the key
    /// path again replaces it); the binding ends with the object.
    @objc public static func bind(_ object: NSObject, keyPath: String, values: [String: Any]) {
        let provider = ThemeProvider<Any?>.readingLook { look in
            values[look.style.rawValue] ?? values[look.isDark ? "dark" : "light"]
        }
        ThemeProxy(base: object, manager: .shared)[dynamicMember: \NSObject.[themeValueAt: keyPath]] = provider
    }

    /// Ends the binding of `keyPath` of `object`; the property keeps its last value.
    @objc public static func unbind(_ object: NSObject, keyPath: String) {
        ThemeProxy(base: object, manager: .shared)[dynamicMember: \NSObject.[themeValueAt: keyPath]] = nil
    }
}

/// A style observation for Objective-C; it ends when cancelled or released.
@MainActor
@objc(TWLObservation)
public final class TwilightObjCObservation: NSObject {
    private let token: ThemeObservationToken

    init(_ token: ThemeObservationToken) {
        self.token = token
    }

    /// Ends the observation.
    @objc public func cancel() {
        token.cancel()
    }
}

extension NSObject {
    /// The value at a key path, by key-value coding: what an Objective-C binding names.
    fileprivate subscript(themeValueAt keyPath: String) -> Any? {
        get { value(forKeyPath: keyPath) }
        set { setValue(newValue, forKeyPath: keyPath) }
    }
}
#endif
