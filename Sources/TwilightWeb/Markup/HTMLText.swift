/// Escaping for text and attribute values in HTML.
package enum HTMLText {
    /// `text` with `& < > " '` replaced by character references, safe in element content
    /// and in quoted attribute values.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
