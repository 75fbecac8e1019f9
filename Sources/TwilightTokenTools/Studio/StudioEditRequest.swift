import Foundation
import Twilight
import TwilightColor
import TwilightTokens

/// What `POST /api/edit` carries: the token (and for a composite, the `member` that changes:
/// `color`, or `1.color` in a list of shadows or gradient stops), the combination whose
/// definition changes, whether the mode gets a value of its own
/// (``StudioDocument/set(_:member:in:axes:to:onlyInMode:)``), and one value, as text written as
/// CSS writes it:
///
/// - `color`: any CSS colour (`#0969da`, `oklch(0.6 0.15 250)`), kept as given (a Display P3
///   colour stays one);
/// - `dimension`: `12px`, `0.75rem`; `duration`: `200ms`, `0.2s`; `number`: `1.5`;
/// - `fontWeight`: `600`, or a DTCG name such as `semi-bold`;
/// - `fontFamily`: `Inter, "Helvetica Neue", sans-serif`;
/// - `cubicBezier`: `0.4, 0, 0.2, 1` or `cubic-bezier(0.4, 0, 0.2, 1)`;
/// - `string`: any text, as typed (`Settings`, `uppercase`), but one that is an alias's form;
/// - `strokeStyle`: a keyword, `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`,
///   `outset` or `inset`; or dash lengths and a line cap, `4px 2px round` (also as the page
///   shows a dash array, `dash array 4px 2px, round caps`);
/// - `boolean`: `true` or `false` (a shadow's `inset`);
/// - `alias`: the path of the token to follow (`color.text` or `{color.text}`).
struct StudioEditRequest: Decodable {
    /// Why a request is not an edit: the message of a `400` answer.
    struct Refusal: Error {
        var message: String
    }

    var token: String
    var member: String?
    var mode: String
    var axes: [String: String]?
    var onlyInMode: Bool?
    var color: String?
    var dimension: String?
    var duration: String?
    var number: String?
    var fontWeight: String?
    var fontFamily: String?
    var cubicBezier: String?
    var string: String?
    var strokeStyle: String?
    var boolean: String?
    var alias: String?

    /// The names of the values, as a message lists them.
    static let valueNames =
        #""color", "dimension", "duration", "number", "fontWeight", "fontFamily", "cubicBezier", "string", "strokeStyle", "boolean" and "alias""#

    /// The edit the request asks for.
    ///
    /// - Throws: ``Refusal`` when it gives no value or more than one, or text that is not a
    ///   value of its kind, saying what was expected.
    func edit() throws(Refusal) -> StudioDocument.Edit {
        let given = [
            ("color", color), ("dimension", dimension), ("duration", duration), ("number", number),
            ("fontWeight", fontWeight), ("fontFamily", fontFamily), ("cubicBezier", cubicBezier), ("string", string),
            ("strokeStyle", strokeStyle), ("boolean", boolean), ("alias", alias),
        ]
        .compactMap { name, text in text.map { (name, $0) } }
        guard given.count == 1, let (name, original) = given.first else { throw Refusal(message: "expected one of \(Self.valueNames)") }
        let text = original.trimmingCharacters(in: .whitespaces)
        func refusal(_ expected: String) -> Refusal {
            Refusal(message: "\"\(name)\": expected \(expected): found \"\(original)\"")
        }
        switch name {
        case "color":
            do throws(ColorParsingError) {
                return .color(try RGBAColor(css: text))
            } catch {
                throw Refusal(message: "\"color\": \(error.description)")
            }
        case "dimension":
            guard let (value, unit) = TokenValueParser.measure(text, in: TokenDimension.Unit.self) else {
                throw refusal("a number and px or rem, such as 16px or 1.5rem")
            }
            return .dimension(TokenDimension(value: value, unit: unit))
        case "duration":
            guard let (value, unit) = TokenValueParser.measure(text, in: TokenDuration.Unit.self) else {
                throw refusal("a number and ms or s, such as 200ms or 0.2s")
            }
            return .duration(TokenDuration(value: value, unit: unit))
        case "number":
            guard let value = TokenValueParser.number(text[...]) else { throw refusal("a number such as 1.5 or -2") }
            return .number(value)
        case "fontWeight":
            if let value = TokenValueParser.number(text[...]), (1...1000).contains(value) { return .fontWeight(value) }
            guard let value = TokenValueParser.fontWeightNames[text] else {
                throw refusal("a number from 1 to 1000 or a name such as bold or semi-bold")
            }
            return .fontWeight(value, name: text)
        case "fontFamily":
            guard let names = Self.fontFamilies(text) else {
                throw refusal("font family names separated by commas, each plain or in quotes, such as Inter, \"Helvetica Neue\", sans-serif")
            }
            return .fontFamily(names)
        case "cubicBezier":
            guard let curve = Self.curve(text) else {
                throw refusal("four numbers, the first and third from 0 to 1, such as 0.4, 0, 0.2, 1 or cubic-bezier(0.4, 0, 0.2, 1)")
            }
            return .cubicBezier(curve)
        case "string":
            // Kept as typed, spaces included: it is the text itself. Only an alias's form is
            // refused, since the document would read it as one.
            if let target = AliasResolver.aliasTarget(original) {
                throw Refusal(message: "\"string\": \"\(original)\" is how an alias is written: re-point the token with \"alias\": \"\(target)\"")
            }
            return .string(original)
        case "strokeStyle":
            if CompositeSchema.strokeStyleKeywords.contains(text) { return .strokeStyle(text) }
            guard let (lengths, cap) = Self.dashes(text) else {
                throw refusal(
                    "one of \(CompositeSchema.strokeStyleKeywords.joined(separator: ", ")), or dash lengths of 0 or more and a line cap (round, butt or square), such as 4px 2px round"
                )
            }
            return .dashArray(lengths, lineCap: cap)
        case "boolean":
            guard let value = Bool(text) else { throw refusal("true or false") }
            return .boolean(value)
        default:
            let target = text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : text
            guard target != token else { throw Refusal(message: "\(token) cannot be an alias of itself") }
            return .alias(target)
        }
    }

