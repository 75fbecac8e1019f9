/// How a change of style animates: a duration and a timing curve.
///
/// ```swift
/// manager.transition = .crossDissolve()                      // 0.3 s, ease in-out
/// manager.transition = Transition(duration: .milliseconds(150), curve: .linear)
/// manager.transition = .none                                 // instant
/// ```
public struct Transition: Hashable, Sendable {
    /// How long the change takes.
    public var duration: Duration
    /// How progress is spread over the duration.
    public var curve: TimingCurve

    /// Creates a transition.
    public init(duration: Duration, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// No animation: values jump to the new style.
    public static let none = Transition(duration: .zero, curve: .linear)

    /// The reference app's cross-dissolve: 0.3 s, ease in-out, unless told otherwise.
    public static func crossDissolve(
        duration: Duration = .milliseconds(300),
        curve: TimingCurve = .easeInOut
    ) -> Transition {
        Transition(duration: duration, curve: curve)
    }

    /// Whether the transition applies changes at once.
    public var isInstant: Bool { duration <= .zero }
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1), as in CSS `cubic-bezier()`.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point.
    package let x1: Double, y1: Double
    /// The second control point.
    package let x2: Double, y2: Double

    /// Creates a curve from its control points; `x1` and `x2` are clamped to `0...1`
    /// so that the curve is a function of time.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// CSS `ease-in`.
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// CSS `ease-out`.
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// CSS `ease-in-out`.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The eased progress for a linear time `progress` in `0...1`.
    public func callAsFunction(_ progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        if self == .linear { return progress }
        // Solve x(t) = progress for t by bisection (x is monotonic), then return y(t).
        var low = 0.0
        var high = 1.0
        var t = progress
        for _ in 0..<48 {
            let x = Self.bezier(t, x1, x2)
            if abs(x - progress) < 1e-9 { break }
            if x < progress { low = t } else { high = t }
            t = (low + high) / 2
        }
        return Self.bezier(t, y1, y2)
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}
