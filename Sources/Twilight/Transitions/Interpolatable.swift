public import TwilightColor

/// A value that can move smoothly from one value to another, so a change of style can
/// animate it.
///
/// Colours mix in OKLab, numbers linearly. Make your typed themes interpolatable
/// member by member to cross-fade a whole theme:
///
/// ```swift
/// extension ViewTheme: Interpolatable {
///     func interpolated(to other: ViewTheme, fraction: Double) -> ViewTheme {
///         ViewTheme(text: text.interpolated(to: other.text, fraction: fraction),
///                   background: background.interpolated(to: other.background, fraction: fraction))
///     }
/// }
/// ```
public protocol Interpolatable {
    /// The value a `fraction` of the way to `other`: `0` gives `self`, `1` gives `other`.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation.
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}

extension Float: Interpolatable {
    /// Linear interpolation.
    public func interpolated(to other: Float, fraction: Double) -> Float {
        self + (other - self) * Float(fraction)
    }
}

/// Mixes in OKLab, as `RGBAColor.interpolated(to:fraction:)` (TwilightColor) does.
extension RGBAColor: Interpolatable {}

extension Optional: Interpolatable where Wrapped: Interpolatable {
    /// Interpolates when both values are present; otherwise jumps to `other` halfway.
    public func interpolated(to other: Wrapped?, fraction: Double) -> Wrapped? {
        if let self, let other { return self.interpolated(to: other, fraction: fraction) }
        return fraction < 0.5 ? self : other
    }
}

/// Finds, at run time, how to interpolate a type that is only known generically.
enum Interpolation {
    /// The function a transition calls on every frame from `from` to `to`, if `Value` is
    /// ``Interpolatable``. Colours (plain or optional) are converted to OKLab once here
    /// rather than on every frame.
    static func interpolator<Value>(from: Value, to: Value) -> ((Double) -> Value)? {
        if Value.self == RGBAColor.self {
            let mix = OKLabMix(from: from as! RGBAColor, to: to as! RGBAColor)
            return { fraction in mix.color(at: fraction) as! Value }
        }
        if Value.self == RGBAColor?.self, let start = from as! RGBAColor?, let end = to as! RGBAColor? {
            let mix = OKLabMix(from: start, to: end)
            return { fraction in RGBAColor?.some(mix.color(at: fraction)) as! Value }
        }
        guard let type = Value.self as? any Interpolatable.Type else { return nil }
        return erasedInterpolator(type, from: from, to: to) as? (Double) -> Value
    }

    /// The interpolation of `T`, which is `Value` itself (so the casts cannot fail; an
    /// optional `Value` casts to itself, `nil` included).
    private static func erasedInterpolator<T: Interpolatable, Value>(_: T.Type, from: Value, to: Value) -> Any {
        let (start, end) = (from as! T, to as! T)
        return { (fraction: Double) in start.interpolated(to: end, fraction: fraction) }
    }
}
