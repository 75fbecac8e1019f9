/// Measuring and placing text in terminal cells.
public enum TextLayout {
    /// How many cells `text` takes: wide East Asian characters and emoji take two,
    /// combining marks and zero-width characters none.
    public static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// How many cells one character takes.
    public static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
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
    public static func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard self.width(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = self.width(of: character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }

    /// `text` fitted to exactly `width` cells: cut, then padded on the right.
    public static func fitted(_ text: String, to width: Int) -> String {
        let cut = truncated(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - self.width(of: cut)))
    }

    /// `text` centred in `width` cells (extra space on the right), cut if too long.
    public static func centred(_ text: String, in width: Int) -> String {
        let cut = truncated(text, to: width)
        let free = max(0, width - self.width(of: cut))
        return String(repeating: " ", count: free / 2) + cut + String(repeating: " ", count: free - free / 2)
    }

    /// `text` with `left` and `right` cells of padding.
    public static func padded(_ text: String, left: Int = 1, right: Int = 1) -> String {
        String(repeating: " ", count: max(0, left)) + text + String(repeating: " ", count: max(0, right))
    }
}
