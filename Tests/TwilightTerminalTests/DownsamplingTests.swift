import Testing
import TwilightColor

@testable import TwilightTerminal

/// Reducing 24-bit colour to the palettes: golden indices, SGR text, and pairs kept readable.
@Suite struct DownsamplingTests {
    func hex(_ text: String) -> RGBAColor { try! RGBAColor(hex: text) }

    @Test(arguments: [
        ("#000000", 16), ("#ffffff", 231), ("#ff0000", 196), ("#5f87af", 67), ("#00d7ff", 45),
        ("#808080", 244), ("#080808", 232), ("#eeeeee", 255), ("#1e1e1e", 234), ("#1c1c1e", 234),
        ("#0a84ff", 33),
    ])
    func the256ColourCubeAndGreyRamp(color: String, index: Int) {
        #expect(TerminalPalette.nearest256(hex(color)) == index)
    }

    @Test func theCubeLevelsUseSignedDistances() {
        #expect(TerminalPalette.nearestCubeLevel(30) == 0)
        #expect(TerminalPalette.nearestCubeLevel(48) == 1)
        #expect(TerminalPalette.nearestCubeLevel(114) == 1)
        #expect(TerminalPalette.nearestCubeLevel(116) == 2)
        #expect(TerminalPalette.nearestCubeLevel(255) == 5)
        #expect(TerminalPalette.nearestGreyStep(0) == 0)
        #expect(TerminalPalette.nearestGreyStep(255) == 23)
    }

    @Test(arguments: [("#000000", 0), ("#cd0000", 1), ("#ff0000", 9), ("#ffffff", 15), ("#e5e5e5", 7), ("#1c1c1e", 0)])
    func sixteenColours(color: String, index: Int) {
        #expect(TerminalPalette.nearest16(hex(color)) == index)
    }

    /// A grey stays grey in 16 colours: every 8-bit grey, every grey of the 256-colour
    /// table, and the greys that became cyan (ANSI 6) before, reduce to black, grey, light
    /// grey or white — and readable pairs of greys are pulled apart within the greys too.
    @Test func aGreyNeverBecomesAHueInSixteenColours() {
        let greys: Set = [0, 7, 8, 15]
        #expect(TerminalPalette.nearest16(hex("#afafaf")) == 8, "was ANSI 6, cyan")
        #expect(TerminalPalette.nearest16(hex("#b2b2b2")) == 7, "was ANSI 6, cyan")
        for level in 0...255 {
            let grey = RGBAColor(red8: UInt8(level), green8: UInt8(level), blue8: UInt8(level))
            #expect(greys.contains(TerminalPalette.nearest16(grey)), "#\(grey.hexString)")
        }
        for (index, color) in TerminalPalette.ansi256.enumerated() where TerminalPalette.isNeutral(color.oklab) {
            #expect(greys.contains(TerminalPalette.nearest16(color)), "256-colour index \(index), \(color.hexString)")
        }
        // Greys with a trace of warmth or coolness (chroma under 0.02) are greys too.
        for text in ["#a9a7a3", "#1c1c1e", "#f2f2f7", "#8e8e93"] {
            #expect(greys.contains(TerminalPalette.nearest16(hex(text))), "\(text)")
        }
        let (fg, _) = TerminalColor.pair(foreground: hex("#b2b2b2"), background: hex("#e5e5e5"), profile: .ansi16)
        #expect(fg.map { greys.map(TerminalColor.ansi).contains($0) } == true, "\(String(describing: fg))")
    }

    /// Colours stay colours: the clearly coloured colours of the 256-colour cube (chroma
    /// 0.1 or more) do not become greys in 16 colours (the dark greens `#005f00`,
    /// `#008700`, the olives and the violets `#875faf`, `#af87d7` did).
    @Test func clearlyColouredColoursStayColoured() {
        for (index, color) in TerminalPalette.ansi256.enumerated().dropFirst(16) where color.oklch.c >= 0.1 {
            let reduced = TerminalPalette.nearest16(color)
            #expect(![0, 7, 8, 15].contains(reduced), "256-colour index \(index), \(color.hexString) became \(reduced)")
        }
    }