    /// Dash lengths and a line cap: `4px 2px round`, with commas or without, also as the page
    /// shows a dash array (`dash array 4px 2px, round caps`); `nil` for no length, a negative
    /// one, one without its unit, or no line cap at the end.
    static func dashes(_ text: String) -> ([TokenDimension], String)? {
        var words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        if words.starts(with: ["dash", "array"]) { words.removeFirst(2) }
        if words.last == "caps" { words.removeLast() }
        guard let cap = words.popLast(), CompositeSchema.lineCaps.contains(cap), !words.isEmpty else { return nil }
        var lengths: [TokenDimension] = []
        for word in words {
            guard let (value, unit) = TokenValueParser.measure(word, in: TokenDimension.Unit.self), value >= 0 else { return nil }
            lengths.append(TokenDimension(value: value, unit: unit))
        }
        return (lengths, cap)
    }

    /// Font family names as CSS lists them (`Inter, "Helvetica Neue", sans-serif`): each
    /// plain (white space inside collapsed to one space) or in quotes, separated by commas;
    /// `nil` for an empty name, an open quote, or a quote or semicolon in a plain name.
    static func fontFamilies(_ text: String) -> [String]? {
        var names: [String] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            let name: String
            if let quote = rest.first, quote == "\"" || quote == "'" {
                guard let end = rest.dropFirst().firstIndex(of: quote) else { return nil }
                name = String(rest[rest.index(after: rest.startIndex)..<end])
                rest = rest[rest.index(after: end)...].drop { $0.isWhitespace }
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                guard !rest[..<end].contains(where: { "\"';{}".contains($0) }) else { return nil }
                name = rest[..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
                rest = rest[end...]
            }
            guard !name.isEmpty else { return nil }
            names.append(name)
            guard let separator = rest.first else { return names }
            guard separator == "," else { return nil }
            rest = rest.dropFirst()
        }
    }

    /// A curve as CSS writes one, `cubic-bezier(x1, y1, x2, y2)` or the four numbers alone,
    /// with `x1` and `x2` from 0 to 1 (``TimingCurve`` would clamp them; a person is told).
    static func curve(_ text: String) -> TimingCurve? {
        var inner = Substring(text)
        if inner.hasPrefix("cubic-bezier(") && inner.hasSuffix(")") { inner = inner.dropFirst("cubic-bezier(".count).dropLast() }
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { TokenValueParser.number($0.trimmingCharacters(in: .whitespaces)[...]) }
        guard parts.count == 4, numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return nil }
        return TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
}
