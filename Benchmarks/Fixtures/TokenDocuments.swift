import Foundation

/// `n` as a hex colour (`#rrggbb`), wrapping past `#fffffe`.
private func hex(_ n: Int) -> String { "#" + String(format: "%06x", n % 0xFFFFFF) }

/// A resolver document of `groups` × 100 tokens (10 000 by default) (colours as DTCG objects and hex strings,
/// aliases, dimensions, numbers) with a theme modifier of 4 modes, each overriding a
/// quarter of the colours.
public func makeDocument(groups: Int = 100) -> Data {
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

/// A resolver of `groups` × 100 tokens (5 000 by default) with three modifiers — a theme
/// (light, dark), a brand (ember, ocean, forest) and a density (comfortable, compact) —
/// as a design system with brands writes it: a brand palette of 40 colours each brand
/// replaces, a tenth of the tokens aliases into it (half of those to its dark shades in
/// the dark theme, so they change with the brand and the theme), the dark theme replaces
/// three colours per group, and the compact density a dimension per group.
///
/// With `contrastPairs`, that many colour tokens (at most 40 per group) declare, in
/// `$extensions`, that they are used as text on their group's first colour (a dark one):
/// each is near white, so that the pairs pass, or with `failing` that colour itself in the
/// light theme, so that nearly every pair fails (a design system adopting the audit starts
/// there).
public func makeAxesDocument(groups: Int = 50, contrastPairs: Int = 0, failing: Bool = false) -> Data {
    func palette(_ seed: Int) -> String {
        let colours = (0..<20).flatMap { index in
            [#""c\#(index)": {"$value": "\#(hex((index + seed) * 7919))"}"#, #""d\#(index)": {"$value": "\#(hex((index + seed) * 104_729))"}"#]
        }
        return #"{"palette": {"$type": "color", \#(colours.joined(separator: ", "))}}"#
    }
    var base: [String] = []
    for group in 0..<groups {
        var tokens: [String] = []
        for index in 0..<100 {
            let n = group * 100 + index
            let value: String
            switch index % 10 {
            case 1..<6 where index < 80 && group * 40 + index / 10 * 5 + index % 10 - 1 < contrastPairs:
                // Near white on the group's dark first colour, or that colour itself.
                let colour = failing ? hex(group * 100 * 31) : hex(0xFF_FFFF - n * 31)
                value =
                    #"{"$type": "color", "$value": "\#(colour)", "$extensions": {"dev.twilight": {"contrast": {"on": "{g\#(group).t0}", "level": "AA"}}}}"#
            case 0..<6: value = #"{"$type": "color", "$value": "\#(hex(n * 31))"}"#
            case 6: value = #"{"$type": "color", "$value": "{g\#(group).t0}"}"#
            case 7: value = #"{"$type": "dimension", "$value": {"value": \#(index % 24), "unit": "px"}}"#
            case 8: value = #"{"$type": "number", "$value": \#(n)}"#
            default: value = #"{"$type": "color", "$value": "{palette.c\#(n % 20)}"}"#
            }
            tokens.append("\"t\(index)\": \(value)")
        }
        base.append("\"g\(group)\": {\(tokens.joined(separator: ", "))}")
    }
    let dark = (0..<groups).map { group in
        var tokens = (0..<3).map { #""t\#($0)": {"$type": "color", "$value": "\#(hex((group * 100 + $0) * 53))"}"# }
        if group % 2 == 0 {
            tokens += stride(from: 9, to: 100, by: 10).map { #""t\#($0)": {"$type": "color", "$value": "{palette.d\#((group * 100 + $0) % 20)}"}"# }
        }
        return "\"g\(group)\": {\(tokens.joined(separator: ", "))}"
    }
    let compact = (0..<groups).map { #""g\#($0)": {"t7": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}"# }
    let text = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [\(palette(0)), {\(base.joined(separator: ", "))}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [], "dark": [{\(dark.joined(separator: ", "))}]}, "default": "light"},
           "brand": {"contexts": {"ember": [], "ocean": [\(palette(7))], "forest": [\(palette(13))]}, "default": "ember"},
           "density": {"contexts": {"comfortable": [], "compact": [{\(compact.joined(separator: ", "))}]}, "default": "comfortable"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/density"}]}
        """
    return Data(text.utf8)
}

/// A resolver of 5 000 colour tokens in light and dark, a third of them aliases — the shape
/// the token build is compared on with Style Dictionary and Terrazzo
/// (`scripts/compare-token-build.sh`): 50 groups of 100 colours, every third one an alias
/// (to a palette of 100 colours, or to a colour two places before it in its group), the
/// dark theme replacing every colour that is not an alias. With `brands`, a brand modifier
/// (ember, ocean, forest) on top, each brand replacing the palette.
///
/// Colours are DTCG 2025.10 colour objects: 8-bit sRGB components and their `hex`.
public func makePaletteDocument(brands: Bool = false) -> Data {
    func colour(_ n: Int) -> String {
        let value = (n &* 2_654_435_761) % 0xFF_FFFF
        let channels = [value >> 16 & 255, value >> 8 & 255, value & 255]
        let components = channels.map { String(Double($0 * 10_000 / 255) / 10_000) }.joined(separator: ", ")
        let hex = "#" + String(value, radix: 16).leftPadded(to: 6)
        return #"{"colorSpace": "srgb", "components": [\#(components)], "hex": "\#(hex)"}"#
    }
    func palette(_ offset: Int) -> String {
        let colours = (0..<100).map { #""p\#($0)": {"$value": \#(colour($0 + offset))}"# }
        return #"{"palette": {"$type": "color", \#(colours.joined(separator: ", "))}}"#
    }
    var groups: [String] = []
    var dark: [String] = []
    for group in 0..<50 {
        var tokens: [String] = []
        var darkTokens: [String] = []
        for index in 0..<100 {
            let n = group * 100 + index
            if index % 3 == 2 {
                let target = index % 2 == 1 ? "palette.p\(n % 100)" : "g\(group).t\(index - 2)"
                tokens.append(#""t\#(index)": {"$value": "{\#(target)}"}"#)
            } else {
                tokens.append(#""t\#(index)": {"$value": \#(colour(n))}"#)
                darkTokens.append(#""t\#(index)": {"$value": \#(colour(n + 50_000))}"#)
            }
        }
        groups.append(#""g\#(group)": {"$type": "color", \#(tokens.joined(separator: ", "))}"#)
        dark.append(#""g\#(group)": {"$type": "color", \#(darkTokens.joined(separator: ", "))}"#)
    }
    let brand =
        brands
        ? #", "brand": {"contexts": {"ember": [], "ocean": [\#(palette(1_000))], "forest": [\#(palette(2_000))]}, "default": "ember"}"# : ""
    let brandStep = brands ? ##", {"$ref": "#/modifiers/brand"}"## : ""
    let text = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [\(palette(7)), {\(groups.joined(separator: ", "))}]}},
         "modifiers": {"theme": {"contexts": {"light": [], "dark": [{\(dark.joined(separator: ", "))}]}, "default": "light"}\(brand)},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}\(brandStep)]}
        """
    return Data(text.utf8)
}

extension String {
    /// The string with zeros before it to make `count` characters.
    fileprivate func leftPadded(to count: Int) -> String { String(repeating: "0", count: max(0, count - self.count)) + self }
}
