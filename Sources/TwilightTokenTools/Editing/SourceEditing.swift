package import Foundation
package import TwilightTokens
import TwilightUtilities

/// Changes one token's `$value` in the text of a JSON or JSON5 document and nothing else:
/// the other tokens, `$extensions`, `$description`, key order, comments and formatting stay
/// byte for byte as they were, so that `git diff` after changing one colour shows one
/// changed value. YAML documents are edited by the functions in `SourceEditing+YAML.swift`.
///
/// ```swift
/// let edited = try TokenSourceEditor.replacingValue(in: data, at: token.location!, with: "\"#0969da\"")
/// ```
package enum TokenSourceEditor {
    /// Why a value could not be replaced.
    package struct EditError: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// `data` with the JSON value that starts at `location` (line and UTF-8 column, as the
    /// reader reports a token's `$value`) replaced by `replacement`, which must be JSON: a
    /// string in the place of one in JSON5's single quotes stays in them, a list of numbers
    /// or strings keeps the layout of the one it replaces (see ``list(_:laidOutAs:lineBreak:)``).
    ///
    /// - Throws: ``EditError`` when `location` is outside the text or no complete value
    ///   starts there (the file changed since it was read).
    package static func replacingValue(in data: Data, at location: SourcePosition, with replacement: String) throws(EditError) -> Data {
        let bytes = [UInt8](data)
        guard let start = offset(of: location, in: bytes) else {
            throw EditError(description: "\(location): no such place in the file (it changed since it was read)")
        }
        guard let end = endOfValue(startingAt: start, in: bytes) else {
            throw EditError(description: "\(location): no complete JSON value starts here (the file changed since it was read)")
        }
        let text = list(quoted(replacement, as: bytes[start]), laidOutAs: bytes[start..<end], lineBreak: lineBreak(in: bytes))
        return Data(bytes[..<start] + Array(text.utf8) + bytes[end...])
    }

    /// `text`, a JSON string literal, in single quotes where the value it replaces begins
    /// with `first`, a JSON5 single quote, and nothing in it needs escaping; else `text`.
    static func quoted(_ text: String, as first: UInt8) -> String {
        guard first == UInt8(ascii: "'"), text.hasPrefix("\""), text.count >= 2,
            !text.dropFirst().dropLast().contains(where: { "'\"\\".contains($0) })
        else { return text }
        return "'" + text.dropFirst().dropLast() + "'"
    }

    /// `replacement`, a list of numbers or strings on one line, laid out as `old` (the list it
    /// replaces) was: item by item where both have as many numbers and strings, everything
    /// between the items — commas, spaces, line breaks, comments — kept (a JSON5 string in
    /// single quotes stays in them, see ``quoted(_:as:)``); else over several lines as `old`
    /// was — one item a line, or all on one line between the brackets' lines, indented as
    /// `old`'s first item, its `]` as `old`'s — so that a list Prettier laid out stays laid
    /// out; else `replacement` as it is.
    static func list(_ replacement: String, laidOutAs old: ArraySlice<UInt8>, lineBreak: String) -> String {
        let newline = UInt8(ascii: "\n")
        guard old.first == UInt8(ascii: "["), old.last == UInt8(ascii: "]"), replacement.hasPrefix("["),
            let node = try? JSONSourceReader.read(Array(replacement.utf8), json5: false),
            case .array(let items) = node.kind, !items.isEmpty, items.allSatisfy({ $0.members == nil && !$0.isArray })
        else { return replacement }
        if let itemByItem = replacingItems(of: Array(old), with: items.map(\.jsonValue.jsonText)) { return itemByItem }
        guard let first = old.dropFirst().firstIndex(where: { !isBlank($0) }), old[first] != UInt8(ascii: "]"),
            let itemLine = old[..<first].lastIndex(of: newline)
        else { return replacement }
        let indentation = lineBreak + String(decoding: old[(itemLine + 1)..<first], as: UTF8.self)
        let close = old.index(before: old.endIndex)
        let closeLine = old[..<close].lastIndex(of: newline)
        let closing = closeLine.map { old[($0 + 1)..<close] }.flatMap {
            $0.allSatisfy(isBlank) ? lineBreak + String(decoding: $0, as: UTF8.self) : nil
        }
        let texts = items.map(\.jsonValue.jsonText)
        // Items on one line of their own between the brackets' lines stay on one line.
        let oneLine = !old[first..<(closeLine ?? close)].contains(newline)
        let body = oneLine ? indentation + texts.joined(separator: ", ") : texts.map { indentation + $0 }.joined(separator: ",")
        return "[" + body + (closing ?? "") + "]"
    }

    /// `list` (a JSON or JSON5 list's text) with each of its items, all numbers or strings,
    /// replaced by the one of `texts` at its place, and nothing else changed; `nil` where
    /// `list` does not read, or has another number of items or an item of another kind.
    private static func replacingItems(of list: [UInt8], with texts: [String]) -> String? {
        guard let node = try? JSONSourceReader.read(list, json5: true), case .array(let items) = node.kind, items.count == texts.count
        else { return nil }
        var result: [UInt8] = []
        var copied = 0
        for (item, text) in zip(items, texts) {
            guard item.members == nil, !item.isArray, let location = item.location, let start = offset(of: location, in: list),
                let end = endOfValue(startingAt: start, in: list)
            else { return nil }
            result += list[copied..<start] + Array(quoted(text, as: list[start]).utf8)
            copied = end
        }
        return String(decoding: result + list[copied...], as: UTF8.self)
    }

    /// Writes `edited` to the file at `url` atomically — through a symbolic link to its
    /// target, keeping its permissions — if the file still holds `original`, the bytes the
    /// edit was made from. Temporary files that saves killed midway left beside the file are
    /// removed.
    ///
    /// - Throws: ``EditError`` when the file changed on disk since it was read (nothing is
    ///   written: another editor's or another tab's save is never silently overwritten), or
    ///   it cannot be read or replaced.
    package static func save(_ edited: Data, to url: URL, replacing original: Data) throws(EditError) {
        do {
            let path = try AtomicFile.resolvingLinks(url.path)
            let current = try RegularFile.contents(atPath: path, maximumSize: SourceLimits.maximumBytes)
            guard current == original else {
                throw EditError(description: "\(url.path) changed on disk since it was read: nothing was written; reload it and edit again")
            }
            try AtomicFile.replace(path, with: edited)
            AtomicFile.removeTemporariesOfEndedWriters(of: path)
        } catch let error as EditError {
            throw error
        } catch {
            throw EditError(description: "\(url.path) \(error)")
        }
    }

    /// The byte offset of a line (from 1) and UTF-8 column (from 1). As the readers count,
    /// the first line starts after a byte-order mark.
    static func offset(of location: SourcePosition, in bytes: [UInt8]) -> Int? {
        guard location.line >= 1, location.column >= 1 else { return nil }
        var line = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while line < location.line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            line += 1
        }
        let offset = index + location.column - 1
        let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return offset < lineEnd ? offset : nil
    }

    /// The offset just past the JSON or JSON5 value starting at `start`: a string (either
    /// quote), an object or array (nesting, strings and comments inside skipped), or a bare
    /// word or number; `nil` if it does not end.
    static func endOfValue(startingAt start: Int, in bytes: [UInt8]) -> Int? {
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return endOfString(at: start, in: bytes) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            return endOfBrackets(startingAt: start, in: bytes) { index in
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    return endOfString(at: index, in: bytes)
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    return bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    return (index + 2..<max(index + 2, bytes.count - 1)).first {
                        bytes[$0] == UInt8(ascii: "*") && bytes[$0 + 1] == UInt8(ascii: "/")
                    }.map { $0 + 2 }
                default:
                    return index
                }
            }
        }
        let stops: Set<UInt8> = Set(",}]/ \t\r\n".utf8)
        let end = bytes[start...].firstIndex { stops.contains($0) } ?? bytes.count
        return end > start ? end : nil
    }

    /// The offset just past the bracketed value (`{ … }` or `[ … ]`) at `start`, nested
    /// brackets counted; `nil` if it does not end. `skip(index)` is the offset just past a
    /// string or comment that starts at `index` (`nil` if it does not end), or `index`
    /// itself where none starts.
    static func endOfBrackets(startingAt start: Int, in bytes: [UInt8], skip: (Int) -> Int?) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            guard let next = skip(index) else { return nil }
            if next != index {
                index = next
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func endOfString(at start: Int, in bytes: [UInt8]) -> Int? {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == quote { return index + 1 }
            if bytes[index] == UInt8(ascii: "\n") { return nil }
            index += 1
        }
        return nil
    }
}
