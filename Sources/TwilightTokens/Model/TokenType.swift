/// The `$type` of a design token (DTCG Format 2025.10, plus `string`).
///
/// A token's type comes from its own `$type`, else from the nearest enclosing group's,
/// else, for an alias, from the token it refers to. It is never guessed from the value.
public enum TokenType: String, Hashable, Sendable, CaseIterable {
    /// A colour: a DTCG colour object or a hex string.
    case color
    /// A length: `{"value": 16, "unit": "px"}` (`px` or `rem`).
    case dimension
    /// A plain number.
    case number
    /// A time: `{"value": 200, "unit": "ms"}` (`ms` or `s`).
    case duration
    /// A font family name, or a list of them in order of preference.
    case fontFamily
    /// A font weight: `1...1000` or a name such as `bold`.
    case fontWeight
    /// A timing curve: four numbers `[x1, y1, x2, y2]` with `x1`, `x2` in `0...1`.
    case cubicBezier
    /// Text kept as it is (not in the DTCG format's list, but common in theme files).
    case string
    /// A composite stroke style: a keyword or `{dashArray, lineCap}`.
    case strokeStyle
    /// A composite border: `{color, width, style}`.
    case border
    /// A composite transition: `{duration, delay, timingFunction}`.
    case transition
    /// A composite shadow, or a list of them.
    case shadow
    /// A composite gradient: a list of `{color, position}` stops.
    case gradient
    /// A composite typography style: `{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}`.
    case typography

    /// Whether values of this type are made of other values (kept as ``JSONValue``).
    package var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }

    /// The list of type names, for error messages.
    static let namesForMessages = allCases.map(\.rawValue).joined(separator: ", ")
}
