import Benchmark
import Foundation
import Twilight
import TwilightTokens

/// A resolver document of 10 000 tokens (colours as DTCG objects and hex strings,
/// aliases, dimensions, numbers) with a theme modifier of 4 modes, each overriding a
/// quarter of the colours.
func makeDocument() -> Data {
    func hex(_ n: Int) -> String { "#" + String(format: "%06x", n % 0xFFFFFF) }
    var base: [String] = []
    for group in 0..<100 {
        var tokens: [String] = []
        for index in 0..<100 {
            let n = group * 100 + index
            let value: String
            switch index % 10 {
            case 0..<5:
                value =
                    #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(Double(n % 256) / 255), 0.5, \#(Double(index) / 100)]}}"#
            case 5, 6:
                value = #"{"$type": "color", "$value": "\#(hex(n * 97))"}"#
            case 7:
                value = #"{"$type": "color", "$value": "{g\#(group).t\#(index - 7)}"}"#
            case 8:
                value = #"{"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}"#
            default:
                value = #"{"$type": "number", "$value": \#(n)}"#
            }
            tokens.append("\"t\(index)\": \(value)")
        }
        base.append("\"g\(group)\": {\(tokens.joined(separator: ", "))}")
    }
    func override(_ mode: Int) -> String {
        let groups = (0..<100).map { group in
            let tokens = stride(from: 0, to: 100, by: 4).map { index in
                #""t\#(index)": {"$type": "color", "$value": "\#(hex((group * 100 + index + mode) * 31))"}"#
            }
            return "\"g\(group)\": {\(tokens.joined(separator: ", "))}"
        }
        return "[{\(groups.joined(separator: ", "))}]"
    }
    let contexts = ["light", "dark", "highContrastLight", "highContrastDark"].enumerated()
        .map { "\"\($0.element)\": \(override($0.offset))" }.joined(separator: ", ")
    let text = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{\(base.joined(separator: ", "))}]}},
         "modifiers": {"theme": {"contexts": {\(contexts)}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """
    return Data(text.utf8)
}

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
            let json = try TokenImport.convert(studio, name: "studio.json", kind: .tokensStudio)
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
