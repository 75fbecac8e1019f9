import Benchmark
import BenchmarkFixtures
import Foundation
import Twilight
import TwilightTokens

/// A Tokens Studio export of 5 000 tokens: a `core` set of 2 000 (colours, spacings, some
/// computed with math) and four theme sets of 750 each (aliases into core, a fifth of them
/// with colour modifiers), chosen by four `$themes`.
func makeStudioExport() -> Data {
    func hex(_ n: Int) -> String { "#" + String(format: "%06x", n * 7919 % 0xFFFFFF) }
    var core: [String] = []
    for group in 0..<20 {
        var tokens: [String] = []
        for index in 0..<100 {
            let n = group * 100 + index
            switch index % 4 {
            case 0, 1: tokens.append(#""c\#(index)": {"value": "\#(hex(n))", "type": "color"}"#)
            case 2: tokens.append(#""s\#(index)": {"value": "\#(index % 16 + 1)", "type": "spacing"}"#)
            default: tokens.append(#""m\#(index)": {"value": "{g\#(group).s\#(index - 1)} * 2", "type": "spacing"}"#)
            }
        }
        core.append("\"g\(group)\": {\(tokens.joined(separator: ", "))}")
    }
    let themeNames = ["light", "dark", "highContrastLight", "highContrastDark"]
    var sets = ["\"core\": {\(core.joined(separator: ", "))}"]
    for (offset, theme) in themeNames.enumerated() {
        var tokens: [String] = []
        for index in 0..<750 {
            let target = "g\(index % 20).c\((index / 20) % 25 * 4)"  // c0, c4, …: colours
            if index % 5 == 0 {
                tokens.append(
                    #""t\#(index)": {"value": "{\#(target)}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "\#(offset % 2 == 0 ? "lighten" : "darken")", "value": "0.1", "space": "hsl"}}}}"#
                )
            } else {
                tokens.append(#""t\#(index)": {"value": "{\#(target)}", "type": "color"}"#)
            }
        }
        sets.append("\"\(theme)\": {\"semantic\": {\(tokens.joined(separator: ", "))}}")
    }
    let themes = themeNames.map { name in
        let selected = themeNames.map { "\"\($0)\": \"\($0 == name ? "enabled" : "disabled")\"" }.joined(separator: ", ")
        return #"{"name": "\#(name)", "selectedTokenSets": {"core": "source", \#(selected)}}"#
    }
    let order = (["core"] + themeNames).map { "\"\($0)\"" }.joined(separator: ", ")
    let text = "{\(sets.joined(separator: ", ")), \"$themes\": [\(themes.joined(separator: ", "))], \"$metadata\": {\"tokenSetOrder\": [\(order)]}}"
    return Data(text.utf8)
}

let benchmarks: @Sendable () -> Void = {
    let document = makeDocument()
    let studio = makeStudioExport()

    Benchmark(
        "Import a Tokens Studio export (5 000 tokens, 4 themes) and build CSS",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], scalingFactor: .one, maxDuration: .seconds(10))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let json = try TokenImport.conversion(of: studio, name: "studio.json", kind: .tokensStudio).json
            let tokens = try DesignTokens(data: Data(json.utf8), name: "studio.tokens.json")
            blackHole(CSSWriter().css(for: tokens))
        }
    }

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
            blackHole(CSSWriter().css(for: tokens))
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
        let sheet = CSSWriter().css(for: tokens).utf8.count
        var flattened = 0
        for brand in ["ember", "ocean", "forest"] {
            for density in ["comfortable", "compact"] {
                let options = DesignTokens.Options(inputs: ["brand": brand, "density": density])
                flattened +=
                    (try? DesignTokens(data: axesDocument, name: "axes.resolver.json", options: options)).map { CSSWriter().css(for: $0).utf8.count }
                    ?? 0
            }
        }
        print("Axes: the sheet with axes is \(sheet) bytes; the six flattened sheets are \(flattened) bytes together")
    }
    Benchmark("Axes: resolve every combination and build CSS, 5 000 tokens, 3 brands × 2 themes × 2 densities", configuration: axesConfiguration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let tokens = try DesignTokens(data: axesDocument, name: "axes.resolver.json")
            try tokens.resolveEveryCombination()
            blackHole(CSSWriter().css(for: tokens))
        }
    }
    Benchmark("Axes baseline: build CSS of the 6 brand × density combinations flattened", configuration: axesConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            for brand in ["ember", "ocean", "forest"] {
                for density in ["comfortable", "compact"] {
                    let options = DesignTokens.Options(inputs: ["brand": brand, "density": density])
                    let tokens = try DesignTokens(data: axesDocument, name: "axes.resolver.json", options: options)
                    blackHole(CSSWriter().css(for: tokens))
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
    Benchmark("Audit baseline: load the same document and resolve its 12 combinations", configuration: axesConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            let tokens = try DesignTokens(data: auditedDocument, name: "audit.resolver.json")
            blackHole(try tokens.resolveEveryCombination())
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
