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

/// A token's values in every mode, or in every combination of a mode and the values of the
/// axes it changes with, and the lookup of the value for a look — choosing the mode as
/// ``DesignTokens/mode(for:)`` does and each axis's value from the look's axes
/// (the axis's default when the look names none, or a value not listed).
///
/// The Swift code `twilight tokens build --format swift` generates keeps each token in one,
/// read by its `ThemeProvider` and, in SwiftUI, by its `ThemeColor`: a table of `Sendable`
/// values is `Sendable`, so a shape style that SwiftUI resolves on any thread may read it.
///
/// It is the interface between Twilight and the code it generates, not part of the API an
/// app's own code calls: generated code reaches it with `@_spi(Generated) import
/// TwilightTokens`, and it may change with the generator in any release.
@_spi(Generated) public struct TokenTable<Value> {
    private let modes: [String]
    private let darkModes: Set<String>
    private let defaultMode: String
    private let axes: [TokenAxis]
    /// One per combination, the mode outermost, the last axis innermost.
    private let values: [Value]
    private let modeIndex: [String: Int]
    private let valueIndices: [[String: Int]]
    private let defaultIndices: [Int]

    /// A table from the value of a token in each mode.
    ///
    /// - Parameters:
    ///   - modes: the value in each mode, in document order; must include `defaultMode`.
    ///   - darkModes: the modes that are dark (``DesignTokens/darkModes``).
    ///   - defaultMode: the mode for styles that match none.
    @_spi(Generated) public init(modes: KeyValuePairs<String, Value>, darkModes: Set<String> = [], defaultMode: String) {
        self.init(modes: modes.map(\.key), darkModes: darkModes, defaultMode: defaultMode, axes: [], values: modes.map(\.value))
    }

    /// A table from the value of a token in each combination of a mode and the values of
    /// `axes`.
    ///
    /// - Parameters:
    ///   - modes: the modes, in document order; must include `defaultMode`.
    ///   - darkModes: the modes that are dark (``DesignTokens/darkModes``).
    ///   - defaultMode: the mode for styles that match none.
    ///   - axes: the axes the value changes with.
    ///   - values: one per combination, in row-major order: the mode outermost, the last
    ///     axis innermost (`modes.count` × the product of the axes' value counts).
    @_spi(Generated) public init(modes: [String], darkModes: Set<String> = [], defaultMode: String, axes: [TokenAxis], values: [Value]) {
        let count = axes.reduce(modes.count) { $0 * $1.values.count }
        precondition(values.count == count, "expected \(count) values, one per combination, not \(values.count)")
        self.modes = modes
        self.darkModes = darkModes
        self.defaultMode = defaultMode
        self.axes = axes
        self.values = values
        modeIndex = Dictionary(modes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let valueIndices = axes.map { axis in Dictionary(axis.values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) }
        self.valueIndices = valueIndices
        defaultIndices = axes.indices.map { valueIndices[$0][axes[$0].defaultValue] ?? 0 }
    }

    /// The value for `look`: the default mode's for a style that matches no mode.
    @_spi(Generated) public func callAsFunction(_ look: ThemeLook) -> Value {
        let mode = ModeMatching.mode(for: look, in: modes, darkModes: darkModes, default: defaultMode)
        var index = modeIndex[mode] ?? modeIndex[defaultMode] ?? 0
        for (position, axis) in axes.enumerated() {
            let chosen = look.axes[axis.name].flatMap { valueIndices[position][$0] } ?? defaultIndices[position]
            index = index * axis.values.count + chosen
        }
        return values[index]
    }
}

extension TokenTable: Sendable where Value: Sendable {}

extension ThemeProvider {
    /// A provider reading `table`: the value of a token for each look. Generated token code
    /// uses it.
    @_spi(Generated) public init(_ table: TokenTable<Value>) {
        self = .readingLook(table.callAsFunction)
    }
}
