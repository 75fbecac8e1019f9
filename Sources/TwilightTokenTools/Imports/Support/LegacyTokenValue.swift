import Foundation
import TwilightColor
import TwilightTokens

/// Turns the values of pre-DTCG token formats (Tokens Studio, Style Dictionary) into DTCG
/// values: `"#ff0000"` or `"rgba(…)"` into a colour object, `"8"`, `"8px"` or `"1.5rem"`
/// into a dimension, `"50%"` into a number, weight names into numbers. Aliases
/// (`{a.b}`) are kept as they are; anything without a DTCG form becomes a string, with a
/// note saying so.
struct LegacyTokenValue {
    /// What the conversion did that a user should know, one line each.
    var notes: [String] = []

    /// Tokens Studio's and Style Dictionary's type names → the DTCG type, if there is one.
    static let types: [String: TokenType] = [
        "color": .color,
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "letterSpacing": .dimension, "paragraphSpacing": .dimension, "dimension": .dimension,
        "size": .dimension,
        "opacity": .number, "number": .number, "lineHeights": .number,
        "fontWeights": .fontWeight, "fontWeight": .fontWeight,
        "fontFamilies": .fontFamily, "fontFamily": .fontFamily,
        "boxShadow": .shadow, "shadow": .shadow,
        "typography": .typography, "border": .border,
        "duration": .duration, "time": .duration, "cubicBezier": .cubicBezier,
        "textCase": .string, "textDecoration": .string, "other": .string, "string": .string, "content": .string,
    ]

