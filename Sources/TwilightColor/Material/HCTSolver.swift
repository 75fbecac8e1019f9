import Foundation

/// Finds the 8-bit sRGB colour of a hue, a chroma and a tone: the colour itself when sRGB
/// holds it, else the colour of that hue and tone with the most chroma sRGB holds.
enum HCTSolver {
    /// The sRGB colour, rounded to 8 bits a channel, nearest to `hue` (degrees), `chroma`
    /// and `tone`. The tone is always kept, then the hue; chroma gives way first.
    static func solve(hue: Double, chroma: Double, tone: Double) -> RGBAColor {
        guard chroma >= 0.0001, tone >= 0.0001, tone <= 99.9999 else { return grey(tone: tone) }
        let degrees = hue.truncatingRemainder(dividingBy: 360)
        let radians = (degrees < 0 ? degrees + 360 : degrees) * .pi / 180
        let luminance = Tone.relativeLuminance(ofTone: tone)
        let linear =
            exactColor(hueRadians: radians, chroma: chroma, luminance: luminance)
            ?? mostChromatic(hueRadians: radians, luminance: luminance)
        return eightBit(linear)
    }

    /// The grey of a tone.
    static func grey(tone: Double) -> RGBAColor {
        let linear = Tone.relativeLuminance(ofTone: tone) / 100
        return eightBit(SIMD3(repeating: linear))
    }

    /// The linear sRGB colour of the hue, chroma and luminance when sRGB holds it.
    ///
    /// Newton's method on J, whose luminance grows about as J²: from J = 11 √Y, five steps
    /// at most, ending once Y is within 0.002. A step that leaves the gamut, or a result
    /// outside it, means sRGB does not hold the colour — the same judgement Material's
    /// utilities make, so that the colours that fall back to the gamut's edge are the
    /// same ones.
    static func exactColor(hueRadians: Double, chroma: Double, luminance: Double) -> SIMD3<Double>? {
        let cosine = cos(hueRadians)
        let sine = sin(hueRadians)
        var j = luminance.squareRoot() * 11
        for step in 0..<5 {
            let linear = CAM16.linearSRGB(lightness: j, chroma: chroma, hueCosine: cosine, hueSine: sine)
            guard linear.min() >= 0 else { return nil }
            let reached = Tone.relativeLuminance(ofLinear: linear)
            guard reached > 0 else { return nil }
            if step == 4 || abs(reached - luminance) < 0.002 {
                return linear.max() > 1.0001 ? nil : linear
            }
            j -= (reached - luminance) * j / (2 * reached)
        }
        return nil
    }

    /// The linear sRGB colour of the hue and luminance with the most chroma: where the
    /// hue meets the edge of the section of the sRGB cube at that luminance.
    ///
    /// The section is a convex polygon, its corners on the cube's edges. The corners, taken
    /// in a fixed order, narrow an arc of hue that holds the hue to one side of the polygon;
    /// the side is then halved along each axis at the values where a channel's 8-bit
    /// rounding changes, until its ends round alike, and the colour is their midpoint. This
    /// is how Material's utilities find it, and it is followed step for step: near black
    /// and white the section holds few 8-bit colours, often none of the hue asked for
    /// (CAM16 sees a hue even in white), and which of them comes out depends on these steps.
    static func mostChromatic(hueRadians target: Double, luminance: Double) -> SIMD3<Double> {
        var (left, right) = sideOfSection(holding: target, luminance: luminance)
        var leftHue = CAM16.hueRadians(ofLinear: left)
        for axis in 0..<3 where left[axis] != right[axis] {
            let rising = left[axis] < right[axis]
            let leftLevel = eightBitLevel(left[axis])
            let rightLevel = eightBitLevel(right[axis])
            var leftPlane = Int((rising ? (leftLevel - 0.5).rounded(.down) : (leftLevel - 0.5).rounded(.up)))
            var rightPlane = Int((rising ? (rightLevel - 0.5).rounded(.up) : (rightLevel - 0.5).rounded(.down)))
            for _ in 0..<8 where abs(rightPlane - leftPlane) > 1 {
                let plane = Int((Double(leftPlane + rightPlane) / 2).rounded(.down))
                let fraction = (roundingPlanes[plane] - left[axis]) / (right[axis] - left[axis])
                let middle = left + (right - left) * fraction
                let middleHue = CAM16.hueRadians(ofLinear: middle)
                if inCyclicOrder(leftHue, target, middleHue) {
                    right = middle
                    rightPlane = plane
                } else {
                    left = middle
                    leftHue = middleHue
                    leftPlane = plane
                }
            }
        }
        return (left + right) / 2
    }

