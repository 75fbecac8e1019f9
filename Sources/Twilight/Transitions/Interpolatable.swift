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
    /// The interpolation function of `Value`, if it is ``Interpolatable``.
    static func function<Value>(for type: Value.Type) -> ((Value, Value, Double) -> Value)? {
        guard let interpolatable = type as? any Interpolatable.Type else { return nil }
        return erasedFunction(interpolatable) as? (Value, Value, Double) -> Value
    }

    private static func erasedFunction<T: Interpolatable>(_: T.Type) -> Any {
        let function: (T, T, Double) -> T = { $0.interpolated(to: $1, fraction: $2) }
        return function
    }
}