    @Test func sgrParameters() {
        #expect(TerminalColor(hex("#0a84ff"), profile: .trueColor)?.sgrParameters(background: false) == "38;2;10;132;255")
        #expect(TerminalColor(hex("#0a84ff"), profile: .ansi256)?.sgrParameters(background: true) == "48;5;33")
        #expect(TerminalColor(hex("#ff0000"), profile: .ansi16)?.sgrParameters(background: false) == "91")
        #expect(TerminalColor(hex("#cd0000"), profile: .ansi16)?.sgrParameters(background: true) == "41")
        #expect(TerminalColor(hex("#ff0000"), profile: .noColor) == nil)
    }

    @Test func aPairThatCollapsesIsPulledApart() {
        // Both greys round to 236 in the 256-colour palette.
        let (fg, bg) = TerminalColor.pair(foreground: hex("#363636"), background: hex("#303030"), profile: .ansi256)
        #expect(bg == .indexed(236))
        #expect(fg != bg)
        // In 16 colours dark text on a dark background both become black; the text moves.
        let (fg16, bg16) = TerminalColor.pair(foreground: hex("#3a3a3c"), background: hex("#1c1c1e"), profile: .ansi16)
        #expect(bg16 == .ansi(0))
        #expect(fg16 != .ansi(0))
        // A readable pair is left alone.
        let (fgOK, bgOK) = TerminalColor.pair(foreground: hex("#ffffff"), background: hex("#1c1c1e"), profile: .ansi256)
        #expect(fgOK == .indexed(231))
        #expect(bgOK == .indexed(234))
    }
}

/// OSC 11 replies: valid, 8-bit, truncated, garbage, none.
@Suite struct BackgroundReplyTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func sixteenBitComponentsWithBEL() {
        let reply = bytes("\u{1B}]11;rgb:1010/1818/2020\u{07}\u{1B}[?62;22c")
        #expect(BackgroundReply.color(in: reply)?.hexString == "#101820")
        #expect(BackgroundReply.isComplete(reply))
    }

    @Test func eightBitComponentsWithST() {
        #expect(BackgroundReply.color(in: bytes("\u{1B}]11;rgb:ff/fe/fd\u{1B}\\"))?.hexString == "#fffefd")
        #expect(BackgroundReply.color(in: bytes("\u{1B}]11;rgb:f/0/8\u{07}"))?.hexString == "#ff0088")
    }

    @Test func truncatedGarbageOrNoReply() {
        #expect(BackgroundReply.color(in: bytes("\u{1B}]11;rgb:1010/18")) == nil)
        #expect(BackgroundReply.color(in: bytes("noise\u{1B}]11;hsl:1/2/3\u{07}")) == nil)
        #expect(BackgroundReply.color(in: bytes("\u{1B}]11;rgb:zz/00/00\u{07}")) == nil)
        #expect(BackgroundReply.color(in: bytes("\u{1B}[?62c")) == nil)
        #expect(BackgroundReply.isComplete(bytes("\u{1B}[?62c")))
        #expect(!BackgroundReply.isComplete(bytes("\u{1B}]11;rgb:1010/1818/2020\u{07}")))
        #expect(BackgroundReply.color(in: []) == nil)
    }

    @Test func replyAfterOtherInput() {
        #expect(BackgroundReply.color(in: bytes("jk\u{1B}[A\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?1;2c"))?.hexString == "#000000")
    }

    @Test func passthroughWrapping() {
        let tmux = BackgroundReply.query(passthrough: .tmux)
        #expect(String(decoding: tmux, as: UTF8.self) == "\u{1B}Ptmux;\u{1B}\u{1B}]11;?\u{07}\u{1B}\\\u{1B}[c")
        #expect(BackgroundReply.Passthrough.detect(environment: ["TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(BackgroundReply.Passthrough.detect(environment: ["TERM": "screen.xterm-256color"]) == .screen)
        #expect(BackgroundReply.Passthrough.detect(environment: ["TERM": "xterm"]) == .none)
    }

    @Test func colorfgbgUsesItsLastField() {
        #expect(BackgroundReply.colorFromCOLORFGBG("15;0") == TerminalPalette.ansi16[0])
        #expect(BackgroundReply.colorFromCOLORFGBG("0;default;15") == TerminalPalette.ansi16[15])
        #expect(BackgroundReply.colorFromCOLORFGBG("15;default") == nil)
        #expect(BackgroundReply.colorFromCOLORFGBG(nil) == nil)
    }
}
