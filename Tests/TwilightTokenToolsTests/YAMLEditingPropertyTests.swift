import Foundation
import Testing
import Twilight
import TwilightColor
import TwilightTestSupport

@testable import TwilightTokenTools
@testable import TwilightTokens

/// The YAML editor against libYAML, on documents it did not see: the same tokens written in
/// seeded random layouts — indented by two or four, LF or CRLF, a byte-order mark or not,
/// values quoted either way, plain, on their own line, as flow or block colour objects,
/// descriptions before or after, comments and blank lines between — and every token of each
/// set to a colour or an alias. Read back by Yams, the edited token has its new value and
/// every other token its old one, and no byte outside the edited value's lines changed.
struct YAMLEditingPropertyTests {
    /// One document written in a layout chosen by `random`.
    struct Layout {
        var text = ""
        var random: SeededGenerator
        let unit: String
        let lineBreak: String

        init(seed: UInt64) {
            random = SeededGenerator(seed: seed)
            unit = Bool.random(using: &random) ? "  " : "    "
            lineBreak = Int.random(in: 0..<4, using: &random) == 0 ? "\r\n" : "\n"
            if Int.random(in: 0..<5, using: &random) == 0 { text = "\u{FEFF}" }
        }

        mutating func line(_ depth: Int, _ content: String) {
            text += String(repeating: unit, count: depth) + content + lineBreak
        }

        mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }

        /// A colour's value as a scalar, written one of the ways people write it.
        mutating func scalar(_ color: RGBAColor) -> String {
            let hex = color.hexString
            return pick([
                "\"\(hex)\"", "'\(hex)'", "\"\(hex.uppercased())\"",
                "rgb(\(Int((color.red * 255).rounded())) \(Int((color.green * 255).rounded())) \(Int((color.blue * 255).rounded())))",
            ])
        }

        /// A token, `name`, at `depth`, whose value is `color`.
        mutating func token(_ name: String, _ color: RGBAColor, depth: Int) {
            let comment = pick(["", "", "  # was \(name)", " # Grüße"])
            let description = pick([nil, nil, "$description: Grüße — \(name)", "$description: \"a, b: c # d\""])
            let describedFirst = Bool.random(using: &random)
            if Bool.random(using: &random) {
                // A flow mapping on the token's line.
                let parts = [describedFirst ? description : nil, "$value: \(scalar(color))", describedFirst ? nil : description]
                line(depth, "\(name): { \(parts.compactMap { $0 }.joined(separator: ", ")) }\(comment)")
                return
            }
            line(depth, "\(name):")
            if let description, describedFirst { line(depth + 1, description) }
            let components = [color.red, color.green, color.blue].map { String(format: "%.4f", $0) }.joined(separator: ", ")
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                line(depth + 1, "$value: \(scalar(color))\(comment)")
            case 1:
                line(depth + 1, "$value:\(comment)")
                line(depth + 2, scalar(color))
            case 2:
                line(depth + 1, "$value: { colorSpace: srgb, components: [\(components)] }\(comment)")
            default:
                line(depth + 1, "$value:")
                line(depth + 2, "colorSpace: srgb")
                if Bool.random(using: &random) { line(depth + 2, "# in sRGB") }
                line(depth + 2, "components: [\(components)]")
                if Bool.random(using: &random) { text += lineBreak }
                line(depth + 2, "hex: \"\(color.hexString)\"")
            }
            if let description, !describedFirst { line(depth + 1, description) }
            if Bool.random(using: &random) { line(depth, "# —") }
        }
    }

    static func document(seed: UInt64) -> String {
        var layout = Layout(seed: seed)
        layout.line(0, "# Colours, seed \(seed)")
        layout.line(0, "color:")
        layout.line(1, "$type: color")
        for index in 0..<6 {
            let color = RGBAColor(
                red: Double.random(in: 0...1, using: &layout.random),
                green: Double.random(in: 0...1, using: &layout.random),
                blue: Double.random(in: 0...1, using: &layout.random)
            )
            layout.token("c\(index)", color, depth: 1)
        }
        // Untyped aliases: a colour set on one gets its `$type` after its value.
        layout.line(0, "link:")
        layout.line(1, "visited:")
        layout.line(2, "$value: \"{color.c0}\"" + layout.pick(["", " # an alias"]))
        layout.line(1, "hover: { $value: '{color.c1}' }")
        return layout.text
    }

    @Test(arguments: 0..<60)
    func everyTokenOfARandomLayoutCanBeSetAlone(seed: UInt64) throws {
        let text = Self.document(seed: seed)
        let data = Data(text.utf8)
        let before = try DesignTokens(data: data, name: "random.tokens.yaml").tokens(in: "default")
        let original = try #require(before, "\(text)")
        var random = SeededGenerator(seed: seed &+ 1_000)
        for token in original.orderedTokens {
            let location = try #require(token.location)
            let setsAlias = token.path.hasPrefix("color.") && token.path != "color.c5" && Bool.random(using: &random)
            let target = RGBAColor(red: Double.random(in: 0...1, using: &random), green: 0.5, blue: 0.25)
            var edited: Data
            do {
                edited = try TokenSourceEditor.replacingYAMLValue(in: data, at: location) { layout in
                    if setsAlias { return .string("{color.c5}") }
                    if case .scalar = layout { return .string(target.hexString) }
                    return TokenSourceEditor.colorValue(target, like: nil)
                }
                if !setsAlias, token.path.hasPrefix("link.") {
                    edited = try TokenSourceEditor.insertingYAMLType("color", afterValueAt: location, in: edited)
                }
            } catch {
                Issue.record("seed \(seed), \(token.path): \(error)\n\(text)")
                continue
            }
            let label = "seed \(seed), \(token.path)"
            let after = try #require(try DesignTokens(data: edited, name: "random.tokens.yaml").tokens(in: "default"), "\(label)")
            func hex(_ value: TokenValue?) -> String? { if case .color(let color)? = value { color.hexString } else { nil } }
            if setsAlias {
                #expect(after[token.path]?.reference == "color.c5", "\(label)\n\(String(decoding: edited, as: UTF8.self))")
            } else {
                #expect(hex(after[token.path]?.value) == target.hexString, "\(label)\n\(String(decoding: edited, as: UTF8.self))")
            }
            for other in original.orderedTokens where other.path != token.path && other.reference != token.path {
                #expect(hex(after[other.path]?.value) == hex(other.value), "\(label): \(other.path) changed")
            }
            // Only the edited value's lines changed.
            let old = [UInt8](data)
            let new = [UInt8](edited)
            let start = try #require(TokenSourceEditor.offset(of: location, in: old))
            let valueEnd = try TokenSourceEditor.yamlValue(startingAt: start, in: old).end
            let lineEnd = old[valueEnd...].firstIndex(of: 0x0A) ?? old.count
            let keyLine = old[..<start].lastIndex(of: 0x0A).map { old[..<$0].lastIndex(of: 0x0A) ?? 0 } ?? 0
            let prefix = zip(old, new).prefix { $0 == $1 }.count
            let suffix = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
            #expect(prefix >= keyLine && old.count - min(suffix, old.count - prefix) <= lineEnd, "\(label): bytes changed outside the value")
        }
    }
}
