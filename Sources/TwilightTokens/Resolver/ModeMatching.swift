public import Twilight

/// How a ``ThemeStyle`` picks a mode of a token document; shared by ``DesignTokens`` and
/// the Swift code that `twilight tokens build --format swift` generates.
package enum ModeMatching {
    /// The mode for `look`: the mode named like its style (exactly, then ignoring case),
    /// else, for a dark look, the first of `darkModes` in document order, else `defaultMode`.
    package static func mode(for look: ThemeLook, in modes: [String], darkModes: Set<String>, default defaultMode: String) -> String {
        let name = look.style.rawValue
        if modes.contains(name) { return name }
        if let mode = modes.first(where: { $0.lowercased() == name.lowercased() }) { return mode }
        if look.isDark, let mode = modes.first(where: darkModes.contains) { return mode }
        return defaultMode
    }
}

extension ThemeProvider {
    /// A provider from the values of a token in each mode, choosing the mode for a look
    /// as ``DesignTokens/mode(for:)-(ThemeLook)`` does. Generated token code uses it.
    ///
    /// - Parameters:
    ///   - modes: the value in each mode, in document order; must include `defaultMode`.
    ///   - darkModes: the modes that are dark (``DesignTokens/darkModes``).
    ///   - defaultMode: the mode for styles that match none.
    public init(modes: KeyValuePairs<String, Value>, darkModes: Set<String> = [], defaultMode: String) {
        let names = modes.map(\.key)
        let values = Dictionary(modes.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let fallback = values[defaultMode] ?? modes[modes.startIndex].value
        self = .readingLook { look in
            values[ModeMatching.mode(for: look, in: names, darkModes: darkModes, default: defaultMode)] ?? fallback
        }
    }
}

extension ThemeProvider {
    /// A provider from the values of a token in each combination of a mode and the
    /// values of `axes` (the axes it changes with), choosing the mode for a look as
    /// ``DesignTokens/mode(for:)-(ThemeLook)`` does and each axis's value from the look's
    /// axes (the axis's default when the look names none, or a value not listed).
    /// Generated token code uses it.
    ///
    /// - Parameters:
    ///   - modes: the modes, in document order; must include `defaultMode`.
    ///   - darkModes: the modes that are dark (``DesignTokens/darkModes``).
    ///   - defaultMode: the mode for styles that match none.
    ///   - axes: the axes the value changes with.
    ///   - values: one per combination, in row-major order: the mode outermost, the last
    ///     axis innermost (`modes.count` × the product of the axes' value counts).
    public init(modes: [String], darkModes: Set<String> = [], defaultMode: String, axes: [TokenAxis], values: [Value]) {
        let count = axes.reduce(modes.count) { $0 * $1.values.count }
        precondition(values.count == count, "expected \(count) values, one per combination, not \(values.count)")
        let modeIndex = Dictionary(modes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let valueIndices = axes.map { axis in Dictionary(axis.values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) }
        let defaultIndices = axes.indices.map { valueIndices[$0][axes[$0].defaultValue] ?? 0 }
        self = .readingLook { look in
            var index = modeIndex[ModeMatching.mode(for: look, in: modes, darkModes: darkModes, default: defaultMode)] ?? 0
            for (position, axis) in axes.enumerated() {
                let chosen = look.axes[axis.name].flatMap { valueIndices[position][$0] } ?? defaultIndices[position]
                index = index * axis.values.count + chosen
            }
            return values[index]
        }
    }
}
