/// A value that depends on the style: a colour, a font, an image name, a whole theme.
///
/// Providers are what you bind to properties (see ``ThemeProxy``). Make one from a
/// closure, as JXTheme and UIKit's dynamic colours do:
///
/// ```swift
/// let text = ThemeProvider<RGBAColor> { style in style == .dark ? .white : .black }
/// ```
///
/// or from a table with a fallback for styles it does not list:
///
/// ```swift
/// let background = ThemeProvider([.light: white, .dark: black, .sepia: paper], default: white)
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
    /// Returns the value for a style, as the closure the provider was made with: given
    /// the style alone unless ``readsAxes``. Call the provider itself
    /// (``callAsFunction(_:)``) to have that done for you.
    public let value: (ThemeStyle) -> Value

    /// Whether the provider is given the style's ``ThemeStyle/axes`` (a brand, a density);
    /// otherwise it is given the style alone.
    public let readsAxes: Bool

    /// Shared by this provider and its copies: bindings of one property that share a
    /// provider compute its value once per change.
    let identity = ProviderIdentity()

    /// Creates a provider from a closure that returns the value for each style. The
    /// closure is given the style alone, without axes (see ``readingAxes(_:)``).
    public init(_ value: @escaping (ThemeStyle) -> Value) {
        self.init(value: value, readsAxes: false)
    }

    init(value: @escaping (ThemeStyle) -> Value, readsAxes: Bool) {
        self.value = value
        self.readsAxes = readsAxes
    }

    /// A provider from a closure that reads the style's axes as well:
    ///
    /// ```swift
    /// let accent = ThemeProvider<RGBAColor>.readingAxes { style in
    ///     switch (style.axes["brand"], style.withoutAxes) {
    ///     case ("ocean", .dark): tealNight
    ///     case ("ocean", _): teal
    ///     default: style.withoutAxes == .dark ? orangeNight : orange
    ///     }
    /// }
    /// ```
    public static func readingAxes(_ value: @escaping (ThemeStyle) -> Value) -> ThemeProvider {
        ThemeProvider(value: value, readsAxes: true)
    }

    /// The value for `style`: its axes are given to the provider only if it
    /// ``readsAxes``.
    @inline(__always)
    public func callAsFunction(_ style: ThemeStyle) -> Value {
        value(readsAxes || style.axes.isEmpty ? style : style.withoutAxes)
    }

    /// A provider whose values are this provider's values transformed.
    ///
    /// ```swift
    /// let border = background.map { $0.withAlpha(0.5) }
    /// ```
    public func map<Other>(_ transform: @escaping (Value) -> Other) -> ThemeProvider<Other> {
        let value = self.value
        return ThemeProvider<Other>(value: { transform(value($0)) }, readsAxes: readsAxes)
    }
}

extension ThemeProvider {
    /// Creates a provider from a table of values per style, with a fallback for any style
    /// the table does not list.
    ///
    /// A key may name axes (`ThemeStyle.dark.with(["brand": "ocean"])`): it then applies
    /// to the style with those axes chosen, whatever else is, and the key naming the most
    /// axes wins; a key without axes applies under every brand.
    ///
    /// Lookups compare names in order, which for the handful of styles a table holds is
    /// faster than hashing.
    public init(_ values: [ThemeStyle: Value], default fallback: Value) {
        guard values.keys.contains(where: { !$0.axes.isEmpty }) else {
            let entries = values.sorted { $0.key.rawValue < $1.key.rawValue }
            self.init { style in
                for entry in entries where entry.key == style {
                    return entry.value
                }
                return fallback
            }
            return
        }
        // Most axes first, so the first match is the most specific.
        let entries = values.sorted {
            ($0.key.axes.names.count, $1.key.rawValue, $1.key.axes.description) > ($1.key.axes.names.count, $0.key.rawValue, $0.key.axes.description)
        }
        self.init(
            value: { style in
                for entry in entries where entry.key.rawValue == style.rawValue && entry.key.axes.isContained(in: style.axes) {
                    return entry.value
                }
                return fallback
            },
            readsAxes: true
        )
    }

    /// Creates a provider with a light and a dark value; every other style gets `light`
    /// unless given `other`.
    public init(light: Value, dark: Value, other: Value? = nil) {
        let fallback = other ?? light
        self.init { style in
            if style == .dark { return dark }
            if style == .light { return light }
            return fallback
        }
    }

    /// A provider that gives the same value for every style.
    public static func constant(_ value: Value) -> ThemeProvider {
        ThemeProvider { _ in value }
    }
}

/// The identity of a provider and its copies (a provider is a value holding a closure,
/// and closures cannot be compared).
final class ProviderIdentity: Sendable {}

/// A catalogue of typed themes: the theme value (a struct of colours, fonts, metrics…)
/// for each style. It is a ``ThemeProvider`` of the theme type.
///
/// ```swift
/// let catalog = ThemeCatalog<AppTheme>([.light: .light, .dark: .dark], default: .light)
/// ```
public typealias ThemeCatalog<Theme> = ThemeProvider<Theme>
