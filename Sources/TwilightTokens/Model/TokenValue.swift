public import Twilight
public import TwilightColor

/// The resolved value of a design token: aliases followed, typed by its `$type`.
public enum TokenValue: Hashable, Sendable {
    /// A colour (converted to sRGB; colours outside the gamut keep out-of-range components).
    case color(RGBAColor)
    /// A length.
    case dimension(TokenDimension)
    /// A number.
    case number(Double)
    /// A time.
    case duration(TokenDuration)
    /// Font family names, most preferred first.
    case fontFamily([String])
    /// A numeric font weight, `1...1000` (names are converted: `bold` is 700).
    case fontWeight(Double)
    /// A timing curve.
    case cubicBezier(TimingCurve)
    /// Text.
    case string(String)
    /// A composite value (border, shadow, typography…), with its aliases resolved.
    case composite(TokenType, JSONValue)

    /// The token type this value belongs to.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .duration: .duration
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .cubicBezier: .cubicBezier
        case .string: .string
        case .composite(let type, _): type
        }
    }
}

/// A length with its unit, as DTCG `dimension` values carry it.
public struct TokenDimension: Hashable, Sendable, CustomStringConvertible {
    /// The units a DTCG dimension may use.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// CSS pixels (points on Apple platforms).
        case px
        /// Multiples of the root font size.
        case rem
    }

    /// The amount.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a dimension.
    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The length in points, taking `rem` as `rootFontSize` points.
    public func points(rootFontSize: Double = 16) -> Double {
        unit == .px ? value : value * rootFontSize
    }

    /// CSS text, such as `16px` or `1.5rem`.
    public var description: String { JSONValue.format(value) + unit.rawValue }
}

/// A time with its unit, as DTCG `duration` values carry it.
public struct TokenDuration: Hashable, Sendable, CustomStringConvertible {
    /// The units a DTCG duration may use.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// Milliseconds.
        case ms
        /// Seconds.
        case s
    }

    /// The amount.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a duration.
    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The time as a Swift `Duration`.
    public var duration: Duration {
        unit == .ms ? .nanoseconds(Int64((value * 1e6).rounded())) : .nanoseconds(Int64((value * 1e9).rounded()))
    }

    /// CSS text, such as `200ms` or `0.3s`.
    public var description: String { JSONValue.format(value) + unit.rawValue }
}
