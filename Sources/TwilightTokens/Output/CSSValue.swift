import Foundation
import Twilight
import TwilightColor

/// How token values are written in CSS.
package enum CSSValue {
    /// The CSS text for a value, or `nil` for a value with no CSS form (a stroke style
    /// with a dash array). With `wide`, colours outside sRGB inside composites are written
    /// in the space their tokens wrote them; otherwise every colour is a gamut-mapped hex.
    package static func text(for value: TokenValue, wide: Bool = false) -> String? {
        switch value {
        case .color(let color): return colorText(color)
        case .dimension(let dimension): return dimension.description
        case .number(let number): return JSONValue.format(number)
        case .duration(let duration): return duration.description
        case .fontFamily(let names): return names.map(fontFamilyName).joined(separator: ", ")
        case .fontWeight(let weight): return JSONValue.format(weight)
        case .cubicBezier(let curve):
            return "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.format).joined(separator: ", ")))"
        case .string(let text): return quoted(text)
        case .composite(let type, let json): return composite(type, json, wide: wide)
        }
    }

    /// A colour as CSS: hex where 8 bits per channel carry it exactly (within ΔE-OK 0.0002,
    /// alpha within 1/1000), otherwise `color(srgb r g b)` to six decimals, so that the
    /// browser computes the document's value, not the nearest 8-bit one; mapped into sRGB
    /// first by CSS Color 4's algorithm.
    static func colorText(_ color: RGBAColor) -> String {
        let mapped = color.gamutMapped
        let (red, green, blue, alpha) = mapped.rgba8
        let rounded = RGBAColor(red8: red, green8: green, blue8: blue, alpha8: alpha)
        // A colour written in hex (most are) is its 8-bit self: no distance to work out.
        if rounded == mapped || (rounded.distanceOK(to: mapped) <= 0.0002 && abs(rounded.alpha - mapped.alpha) <= 0.001) {
            return rounded.hexString
        }
        return mapped.formatted(as: .srgb)
    }

    /// One custom property a token writes: its name, its value, and the value with
    /// wide-gamut colours when it has any (written where the browser supports them).
    struct Declaration: Equatable {
        var name: String
        var value: String
        var wide: String?
    }

    /// The custom properties of `token`: one, and for a typography token one more per
    /// part (`--heading-font-size`…), so a rule can use the parts on their own.
    static func declarations(for token: DesignToken, name: String) -> [Declaration] {
        guard var value = text(for: token.value) else { return [] }
        var wide: String? = nil
        if let source = token.wideGamutSource {
            wide = wideColor(source)
            // The document's own sRGB fallback, where it gives one, rather than a mapping.
            if case .object(let object) = source, case .string(let hex)? = object["hex"], let fallback = try? RGBAColor(hex: hex),
                case .color(let color) = token.value
            {
                value = fallback.withAlpha(color.alpha).hexString
            }
        } else if case .composite = token.value, let text = text(for: token.value, wide: true), text != value {
            wide = text
        }
        var result = [Declaration(name: name, value: value, wide: wide)]
        if case .composite(.typography, .object(let typography)) = token.value {
            for (member, suffix, type) in typographyParts {
                guard let part = part(typography[member], as: type, wide: false) else { continue }
                result.append(Declaration(name: name + suffix, value: part, wide: nil))
            }
        }
        return result
    }

    /// The parts of a typography token written as custom properties of their own.
    static let typographyParts: [(member: String, suffix: String, type: TokenType)] = [
        ("fontFamily", "-font-family", .fontFamily), ("fontSize", "-font-size", .dimension),
        ("fontWeight", "-font-weight", .fontWeight), ("letterSpacing", "-letter-spacing", .dimension),
        ("lineHeight", "-line-height", .number),
    ]

    /// A DTCG colour object in a wide-gamut space as CSS Color 4 text:
    /// `color(display-p3 1 0 0)`, `oklch(0.7 0.3 145 / 0.5)`; a colour written as a CSS
    /// string, as ``TokenValueParser/wideGamutSource(of:parsed:)`` wrote it anew.
    static func wideColor(_ json: JSONValue) -> String? {
        if case .string(let text) = json { return text }
        guard case .object(let color) = json, case .string(let space)? = color["colorSpace"],
            case .array(let components)? = color["components"], components.count == 3
        else { return nil }
        let numbers = components.map { component -> String in
            if case .number(let number) = component { return JSONValue.format(number) }
            return "none"
        }
        var inner = numbers.joined(separator: " ")
        if case .number(let alpha)? = color["alpha"], alpha != 1 { inner += " / " + JSONValue.format(alpha) }
        switch space {
        case "oklch", "oklab", "lab", "lch": return "\(space)(\(inner))"
        case "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65", "xyz": return "color(\(space) \(inner))"
        default: return nil
        }
    }

    /// The `@supports` condition under which every wide colour in `texts` is understood.
    static func supportsCondition(for texts: [String]) -> String {
        var tests: [String] = []
        // `lab(` and `lch(` are looked for with the OK forms taken out.
        let withoutOK = texts.map { $0.replacingOccurrences(of: "oklab(", with: "").replacingOccurrences(of: "oklch(", with: "") }
        for (marker, test) in [
            ("color(display-p3", "(color: color(display-p3 0 0 0))"), ("oklch(", "(color: oklch(0 0 0))"),
            ("oklab(", "(color: oklab(0 0 0))"), ("color(xyz", "(color: color(xyz 0 0 0))"),
            ("color(a98-rgb", "(color: color(a98-rgb 0 0 0))"), ("color(prophoto-rgb", "(color: color(prophoto-rgb 0 0 0))"),
            ("color(rec2020", "(color: color(rec2020 0 0 0))"),
        ] where texts.contains(where: { $0.contains(marker) }) {
            tests.append(test)
        }
        for (marker, test) in [("lab(", "(color: lab(0 0 0))"), ("lch(", "(color: lch(0 0 0))")]
        where withoutOK.contains(where: { $0.contains(marker) }) {
            tests.append(test)
        }
        return tests.joined(separator: " and ")
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

    /// A member of a composite as CSS; with `wide`, a colour outside sRGB in its own space.
    private static func part(_ json: JSONValue?, as type: TokenType, wide: Bool) -> String? {
        guard let json, let value = try? TokenValueParser.parse(SourceNode(json: json), as: type) else { return nil }
        if wide, type == .color, let source = TokenValueParser.wideGamutSource(of: SourceNode(json: json), parsed: value) {
            return wideColor(source)
        }
        return text(for: value)
    }

    /// A composite as one CSS value: a border's `width style color`, shadow layers, a
    /// transition's `duration curve delay`, typography's `font` shorthand, a gradient's
    /// `linear-gradient()` (DTCG gradients have no direction: top to bottom, CSS's default).
    private static func composite(_ type: TokenType, _ json: JSONValue, wide: Bool) -> String? {
        func part(_ json: JSONValue?, as type: TokenType) -> String? { Self.part(json, as: type, wide: wide) }
        switch (type, json) {
        case (.strokeStyle, .string(let keyword)):
            return keyword
        case (.border, .object(let border)):
            guard let color = part(border["color"], as: .color), let width = part(border["width"], as: .dimension) else { return nil }
            let style: String
            switch border["style"] {
            case .string(let keyword)?: style = keyword
            case .object?: style = "dashed"  // a dash array: CSS borders have only the keyword
            default: style = "solid"
            }
            return "\(width) \(style) \(color)"
        case (.shadow, .object):
            return shadow(json, wide: wide)
        case (.shadow, .array(let layers)):
            let parts = layers.compactMap { shadow($0, wide: wide) }
            return parts.count == layers.count ? parts.joined(separator: ", ") : nil
        case (.transition, .object(let transition)):
            guard let duration = part(transition["duration"], as: .duration) else { return nil }
            let delay = part(transition["delay"], as: .duration) ?? "0ms"
            let curve = part(transition["timingFunction"], as: .cubicBezier) ?? "ease"
            return "\(duration) \(curve) \(delay)"
        case (.typography, .object(let typography)):
            guard let family = part(typography["fontFamily"], as: .fontFamily), let size = part(typography["fontSize"], as: .dimension),
                let weight = part(typography["fontWeight"], as: .fontWeight), let lineHeight = part(typography["lineHeight"], as: .number)
            else { return nil }
            return "\(weight) \(size)/\(lineHeight) \(family)"
        case (.gradient, .array(let stops)):
            let parts = stops.compactMap { stop -> String? in
                guard case .object(let members) = stop, let color = part(members["color"], as: .color),
                    case .number(let position)? = members["position"]
                else { return nil }
                return "\(color) \(JSONValue.format((position * 100 * 1e6).rounded() / 1e6))%"
            }
            return parts.count == stops.count ? "linear-gradient(\(parts.joined(separator: ", ")))" : nil
        default:
            return nil
        }
    }

    private static func shadow(_ json: JSONValue, wide: Bool) -> String? {
        guard case .object(let shadow) = json, let color = part(shadow["color"], as: .color, wide: wide),
            let x = part(shadow["offsetX"], as: .dimension, wide: false), let y = part(shadow["offsetY"], as: .dimension, wide: false)
        else { return nil }
        let blur = part(shadow["blur"], as: .dimension, wide: false) ?? "0px"
        let spread = part(shadow["spread"], as: .dimension, wide: false) ?? "0px"
        let inset = shadow["inset"] == .bool(true) ? "inset " : ""
        return "\(inset)\(x) \(y) \(blur) \(spread) \(color)"
    }
}

extension SourceNode {
    /// A node without positions from a JSON value.
    package init(json: JSONValue) {
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
