import Benchmark
import TwilightColor

/// Colour conversions and palette derivation.
let benchmarks: @Sendable () -> Void = {
    let hexes: [String] = (0..<1_000).map { (index: Int) -> String in
        let red = UInt8(index % 256)
        let green = UInt8((index * 7) % 256)
        let blue = UInt8((index * 13) % 256)
        return RGBAColor(red8: red, green8: green, blue8: blue).hexString
    }

    Benchmark(
        "hex → OKLCH → hex, 1000 colours",
        configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: .one)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            for hex in hexes {
                blackHole(RGBAColor((try? RGBAColor(hex: hex))?.oklch ?? OKLCHColor(l: 0, c: 0, h: 0)).hexString)
            }
        }
    }

    var roles: [(String, RGBAColor)] = [("background", .white)]
    var pairs: [ContrastRequirement] = []
    for index in 1..<200 {
        let lch = OKLCHColor(l: Double(index % 10) / 10, c: 0.12, h: Double((index * 37) % 360))
        roles.append(("role\(index)", RGBAColor(lch).gamutMapped))
        pairs.append(ContrastRequirement(foreground: "role\(index)", background: "background", target: index % 2 == 0 ? 4.5 : 3))
    }
    let palette = Palette(roles: roles, pairs: pairs)

    Benchmark(
        "Derive dark + high-contrast variants, 200 roles",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(5))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(palette.derived(.dark))
            blackHole(palette.derived(.highContrastDark))
        }
    }
}
