import Foundation
import Twilight
package import TwilightColor

/// Turns a value (aliases already followed) into a ``TokenValue`` of the token's type,
/// or explains what was expected.
package enum TokenValueParser {
    package struct Mismatch: Error {
        var message: String
        var location: SourcePosition?
    }

    /// A kind of value that earlier drafts write as a string, with the warning the tolerant
    /// reading gives once for it.
    enum StringForm: Int, CaseIterable {
        case colour, dimension, duration

        /// The kind's name in messages (made only for a message).
        var name: String { "\(self)" }

        /// What the tolerant reading says, once per document, when it read the kind from a string.
        var warning: String {
            switch self {
            case .colour:
                ##"colours written as strings ("#rrggbb", "oklch(…)") are read; DTCG 2025.10 writes colour objects {"colorSpace": …, "components": […]}"##
            case .dimension: #"dimensions written as strings ("16px") are read; DTCG 2025.10 writes {"value": 16, "unit": "px"}"#
            case .duration: #"durations written as strings ("200ms") are read; DTCG 2025.10 writes {"value": 200, "unit": "ms"}"#
            }
        }
    }

    /// How leniently values are read, and what the lenient reading had to forgive.
    struct Reading {
        /// How strictly: strings for colours and measures need ``TokenReading/tolerant``,
        /// skipping unknown members of value objects ``TokenReading/compatible``.
        var level = TokenReading.tolerant
        /// The kinds of value read from strings, a bit each (`1 << form.rawValue`), for one
        /// warning each: a bit, not a set of names, as it is set for every colour string.
        var stringForms: UInt8 = 0
        /// The unknown members skipped under the compatibility reading since the caller last
        /// took them, for a warning each at the token.
        var skippedMembers: [Mismatch] = []

        /// An unknown member of a value object — a colour, dimension, duration or composite
        /// alike: an error, or under the compatibility reading a warning.
        mutating func unknownMember(_ key: String, at location: SourcePosition?, of what: String, has names: String) throws(Mismatch) {
            let message = "\(what) has no member \"\(key)\" (expected only \(names))"
            guard level.readsVendorKeys else { throw Mismatch(message: message + "; --compat reads it with a warning", location: location) }
            skippedMembers.append(Mismatch(message: message + ": skipped (compatibility reading)", location: location))
        }

        /// The kinds of `stringForms`, in order.
        var readStringForms: [StringForm] { StringForm.allCases.filter { stringForms & 1 << $0.rawValue != 0 } }

        /// Accepts `node`, a value of the kind `form` written as a string, where the reading
        /// allows it; otherwise throws `refusal` with where the string may be read.
        mutating func acceptString(_ form: StringForm, refusing refusal: @autoclosure () -> String, at node: SourceNode) throws(Mismatch) {
            guard level.readsEarlierForms else {
                throw Mismatch(
                    message: refusal() + " (tokens build and validate --compat read such strings, with a warning)",
                    location: node.location
                )
            }
            stringForms |= 1 << form.rawValue
        }

        /// Checks that `node`'s members are all among `names`.
        mutating func checkMembers(of node: SourceNode, are names: [String], what: @autoclosure () -> String) throws(Mismatch) {
            for member in node.members ?? [] where !names.contains(member.key) {
                try unknownMember(member.key, at: member.keyLocation ?? node.location, of: what(), has: names.joined(separator: ", "))
            }
        }
    }

    /// `node` as a value of `type`, read as a document is by default (``TokenReading/tolerant``:
    /// strings for colours and measures are read, an unknown member is an error).
    package static func parse(_ node: SourceNode, as type: TokenType) throws(Mismatch) -> TokenValue {
        var reading = Reading()
        return try parse(node, as: type, reading: &reading)
    }

    static func parse(_ node: SourceNode, as type: TokenType, reading: inout Reading) throws(Mismatch) -> TokenValue {
        switch type {
        case .color: return .color(try color(node, reading: &reading))
        case .dimension: return .dimension(try dimension(node, reading: &reading))
        case .number:
            guard let number = node.number else { throw expected("a number", node) }
            return .number(number)
        case .duration: return .duration(try duration(node, reading: &reading))
        case .fontFamily:
            if let name = node.string, !name.isEmpty { return .fontFamily([name]) }
            if case .array(let elements) = node.kind, !elements.isEmpty {
                let names = elements.compactMap(\.string)
                if names.count == elements.count, !names.contains(where: \.isEmpty) { return .fontFamily(names) }
            }
            throw expected("a font family name, or a non-empty list of names", node)
        case .fontWeight: return .fontWeight(try fontWeight(node))
        case .cubicBezier: return .cubicBezier(try cubicBezier(node))
        case .string:
            guard let text = node.string else { throw expected("a string", node) }
            return .string(text)
        case .strokeStyle, .border, .transition, .typography, .shadow, .gradient:
            return .composite(type, try CompositeSchema.checked(node, as: type, reading: &reading).jsonValue)
        }
    }

    private static func expected(_ what: String, _ node: SourceNode) -> Mismatch {
        Mismatch(message: "expected \(what), found \(node.kindDescription)", location: node.location)
    }

    // MARK: Colour

    static let colorExpectation =
        "a colour: a DTCG colour object {\"colorSpace\", \"components\", \"alpha\", \"hex\"} or a CSS colour string such as \"#1c1c1e\" or \"oklch(62% 0.19 255)\""

    /// The colour spaces converted here; others need a `hex` fallback.
    static let colorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
        "xyz-d50", "xyz-d65", "xyz",
    ]

    /// The spaces whose colours may lie outside sRGB, which CSS and asset catalogues can
    /// carry as written.
    static let wideGamutSpaces: Set<String> = [
        "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "lab", "lch", "oklch", "oklab", "xyz-d50", "xyz-d65", "xyz",
    ]

    /// For a colour outside sRGB, what CSS writes it from as written: the colour object
    /// `node` in one of the ``wideGamutSpaces``, or for a CSS string (`oklch(0.7 0.3 145)`,
    /// `color(display-p3 0 1 0)`) the colour written anew in its notation (never the file's
    /// text itself, which could carry comments into a style sheet); `nil` for everything
    /// else.
    static func wideGamutSource(of node: SourceNode, parsed: TokenValue) -> JSONValue? {
        guard case .color(let color) = parsed, !color.isInGamut else { return nil }
        if let text = node.string { return .string(color.cssText(like: text)) }
        guard let space = node["colorSpace"]?.string, wideGamutSpaces.contains(space), node["components"] != nil else { return nil }
        return node.jsonValue
    }

    /// A colour read as ``parse(_:as:)`` reads one.
    package static func color(_ node: SourceNode) throws(Mismatch) -> RGBAColor {
        var reading = Reading()
        return try color(node, reading: &reading)
    }

    static func color(_ node: SourceNode, reading: inout Reading) throws(Mismatch) -> RGBAColor {
        if let text = node.string {
            let color: RGBAColor
            do {
                color = try RGBAColor(css: text)
            } catch  where error.expected != RGBAColor.acceptedCSSForms {
                // A colour function with arguments that do not fit it: say what it takes.
                throw expected(error.expected, node)
            } catch {
                throw expected(colorExpectation, node)
            }
            try reading.acceptString(
                .colour,
                refusing: "expected a colour object, found the string \"\(text)\": DTCG 2025.10 writes \(color.dtcgText)",
                at: node
            )
            return color
        }
        guard node.members != nil else { throw expected(colorExpectation, node) }
        try reading.checkMembers(of: node, are: ["colorSpace", "components", "alpha", "hex"], what: "the colour")
        guard let space = node["colorSpace"]?.string else {
            throw Mismatch(
                message: "expected \"colorSpace\" in the colour object (one of \(colorSpaces.joined(separator: ", ")))",
                location: node.location
            )
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard let value = alphaNode.number, (0...1).contains(value) else { throw expected("an alpha between 0 and 1", alphaNode) }
            alpha = value
        }
        var fallback: RGBAColor? = nil
        if let hexNode = node["hex"] {
            guard let text = hexNode.string, text.utf8.count == 7, let color = try? RGBAColor(hex: text) else {
                throw expected("a six-digit hex fallback such as \"#0a84ff\"", hexNode)
            }
            fallback = color.withAlpha(alpha)
        }
        guard colorSpaces.contains(space) else {
            if let fallback { return fallback }
            throw Mismatch(
                message:
                    "the colour space \"\(space)\" is not converted here; add a \"hex\" fallback or use one of \(colorSpaces.joined(separator: ", "))",
                location: node["colorSpace"]?.location
            )
        }
        guard let componentsNode = node["components"], case .array(let elements) = componentsNode.kind, elements.count == 3 else {
            throw Mismatch(message: "expected \"components\": a list of three numbers (or \"none\")", location: (node["components"] ?? node).location)
        }
        var c = SIMD3<Double>()
        for (index, element) in elements.enumerated() {
            if let number = element.number {
                c[index] = number
            } else if element.string == "none" {
                c[index] = 0
            } else {
                throw expected("a colour component: a number or \"none\"", element)
            }
        }
        func check(_ index: Int, _ range: ClosedRange<Double>) throws(Mismatch) {
            guard range.contains(c[index]) else {
                throw Mismatch(
                    message:
                        "component \(index + 1) of a \(space) colour must be within \(JSONValue.format(range.lowerBound))...\(JSONValue.format(range.upperBound)), found \(JSONValue.format(c[index]))",
                    location: elements[index].location
                )
            }
        }
        /// A hue: DTCG 2025.10 allows [0, 360) — 360 is written 0.
        func checkHue(_ index: Int) throws(Mismatch) {
            guard (0..<360).contains(c[index]) else {
                throw Mismatch(
                    message:
                        "component \(index + 1) of a \(space) colour is a hue and must be at least 0 and below 360 (write 360 as 0), found \(JSONValue.format(c[index]))",
                    location: elements[index].location
                )
            }
        }
        switch space {
        case "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020":
            for index in 0..<3 { try check(index, 0...1) }
            return PredefinedColorSpace(rawValue: space)!.color(c, alpha: alpha)
        case "lab":
            try check(0, 0...100)
            return RGBAColor(labLightness: c[0], a: c[1], b: c[2], alpha: alpha)
        case "lch":
            try check(0, 0...100)
            try checkHue(2)
            guard c[1] >= 0 else { throw expected("a chroma of 0 or more", elements[1]) }
            return RGBAColor(lchLightness: c[0], chroma: c[1], hue: c[2], alpha: alpha)
        case "hsl":
            try checkHue(0)
            try check(1, 0...100)
            try check(2, 0...100)
            return RGBAColor(HSLColor(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100, alpha: alpha))
        case "hwb":
            try checkHue(0)
            try check(1, 0...100)
            try check(2, 0...100)
            return RGBAColor(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100, alpha: alpha)
        case "oklab":
            try check(0, 0...1)
            return RGBAColor(OKLabColor(l: c[0], a: c[1], b: c[2], alpha: alpha))
        case "oklch":
            try check(0, 0...1)
            try checkHue(2)
            guard c[1] >= 0 else { throw expected("a chroma of 0 or more", elements[1]) }
            return RGBAColor(OKLCHColor(l: c[0], c: c[1], h: c[2], alpha: alpha))
        default:  // xyz-d50, xyz-d65, xyz
            return PredefinedColorSpace(rawValue: space)!.color(c, alpha: alpha)
        }
    }

    // MARK: Measures

    private static func measure<Unit: RawRepresentable<String> & CaseIterable>(
        _ node: SourceNode,
        kind form: StringForm,
        example: String,
        as _: Unit.Type,
        reading: inout Reading
    ) throws(Mismatch) -> (Double, Unit) {
        // Messages are made only when needed: this runs for every dimension and duration.
        var kind: String { form.name }
        var units: String { Unit.allCases.map(\.rawValue).joined(separator: " or ") }
        var expectation: String { "a \(kind): an object {\"value\": number, \"unit\": \(units)} such as \(example)" }
        if let text = node.string {
            // Many exports still write "16px": DTCG 2025.10 does not, so the strict reading
            // refuses it with the object to write.
            if let (value, unit) = measure(text, in: Unit.self) {
                try reading.acceptString(
                    form,
                    refusing:
                        "expected a \(kind) object, found the string \"\(text)\": write {\"value\": \(JSONValue.format(value)), \"unit\": \"\(unit.rawValue)\"}",
                    at: node
                )
                return (value, unit)
            }
            throw expected(expectation, node)
        }
        guard node.members != nil else { throw expected(expectation, node) }
        try reading.checkMembers(of: node, are: ["value", "unit"], what: "the \(kind)")
        guard let valueNode = node["value"], let value = valueNode.number else {
            throw Mismatch(message: "expected \"value\": a number in the \(kind)", location: (node["value"] ?? node).location)
        }
        guard let unitNode = node["unit"], let name = unitNode.string, let unit = Unit(rawValue: name) else {
            throw Mismatch(message: "expected \"unit\": \(units) in the \(kind)", location: (node["unit"] ?? node).location)
        }
        return (value, unit)
    }

    /// A number followed by one of `Unit`'s names, as CSS writes a measure (`16px`, `1.5rem`,
    /// `200ms`); nil for anything else.
    package static func measure<Unit: RawRepresentable<String> & CaseIterable>(_ text: String, in _: Unit.Type) -> (Double, Unit)? {
        for unit in Unit.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count }) where text.hasSuffix(unit.rawValue) {
            if let value = number(text.dropLast(unit.rawValue.count)) { return (value, unit) }
        }
        return nil
    }

    /// `text` as a finite number written as CSS writes one (`12`, `-0.5`, `.75`, `1e3`):
    /// not hexadecimal, `nan` or `inf`, which `Double(_:)` also reads.
    package static func number(_ text: Substring) -> Double? {
        var rest = text.utf8[...]
        if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let digits = rest.prefix { (0x30...0x39).contains($0) }
        rest = rest.dropFirst(digits.count)
        var fraction = 0
        if rest.first == UInt8(ascii: ".") {
            fraction = rest.dropFirst().prefix { (0x30...0x39).contains($0) }.count
            guard fraction > 0 else { return nil }
            rest = rest.dropFirst(1 + fraction)
        }
        guard digits.count + fraction > 0 else { return nil }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard let first = rest.first, (0x30...0x39).contains(first) else { return nil }
            rest = rest.drop { (0x30...0x39).contains($0) }
        }
        guard rest.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func dimension(_ node: SourceNode, reading: inout Reading) throws(Mismatch) -> TokenDimension {
        let (value, unit) = try measure(
            node,
            kind: .dimension,
            example: "{\"value\": 16, \"unit\": \"px\"}",
            as: TokenDimension.Unit.self,
            reading: &reading
        )
        return TokenDimension(value: value, unit: unit)
    }

    /// A duration; a negative one is read (the format does not forbid it: a CSS
    /// `transition-delay` may be negative).
    static func duration(_ node: SourceNode, reading: inout Reading) throws(Mismatch) -> TokenDuration {
        let (value, unit) = try measure(
            node,
            kind: .duration,
            example: "{\"value\": 200, \"unit\": \"ms\"}",
            as: TokenDuration.Unit.self,
            reading: &reading
        )
        return TokenDuration(value: value, unit: unit)
    }

    // MARK: Fonts and curves

    /// DTCG font weight names and their numeric values, in the order the format lists them.
    private static let fontWeightNameList: KeyValuePairs<String, Double> = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// DTCG font weight names and their numeric values.
    package static let fontWeightNames = Dictionary(uniqueKeysWithValues: fontWeightNameList.map { ($0.key, $0.value) })

    /// The first name DTCG lists for `weight` (`semi-bold` for 600), if it has one.
    package static func fontWeightName(_ weight: Double) -> String? {
        fontWeightNameList.first { $0.value == weight }?.key
    }

    static func fontWeight(_ node: SourceNode) throws(Mismatch) -> Double {
        if let number = node.number, (1...1000).contains(number) { return number }
        if let name = node.string, let weight = fontWeightNames[name] { return weight }
        throw expected("a font weight: a number from 1 to 1000 or a name such as \"bold\"", node)
    }

    static func cubicBezier(_ node: SourceNode) throws(Mismatch) -> TimingCurve {
        guard case .array(let elements) = node.kind, elements.count == 4 else {
            throw expected("a cubic Bézier: four numbers [x1, y1, x2, y2]", node)
        }
        let numbers = elements.compactMap(\.number)
        guard numbers.count == 4 else { throw expected("a cubic Bézier: four numbers [x1, y1, x2, y2]", node) }
        for index in [0, 2] where !(0...1).contains(numbers[index]) {
            throw expected("x\(index / 2 + 1) of a cubic Bézier between 0 and 1", elements[index])
        }
        return TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
}