    /// The two corners of the section at `luminance` whose hues enclose `target`.
    private static func sideOfSection(holding target: Double, luminance: Double) -> (SIMD3<Double>, SIMD3<Double>) {
        let y = luminance / 100
        let weights = CAM16.xyzFromLinearSRGB.1
        var arc: (left: SIMD3<Double>, leftHue: Double, right: SIMD3<Double>, rightHue: Double)?
        var cut = false
        // The cube's edges along red, then green, then blue; along each, the other two
        // channels (the next and the one after, cyclically) at 0 or 1 in the order 00, 01, 10, 11.
        for free in 0..<3 {
            for corner in 0..<4 {
                var point = SIMD3<Double>(repeating: 0)
                point[(free + 1) % 3] = corner >= 2 ? 1 : 0
                point[(free + 2) % 3] = corner % 2 == 1 ? 1 : 0
                let value = (y - (weights * point).sum()) / weights[free]
                guard value >= 0, value <= 1 else { continue }
                point[free] = value
                let hue = CAM16.hueRadians(ofLinear: point)
                guard let current = arc else {
                    arc = (point, hue, point, hue)
                    continue
                }
                // The second corner cuts the circle in two; later ones inside the arc narrow it.
                guard !cut || inCyclicOrder(current.leftHue, hue, current.rightHue) else { continue }
                cut = true
                if inCyclicOrder(current.leftHue, target, hue) {
                    arc = (current.left, current.leftHue, point, hue)
                } else {
                    arc = (point, hue, current.right, current.rightHue)
                }
            }
        }
        guard let arc else { return (SIMD3(repeating: y), SIMD3(repeating: y)) }
        return (arc.left, arc.right)
    }

    /// Whether going round the circle from `a`, `b` comes before `c` (angles in radians).
    private static func inCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        func turn(_ angle: Double) -> Double { (angle + 8 * .pi).truncatingRemainder(dividingBy: 2 * .pi) }
        return turn(b - a) < turn(c - a)
    }

    /// A linear component (`0...1`) as an unrounded 8-bit level (`0...255`).
    private static func eightBitLevel(_ linear: Double) -> Double {
        RGBAColor.delinearize(linear) * 255
    }

    /// The linear values at which a channel's 8-bit rounding changes: level `k` below,
    /// `k + 1` above `roundingPlanes[k]`.
    private static let roundingPlanes = (0..<255).map { RGBAColor.linearize((Double($0) + 0.5) / 255) }

    /// The linear components encoded and rounded to 8 bits each.
    static func eightBit(_ linear: SIMD3<Double>) -> RGBAColor {
        func channel(_ value: Double) -> UInt8 {
            UInt8(min(max((RGBAColor.delinearize(value) * 255).rounded(), 0), 255))
        }
        return RGBAColor(red8: channel(linear.x), green8: channel(linear.y), blue8: channel(linear.z))
    }
}

extension CAM16 {
    /// The hue, in radians, of linear sRGB components: the forward model as far as the
    /// opponent dimensions.
    static func hueRadians(ofLinear linear: SIMD3<Double>, in conditions: ViewingConditions = .material) -> Double {
        let adapted = conditions.adaptationFactors * multiply(coneFromXYZ, multiply(xyzFromLinearSRGB, linear * 100))
        let r = conditions.postAdaptation(adapted.x)
        let g = conditions.postAdaptation(adapted.y)
        let b = conditions.postAdaptation(adapted.z)
        return atan2((r + g - 2 * b) / 9, (11 * r - 12 * g + b) / 11)
    }
}
