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
    /// `old`'s colour space (see `RGBAColor.dtcgMembers(in:)`); an object in sRGB where there is
    /// no `old`.
    static func colorValue(_ color: RGBAColor, like old: SourceNode?) -> YAMLText {
        if let text = old?.string { return .string(color.cssText(like: text)) }
        return .mapping(color.dtcgMembers(in: old?["colorSpace"]?.string).map { ($0.0, .value($0.1)) })
    }
}
