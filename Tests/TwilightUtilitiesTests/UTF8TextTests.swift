import Testing
import TwilightUtilities

/// `UTF8Text.string(validating:)` takes what UTF-8 allows and refuses the rest, exactly as
/// the standard library's `String(validating:as:)` (which Apple platforms before iOS 18
/// and macOS 15 lack) does.
@Suite struct UTF8TextTests {
    @Test(arguments: [
        ([UInt8](), ""),
        (Array("plain ASCII".utf8), "plain ASCII"),
        (Array("é ☾ 🌙".utf8), "é ☾ 🌙"),
        ([0xEF, 0xBF, 0xBD], "\u{FFFD}"),
    ])
    func validTextIsKept(bytes: [UInt8], text: String) {
        #expect(UTF8Text.string(validating: bytes) == text)
    }

    @Test(
        arguments: [
            [0x80],  // a continuation byte alone
            [0xC0, 0x80],  // an overlong NUL
            [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
            [0xE2, 0x82],  // a sequence cut short
            [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
            [0x61, 0xFF, 0x62],  // a byte UTF-8 never uses, between letters
        ] as [[UInt8]]
    )
    func invalidBytesAreRefused(bytes: [UInt8]) {
        #expect(UTF8Text.string(validating: bytes) == nil)
    }

    /// Every string of up to four bytes drawn from the bytes that start, continue or break
    /// UTF-8 sequences (69 904 strings).
    @Test func agreesWithTheStandardLibraryOnEveryShortString() {
        let alphabet: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F]
        var strings: [[UInt8]] = [[]]
        var disagreements: [[UInt8]] = []
        for _ in 1...4 {
            strings = strings.flatMap { prefix in alphabet.map { prefix + [$0] } }
            for bytes in strings where UTF8Text.string(validating: bytes) != String(validating: bytes, as: UTF8.self) {
                disagreements.append(bytes)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }
}
