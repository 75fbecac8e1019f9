import Benchmark
import BenchmarkFixtures
import Foundation
import Twilight
import TwilightTokenTools
import TwilightTokens

/// Resolves every combination of a mode and axis values through the public lookup, as the
/// audit does; returns how many there are.
func resolveEveryCombination(of tokens: DesignTokens) throws -> Int {
    var combinations: [[String: String]] = [[:]]
    for axis in tokens.axes {
        combinations = combinations.flatMap { chosen in axis.values.map { chosen.merging([axis.name: $0]) { $1 } } }
    }
    for mode in tokens.modes {
        for values in combinations { blackHole(try tokens.tokens(in: mode, axes: ThemeAxes(validating: values))) }
    }
    return tokens.modes.count * combinations.count
}

let benchmarks: @Sendable () -> Void = {
    let document = makeDocument()

    Benchmark(
        "Baseline: parse the same document with JSONSerialization",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(10))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try JSONSerialization.jsonObject(with: document))
        }
    }

    Benchmark(
        "Validate + build CSS, 10 000 tokens × 4 modes",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], scalingFactor: .one, maxDuration: .seconds(10))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let tokens = try DesignTokens(data: document, name: "bench.resolver.json")
            blackHole(ThemeStyleSheet(tokens: tokens, styles: tokens.styles).css)
        }
    }

    // A second axis: 5 000 tokens, 3 brands × 2 themes × 2 densities. The whole sheet
    // (every combination resolved, each token only in the rules of what it depends on)
    // against the baseline of building the six brand × density combinations flattened
    // (`--input`), which is what a design system ships without axes.
    let axesDocument = makeAxesDocument()
    let axesConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        scalingFactor: .one,
        maxDuration: .seconds(10)
    )
    if let tokens = try? DesignTokens(data: axesDocument, name: "axes.resolver.json") {
        // The sizes, once: the sheet with axes, the six flattened sheets together.
        let sheet = ThemeStyleSheet(tokens: tokens, styles: tokens.styles).css.utf8.count
        var flattened = 0
        for brand in ["ember", "ocean", "forest"] {
            for density in ["comfortable", "compact"] {
                let options = DesignTokens.Options(inputs: ["brand": brand, "density": density])
                flattened +=
                    (try? DesignTokens(data: axesDocument, name: "axes.resolver.json", options: options)).map {
                        ThemeStyleSheet(tokens: $0, styles: $0.styles).css.utf8.count
                    }
                    ?? 0
            }
        }
        print("Axes: the sheet with axes is \(sheet) bytes; the six flattened sheets are \(flattened) bytes together")
    }
    Benchmark("Axes: resolve every combination and build CSS, 5 000 tokens, 3 brands × 2 themes × 2 densities", configuration: axesConfiguration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let tokens = try DesignTokens(data: axesDocument, name: "axes.resolver.json")
            blackHole(ThemeStyleSheet(tokens: tokens, styles: tokens.styles).css)
        }
    }
    Benchmark("Axes baseline: build CSS of the 6 brand × density combinations flattened", configuration: axesConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            for brand in ["ember", "ocean", "forest"] {
                for density in ["comfortable", "compact"] {
                    let options = DesignTokens.Options(inputs: ["brand": brand, "density": density])
                    let tokens = try DesignTokens(data: axesDocument, name: "axes.resolver.json", options: options)
                    blackHole(ThemeStyleSheet(tokens: tokens, styles: tokens.styles).css)
                }
            }
        }
    }

    // The contrast audit: 2 000 declared pairs in each of the 12 combinations. Its
    // baseline, measured in the same run, resolves every combination without auditing.
    let auditedDocument = makeAxesDocument(contrastPairs: 2_000)
    Benchmark("Audit: 2 000 contrast pairs in 12 combinations of 5 000 tokens, loading included", configuration: axesConfiguration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let tokens = try DesignTokens(data: auditedDocument, name: "audit.resolver.json")
            blackHole(try ContrastAudit(of: tokens).failures.count)
        }
    }
    // The same pairs, nearly all failing: each failure is explained and gets a suggestion.
    let failingDocument = makeAxesDocument(contrastPairs: 2_000, failing: true)
    Benchmark("Audit, failing: 2 000 contrast pairs in 12 combinations of 5 000 tokens, loading included", configuration: axesConfiguration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let tokens = try DesignTokens(data: failingDocument, name: "failing.resolver.json")
            blackHole(try ContrastAudit(of: tokens).failures.map(\.summary))
        }
    }
    Benchmark("Audit baseline: load the same document and resolve its 12 combinations", configuration: axesConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            let tokens = try DesignTokens(data: auditedDocument, name: "audit.resolver.json")
            blackHole(try resolveEveryCombination(of: tokens))
        }
    }

    let tokens = try! DesignTokens(data: document, name: "bench.resolver.json")
    let provider = try! tokens.color("g42.t17")

    Benchmark(
        "Resolve one colour token through its provider, 1000 lookups",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            for index in 0..<1_000 {
                blackHole(provider(index % 2 == 0 ? .dark : .light))
            }
        }
    }
}
