import Testing

@testable import TwilightTerminal

/// Keys and terminal reports from raw input bytes.
@Suite struct KeyDecoderTests {
    @Test func keysAndReports() {
        var decoder = KeyDecoder()
        let events = decoder.decode(Array("\u{1B}[A\u{1B}OBjk\u{1B}[D\u{1B}OChl\rq\u{03}\u{1A}\u{1B}[?997;1n\u{1B}[?997;2n\u{1B}[5~é".utf8))
        #expect(
            events == [
                .up, .down, .down, .up, .left, .right, .left, .right, .enter, .character("q"), .interrupt, .suspend,
                .colorSchemeReport(dark: true), .colorSchemeReport(dark: false), .character("é"),
            ]
        )
    }

    @Test func sequencesSplitAcrossReadsAndALoneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.decode(Array("[B".utf8)) == [.down])
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flushEscape() == [.escape])
        #expect(decoder.decode([0xC3]) == [])
        #expect(decoder.decode([0xA9]) == [.character("é")])
    }
}
