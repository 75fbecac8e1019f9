import Foundation

/// A resolver document of `groups` × 100 tokens (10 000 by default) (colours as DTCG objects and hex strings,
/// aliases, dimensions, numbers) with a theme modifier of 4 modes, each overriding a
/// quarter of the colours.
public func makeDocument(groups: Int = 100) -> Data {
    func hex(_ n: Int) -> String { "#" + String(format: "%06x", n % 0xFFFFFF) }
    var base: [String] = []
    for group in 0..<groups {
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
        let overrides = (0..<groups).map { group in
            let tokens = stride(from: 0, to: 100, by: 4).map { index in
                #""t\#(index)": {"$type": "color", "$value": "\#(hex((group * 100 + index + mode) * 31))"}"#
            }
            return "\"g\(group)\": {\(tokens.joined(separator: ", "))}"
        }
        return "[{\(overrides.joined(separator: ", "))}]"
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
