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
        let expected = describe(encoding: encoding)
        guard let expected else {
            return "cannot bind '\(keyPath)': its type (Objective-C '\(encoding)') is not one a binding can write"
        }
        if value == .null || accepts(value, encoding: encoding) { return nil }
        return "cannot bind '\(keyPath)': the value for '\(style)' is \(describe(value)), where the property holds \(expected)"
    }

    private static let numberEncodings = Set("cislqCISLQfdB")

    private static func accepts(_ value: GivenValue, encoding: String) -> Bool {
        if let first = encoding.first, numberEncodings.contains(first), encoding.count == 1 { return value == .number }
        if encoding.hasPrefix("{") {
            guard case .structure(let given) = value else { return false }
            return structureName(given) == structureName(encoding)
        }
        if encoding == "^{CGColor=}" { return value == .object(["CGColor"]) }
        // An object: `@` (any), `@"<Protocol>"` (any: the runtime does not say), `@"Class"`.
        guard encoding.hasPrefix("@\""), !encoding.hasPrefix("@\"<") else { return value != .null }
        let name = String(encoding.dropFirst(2).prefix { $0 != "\"" && $0 != "<" })
        switch value {
        case .number: return ["NSNumber", "NSValue", "NSObject"].contains(name)
        case .structure: return ["NSValue", "NSObject"].contains(name)
        case .object(let classes): return classes.contains(name)
        case .null: return true
        }
    }

    /// What a property of type `encoding` holds, in words; `nil` for a type a binding cannot write.
    private static func describe(encoding: String) -> String? {
        if let first = encoding.first, numberEncodings.contains(first), encoding.count == 1 {
            return first == "B" ? "a flag (a Boolean NSNumber)" : "a number (an NSNumber)"
        }
        if encoding.hasPrefix("{") { return "a structure \(structureName(encoding)) (an NSValue of one)" }
        if encoding == "^{CGColor=}" { return "a CGColor" }
        if encoding == "@" || encoding.hasPrefix("@\"<") { return "an object" }
        if encoding.hasPrefix("@\"") { return "an object of class \(encoding.dropFirst(2).prefix { $0 != "\"" && $0 != "<" })" }
        return nil
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

    /// `CGRect` of `{CGRect={CGPoint=dd}{CGSize=dd}}`.
    private static func structureName(_ encoding: String) -> String {
        String(encoding.dropFirst().prefix { $0 != "=" && $0 != "}" })
    }
}
