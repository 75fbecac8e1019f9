#if YAML
import Yams

/// Reads YAML (through Yams) into a ``SourceNode`` tree with the positions libYAML reports.
///
/// Plain scalars are typed by the YAML 1.2 core schema (`true`, `12`, `0x1F`, `1.5e3`,
/// `null`) — our own reading, not Yams's YAML 1.1 one, which also takes `yes` and `1:30`
/// as values and traps when a base-60 number overflows (found by the fuzzer). Quoted
/// scalars are always strings. Duplicate keys are reported by Yams as the first duplicated key.
/// Expansion through anchors and aliases is bounded by ``SourceLimits/maximumNodes``.
enum YAMLSourceReader {
    static func read(_ text: String) throws(SourceSyntaxError) -> SourceNode {
        if let problem = excessiveNesting(in: text) { throw problem }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, lines: Lines(text))
        } catch {
            throw SourceSyntaxError(location: nil, message: "\(error)")
        }
        guard let root else {
            throw SourceSyntaxError(location: SourcePosition(line: 1, column: 1), message: "expected a YAML document, found an empty file")
        }
        // Without anchors a value takes at least one byte of text, so more values than
        // bytes means aliases are multiplying the document.
        var budget = min(SourceLimits.maximumNodes, max(1_000, text.utf8.count))
        return try convert(root, depth: 0, budget: &budget, lines: Lines(text))
    }

    /// The text's lines, to turn libYAML's character columns into UTF-8 columns.
    private struct Lines {
        let bytes: [UInt8]
        /// The offset where each line starts.
        let starts: [Int]

        init(_ text: String) {
            let bytes = Array(text.utf8)
            self.bytes = bytes
            // As in JSON, the first line starts after a byte-order mark.
            starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        }

        /// The rest of the line from `mark`, spaces first left out.
        func textAfter(_ mark: Mark?) -> ArraySlice<UInt8> {
            guard let location = location(mark), location.line <= starts.count else { return [] }
            let start = min(starts[location.line - 1] + location.column - 1, bytes.count)
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            return bytes[start..<end].drop { $0 == 0x20 }
        }

        func location(_ mark: Mark?) -> SourcePosition? {
            guard let mark else { return nil }
            guard mark.line >= 1, mark.line <= starts.count else { return SourcePosition(line: mark.line, column: mark.column) }
            var index = starts[mark.line - 1]
            for _ in 1..<max(1, mark.column) where index < bytes.count {
                // A character's first byte says how many bytes it takes.
                let lead = bytes[index]
                index += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            }
            return SourcePosition(line: mark.line, column: index - starts[mark.line - 1] + 1)
        }
    }

    private static func syntaxError(_ error: YamlError, lines: Lines) -> SourceSyntaxError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            SourceSyntaxError(location: lines.location(mark), message: "not valid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            SourceSyntaxError(
                location: lines.location(context.mark),
                message: "duplicate key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", ")) in one mapping: each name may appear once"
            )
        case .reader(let problem, _, _, _):
            SourceSyntaxError(location: nil, message: "not readable as YAML text: \(problem)")
        default:
            SourceSyntaxError(location: nil, message: "not valid YAML: \(error)")
        }
    }

    /// libYAML and Yams recurse once per level, so a deeply nested file is refused before
    /// parsing: flow brackets are counted, and block nesting is bounded by indentation.
    private static func excessiveNesting(in text: String) -> SourceSyntaxError? {
        var flowDepth = 0
        var line = 1
        var indentation = 0
        var atLineStart = true
        var quote: UInt8? = nil
        for byte in text.utf8 {
            if byte == 0x0A {
                line += 1
                indentation = 0
                atLineStart = true
                continue
            }
            if atLineStart, byte == 0x20 || byte == UInt8(ascii: "-") {
                indentation += 1
                if indentation > SourceLimits.maximumDepth * 4 { break }
                continue
            }
            atLineStart = false
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"): flowDepth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): flowDepth = max(0, flowDepth - 1)
            default: break
            }
            if flowDepth > SourceLimits.maximumDepth { break }
        }
        if flowDepth > SourceLimits.maximumDepth || indentation > SourceLimits.maximumDepth * 4 {
            return SourceSyntaxError(
                location: SourcePosition(line: line, column: 1),
                message: "mappings and sequences are nested more than \(SourceLimits.maximumDepth) levels deep"
            )
        }
        return nil
    }

    private static func convert(_ node: Node, depth: Int, budget: inout Int, lines: Lines) throws(SourceSyntaxError) -> SourceNode {
        budget -= 1
        let here = lines.location(node.mark)
        guard budget >= 0 else {
            throw SourceSyntaxError(
                location: here,
                message: "the document expands to more values than it has bytes (anchors and aliases used to multiply it?)"
            )
        }
        guard depth <= SourceLimits.maximumDepth else {
            throw SourceSyntaxError(location: here, message: "mappings and sequences are nested more than \(SourceLimits.maximumDepth) levels deep")
        }
        switch node {
        case .mapping(let mapping):
            var members: [SourceMember] = []
            members.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                guard let name = key.scalar?.string else {
                    throw SourceSyntaxError(
                        location: lines.location(key.mark),
                        message: "expected a text key, found a mapping or sequence used as a key"
                    )
                }
                members.append(
                    SourceMember(
                        key: name,
                        keyLocation: lines.location(key.mark),
                        value: try convert(value, depth: depth + 1, budget: &budget, lines: lines)
                    )
                )
            }
            var object = SourceNode(.object(members), at: here)
            // `$value: {color.accent}` is a flow mapping with one key and no value. (Yams's
            // `mapping.style` is read from the mapping's end event, so the text is asked.)
            if lines.textAfter(node.mark).first == UInt8(ascii: "{"), members.count == 1, let only = members.first, only.value.kind == .null,
                !only.key.contains(" ")
            {
                object.hint = "in YAML an unquoted {\(only.key)} is a mapping: write an alias in quotes, \"{\(only.key)}\""
            }
            return object
        case .sequence(let sequence):
            var elements: [SourceNode] = []
            for element in sequence { elements.append(try convert(element, depth: depth + 1, budget: &budget, lines: lines)) }
            return SourceNode(.array(elements), at: here)
        case .scalar(let scalar):
            guard scalar.style == .plain || scalar.style == .any else { return SourceNode(.string(scalar.string), at: here) }
            var plain = SourceNode(plainScalar(scalar.string), at: here)
            // `$value: #ffffff` has no value: the `#` starts a comment.
            if scalar.string.isEmpty, lines.textAfter(node.mark).first == UInt8(ascii: "#") {
                plain.hint = "in YAML a # after a space starts a comment: write a hex colour in quotes, \"#rrggbb\""
            }
            return plain
        case .alias:
            throw SourceSyntaxError(location: here, message: "an alias that was not resolved")
        }
    }

    /// The YAML 1.2 core schema's reading of a plain scalar.
    static func plainScalar(_ text: String) -> SourceNode.Kind {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "o") {
            if let value = UInt64(String(decoding: bytes[2...], as: UTF8.self), radix: bytes[1] == UInt8(ascii: "x") ? 16 : 8) {
                return .number(Double(value))
            }
            return .string(text)
        }
        if isDecimalNumber(bytes), let value = Double(text), value.isFinite { return .number(value) }
        return .string(text)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isDecimalNumber(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var mantissa = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
#endif
