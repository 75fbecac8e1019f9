/// A value that depends on the style: a colour, a font, an image name, a whole theme.
///
/// Providers are what you bind to properties (see ``ThemeProxy``). Make one with a light
/// and a dark value, chosen by whether the style in force is dark — so an app's own dark
/// style (`dimmed`, declared in its ``ThemeStyles``) gets the dark one:
///
/// ```swift
/// let text = ThemeProvider<RGBAColor>(light: .black, dark: .white)
/// ```
///
/// from a table with a fallback for styles it does not list:
///
/// ```swift
/// let background = ThemeProvider([.light: white, .dark: black, .sepia: paper], default: white)
/// ```
///
/// or from a closure, as JXTheme and UIKit's dynamic colours do. A closure given the
/// style alone can only compare names (`style == .dark` is false for `dimmed`); one that
/// needs to know whether the style is dark reads the whole look:
///
/// ```swift
/// let shadow = ThemeProvider<Double>.readingLook { look in look.isDark ? 0 : 0.2 }
/// ```
///
/// A closure provider runs every time the style changes or the binding is refreshed,
/// so it may read state (JXTheme's "stateful controls"); call ``ThemeProxy/refresh()``
/// after that state changes. A provider bound to one property of many objects (copies
/// of one provider value) runs once per change for all of them.
///
/// Providers are evaluated on the main actor, where bindings live, so a closure written
/// in main-actor code may read main-actor state. The type is not `Sendable`: declare
/// shared providers `@MainActor static let`, or as computed properties.
public struct ThemeProvider<Value> {
    /// Returns the value for a look: the closure the provider was made with, given the
    /// whole look or only its style. Call the provider itself (``callAsFunction(_:)``)
    /// to have that done for you.
    let value: (ThemeLook) -> Value

    /// Shared by this provider and its copies: bindings of one property that share a
    /// provider compute its value once per change.
    let identity: ProviderIdentity

    /// Creates a provider from a closure that returns the value for each style. The
    /// closure is given the style alone (see ``readingLook(_:)`` for the axes and whether
    /// it is dark).
    public init(_ value: @escaping (ThemeStyle) -> Value) {
        self.init(look: { value($0.style) })
    }

    private init(look value: @escaping (ThemeLook) -> Value) {
        self.value = value
        identity = ProviderIdentity()
    }

    /// A provider from a closure given the whole look in force: the style, the values on
    /// other axes, and whether the style is dark.
    ///
    /// ```swift
    /// let accent = ThemeProvider<RGBAColor>.readingLook { look in
    ///     look.axes["brand"] == "ocean" ? (look.isDark ? tealNight : teal) : (look.isDark ? orangeNight : orange)
    /// }
    /// ```
    public static func readingLook(_ value: @escaping (ThemeLook) -> Value) -> ThemeProvider {
        ThemeProvider(look: value)
    }

    /// The value for `look`.
    @inline(__always)
    public func callAsFunction(_ look: ThemeLook) -> Value {
        value(look)
    }

    /// A provider whose values are this provider's values transformed.
    ///
    /// ```swift
    /// let border = background.map { $0.withAlpha(0.5) }
    /// ```
    public func map<Other>(_ transform: @escaping (Value) -> Other) -> ThemeProvider<Other> {
        let value = self.value
        return ThemeProvider<Other>(look: { transform(value($0)) })
    }
}

extension ThemeProvider {
    /// Creates a provider from a table of values per style, with a fallback for any style
    /// the table does not list.
    ///
    /// Lookups compare names in order, which for the handful of styles a table holds is
    /// faster than hashing.
    public init(_ values: [ThemeStyle: Value], default fallback: Value) {
        let entries = values.sorted { $0.key.rawValue < $1.key.rawValue }
        self.init { style in
            for entry in entries where entry.key == style {
                return entry.value
            }
            return fallback
        }
    }

    /// Creates a provider with a light and a dark value, chosen by whether the look is
    /// dark (so a dark style of the app's own, such as `dimmed`, gets `dark`); a light
    /// style other than `.light` gets `light` unless given `other`.
    public init(light: Value, dark: Value, other: Value? = nil) {
        let fallback = other ?? light
        self.init(look: { look in
            if look.isDark { return dark }
            if look.style == .light { return light }
            return fallback
        })
    }

    /// A provider that gives the same value for every style.
    public static func constant(_ value: Value) -> ThemeProvider {
        ThemeProvider(look: { _ in value })
    }
}

/// The identity of a provider and its copies (a provider is a value holding a closure,
/// and closures cannot be compared).
final class ProviderIdentity: Sendable {}
