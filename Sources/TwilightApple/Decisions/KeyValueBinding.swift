package import Twilight

/// What an Objective-C binding (`TWLTwilight bind:keyPath:values:error:`) may do: it writes
/// with key-value coding, which raises an Objective-C exception — and ends the app, Swift
/// cannot catch it — on a key the object does not have (`NSUnknownKeyException`) and on
/// `nil` for a number or a flag (`NSInvalidArgumentException`). Such a binding is refused
/// when it is made, with the reason, and `nil` is never written to a scalar.
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
}