    /// Font weight names → numbers (CSS and Tokens Studio spellings, any case or spacing).
    static let weights: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
    ]

    /// The DTCG form of `value` for a token of `typeName` at `path`.
    mutating func convert(_ value: SourceNode, typeName: String?, path: String) -> (TokenType?, SourceNode) {
        let type = typeName.flatMap { Self.types[$0] }
        if let typeName, type == nil {
            notes.append("\(path): the type \"\(typeName)\" has no DTCG form; kept as a string")
            return (.string, stringNode(value))
        }
        // A whole-value alias keeps its target's type.
        if let text = value.string, AliasResolver.aliasTarget(text) != nil { return (type, value) }
        switch type {
        case .color?: return (.color, color(value, path: path))
        case .dimension?:
            if typeName == "letterSpacing" || typeName == "paragraphSpacing", let text = value.string, text.hasSuffix("%") {
                notes.append("\(path): \(typeName!) \(text) is relative to the font size, which DTCG cannot say; kept as a string")
                return (.string, value)
            }
            return (.dimension, dimension(value, path: path))
        case .number?: return (.number, number(value, path: path, typeName: typeName))
        case .fontWeight?: return (.fontWeight, fontWeight(value, path: path))
        case .fontFamily?:
            if let text = value.string, text.contains(",") {
                let names = text.split(separator: ",").map {
                    SourceNode(.string($0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))), at: nil)
                }
                return (.fontFamily, SourceNode(.array(names), at: value.location))
            }
            return (.fontFamily, value)
        case .shadow?: return (.shadow, shadow(value, path: path))
        case .typography?: return (.typography, typography(value, path: path))
        case .border?: return (.border, border(value, path: path))
        case .duration?:
            if let number = value.number ?? value.string.flatMap({ Double($0.replacingOccurrences(of: "ms", with: "")) }) {
                return (.duration, object(["value": .number(number), "unit": .string("ms")], at: value.location))
            }
            return (.duration, value)
        case .string?:
            if let typeName, !["string", "content"].contains(typeName) {
                notes.append("\(path): DTCG has no \(typeName) type; kept as a string")
            }
            return (.string, stringNode(value))
        case nil:
            // No type: a colour if it reads as one, else left for the document to type.
            if let text = value.string, let parsed = try? RGBAColor(css: text) {
                return (.color, TokenImport.colorNode(parsed))
            }
            return (nil, value)
        default:
            return (type, value)
        }
    }

    func stringNode(_ value: SourceNode) -> SourceNode {
        if value.string != nil { return value }
        return SourceNode(.string(value.number.map { JSONValue.format($0) } ?? value.jsonValue.jsonText), at: value.location)
    }

    func object(_ members: KeyValuePairs<String, SourceNode.Kind>, at location: SourcePosition?) -> SourceNode {
        SourceNode(.object(members.map { SourceMember(key: $0.key, keyLocation: nil, value: SourceNode($0.value, at: nil)) }), at: location)
    }

    mutating func color(_ value: SourceNode, path: String) -> SourceNode {
        guard let text = value.string else { return value }
        if AliasResolver.aliasTarget(text) != nil { return value }
        guard let parsed = try? RGBAColor(css: text) else {
            notes.append("\(path): \"\(text)\" is not a colour Twilight reads; kept as it is")
            return value
        }
        return TokenImport.colorNode(parsed)
    }

    /// `8`, `"8"`, `"8px"`, `"1.5rem"`: unitless numbers are pixels, as Tokens Studio reads them.
    mutating func dimension(_ value: SourceNode, path: String) -> SourceNode {
        if let number = value.number { return object(["value": .number(number), "unit": .string("px")], at: value.location) }
        guard let text = value.string?.trimmingCharacters(in: .whitespaces) else { return value }
        if AliasResolver.aliasTarget(text) != nil { return value }
        for unit in ["px", "rem"] where text.hasSuffix(unit) {
            if let number = Double(text.dropLast(unit.count)) {
                return object(["value": .number(number), "unit": .string(unit)], at: value.location)
            }
        }
        if let number = Double(text) { return object(["value": .number(number), "unit": .string("px")], at: value.location) }
        if text.hasSuffix("em"), let number = Double(text.dropLast(2)) {
            notes.append("\(path): \(text) is in em, which DTCG has no unit for; written as \(JSONValue.format(number))rem")
            return object(["value": .number(number), "unit": .string("rem")], at: value.location)
        }
        notes.append("\(path): \"\(text)\" is not a dimension; kept as it is")
        return value
    }

    mutating func number(_ value: SourceNode, path: String, typeName: String?) -> SourceNode {
        if value.number != nil { return value }
        guard let text = value.string?.trimmingCharacters(in: .whitespaces), AliasResolver.aliasTarget(text) == nil else { return value }
        if text.hasSuffix("%"), let number = Double(text.dropLast()) {
            notes.append("\(path): \(text) written as the number \(JSONValue.format(number / 100))")
            return SourceNode(.number(number / 100), at: value.location)
        }
        if let number = Double(text) { return SourceNode(.number(number), at: value.location) }
        if typeName == "lineHeights" {
            notes.append("\(path): the line height \"\(text)\" is not a number; kept as it is")
        }
        return value
    }

    mutating func fontWeight(_ value: SourceNode, path: String) -> SourceNode {
        if value.number != nil { return value }
        guard let text = value.string, AliasResolver.aliasTarget(text) == nil else { return value }
        if let number = Double(text) { return SourceNode(.number(number), at: value.location) }
        let key = text.lowercased().filter { $0.isLetter }
        guard let weight = Self.weights[key] ?? Self.weights[key.replacingOccurrences(of: "italic", with: "")] else {
            notes.append("\(path): the font weight \"\(text)\" is not one Twilight knows; kept as it is")
            return value
        }
        if key.contains("italic") { notes.append("\(path): \"\(text)\" is a weight and a style; the style is dropped") }
        return SourceNode(.number(weight), at: value.location)
    }

    /// Tokens Studio shadows: `{x, y, blur, spread, color, type}` or a list of them.
    mutating func shadow(_ value: SourceNode, path: String) -> SourceNode {
        if case .array(let layers) = value.kind {
            return SourceNode(.array(layers.map { shadow($0, path: path) }), at: value.location)
        }
        guard value.members != nil else { return value }
        var members: [SourceMember] = []
        func add(_ key: String, _ node: SourceNode) { members.append(SourceMember(key: key, keyLocation: nil, value: node)) }
        if let color = value["color"] { add("color", self.color(color, path: path)) }
        for (from, to) in [
            ("x", "offsetX"), ("y", "offsetY"), ("blur", "blur"), ("spread", "spread"), ("offsetX", "offsetX"), ("offsetY", "offsetY"),
        ] {
            if let node = value[from] { add(to, dimension(node, path: path)) }
        }
        for key in ["offsetX", "offsetY", "blur", "spread"] where !members.contains(where: { $0.key == key }) {
            members.append(SourceMember(key: key, keyLocation: nil, value: SourceNode(.object(measure(0, "px")), at: nil)))
        }
        if value["type"]?.string == "innerShadow" || value["inset"]?.kind == .bool(true) {
            add("inset", SourceNode(.bool(true), at: nil))
        }
        return SourceNode(.object(members), at: value.location)
    }

    mutating func typography(_ value: SourceNode, path: String) -> SourceNode {
        guard let source = value.members else { return value }
        var members: [SourceMember] = []
        for member in source {
            let converted: SourceNode
            switch member.key {
            case "fontFamily": converted = member.value
            case "fontWeight": converted = fontWeight(member.value, path: path)
            case "fontSize", "letterSpacing": converted = dimension(member.value, path: path)
            case "lineHeight": converted = number(member.value, path: path, typeName: "lineHeights")
            default:
                notes.append("\(path): the typography part \"\(member.key)\" has no DTCG form; dropped")
                continue
            }
            members.append(SourceMember(key: member.key, keyLocation: member.keyLocation, value: converted))
        }
        // DTCG requires every part; a part the export leaves out is what CSS starts from.
        let initial: KeyValuePairs<String, (SourceNode.Kind, String)> = [
            "fontSize": (.object(measure(16, "px")), "16px, CSS's medium"),
            "fontWeight": (.number(400), "400, CSS's normal"),
            "letterSpacing": (.object(measure(0, "px")), "0px, CSS's normal"),
            "lineHeight": (.number(1.2), "1.2, about CSS's normal"),
        ]
        for (key, (kind, meaning)) in initial where !members.contains(where: { $0.key == key }) {
            notes.append("\(path): the typography has no \(key), which DTCG requires; written as \(meaning)")
            members.append(SourceMember(key: key, keyLocation: nil, value: SourceNode(kind, at: nil)))
        }
        return SourceNode(.object(members), at: value.location)
    }

    private func measure(_ value: Double, _ unit: String) -> [SourceMember] {
        [
            SourceMember(key: "value", keyLocation: nil, value: SourceNode(.number(value), at: nil)),
            SourceMember(key: "unit", keyLocation: nil, value: SourceNode(.string(unit), at: nil)),
        ]
    }

    mutating func border(_ value: SourceNode, path: String) -> SourceNode {
        guard value.members != nil else { return value }
        var members: [SourceMember] = []
        if let color = value["color"] { members.append(SourceMember(key: "color", keyLocation: nil, value: self.color(color, path: path))) }
        if let width = value["width"] { members.append(SourceMember(key: "width", keyLocation: nil, value: dimension(width, path: path))) }
        members.append(SourceMember(key: "style", keyLocation: nil, value: value["style"] ?? SourceNode(.string("solid"), at: nil)))
        return SourceNode(.object(members), at: value.location)
    }
}
