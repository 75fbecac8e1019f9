/// A resolver modifier other than the theme, chosen at run time beside the style: a brand,
/// a density. Its contexts are the axis's values.
///
/// ```swift
/// let tokens = try DesignTokens(contentsOf: resolverURL)
/// tokens.axes.map(\.name)                         // ["brand", "density"]
/// let forest = try tokens.tokens(in: "dark", axes: ["brand": "forest"])
/// ```
public struct TokenAxis: Hashable, Sendable {
    /// The modifier's name, which is the axis's name (`brand`): the `data-brand` attribute
    /// of the CSS and the key of `ThemeAxes`.
    public let name: String
    /// The modifier's contexts, in document order.
    public let values: [String]
    /// The modifier's `default` context: the value when none is chosen.
    public let defaultValue: String

    /// Creates an axis.
    public init(name: String, values: [String], defaultValue: String) {
        self.name = name
        self.values = values
        self.defaultValue = defaultValue
    }
}
