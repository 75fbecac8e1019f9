import Twilight
import TwilightColor
package import TwilightTokens

/// Writes one mode of a token document as a flat JSON object from dot-separated token
/// path to resolved value, keys sorted: colours as lowercase `#rrggbb` (`#rrggbbaa` when
/// not opaque), dimensions and durations as CSS text (`16px`, `200ms`), numbers and font
/// weights as numbers, font families and cubic Béziers as arrays, composites as objects whose
/// colours and measures are written the same way.
package enum FlatJSONWriter {
    /// The JSON text for `mode` (the default mode if `nil`), or `nil` if there is no such mode.
    package static func json(for tokens: DesignTokens, mode: String? = nil) -> String? {
        guard let set = tokens.tokens(in: mode ?? tokens.defaultMode) else { return nil }
        var object: [String: JSONValue] = [:]
        for token in set.orderedTokens { object[token.path] = jsonValue(token.value) }
        var text = "{\n"
        for (index, path) in object.keys.sorted().enumerated() {
            text += "  "
            JSONValue.writeString(path, to: &text)
            text += ": " + object[path]!.jsonText
            text += index + 1 < object.count ? ",\n" : "\n"
        }
        return text + "}\n"
    }

    static func jsonValue(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let color): .string(color.gamutMapped.hexString)
        case .dimension(let dimension): .string(dimension.description)
        case .number(let number), .fontWeight(let number): .number(number)
        case .duration(let duration): .string(duration.description)
        case .fontFamily(let names): .array(names.map(JSONValue.string))
        case .cubicBezier(let curve): .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number))
        case .string(let text): .string(text)
        case .composite(_, let json): normalized(json)
        }
    }

    /// Composite parts written the same way as whole tokens: colour objects as hex,
    /// `{value, unit}` measures as CSS text.
    static func normalized(_ json: JSONValue) -> JSONValue {
        switch json {
        case .object(let members):
            let node = SourceNode(json: json)
            if members["colorSpace"] != nil, let color = try? TokenValueParser.color(node) {
                return .string(color.gamutMapped.hexString)
            }
            if members.count == 2, members["value"] != nil, members["unit"] != nil {
                for type in [TokenType.dimension, .duration] {
                    switch try? TokenValueParser.parse(node, as: type) {
                    case .dimension(let dimension)?: return .string(dimension.description)
                    case .duration(let duration)?: return .string(duration.description)
                    default: continue
                    }
                }
            }
            return .object(members.mapValues(normalized))
        case .array(let elements):
            return .array(elements.map(normalized))
        default:
            return json
        }
    }
}
