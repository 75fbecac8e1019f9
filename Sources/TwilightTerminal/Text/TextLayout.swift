/// Measuring and placing text in terminal cells.
///
/// Widths follow the grapheme clusters Swift's `Character` defines. Text that is mostly
/// ASCII — what a terminal program draws most — is measured a byte at a time: a printable
/// ASCII byte followed by another ASCII byte is one cell, and only the characters around
/// other bytes are broken into clusters.
package enum TextLayout {
    /// How many cells `text` takes: wide East Asian characters and emoji take two,
    /// combining marks and zero-width characters none.
    package static func width(of text: String) -> Int {
        unsafe text.utf8.withContiguousStorageIfAvailable { unsafe width(of: text, utf8: $0) }
            ?? text.reduce(0) { $0 + width(of: $1) }
    }

    /// How many cells one character takes.
    package static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value < 0x80 { return value < 0x20 || value == 0x7F ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .format { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// `text` cut to at most `width` cells, ending in `…` when cut.
    package static func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        return fitting(text, in: width).text
    }

    /// `text` fitted to exactly `width` cells: cut, then padded on the right.
    package static func fitted(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        let (fitting, used) = fitting(text, in: width)
        return padded(fitting, left: 0, right: width - used)
    }

    /// `text` centred in `width` cells (extra space on the right), cut if too long.
    package static func centred(_ text: String, in width: Int) -> String {
        guard width > 0 else { return "" }
        let (fitting, used) = fitting(text, in: width)
        let free = width - used
        return padded(fitting, left: free / 2, right: free - free / 2)
    }

    /// `text` with `left` and `right` cells of padding.
    package static func padded(_ text: String, left: Int = 1, right: Int = 1) -> String {
        let left = max(0, left)
        let right = max(0, right)
        guard left + right > 0 else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + left + right)
        appendSpaces(left, to: &result)
        result += text
        appendSpaces(right, to: &result)
        return result
    }

    /// The width of `text`, whose UTF-8 is `utf8`: ASCII bytes one at a time, the
    /// characters around other bytes as clusters.
    private static func width(of text: String, utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var width = 0
        var offset = 0
        let count = utf8.count
        while offset < count {
            let byte = unsafe utf8[offset]
            let next = unsafe offset + 1 < count ? utf8[offset + 1] : 0
            if byte < 0x80, next < 0x80 {
                // A cluster of its own: no ASCII byte extends one before it, and only a
                // non-ASCII one could extend this one. CR LF is one cluster of no width.
                width += byte < 0x20 || byte == 0x7F ? 0 : 1
                offset += byte == 0x0D && next == 0x0A ? 2 : 1
                continue
            }
            let character = text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
            width += self.width(of: character)
            offset += character.utf8.count
        }
        return width
    }

    /// `text` if it fits in `width` cells, else cut to fit; and its width, measured once.
    private static func fitting(_ text: String, in width: Int) -> (text: String, width: Int) {
        let used = self.width(of: text)
        return used > width ? cut(text, to: width) : (text, used)
    }

    /// The longest start of `text` that takes at most `width - 1` cells, followed by `…`,
    /// and its width.
    private static func cut(_ text: String, to width: Int) -> (text: String, width: Int) {
        var result = ""
        var used = 0
        for character in text {
            let cells = self.width(of: character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return (result + "…", used + 1)
    }

    /// Appends `count` spaces to `text`, a run of them at a time.
    private static func appendSpaces(_ count: Int, to text: inout String) {
        var remaining = count
        while remaining > 0 {
            let run = min(remaining, spaces.utf8.count)
            text += spaces[..<spaces.utf8.index(spaces.utf8.startIndex, offsetBy: run)]
            remaining -= run
        }
    }

    private static let spaces = String(repeating: " ", count: 256)
}
