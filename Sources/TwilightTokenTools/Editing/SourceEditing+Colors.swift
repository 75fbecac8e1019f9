import Foundation
import TwilightColor
import TwilightTokens

/// Colours written in the form of the value they replace or copy: a CSS string in its
/// notation (`"#0969da"`, `"oklch(63.7% 0.237 25.3)"`), a DTCG colour object in its colour
/// space — and, where that form cannot hold the colour (sRGB given a Display P3 green), in
/// OKLCH, which can hold any colour, so that what a person set is what is written.
extension TokenSourceEditor {
    /// `color` written as `old` is — the value it replaces or copies, as written: a string
    /// in `old`'s notation (see `RGBAColor.cssText(like:)`), else a DTCG colour object in
    /// `old`'s colour space (see ``colorMembers(_:in:)``); an object in sRGB where there is
    /// no `old`.
    static func colorValue(_ color: RGBAColor, like old: SourceNode?) -> YAMLText {
        if let text = old?.string { return .string(color.cssText(like: text)) }
        return .mapping(colorMembers(color, in: old?["colorSpace"]?.string).map { ($0.0, .value($0.1)) })
    }

    /// The members of a DTCG colour object, in the order DTCG's examples write them: its
    /// components in `space` — the space the colour it replaces was written in, so that an
    /// OKLCH palette stays OKLCH — or else in sRGB, or in OKLCH for a colour sRGB cannot
    /// hold; its alpha below 1; and its hex (in sRGB's gamut).
    static func colorMembers(_ color: RGBAColor, in space: String? = nil) -> [(String, JSONValue)] {
        let written =
            space.flatMap { space in color.components(inSpace: space).map { (space, $0) } }
            ?? color.components(inSpace: "srgb").map { ("srgb", $0) } ?? ("oklch", color.components(inSpace: "oklch") ?? [])
        var members: [(String, JSONValue)] = [("colorSpace", .string(written.0)), ("components", .array(written.1.map(JSONValue.number)))]
        if color.alpha < 1 { members.append(("alpha", .number((color.alpha * 1e6).rounded() / 1e6))) }
        members.append(("hex", .string(String(color.gamutMapped.hexString.prefix(7)))))
        return members
    }
}
