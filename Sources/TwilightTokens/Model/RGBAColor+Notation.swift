import Foundation
import TwilightColor

/// Colours written as token files write them: components in a DTCG colour space, rounded as
/// people write them, and CSS strings in the notation of the one they replace.
extension RGBAColor {
    /// `#rrggbb` (or `#rrggbbaa`) where sRGB holds the colour, else `oklch(…)`: a colour
    /// named in a message or a report without clipping one outside sRGB to a hex that is
    /// another colour.
    package var hexOrOKLCH: String { cssText(like: "#") }

    /// The members of a DTCG colour object, in the order DTCG's examples write them: its
    /// components in `space` — the space the colour it replaces was written in, so that an
    /// OKLCH palette stays OKLCH — or else in sRGB, or in OKLCH for a colour sRGB cannot
    /// hold; its alpha below 1; and its hex (in sRGB's gamut).
    package func dtcgMembers(in space: String? = nil) -> [(String, JSONValue)] {
        let written =
            space.flatMap { space in components(inSpace: space).map { (space, $0) } }
            ?? components(inSpace: "srgb").map { ("srgb", $0) } ?? ("oklch", components(inSpace: "oklch") ?? [])
        var members: [(String, JSONValue)] = [("colorSpace", .string(written.0)), ("components", .array(written.1.map(JSONValue.number)))]
        if alpha < 1 { members.append(("alpha", .number((alpha * 1e6).rounded() / 1e6))) }
        members.append(("hex", .string(String(gamutMapped.hexString.prefix(7)))))
        return members
    }

