package import Twilight

/// What an Objective-C binding (`TWLTwilight bind:keyPath:values:error:`) may do: it writes
/// with key-value coding, which raises an Objective-C exception — and ends the app, Swift
/// cannot catch it — on a key the object does not have (`NSUnknownKeyException`), on `nil`
/// for a number or a flag (`NSInvalidArgumentException`) and on a value of a type the
/// property cannot take (an unrecognised selector). Such a binding is refused when it is
/// made, with the reason, from the property's type encoding; a key path that no longer
/// resolves when a change is written is refused then; `nil` is never written to a scalar.
package enum KeyValueBinding {
    /// The value a binding writes for `look`: the style's own, else `dark` for a dark look
    /// or `light`; `nil` when `values` has none of them.
    package static func value(for look: ThemeLook, in values: [String: Any]) -> Any? {
        values[look.style.rawValue] ?? values[(look.isDark ? ThemeStyle.dark : .light).rawValue]
    }

    /// Why the binding of `keyPath` cannot be made, or `nil` when it can.
    ///
    /// - Parameters:
    ///   - keyPath: the key path as given.
    ///   - missingKey: the first key of the path the object (or an object on the way) has
    ///     no accessor for, if any.
    ///   - isScalar: whether the property holds a number, a flag or a structure rather
    ///     than an object.
    ///   - values: the styles given values (`light`, `dark`, a style's name).
    ///   - styles: the manager's styles, each of which the binding must cover when the
    ///     property is a scalar.
    package static func refusal(
        keyPath: String,
        missingKey: String?,
        isScalar: Bool,
        values: Set<String>,
        styles: ThemeStyles
    ) -> String? {
        if let missingKey {
            return "cannot bind '\(keyPath)': no settable key '\(missingKey)' there (key-value coding would raise NSUnknownKeyException)"
        }
        // The fallback keys are the names `light` and `dark`; which styles are dark, `styles` says.
        let fallbacks = (light: ThemeStyle.light.rawValue, dark: ThemeStyle.dark.rawValue)
        guard isScalar, !values.isSuperset(of: [fallbacks.light, fallbacks.dark]) else { return nil }
        let uncovered = ThemeStyle.lightAndDark(plus: styles).filter { style in
            let fallback = styles.isDark(style) ? fallbacks.dark : fallbacks.light
            return !values.contains(style.rawValue) && !values.contains(fallback)
        }
        guard !uncovered.isEmpty else { return nil }
        return "cannot bind '\(keyPath)': it holds a number or a flag, which cannot be nil, and no value is given for "
            + uncovered.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            + "; give 'light' and 'dark' (for every style) or a value for each style"
    }

    /// Whether to write `value` to a property: never `nil` to a scalar (a style added
    /// after the binding was made may have no value).
    package static func writes(_ value: Any?, toScalar isScalar: Bool) -> Bool {
        value != nil || !isScalar
    }

    /// A value given to a binding, as the Objective-C runtime describes it.
    package enum GivenValue: Equatable {
        /// An `NSNumber` (a number or a flag).
        case number
        /// An `NSValue` holding a structure, with its type encoding (`{CGRect={CGPoint=dd}{CGSize=dd}}`).
        case structure(String)
        /// Any other object: its class's name and its superclasses' (`["UICachedDeviceRGBColor",
        /// "UIColor", "NSObject"]`), or `["CGColor"]` for a Core Graphics colour.
        case object([String])
        /// `NSNull`: nothing, written as `nil` to an object and never to a scalar.
        case null
    }

    /// Whether a property of Objective-C type `encoding` holds a scalar (a number, a flag, a
    /// structure, a pointer) rather than an object, so that `nil` cannot be written to it.
    package static func isScalar(_ encoding: String) -> Bool {
        !encoding.hasPrefix("@") && encoding != "#"
    }

    /// Why `value`, given for `style`, cannot be written to `keyPath`, whose property has the
    /// Objective-C type `encoding` (`d`, `B`, `{CGRect=…}`, `@"UIColor"`, `^{CGColor=}`, as
    /// `property_getAttributes` gives it); `nil` when it can. Key-value coding raises on a
    /// number written as an object (`-[UIColor doubleValue]: unrecognized selector`) or a
    /// structure of another type, and stores an object of the wrong class unchecked, for
    /// UIKit to crash on later.
    package static func refusal(of value: GivenValue, for style: String, keyPath: String, encoding: String) -> String? {
        guard let property = PropertyType(encoding: encoding) else {
            return "cannot bind '\(keyPath)': its type (Objective-C '\(encoding)') is not one a binding can write"
        }
        if value == .null || property.accepts(value) { return nil }
        return "cannot bind '\(keyPath)': the value for '\(style)' is \(describe(value)), where the property holds \(property)"
    }

    /// What a property holds, read once from its type encoding.
    private enum PropertyType: CustomStringConvertible {
        case number(isFlag: Bool)
        case structure(String)
        case cgColor
        /// An object of a class, or of any class (`id`, or a protocol the runtime does not name).
        case object(String?)

        init?(encoding: String) {
            if encoding.count == 1, let first = encoding.first, "cislqCISLQfdB".contains(first) {
                self = .number(isFlag: first == "B")
            } else if encoding.hasPrefix("{") {
                self = .structure(structureName(encoding))
            } else if encoding == "^{CGColor=}" {
                self = .cgColor
            } else if encoding == "@" || encoding.hasPrefix("@\"<") {
                self = .object(nil)
            } else if encoding.hasPrefix("@\"") {
                self = .object(String(encoding.dropFirst(2).prefix { $0 != "\"" && $0 != "<" }))
            } else {
                return nil
            }
        }

        func accepts(_ value: GivenValue) -> Bool {
            switch (self, value) {
            case (_, .null): true
            case (.number, .number): true
            case (.structure(let name), .structure(let given)): structureName(given) == name
            case (.cgColor, .object(let classes)): classes == ["CGColor"]
            case (.object(nil), _): true
            case (.object(let name?), .number): ["NSNumber", "NSValue", "NSObject"].contains(name)
            case (.object(let name?), .structure): ["NSValue", "NSObject"].contains(name)
            case (.object(let name?), .object(let classes)): classes.contains(name)
            default: false
            }
        }

        var description: String {
            switch self {
            case .number(let isFlag): isFlag ? "a flag (a Boolean NSNumber)" : "a number (an NSNumber)"
            case .structure(let name): "a structure \(name) (an NSValue of one)"
            case .cgColor: "a CGColor"
            case .object(nil): "an object"
            case .object(let name?): "an object of class \(name)"
            }
        }
    }

    private static func describe(_ value: GivenValue) -> String {
        switch value {
        case .number: "a number"
        case .structure(let encoding): "a structure \(structureName(encoding))"
        case .object(let classes) where classes == ["CGColor"]: "a CGColor"
        case .object(let classes): "an object of class \(classes.first { !$0.hasPrefix("_") } ?? classes.first ?? "?")"
        case .null: "nothing"
        }
    }

}

/// `CGRect` of `{CGRect={CGPoint=dd}{CGSize=dd}}`.
private func structureName(_ encoding: String) -> String {
    String(encoding.dropFirst().prefix { $0 != "=" && $0 != "}" })
}
