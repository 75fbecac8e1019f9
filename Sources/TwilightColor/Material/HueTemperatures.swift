import Foundation

/// The colours of one chroma and tone at every whole hue, ranked by how warm they look:
/// how Material's fidelity and content schemes find a tertiary colour that complements or
/// follows the seed (Ou, Woodcock and Wright's colour temperature, as Material's
/// utilities compute it from CIE L*a*b*).
struct HueTemperatures {
    /// The seed.
    let input: HCT
    /// The colour of the seed's chroma and tone at hues 0 through 360.
    private let byHue: [HCT]
    /// Each of `byHue`'s temperature, and the seed's.
    private let temperatures: [Double]
    private let inputTemperature: Double
    private let coldest: (hct: HCT, temperature: Double)
    private let warmest: (hct: HCT, temperature: Double)

    init(of input: HCT) {
        self.input = input
        byHue = (0...360).map { HCT(hue: Double($0), chroma: input.chroma, tone: input.tone) }
        temperatures = byHue.map(Self.temperature)
        inputTemperature = Self.temperature(of: input)
        // The first coldest and the last warmest, of the hues in order and then the seed.
        var coldest = (hct: byHue[0], temperature: temperatures[0])
        var warmest = coldest
        for (hct, temperature) in zip(byHue + [input], temperatures + [inputTemperature]) {
            if temperature < coldest.temperature { coldest = (hct, temperature) }
            if temperature >= warmest.temperature { warmest = (hct, temperature) }
        }
        self.coldest = coldest
        self.warmest = warmest
    }

    /// The temperature relative to the coldest and warmest hues: `0` the coldest, `1` the
    /// warmest (`0.5` when they are the same).
    private func relative(_ temperature: Double) -> Double {
        let range = warmest.temperature - coldest.temperature
        return range == 0 ? 0.5 : (temperature - coldest.temperature) / range
    }

    /// The colour whose relative temperature is the seed's mirrored (1 − t), taken from the
    /// hues between the coldest and the warmest on the seed's other side.
    var complement: HCT {
        let fromColdToWarm = Self.isBetween(input.hue, coldest.hct.hue, warmest.hct.hue)
        let start = fromColdToWarm ? warmest.hct.hue : coldest.hct.hue
        let end = fromColdToWarm ? coldest.hct.hue : warmest.hct.hue
        let wanted = 1 - relative(inputTemperature)
        var answer = byHue[Int(input.hue.rounded())]
        var smallestError = 1000.0
        for addend in 0...360 {
            let hue = SchemePalettes.degrees(start + Double(addend))
            guard Self.isBetween(hue, start, end) else { continue }
            let index = Int(hue.rounded())
            let error = abs(wanted - relative(temperatures[index]))
            if error < smallestError {
                smallestError = error
                answer = byHue[index]
            }
        }
        return answer
    }

    /// `count` colours around the seed (the seed in the middle), spaced evenly in
    /// temperature among `divisions` steps of the hue circle.
    func analogous(count: Int, divisions: Int) -> [HCT] {
        let startHue = Int(input.hue.rounded())
        func relativeAt(_ hue: Int) -> Double { relative(temperatures[hue % 360]) }
        var last = relativeAt(startHue)
        var total = 0.0
        for step in 0..<360 {
            let temperature = relativeAt(startHue + step)
            total += abs(temperature - last)
            last = temperature
        }
        let step = total / Double(divisions)
        var colors = [byHue[startHue]]
        var travelled = 0.0
        last = relativeAt(startHue)
        var addend = 1
        while colors.count < divisions {
            let hct = byHue[(startHue + addend) % 360]
            let temperature = relativeAt(startHue + addend)
            travelled += abs(temperature - last)
            var extra = 1
            var reached = travelled >= Double(colors.count) * step
            while reached, colors.count < divisions {
                colors.append(hct)
                reached = travelled >= Double(colors.count + extra) * step
                extra += 1
            }
            last = temperature
            addend += 1
            if addend > 360 {
                while colors.count < divisions { colors.append(hct) }
                break
            }
        }
        var answers = [input]
        let warmer = (count - 1) / 2
        for offset in stride(from: 1, through: warmer, by: 1) {
            answers.insert(colors[((-offset % colors.count) + colors.count) % colors.count], at: 0)
        }
        for offset in stride(from: 1, through: count - warmer - 1, by: 1) {
            answers.append(colors[offset % colors.count])
        }
        return answers
    }

    /// Whether `angle` lies on the arc from `a` to `b` (degrees), going up.
    private static func isBetween(_ angle: Double, _ a: Double, _ b: Double) -> Bool {
        a < b ? a <= angle && angle <= b : a <= angle || angle <= b
    }

    /// The warmth of a colour: −0.5 plus 0.02 × its L*a*b* chroma^1.07 × the cosine of its
    /// L*a*b* hue less 50°.
    private static func temperature(of hct: HCT) -> Double {
        let color = hct.color
        let linear = SIMD3(RGBAColor.linearize(color.red), RGBAColor.linearize(color.green), RGBAColor.linearize(color.blue))
        let xyz = CAM16.multiply(CAM16.xyzFromLinearSRGB, linear * 100)
        let white = SIMD3<Double>(95.047, 100, 108.883)
        let f = xyz / white
        func labF(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let (fx, fy, fz) = (labF(f.x), labF(f.y), labF(f.z))
        let a = 500 * (fx - fy)
        let b = 200 * (fy - fz)
        let hue = SchemePalettes.degrees(atan2(b, a) * 180 / .pi)
        let chroma = (a * a + b * b).squareRoot()
        return -0.5 + 0.02 * pow(chroma, 1.07) * cos(SchemePalettes.degrees(hue - 50) * .pi / 180)
    }
}