    /// The colour as the DTCG colour object ``dtcgMembers(in:)`` describes, written as
    /// JSON for a message: `{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}`.
    package var dtcgText: String {
        let members = dtcgMembers().map { key, value in
            let text = if case .array(let elements) = value { "[" + elements.map(\.jsonText).joined(separator: ", ") + "]" } else { value.jsonText }
            return "\(JSONValue.string(key).jsonText): \(text)"
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// The colour as a CSS string in the notation `old` is written in: `rgb()`, `hsl()`, `hwb()`,
    /// `lab()`, `lch()`, `oklab()`, `oklch()` or `color()` with its space, in CSS Color 4's
    /// space-separated syntax (`rgba(0, 0, 0, 0.5)` is followed by `rgb(0 0 0 / 0.5)`), a
    /// lightness written as a percentage staying one (`oklch(63.7% …)`, as Tailwind writes
    /// its palette); hex where `old` is hex, a colour's name or an alias. A colour the
    /// notation's gamut cannot hold (an sRGB notation given a Display P3 green) is written
    /// in `oklch()`, never clipped.
    package func cssText(like old: String) -> String {
        let text = old.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let open = text.firstIndex(of: "(")
        let function = open.map { text[..<$0].trimmingCharacters(in: .whitespaces) } ?? ""
        let arguments = open.map { text[text.index(after: $0)...].split(whereSeparator: { " ,/)".contains($0) }) } ?? []
        let alpha = self.alpha < 1 ? " / " + JSONValue.format((self.alpha * 1e6).rounded() / 1e6) : ""
        /// `name(a b c / alpha)` after `lead` (a `color()`'s space), each value followed by
        /// `%` where `percent` says; `nil` where `values` is.
        func written(_ name: String, lead: String = "", _ values: [Double]?, percent: [Bool] = [false, false, false]) -> String? {
            guard let values else { return nil }
            let texts = zip(values, percent).map { value, percent in JSONValue.format(value) + (percent ? "%" : "") }
            return name + "(" + lead + texts.joined(separator: " ") + alpha + ")"
        }
        let percentLightness = arguments.first?.hasSuffix("%") ?? false
        let string: String?
        switch function {
        case "rgb", "rgba":
            let (r, g, b, _) = rgba8
            string = isInGamut ? written("rgb", [r, g, b].map(Double.init)) : nil
        case "hsl", "hsla", "hwb":
            let name = String(function.prefix(3))
            string = written(name, components(inSpace: name), percent: [false, true, true])
        case "lab", "lch":
            string = written(function, components(inSpace: function), percent: [percentLightness, false, false])
        case "oklab", "oklch":
            // A lightness from 0 to 1, or as a percentage where `old`'s was one.
            let values = components(inSpace: function).map { values in
                percentLightness ? [(values[0] * 1e6).rounded() / 1e4] + values.dropFirst() : values
            }
            string = written(function, values, percent: [percentLightness, false, false])
        case "color":
            let space = arguments.first.flatMap { PredefinedColorSpace(rawValue: String($0)) }
            string = space.flatMap { written("color", lead: $0.rawValue + " ", components(inSpace: $0.rawValue)) }
        default:
            string = isInGamut ? hexString : nil
        }
        return string ?? written("oklch", components(inSpace: "oklch"))!
    }

    /// Whether `lightness` is one CIE Lab can write, `0...100` (within rounding): CSS clamps
    /// any other as it reads it, so a colour of negative luminance (an OKLCH slider's
    /// near-black at high chroma) cannot be written in `lab()` or `lch()`.
    private static func isLightness(_ lightness: Double) -> Bool { (-5e-5...100.00005).contains(lightness) }

    /// The colour's three components in the DTCG colour space `space`, rounded as people write
    /// them (six decimals; four for hues and for components from 0 to 100), a hue of a grey
    /// as 0; `nil` for a space not converted here, where a bounded space (the RGB ones, HSL,
    /// HWB) cannot hold the colour, and for CIE Lab and LCH where its lightness is outside
    /// `0...100`.
    package func components(inSpace space: String) -> [Double]? {
        func round(_ value: Double, _ places: Double) -> Double {
            let rounded = (value * places).rounded() / places
            return rounded == 0 ? 0 : rounded  // no -0
        }
        func hue(_ degrees: Double) -> Double {
            let rounded = degrees.isFinite ? round(degrees, 1e4) : 0
            return rounded >= 360 ? rounded - 360 : rounded
        }
        /// Components from 0 to 100, or `nil` where one is outside (beyond rounding).
        func percentages(_ values: [Double]) -> [Double]? {
            guard values.allSatisfy({ (-1e-7...100.0000001).contains($0) }) else { return nil }
            return values.map { min(100, max(0, round($0, 1e4))) }
        }
        switch space {
        case "oklch":
            let lch = self.oklch
            return [min(1, max(0, round(lch.l, 1e6))), max(0, round(lch.c, 1e6)), lch.c < 1e-6 ? 0 : hue(lch.h)]
        case "oklab":
            let lab = self.oklab
            return [min(1, max(0, round(lab.l, 1e6))), round(lab.a, 1e6), round(lab.b, 1e6)]
        case "lab":
            let lab = self.lab
            guard Self.isLightness(lab.x) else { return nil }
            return [min(100, max(0, round(lab.x, 1e4))), round(lab.y, 1e4), round(lab.z, 1e4)]
        case "lch":
            let lch = self.lch
            guard Self.isLightness(lch.x) else { return nil }
            return [min(100, max(0, round(lch.x, 1e4))), max(0, round(lch.y, 1e4)), hue(lch.z)]
        case "hsl":
            let hsl = self.hsl
            return percentages([hsl.saturation * 100, hsl.lightness * 100]).map { [hue(hsl.hue)] + $0 }
        case "hwb":
            let high = max(red, green, blue)
            let low = min(red, green, blue)
            return percentages([low * 100, (1 - high) * 100]).map { [hue(hsl.hue)] + $0 }
        default:
            guard let predefined = PredefinedColorSpace(rawValue: space) else { return nil }
            let values = predefined.components(of: self)
            let components = [values.x, values.y, values.z]
            guard predefined.isBounded else { return components.map { round($0, 1e6) } }
            guard components.allSatisfy({ (-1e-7...1.0000001).contains($0) }) else { return nil }
            return components.map { min(1, max(0, round($0, 1e6))) }
        }
    }
}
