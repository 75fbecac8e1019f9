/// A colour in the sRGB colour space with an alpha channel.
///
/// Components are floating-point values where `0` is none and `1` is full intensity.
/// Values outside `0...1` are kept as given (they describe colours outside the sRGB
/// gamut, as CSS Color 4 allows); ``hexString`` and ``rgba8`` clamp them.
///
/// ```swift
/// let accent = try RGBAColor(hex: "#0A84FF")
/// let faded = accent.withAlpha(0.5)
/// print(faded.hexString) // "#0a84ff80"
/// ```
public struct RGBAColor: Hashable, Sendable {
    /// The red component, `0` to `1` inside the sRGB gamut.
    public var red: Double
    /// The green component, `0` to `1` inside the sRGB gamut.
    public var green: Double
    /// The blue component, `0` to `1` inside the sRGB gamut.
    public var blue: Double
    /// The opacity, from `0` (transparent) to `1` (opaque).
    public var alpha: Double

    /// Creates a colour from floating-point sRGB components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit sRGB components (`0...255`).
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255,
            green: Double(green8) / 255,
            blue: Double(blue8) / 255,
            alpha: Double(alpha8) / 255
        )
    }

    /// The colour with its alpha replaced.
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        var copy = self
        copy.alpha = alpha
        return copy
    }

    /// The components rounded to 8 bits, clamped to `0...255`.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.quantize(red), Self.quantize(green), Self.quantize(blue), Self.quantize(alpha))
    }

    static func quantize(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}
