import Benchmark
import TwilightColor

/// Colour conversions (palette derivation is `twilight palette`'s, package-internal, and
/// measured by its tests), and Material's dynamic schemes: one scheme is every role of a
/// seed's light and dark schemes, as an app re-themed from a picked colour computes it.
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

    // The seeds of the side-by-side run against Material Color Utilities on node: 1 000
    // colours spread over the cube.
    let seeds = (0..<1_000).map { (index: Int) -> RGBAColor in
        RGBAColor(red8: UInt8((index * 37) % 256), green8: UInt8((index * 91) % 256), blue8: UInt8((index * 53) % 256))
    }
    for specification in DynamicScheme.Specification.allCases {
        Benchmark(
            "Dynamic scheme, tonal spot, light and dark, every role (\(specification.rawValue)), 1000 seeds",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(10))
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                for seed in seeds {
                    blackHole(DynamicScheme(seed: seed, variant: .tonalSpot, isDark: false, specification: specification))
                    blackHole(DynamicScheme(seed: seed, variant: .tonalSpot, isDark: true, specification: specification))
                }
            }
        }
    }
}
