import Benchmark
import TwilightColor

/// Colour conversions (palette derivation is `twilight palette`'s, package-internal, and
/// measured by its tests).
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
}
