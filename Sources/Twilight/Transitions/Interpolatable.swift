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

    /// A function giving the value a fraction of the way to `other`, called on every frame
    /// of a transition between the same two values. A type whose interpolation converts
    /// its ends first (a colour to OKLab) converts them once here. The default calls
    /// ``interpolated(to:fraction:)``.
    func interpolator(to other: Self) -> (Double) -> Self
}

extension Interpolatable {
    /// Calls ``interpolated(to:fraction:)`` with the fraction.
    public func interpolator(to other: Self) -> (Double) -> Self {
        { fraction in self.interpolated(to: other, fraction: fraction) }
    }
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

extension RGBAColor: Interpolatable {
    /// Mixes in OKLab, with both ends converted to OKLab once.
    public func interpolator(to other: RGBAColor) -> (Double) -> RGBAColor {
        let mix = OKLabMix(from: self, to: other)
        return { fraction in mix.color(at: fraction) }
    }
}

extension Optional: Interpolatable where Wrapped: Interpolatable {
    /// Interpolates when both values are present; otherwise jumps to `other` halfway.
    public func interpolated(to other: Wrapped?, fraction: Double) -> Wrapped? {
        if let self, let other { return self.interpolated(to: other, fraction: fraction) }
        return fraction < 0.5 ? self : other
    }

    /// The wrapped values' interpolator when both are present; otherwise a jump halfway.
    public func interpolator(to other: Wrapped?) -> (Double) -> Wrapped? {
        if let self, let other {
            let interpolate = self.interpolator(to: other)
            return { fraction in interpolate(fraction) }
        }
        return { fraction in fraction < 0.5 ? self : other }
    }
}

/// Finds, at run time, how to interpolate a type that is only known generically.
enum Interpolation {
    /// The interpolator from `from` to `to` (``Interpolatable/interpolator(to:)``), if
    /// `Value` is ``Interpolatable``.
    static func interpolator<Value>(from: Value, to: Value) -> ((Double) -> Value)? {
        guard let type = Value.self as? any Interpolatable.Type else { return nil }
        return erasedInterpolator(type, from: from, to: to) as? (Double) -> Value
    }

    /// The interpolator of `T`, which is `Value` itself (so the casts cannot fail; an
    /// optional `Value` casts to itself, `nil` included).
    private static func erasedInterpolator<T: Interpolatable, Value>(_: T.Type, from: Value, to: Value) -> Any {
        (from as! T).interpolator(to: to as! T)
    }
}
