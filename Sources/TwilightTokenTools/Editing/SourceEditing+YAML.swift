import Foundation
import TwilightTokens

/// One token's `$value` changed in the text of a YAML document, or a token added to one,
/// with every other byte as it was: comments, quoting, key order, indentation and line
/// breaks stay, so that `git diff` shows the one value.
///
/// A value is replaced in the shape it was written in: a scalar by a scalar with the same
/// quote (a plain one by a plain word, a number, or else a double-quoted string, since `#`
/// and `{` cannot start a plain scalar), a flow mapping `{ … }` by a flow mapping, a block
/// mapping by a block mapping at its indentation, a block sequence of numbers or names by one
/// (an item a line), and any other block sequence by a flow list on its key's line. Anchors,
/// aliases, tags and block scalars (`|`, `>`) are refused with a reason: they are for a
/// person to change.
extension TokenSourceEditor {
    /// How a YAML value is laid out in the text.
    enum YAMLLayout: Equatable {
        /// A scalar: double-quoted (`"`), single-quoted (`'`) or plain (`nil`).
        case scalar(quote: UInt8?)
        /// A flow mapping or sequence, `{ … }` or `[ … ]`.
        case flow
        /// A block mapping or sequence on lines of its own, each indented by `indentation`
        /// spaces.
        case block(indentation: Int)
    }

