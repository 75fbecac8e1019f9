import Testing
import TwilightColor
import TwilightTerminal
import TwilightTestSupport

/// Whole frames, byte for byte, with text whose widths are easy to get wrong: East Asian
/// wide characters, emoji with skin-tone modifiers and joiners, flags, keycaps, combining
/// marks and a prepended mark — fitted, centred and cut in narrow columns, in every
/// profile. The golden files were written before the ASCII fast path existed.
@Suite struct FrameGoldenTests {
    static let golden = GoldenFiles("Golden")

    /// Rows whose cells are all the layout functions can get wrong.
    static let rows = [
        "Settings",
        "設定 — 外観",
        "👍🏽 thumbs up",
        "👩‍💻 and 👨‍👩‍👧 joined",
        "🇯🇵🇫🇷 flags",
        "1️⃣ keycap, ❤️ heart",
        "cafe\u{301} and n\u{303}",
        "\u{0600}1 prepended",
        "line\r\nbreak and\ttab",
        "ASCII only, long enough to be cut at twenty cells",
        "混合 mixed 😀 text 한국어 ok",
    ]

    static func frame(profile: ColorProfile, width: Int) -> String {
        let styles = [
            ResolvedTerminalStyle(foreground: .white, background: .black, attributes: .bold),
            ResolvedTerminalStyle(foreground: try! RGBAColor(hex: "#8cb9af"), background: try! RGBAColor(hex: "#111921")),
            ResolvedTerminalStyle(foreground: try! RGBAColor(hex: "#fcd1dc")),
        ]
        var text = ""
        for (index, row) in rows.enumerated() {
            let style = styles[index % styles.count]
            text += "[\(TextLayout.width(of: row))] "
            text += style.render(TextLayout.fitted(row, to: width), profile: profile) + "|"
            text += style.render(TextLayout.centred(row, in: width), profile: profile) + "|"
            text += TextLayout.truncated(row, to: width / 2) + "|\n"
        }
        return text
    }

    @Test(arguments: [ColorProfile.trueColor, .ansi256, .ansi16, .noColor, .noEscapes])
    func wideAndCombiningTextInEveryProfile(profile: ColorProfile) throws {
        try Self.golden.expect(Self.frame(profile: profile, width: 20), matches: "frame-\(profile).txt")
    }
}
