#if canImport(ObjectiveC)
import CoreGraphics
public import Foundation
import ObjectiveC
import Twilight

/// Twilight for code written in Objective-C (DKNightVersion's users): the choice, the
/// current style, observing changes and binding a value per style to any property that
/// key-value coding reaches, all on ``Twilight/ThemeManager/shared``.
///
/// ```objc
/// @import TwilightApple;
/// [TWLTwilight setPreference:@"dark" axes:@{@"brand": @"ocean"} error:nil];   // one change
/// NSError *error;
/// [TWLTwilight bind:label keyPath:@"textColor"
///            values:@{@"light": UIColor.blackColor, @"dark": UIColor.whiteColor}
///             error:&error];
/// self.observation = [TWLTwilight observe:^(TWLUpdate *update) { NSLog(@"%@ %@", update.style, update.axes); }];
/// // A value the property cannot take is refused before anything is written:
/// if (![TWLTwilight bind:label keyPath:@"alpha"
///                 values:@{@"light": @1.0, @"dark": UIColor.whiteColor}
///                  error:&error]) {
///     NSLog(@"%@", error.localizedDescription);  // … the value for 'dark' is an object of class UIColor …
/// }
/// ```
@MainActor
@objc(TWLTwilight)
public final class TwilightObjC: NSObject {
    /// Not made: everything is a class member.
    override private init() {}

    /// The preference of the user's choice as text: `system`, a style's name, or
    /// `system:LIGHT:DARK`.
    @objc public static var preference: String { ThemeManager.shared.preference.description }

    /// The values of the user's choice beside the style (a brand, a density), by axis name;
    /// empty for none.
    @objc public static var axes: [String: String] { ThemeManager.shared.choice.axes.values }

    /// Sets the user's whole choice in one step — the preference from its text form and the
    /// values on axes (`@{}` for none) — saved and heard as one change. Fails (an `NSError`
    /// in Objective-C), changing nothing, on text that is not a preference, on an axis name
    /// or value that breaks a rule (naming the part and the rule), or when the choice cannot
    /// be saved.
    @objc(setPreference:axes:error:)
    public static func setChoice(preference: String, axes: [String: String]) throws {
        try ThemeManager.shared.setChoice(ThemeChoice(try ThemePreference(parsing: preference), axes: try ThemeAxes(validating: axes)))
    }

    /// The style in effect, by name.
    @objc public static var currentStyle: String { ThemeManager.shared.style.rawValue }

    /// Whether the style in effect is a dark one, as the shared manager's styles say.
    @objc public static var isDark: Bool { ThemeManager.shared.look.isDark }

    /// Calls `handler` with each update — a new look, or a new choice — until the returned
    /// observation is cancelled or released: the manager's closure observation.
    @objc public static func observe(_ handler: @escaping @MainActor (TwilightObjCUpdate) -> Void) -> TwilightObjCObservation {
        TwilightObjCObservation(ThemeManager.shared.observe { handler(TwilightObjCUpdate($0)) })
    }

    /// Binds `keyPath` of `object` to a value per style: `values[style]`, else
    /// `values["dark"]` for a dark style or `values["light"]`. Applied at once and on every
    /// change, through the same binding table as Swift's `object.theme` (binding the key
    /// path again replaces it); the binding ends with the object.
    ///
    /// Refused — an `NSError` in Objective-C, nothing bound — when the object (or one on
    /// the way along the path) has no setter for the key; when a value is of a type the
    /// property cannot take (from the property's type encoding: a `UIColor` for `alpha`, a
    /// number for a `CGRect`, a `UIColor` where a layer takes a `CGColor`); and when the
    /// property is a number, a flag or a structure and some style of the shared manager
    /// would get no value (give `light` and `dark`, or every style): key-value coding would
    /// raise an exception there and end the app. `nil` is never written to such a property.
    /// The key path is resolved again at every write; one that no longer resolves (an
    /// object on the way gone or replaced) is not written, and ``lastBindingError`` says why.
    @objc public static func bind(_ object: NSObject, keyPath: String, values: [String: Any]) throws {
        let key = KeyValueKey(object, path: keyPath)
        let refusal =
            KeyValueBinding.refusal(
                keyPath: keyPath,
                missingKey: key.missingKey,
                isScalar: key.isScalar,
                values: Set(values.keys),
                styles: ThemeManager.shared.styles
            )
            ?? values.sorted { $0.key < $1.key }.lazy.compactMap { style, value in
                KeyValueBinding.refusal(of: .init(value), for: style, keyPath: keyPath, encoding: key.encoding)
            }.first
        if let refusal { throw bindingError(refusal) }
        let provider = ThemeProvider<Any?>.readingLook { KeyValueBinding.value(for: $0, in: values) }
        ThemeProxy(base: object, manager: .shared)[dynamicMember: \NSObject.[themeValueAt: key]] = provider
    }

    /// Why the last write of a binding was refused — its key path no longer resolved, or no
    /// longer to a property that takes the value — or `nil` when none was.
    @objc public internal(set) static var lastBindingError: NSError?

