import Twilight
import TwilightColor

/// How token values are written in CSS.
enum CSSValue {
    /// The CSS text for a value, or `nil` for composites with no single CSS value
    /// (typography, gradients, object stroke styles).
    static func text(for value: TokenValue) -> String? {
        switch value {
        case .color(let color): return color.gamutMapped.hexString
        case .dimension(let dimension): return dimension.description
        case .number(let number): return JSONValue.format(number)
        case .duration(let duration): return duration.description
        case .fontFamily(let names): return names.map(fontFamilyName).joined(separator: ", ")
        case .fontWeight(let weight): return JSONValue.format(weight)
        case .cubicBezier(let curve):
            return "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.format).joined(separator: ", ")))"
        case .string(let text): return quoted(text)
        case .composite(let type, let json): return composite(type, json)
        }
    }

    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
        "ui-sans-serif", "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    ]

    static func fontFamilyName(_ name: String) -> String {
        genericFamilies.contains(name) ? name : quoted(name)
    }

    /// A CSS string in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as a CSS identifier, escaped as CSSOM's `CSS.escape` does, for a class
    /// selector (`.theme-\31 0x`).
    static func identifier(_ text: String) -> String {
        var result = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let isDigit = ("0"..."9").contains(scalar)
            switch scalar {
            case "\u{0}": result += "\u{FFFD}"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\" + String(scalar.value, radix: 16) + " "
            case _ where isDigit && (index == 0 || index == 1 && scalars[0] == "-"): result += "\\" + String(scalar.value, radix: 16) + " "
            case "-" where index == 0 && scalars.count == 1: result += "\\-"
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": result.unicodeScalars.append(scalar)
            case _ where scalar.value >= 0x80: result.unicodeScalars.append(scalar)
            default:
                result += "\\"
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `path` as a custom property name: segments joined with `-`, characters outside
    /// `[A-Za-z0-9_-]` and non-ASCII escaped with a backslash.
    static func propertyName(_ path: String, prefix: String) -> String {
        var name = "--" + prefix
        for scalar in path.unicodeScalars {
            switch scalar {
            case ".": name += "-"
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": name.unicodeScalars.append(scalar)
            case _ where scalar.value >= 0x80: name.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: name += "\\" + String(scalar.value, radix: 16) + " "
            default:
                name += "\\"
                name.unicodeScalars.append(scalar)
            }
        }
        return name
    }

    private static func part(_ json: JSONValue?, as type: TokenType) -> String? {
        guard let json, let value = try? TokenValueParser.parse(SourceNode(json: json), as: type) else { return nil }
        return text(for: value)
    }

    private static func composite(_ type: TokenType, _ json: JSONValue) -> String? {
        switch (type, json) {
        case (.strokeStyle, .string(let keyword)):
            return keyword
        case (.border, .object(let border)):
            guard let color = part(border["color"], as: .color), let width = part(border["width"], as: .dimension) else { return nil }
            let style: String
            if case .string(let keyword)? = border["style"] { style = keyword } else { style = "solid" }
            return "\(width) \(style) \(color)"
        case (.shadow, .object):
            return shadow(json)
        case (.shadow, .array(let layers)):
            let parts = layers.compactMap(shadow)
            return parts.count == layers.count ? parts.joined(separator: ", ") : nil
        case (.transition, .object(let transition)):
            guard let duration = part(transition["duration"], as: .duration) else { return nil }
            let delay = part(transition["delay"], as: .duration) ?? "0ms"
            let curve = part(transition["timingFunction"], as: .cubicBezier) ?? "ease"
            return "\(duration) \(curve) \(delay)"
        default:
            return nil
        }
    }

    private static func shadow(_ json: JSONValue) -> String? {
        guard case .object(let shadow) = json, let color = part(shadow["color"], as: .color),
            let x = part(shadow["offsetX"], as: .dimension), let y = part(shadow["offsetY"], as: .dimension)
        else { return nil }
        let blur = part(shadow["blur"], as: .dimension) ?? "0px"
        let spread = part(shadow["spread"], as: .dimension) ?? "0px"
        let inset = shadow["inset"] == .bool(true) ? "inset " : ""
        return "\(inset)\(x) \(y) \(blur) \(spread) \(color)"
    }
}

extension SourceNode {
    /// A node without positions from a JSON value.
    init(json: JSONValue) {
        switch json {
        case .object(let members):
            self.init(.object(members.keys.sorted().map { SourceMember(key: $0, keyLocation: nil, value: SourceNode(json: members[$0]!)) }), at: nil)
        case .array(let elements): self.init(.array(elements.map(SourceNode.init(json:))), at: nil)
        case .string(let text): self.init(.string(text), at: nil)
        case .number(let number): self.init(.number(number), at: nil)
        case .bool(let value): self.init(.bool(value), at: nil)
        case .null: self.init(.null, at: nil)
        }
    }
}
