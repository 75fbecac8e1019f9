package import Twilight

/// A provider's values for a set of styles, computed once: what a dynamic colour or image
/// reads when UIKit resolves it for a trait collection, on whatever thread it draws.
///
/// Providers run on the main actor; a dynamic `UIColor` is resolved wherever UIKit needs
/// it. The table is made on the main actor and read anywhere. A style it does not hold
/// (a trait collection with no Twilight style, a style added later) gets the value for
/// its light or dark interface style.
package struct StyleTable<Value: Sendable>: Sendable {
    private let values: [ThemeStyle: Value]

    /// The values of `provider` for `styles` (each as its look: dark as `styles` say), and
    /// always for `light` and `dark`.
    @MainActor
    package init(_ provider: ThemeProvider<Value>, styles: ThemeStyles) {
        var values: [ThemeStyle: Value] = [:]
        for style in ThemeStyle.lightAndDark(plus: styles) { values[style] = provider(styles.look(style)) }
        self.values = values
    }

    /// The value for `style`, or when the table does not hold it (or `style` is `nil`), the
    /// value for `dark` if `interfaceIsDark`, else for `light`.
    package func value(for style: ThemeStyle?, interfaceIsDark: Bool) -> Value {
        if let style, let value = values[style] { return value }
        return values[interfaceIsDark ? .dark : .light]!
    }
}

extension ThemeStyle {
    /// `light`, `dark` and then `styles`, each once, in that order: the styles a dynamic
    /// colour or image is prepared for.
    static func lightAndDark(plus styles: some Sequence<ThemeStyle>) -> [ThemeStyle] {
        var seen: Set<ThemeStyle> = []
        return ([.light, .dark] + Array(styles)).filter { seen.insert($0).inserted }
    }
}
