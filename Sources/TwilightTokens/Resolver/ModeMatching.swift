public import Twilight

/// How a ``ThemeStyle`` picks a mode of a token document; shared by ``DesignTokens`` and
/// the Swift code that `twilight tokens build --format swift` generates.
package enum ModeMatching {
    /// The mode for `style`: the mode named like the style (exactly, then ignoring case),
    /// else, for a dark style, the first dark mode, else `defaultMode`.
    package static func mode(for style: ThemeStyle, in modes: [String], default defaultMode: String) -> String {
        if modes.contains(style.rawValue) { return style.rawValue }
        let name = style.rawValue.lowercased()
        if let mode = modes.first(where: { $0.lowercased() == name }) { return mode }
        if isDark(modeName: style.rawValue), let mode = modes.first(where: isDark(modeName:)) { return mode }
        return defaultMode
    }

    /// Whether a mode (or style) name means a dark appearance
    /// (`nameSuggestsDark(_:)`: `dark`, `highContrastDark`, `NIGHT`).
    package static func isDark(modeName: String) -> Bool {
        ThemeStyle.nameSuggestsDark(modeName)
    }
}

extension ThemeProvider {
    /// A provider from the values of a token in each mode, choosing the mode for a style
    /// as ``DesignTokens/mode(for:)`` does. Generated token code uses it.
    ///
    /// - Parameters:
    ///   - modes: the value in each mode, in document order; must include `defaultMode`.
    ///   - defaultMode: the mode for styles that match none.
    public init(modes: KeyValuePairs<String, Value>, defaultMode: String) {
        let names = modes.map(\.key)
        let values = Dictionary(modes.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let fallback = values[defaultMode] ?? modes[modes.startIndex].value
        self.init { style in values[ModeMatching.mode(for: style, in: names, default: defaultMode)] ?? fallback }
    }
}

extension ThemeProvider {
    /// A provider from the values of a token in each combination of a mode and the
    /// values of `axes` (the axes it changes with), choosing the mode for a style as
    /// ``DesignTokens/mode(for:)`` does and each axis's value from the style's
    /// `ThemeStyle.axes` (the axis's default when the style names none, or a value not
    /// listed). Generated token code uses it.
    ///
    /// - Parameters:
    ///   - modes: the modes, in document order; must include `defaultMode`.
    ///   - defaultMode: the mode for styles that match none.
    ///   - axes: the axes the value changes with.
    ///   - values: one per combination, in row-major order: the mode outermost, the last
    ///     axis innermost (`modes.count` × the product of the axes' value counts).
    public init(modes: [String], defaultMode: String, axes: [TokenAxis], values: [Value]) {
        let count = axes.reduce(modes.count) { $0 * $1.values.count }
        precondition(values.count == count, "expected \(count) values, one per combination, not \(values.count)")
        let modeIndex = Dictionary(modes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let valueIndices = axes.map { axis in Dictionary(axis.values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) }
        let defaultIndices = axes.indices.map { valueIndices[$0][axes[$0].defaultValue] ?? 0 }
        self = .readingAxes { style in
            var index = modeIndex[ModeMatching.mode(for: style.withoutAxes, in: modes, default: defaultMode)] ?? 0
            for (position, axis) in axes.enumerated() {
                let chosen = style.axes[axis.name].flatMap { valueIndices[position][$0] } ?? defaultIndices[position]
                index = index * axis.values.count + chosen
            }
            return values[index]
        }
    }
}
