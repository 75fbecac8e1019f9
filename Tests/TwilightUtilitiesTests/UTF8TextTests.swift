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

    /// Random byte strings, biased towards the bytes of multi-byte sequences.
    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var generator = SplitMix64(seed: 2031)
        let alphabet: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F]
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 7)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            #expect(UTF8Text.string(validating: bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }
}

/// A small deterministic generator, so a failure names bytes that fail again.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
