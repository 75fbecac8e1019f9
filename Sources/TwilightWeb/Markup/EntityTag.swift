/// Entity tags for text a server builds once and serves many times (a style sheet, a
/// script), so browsers can revalidate with `If-None-Match` instead of downloading again.
package enum EntityTag {
    /// A strong, quoted entity tag for `text`: a 64-bit FNV-1a hash of its UTF-8 bytes in
    /// hexadecimal, the same in every run.
    package static func strong(for text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))\""
    }
}