    static func bindingError(_ reason: String) -> NSError {
        NSError(domain: "TWLTwilight", code: 1, userInfo: [NSLocalizedDescriptionKey: reason])
    }

    /// Ends the binding of `keyPath` of `object`; the property keeps its last value.
    @objc public static func unbind(_ object: NSObject, keyPath: String) {
        let key = KeyValueKey(object, path: keyPath)
        ThemeProxy(base: object, manager: .shared)[dynamicMember: \NSObject.[themeValueAt: key]] = nil
    }
}

/// What an Objective-C observer hears after a change: the look in force and the choice
/// that produced it (a ``Twilight/ThemeUpdate``).
@MainActor
@objc(TWLUpdate)
public final class TwilightObjCUpdate: NSObject {
    private let update: ThemeUpdate

    init(_ update: ThemeUpdate) {
        self.update = update
    }

    /// The style in force, by name.
    @objc public var style: String { update.look.style.rawValue }
    /// Whether the style in force is dark, as the manager's styles say.
    @objc public var isDark: Bool { update.look.isDark }
    /// Whether the style in force is a high-contrast variant.
    @objc public var isHighContrast: Bool { update.look.isHighContrast }
    /// The preference chosen, as text: `system`, a style's name, or `system:LIGHT:DARK`.
    @objc public var preference: String { update.choice.preference.description }
    /// The values chosen beside the style, by axis name; empty for none.
    @objc public var axes: [String: String] { update.choice.axes.values }
}

/// An observation for Objective-C; it ends when cancelled or released.
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

/// A key path as key-value coding reaches it on one object: whether every key on the way
/// has an accessor, and the Objective-C type of the last one's property (read from the
/// runtime: the property's attributes, else its setter's argument).
struct KeyValueKey: Hashable {
    let path: String
    let encoding: String
    let missingKey: String?

    /// Whether the property holds a scalar (a number, a flag, a structure).
    var isScalar: Bool { KeyValueBinding.isScalar(encoding) }

    @MainActor
    init(_ object: NSObject, path: String) {
        self.path = path
        var target: NSObject? = object
        var missing: String?
        var encoding = "@"
        let keys = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (index, key) in keys.enumerated() {
            guard let current = target, !key.isEmpty else {
                missing = key
                break
            }
            if index < keys.count - 1 {
                guard current.responds(to: NSSelectorFromString(key)) else {
                    missing = key
                    break
                }
                target = current.value(forKey: key) as? NSObject
                continue
            }
            let setter = NSSelectorFromString("set\(key.prefix(1).uppercased())\(key.dropFirst()):")
            guard current.responds(to: setter), let method = class_getInstanceMethod(type(of: current), setter),
                let argument = method_copyArgumentType(method, 2)
            else {
                missing = key
                break
            }
            encoding = String(cString: argument)
            free(argument)
            // The property's attributes name an object's class (`T@"UIColor",&,N`); the
            // setter's argument says only `@`.
            if let property = class_getProperty(type(of: current), key), let attributes = property_getAttributes(property) {
                let type = String(cString: attributes).split(separator: ",").first ?? ""
                if type.hasPrefix("T") { encoding = String(type.dropFirst()) }
            }
        }
        missingKey = missing
        self.encoding = encoding
    }
}

extension KeyValueBinding.GivenValue {
    /// What `value` is, as the runtime says.
    init(_ value: Any) {
        let object = value as AnyObject
        if object is NSNull {
            self = .null
        } else if CFGetTypeID(object) == CGColor.typeID {
            self = .object(["CGColor"])
        } else if object is NSNumber {
            self = .number
        } else if let structure = object as? NSValue {
            self = .structure(String(cString: structure.objCType))
        } else {
            var classes: [String] = []
            var type: AnyClass? = object_getClass(object)
            while let current = type {
                classes.append(NSStringFromClass(current))
                type = class_getSuperclass(current)
            }
            self = .object(classes)
        }
    }
}

extension NSObject {
    /// The value at a key path, by key-value coding: what an Objective-C binding names. The
    /// path is resolved again before each write, which is refused (``TwilightObjC/lastBindingError``)
    /// when it no longer reaches a property that takes the value; `nil` (or `NSNull`) is not
    /// written to a scalar.
    @MainActor
    fileprivate subscript(themeValueAt key: KeyValueKey) -> Any? {
        get { value(forKeyPath: key.path) }
        set {
            let value = newValue is NSNull ? nil : newValue
            let now = KeyValueKey(self, path: key.path)
            let refusal =
                now.missingKey.map { "cannot write '\(key.path)': no settable key '\($0)' there any more" }
                ?? value.flatMap { KeyValueBinding.refusal(of: .init($0), for: "the style in force", keyPath: key.path, encoding: now.encoding) }
            if let refusal {
                TwilightObjC.lastBindingError = TwilightObjC.bindingError(refusal)
                return
            }
            if KeyValueBinding.writes(value, toScalar: now.isScalar) { setValue(value, forKeyPath: key.path) }
        }
    }
}
#endif
