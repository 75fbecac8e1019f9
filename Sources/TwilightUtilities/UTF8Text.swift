/// Text from bytes that must be UTF-8, on every platform Twilight declares.
///
/// The standard library's `String(validating:as:)` needs macOS 15, iOS 18, tvOS 18 and
/// watchOS 11 (`scripts/check-portability.sh` fails on an unguarded use), so this checks
/// the bytes with `transcode` — which refuses overlong forms, surrogates and truncated
/// sequences as `String(validating:as:)` does — before decoding them.
package enum UTF8Text {
    /// `bytes` as a string, or `nil` if they are not valid UTF-8.
    package static func string<Bytes: Collection<UInt8>>(validating bytes: Bytes) -> String? {
        // Checked and decoded in place, by code compiled for a buffer (this function is not
        // specialised for its callers' collections: byte by byte through them costs
        // thousands of instructions for a short string).
        bytes.withContiguousStorageIfAvailable { unsafe string(validating: $0) } ?? string(validating: Array(bytes))
    }

    /// The bytes of `buffer` as a string, or `nil` if they are not valid UTF-8.
    package static func string(validating buffer: UnsafeBufferPointer<UInt8>) -> String? {
        // Most text is ASCII: nothing to check.
        if unsafe buffer.allSatisfy({ $0 < 0x80 }) { return unsafe String(decoding: buffer, as: UTF8.self) }
        let failed = unsafe transcode(buffer.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: true) { _ in }
        return unsafe failed ? nil : String(decoding: buffer, as: UTF8.self)
    }
}