    /// A value to write, with a mapping's members in the order they are written.
    indirect enum YAMLText {
        /// A scalar or a sequence.
        case value(JSONValue)
        /// A mapping.
        case mapping([(String, YAMLText)])
        /// A sequence of values written as YAML texts (a list of shadow layers, some of
        /// them mappings), always on one line.
        case sequence([YAMLText])

        /// A string.
        static func string(_ text: String) -> YAMLText { .value(.string(text)) }

        /// Whether this is a mapping, written as a block where a block was.
        var isMapping: Bool {
            if case .mapping = self { true } else { false }
        }

        /// Whether this is a scalar.
        var isScalar: Bool {
            switch self {
            case .value(.array), .value(.object), .mapping, .sequence: false
            case .value: true
            }
        }

        /// The text on one line: `{ colorSpace: srgb, components: [1, 0, 0] }`. A string
        /// is in double quotes (which YAML reads as JSON does), or in single quotes when
        /// `quote` says so; inside a mapping, a key or string that is a plain word is written
        /// plain, and so is a list's when `plainItems` (`[Inter, sans-serif]`, where the list
        /// it replaces was written so).
        func flow(quote: UInt8? = nil, plainItems: Bool = false) -> String {
            switch self {
            case .value(.string(let text)) where quote == UInt8(ascii: "'"):
                return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            case .value(.array(let elements)):
                let items = elements.map { plainItems ? YAMLText.value($0).scalar(quote: nil) : YAMLText.value($0).flow() }
                return "[" + items.joined(separator: ", ") + "]"
            case .value(let value):
                return value.jsonText
            case .mapping(let members):
                return "{ " + members.map(Self.member).joined(separator: ", ") + " }"
            case .sequence(let elements):
                return "[" + elements.map { $0.flow() }.joined(separator: ", ") + "]"
            }
        }

        /// The texts of a list's items, each a number or a string (written plain where
        /// `plain` and YAML reads it so); `nil` for anything else.
        func items(plain: Bool) -> [String]? {
            guard case .value(.array(let elements)) = self, !elements.isEmpty,
                elements.allSatisfy({ YAMLText.value($0).isScalar })
            else { return nil }
            return elements.map { plain ? YAMLText.value($0).scalar(quote: nil) : YAMLText.value($0).flow() }
        }

        /// The text of a scalar in the place of one quoted by `quote`: a plain word or CSS
        /// function in a plain one's place stays plain (`bold`, `oklch(63.7% 0.237 25.3)`),
        /// anything else as ``flow(quote:)`` writes it.
        func scalar(quote: UInt8?) -> String {
            if quote == nil, case .value(.string(let text)) = self, Self.isPlainWord(text) || Self.isPlainFunction(text) { return text }
            return flow(quote: quote)
        }

        /// The lines of a block mapping, the first without indentation, the others indented
        /// by `indentation` spaces; anything else as ``flow(quote:)`` writes it.
        func block(indentation: Int, lineBreak: String) -> String {
            guard case .mapping(let members) = self else { return flow() }
            return members.map(Self.member).joined(separator: lineBreak + String(repeating: " ", count: indentation))
        }

        /// `key: value`.
        static func member(_ key: String, _ value: YAMLText) -> String {
            let key = isPlainWord(key) ? key : JSONValue.string(key).jsonText
            if case .value(.string(let text)) = value, isPlainWord(text) { return "\(key): \(text)" }
            return "\(key): \(value.flow())"
        }

        /// Whether `text` is a CSS function of numbers that YAML reads as this string when it
        /// is written plain, in a block or a flow: a plain word, `(`, then only letters,
        /// digits, spaces and `.%/+-` (no `,`, `#` or `:`), and `)` last.
        private static func isPlainFunction(_ text: String) -> Bool {
            guard let open = text.firstIndex(of: "("), isPlainWord(String(text[..<open])), text.hasSuffix(")") else { return false }
            let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .%/+-".utf8)
            return text[text.index(after: open)..<text.index(before: text.endIndex)].utf8.allSatisfy(allowed.contains)
        }

        /// Whether every YAML reader takes `text` as this string when it is written plain:
        /// a letter, `$` or `_` first, then letters, digits, `$`, `-` and `_`, and not one of
        /// YAML 1.1's words for true, false and null.
        private static func isPlainWord(_ text: String) -> Bool {
            let letters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_".utf8)
            guard let first = text.utf8.first, letters.contains(first) else { return false }
            let words: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]
            return text.utf8.allSatisfy { letters.contains($0) || $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) }
                && !words.contains(text.lowercased())
        }
    }

    /// `data` with the YAML value that starts at `location` replaced by `value`, written in
    /// the value's layout (see the type's discussion). `replacement` is given the old
    /// layout, so that a caller can keep a string a string.
    ///
    /// - Throws: ``EditError`` when `location` is outside the text, no value the editor
    ///   can replace starts there (an anchor, alias, tag or block scalar), or the file
    ///   changed since it was read.
    static func replacingYAMLValue(
        in data: Data,
        at location: SourcePosition,
        with replacement: (YAMLLayout) -> YAMLText
    ) throws(EditError) -> Data {
        let bytes = [UInt8](data)
        guard let start = offset(of: location, in: bytes) else {
            throw EditError(description: "\(location): no such place in the file (it changed since it was read)")
        }
        let (end, layout) = try yamlValue(startingAt: start, in: bytes)
        let value = replacement(layout)
        // A list's names are written plain where the old value quoted none of its own.
        let plainItems = !bytes[start..<end].contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
        let items = value.items(plain: plainItems)
        let text: String
        var from = start
        switch (layout, value.isScalar) {
        case (.scalar(let quote), true):
            text = value.scalar(quote: quote)
        case (.block(let indentation), false) where value.isMapping:
            text = value.block(indentation: indentation, lineBreak: lineBreak(in: bytes))
        case (.block(let indentation), false) where bytes[start] == UInt8(ascii: "-") && items != nil:
            // A block sequence of numbers or names stays one: an item a line, as indented.
            text = (items ?? []).map { "- " + $0 }.joined(separator: lineBreak(in: bytes) + String(repeating: " ", count: indentation))
        case (.block, _):
            // A scalar or a flow list goes on its key's line, when nothing but white space is
            // between. Else on the block's first line, indented further when the block was a
            // sequence: one may be written at its key's indentation, and a flow list may not.
            if let colon = bytes[..<start].lastIndex(where: { !isBlank($0) }), bytes[colon] == UInt8(ascii: ":"),
                bytes[(colon + 1)..<start].filter({ $0 == 0x0A }).count == 1
            {
                from = colon + 1
                text = " " + value.flow(plainItems: plainItems)
            } else {
                text = (bytes[start] == UInt8(ascii: "-") ? "  " : "") + value.flow(plainItems: plainItems)
            }
        default:
            text = value.flow(plainItems: plainItems)
        }
        return Data(bytes[..<from] + Array(text.utf8) + bytes[end...])
    }

    /// `data` with `$type: <type>` put after the value at `location`: on a line of its own
    /// after the value's lines, indented as its `$value` key is, or after it inside a flow
    /// mapping.
    static func insertingYAMLType(_ type: String, afterValueAt location: SourcePosition, in data: Data) throws(EditError) -> Data {
        let bytes = [UInt8](data)
        guard let start = offset(of: location, in: bytes), let key = yamlValueKey(before: start, in: bytes) else {
            throw EditError(description: "\(location): no $value key before the value (the file changed since it was read)")
        }
        let end = try yamlValue(startingAt: start, in: bytes).end
        if isInFlowMapping(keyAt: key, in: bytes) {
            return Data(bytes[..<end] + Array(", $type: \(type)".utf8) + bytes[end...])
        }
        let lineStart = Self.lineStart(before: key, in: bytes)
        let lineEnd = contentEnd(ofLineAt: end, in: bytes)
        let text = lineBreak(in: bytes) + String(decoding: bytes[lineStart..<key], as: UTF8.self) + "$type: \(type)"
        return Data(bytes[..<lineEnd] + Array(text.utf8) + bytes[lineEnd...])
    }

    /// `data` with a token added at `path` (its groups' names, then its own), defined by
    /// `definition`, as the first member of the deepest group of `path` the text already
    /// has, inside one-line groups made for the rest of `path`: on a line of its own
    /// indented as that group's first member is, or after `{` in a flow mapping.
    ///
    /// - Throws: ``EditError`` when the text is not a YAML mapping of tokens and groups, a
    ///   name along `path` is a token or not a mapping, or the token is already there.
    static func insertingYAMLToken(at path: [String], definition: YAMLText, in data: Data) throws(EditError) -> Data {
        let bytes = [UInt8](data)
        var group: SourceNode
        do {
            group = try SourceFile.parse(data, name: "", format: .yaml)
        } catch {
            throw EditError(description: error.diagnostics.map { "\($0.location.map { "\($0): " } ?? "")\($0.message)" }.joined(separator: "; "))
        }
        guard !path.isEmpty, group.members != nil else { throw EditError(description: "the file is not a YAML mapping of tokens and groups") }
        let depth = try descend(into: &group, along: path)
        var value = definition
        for name in path[(depth + 1)...].reversed() { value = .mapping([(name, value)]) }
        let member = YAMLText.member(path[depth], value)

        guard let location = group.location, let open = offset(of: location, in: bytes) else {
            throw EditError(description: "\(path[..<depth].joined(separator: ".")): no mapping starts where it was read")
        }
        if bytes[open] == UInt8(ascii: "{") {
            return inserting(member, intoObjectAt: open, isEmpty: group.members?.isEmpty == true, in: bytes)
        }
        let lineStart = Self.lineStart(before: open, in: bytes)
        let indentation = bytes[lineStart..<open]
        guard indentation.allSatisfy({ $0 == 0x20 }) else {
            throw EditError(description: "\(location): the group's first member does not start its line; add \(path.joined(separator: ".")) by hand")
        }
        let text = member + lineBreak(in: bytes) + String(decoding: indentation, as: UTF8.self)
        return Data(bytes[..<open] + Array(text.utf8) + bytes[open...])
    }

    /// The offset just past the YAML value starting at `start`, and its layout.
    static func yamlValue(startingAt start: Int, in bytes: [UInt8]) throws(EditError) -> (end: Int, layout: YAMLLayout) {
        let first = bytes[start]
        let lineStart = Self.lineStart(before: start, in: bytes)
        let startsItsLine = bytes[lineStart..<start].allSatisfy { $0 == 0x20 }
        switch first {
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw EditError(description: "the value is a block scalar (| or >): change it by hand")
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            throw EditError(description: "the value has an anchor, alias or tag: change it by hand")
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard let end = endOfFlow(startingAt: start, in: bytes) else {
                throw EditError(description: "no complete YAML value starts here (the file changed since it was read)")
            }
            return (end, .flow)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard let end = endOfQuoted(startingAt: start, in: bytes) else {
                throw EditError(description: "a quoted value that does not end (the file changed since it was read)")
            }
            if startsItsLine, isMappingIndicator(after: end, in: bytes) { break }
            return (end, .scalar(quote: first))
        case UInt8(ascii: "-") where start + 1 == bytes.count || isBlank(bytes[start + 1]):
            break
        default:
            let key = yamlValueKey(before: start, in: bytes)
            let inFlow = isInFlow(valueAt: start, in: bytes)
            let end = endOfPlain(startingAt: start, inFlow: inFlow, in: bytes)
            if startsItsLine,
                bytes[start..<end].indices.contains(where: { bytes[$0] == UInt8(ascii: ":") && isMappingIndicator(after: $0, in: bytes) })
            {
                break
            }
            if !inFlow, let key, continues(plainScalarEndingAt: end, keyAt: key, in: bytes) {
                throw EditError(description: "the value is written over several lines: change it by hand")
            }
            return (end, .scalar(quote: nil))
        }
        guard startsItsLine else { throw EditError(description: "no value the editor knows starts here: change it by hand") }
        return (endOfBlock(startingAt: start, indentation: start - lineStart, in: bytes), .block(indentation: start - lineStart))
    }

    /// Whether a `:` at `index`, or one after spaces from `index`, ends a mapping key.
    private static func isMappingIndicator(after index: Int, in bytes: [UInt8]) -> Bool {
        var colon = index
        while colon < bytes.count, bytes[colon] == 0x20 { colon += 1 }
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return false }
        return colon + 1 == bytes.count || isBlank(bytes[colon + 1])
    }

    /// The end of the plain scalar at `start`: before a comment (` #`) or the line's end
    /// and, inside a flow mapping, before `,`, `{`, `}`, `[` or `]`; trailing spaces left out.
    private static func endOfPlain(startingAt start: Int, inFlow: Bool, in bytes: [UInt8]) -> Int {
        let flowIndicators = Set(",{}[]".utf8)
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D, !(inFlow && flowIndicators.contains(bytes[end])) {
            if bytes[end] == UInt8(ascii: "#"), end > start, isBlank(bytes[end - 1]) { break }
            end += 1
        }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// Whether the plain scalar ending at `end` goes on over the next lines: the next line
    /// that is not blank or a comment is indented more than the line of its key at `key`.
    private static func continues(plainScalarEndingAt end: Int, keyAt key: Int, in bytes: [UInt8]) -> Bool {
        let keyLineStart = Self.lineStart(before: key, in: bytes)
        let keyIndentation = bytes[keyLineStart...].prefix { $0 == 0x20 }.count
        var lineStart = end
        while let newline = bytes[lineStart...].firstIndex(of: 0x0A) {
            lineStart = newline + 1
            let spaces = bytes[lineStart...].prefix { $0 == 0x20 }.count
            guard lineStart + spaces < bytes.count else { return false }
            let first = bytes[lineStart + spaces]
            if first == 0x0A || first == 0x0D || first == UInt8(ascii: "#") { continue }
            return spaces > keyIndentation
        }
        return false
    }

    /// The end of the quoted scalar at `start` (`"` with `\` escapes, `'` with `''`), which
    /// may go on over several lines; `nil` if it does not end.
    private static func endOfQuoted(startingAt start: Int, in bytes: [UInt8]) -> Int? {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            if quote == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == quote {
                if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The end of the flow collection at `start`, nesting, quoted scalars and comments
    /// inside skipped; `nil` if it does not end.
    private static func endOfFlow(startingAt start: Int, in bytes: [UInt8]) -> Int? {
        endOfBrackets(startingAt: start, in: bytes) { index in
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): endOfQuoted(startingAt: index, in: bytes)
            case UInt8(ascii: "#") where isBlank(bytes[index - 1]): bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            default: index
            }
        }
    }

    /// The end of the last line of the block collection whose first line starts at `start`
    /// after `indentation` spaces: the lines after it indented by at least as much (for a
    /// sequence written at its key's indentation, only the `-` lines at that indentation),
    /// blank and comment lines between them included; its line break left out.
    private static func endOfBlock(startingAt start: Int, indentation: Int, in bytes: [UInt8]) -> Int {
        let isSequence = bytes[start] == UInt8(ascii: "-")
        var end = contentEnd(ofLineAt: start, in: bytes)
        var lineStart = end
        while let newline = bytes[lineStart...].firstIndex(of: 0x0A) {
            lineStart = newline + 1
            let spaces = bytes[lineStart...].prefix { $0 == 0x20 }.count
            let first = lineStart + spaces < bytes.count ? bytes[lineStart + spaces] : 0x0A
            if first == 0x0A || first == 0x0D || first == UInt8(ascii: "#") { continue }
            let belongs = spaces > indentation || (spaces == indentation && (!isSequence || first == UInt8(ascii: "-")))
            guard belongs else { break }
            end = contentEnd(ofLineAt: lineStart, in: bytes)
            lineStart = end
        }
        return end
    }

    /// The offset where the line holding `index` ends, before its `\r\n` or `\n`.
    static func contentEnd(ofLineAt index: Int, in bytes: [UInt8]) -> Int {
        let newline = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
        return newline > index && bytes[newline - 1] == 0x0D ? newline - 1 : newline
    }

    /// Where the `$value` key (plain or quoted) before the value at `start` begins: on the
    /// value's line, or on the last line before it that is not blank or only a comment (a
    /// comment after the key's `:` is passed over).
    private static func yamlValueKey(before start: Int, in bytes: [UInt8]) -> Int? {
        var lineStart = Self.lineStart(before: start, in: bytes)
        var text = bytes[lineStart..<start]
        while text.allSatisfy(isBlank) {
            guard lineStart > 0, bytes[lineStart - 1] == 0x0A else { return nil }
            let lineEnd = lineStart - 1
            lineStart = Self.lineStart(before: lineEnd, in: bytes)
            text = bytes[lineStart..<lineEnd]
            if let comment = text.indices.first(where: { text[$0] == UInt8(ascii: "#") && ($0 == lineStart || isBlank(text[$0 - 1])) }) {
                text = text[..<comment]
            }
        }
        guard let colon = text.lastIndex(where: { !isBlank($0) }), text[colon] == UInt8(ascii: ":") else { return nil }
        var keyEnd = colon
        while keyEnd > text.startIndex, text[keyEnd - 1] == 0x20 { keyEnd -= 1 }
        for key in ["$value", "\"$value\"", "'$value'"].map({ Array($0.utf8) }) where keyEnd - text.startIndex >= key.count {
            if text[(keyEnd - key.count)..<keyEnd].elementsEqual(key) { return keyEnd - key.count }
        }
        return nil
    }

    /// Whether the value at `start` is inside a flow mapping or sequence: it comes after `[`
    /// or `,`, or after a key (`unit:`, `"unit":`) that comes after `{` or `,`.
    private static func isInFlow(valueAt start: Int, in bytes: [UInt8]) -> Bool {
        guard let before = bytes[..<start].lastIndex(where: { !isBlank($0) }) else { return false }
        switch bytes[before] {
        case UInt8(ascii: "["), UInt8(ascii: ","):
            return true
        case UInt8(ascii: ":"):
            var key = before
            while key > 0, bytes[key - 1] == 0x20 { key -= 1 }
            if key > 0, let quote = [UInt8(ascii: "\""), UInt8(ascii: "'")].first(where: { $0 == bytes[key - 1] }) {
                key = bytes[..<(key - 1)].lastIndex(of: quote) ?? key
            } else {
                while key > 0, !isBlank(bytes[key - 1]), bytes[key - 1] != UInt8(ascii: "{"), bytes[key - 1] != UInt8(ascii: ",") { key -= 1 }
            }
            return isInFlowMapping(keyAt: key, in: bytes)
        default:
            return false
        }
    }

    /// Whether the key at `key` is a member of a flow mapping: `{` or `,` comes before it.
    static func isInFlowMapping(keyAt key: Int, in bytes: [UInt8]) -> Bool {
        guard let before = bytes[..<key].last(where: { !isBlank($0) }) else { return false }
        return before == UInt8(ascii: "{") || before == UInt8(ascii: ",")
    }

    /// Where the line holding `index` starts: after its line break, or on the first line
    /// after a byte-order mark.
    static func lineStart(before index: Int, in bytes: [UInt8]) -> Int {
        if let newline = bytes[..<index].lastIndex(of: 0x0A) { return newline + 1 }
        return index >= 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The file's line break: `\r\n` when it has one, else `\n`.
    static func lineBreak(in bytes: [UInt8]) -> String {
        bytes.indices.contains { bytes[$0] == 0x0A && $0 > 0 && bytes[$0 - 1] == 0x0D } ? "\r\n" : "\n"
    }
}
