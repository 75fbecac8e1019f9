import Foundation
import TwilightTokens

/// An object value changed one member at a time, so that what a person wrote between the
/// values — comments, line breaks, the order and quoting of keys — stays.
extension TokenSourceEditor {
    /// `data` with the object `node` (as read from `data`, in `format`) set to `mapping`
    /// member by member: each value both have is replaced where it stands; a member only
    /// `mapping` has is added before the next member the text has (in `mapping`'s order), or
    /// after its last one, laid out as its neighbour is; a member only the text has keeps its
    /// place with the value `implied` gives for it (what leaving it out means: a colour's
    /// `alpha` of 1). `nil` when that cannot be done — a key twice, an old value that is an
    /// object, a member only the text has that `implied` does not name, a place the reader
    /// did not record, a key to add before a YAML list item's first key — and the caller
    /// replaces the whole value then.
    ///
    /// - Throws: ``EditError`` as ``replacingValue(in:at:with:)`` and
    ///   ``replacingYAMLValue(in:at:with:)`` do, when the text changed since it was read.
    static func replacingMemberValues(
        of node: SourceNode,
        with mapping: YAMLText,
        implied: [String: YAMLText] = [:],
        in data: Data,
        format: TokenFileFormat
    ) throws(EditError) -> Data? {
        guard case .object(let old) = node.kind, case .mapping(let new) = mapping, let last = old.last,
            Set(old.map(\.key)).count == old.count, Set(new.map(\.0)).count == new.count
        else { return nil }
        let bytes = [UInt8](data)
        var steps: [Step] = []
        for member in old {
            guard let place = member.value.location, member.value.members == nil, let start = offset(of: place, in: bytes),
                let value = new.first(where: { $0.0 == member.key })?.1 ?? implied[member.key]
            else { return nil }
            steps.append(Step(offset: start, change: .value(place, value)))
        }
        // The members to add, by the old member they go before (nil: after the last one).
        let oldKeys = Set(old.map(\.key))
        var added: [(before: String?, members: [(String, YAMLText)])] = []
        for (index, (key, value)) in new.enumerated() where !oldKeys.contains(key) {
            let next = new[(index + 1)...].first { oldKeys.contains($0.0) }?.0
            if let group = added.firstIndex(where: { $0.before == next }) {
                added[group].members.append((key, value))
            } else {
                added.append((next, [(key, value)]))
            }
        }
        for (next, members) in added {
            let anchor = next.flatMap { key in old.first { $0.key == key } } ?? last
            let valueStart = next == nil ? last.value.location.flatMap { offset(of: $0, in: bytes) } : nil
            guard let place = anchor.keyLocation, let key = offset(of: place, in: bytes), next != nil || valueStart != nil,
                let insertions = try insertions(of: members, besideKeyAt: key, afterValueAt: valueStart, in: bytes, format: format)
            else { return nil }
            steps += insertions
        }
        return try applying(steps, to: data, format: format)
    }

    /// `data` with the member `key: value` added to the object `node` (as read from `data`,
    /// in `format`) after its last member, laid out as that member is (see
    /// ``replacingMemberValues(of:with:implied:in:format:)``). `nil` when that cannot be
    /// done: `node` is not an object with members, already has `key`, or the reader did not
    /// record the place.
    ///
    /// - Throws: ``EditError`` when the text changed since it was read.
    static func addingMember(_ key: String, _ value: YAMLText, to node: SourceNode, in data: Data, format: TokenFileFormat) throws(EditError) -> Data?
    {
        guard case .object(let members) = node.kind, let last = members.last, !members.contains(where: { $0.key == key }) else { return nil }
        let bytes = [UInt8](data)
        guard let keyPlace = last.keyLocation, let keyStart = offset(of: keyPlace, in: bytes),
            let valuePlace = last.value.location, let valueStart = offset(of: valuePlace, in: bytes),
            let steps = try insertions(of: [(key, value)], besideKeyAt: keyStart, afterValueAt: valueStart, in: bytes, format: format)
        else { return nil }
        return try applying(steps, to: data, format: format)
    }

    /// `data` with `steps` made, the last place first, so that each place is still where it
    /// was read (no two steps share a place).
    private static func applying(_ steps: [Step], to data: Data, format: TokenFileFormat) throws(EditError) -> Data {
        var data = data
        for step in steps.sorted(by: { $0.offset > $1.offset }) {
            switch step.change {
            case .value(let place, let value) where format == .yaml:
                data = try replacingYAMLValue(in: data, at: place) { _ in value }
            case .value(let place, let value):
                data = try replacingValue(in: data, at: place, with: value.jsonText)
            case .insertion(let text):
                data.replaceSubrange((data.startIndex + step.offset)..<(data.startIndex + step.offset), with: Array(text.utf8))
            }
        }
        return data
    }

    /// One change of a member-by-member edit, at a byte offset of the text as read.
    private struct Step {
        enum Change {
            /// The value that starts here is replaced.
            case value(SourcePosition, YAMLText)
            /// Text is inserted here.
            case insertion(String)
        }
        var offset: Int
        var change: Change
    }

    /// The insertions that add `members` to the object whose member's key starts at `key`:
    /// before that member, or after its value when it starts at `valueStart`. Beside a key
    /// that begins its line they go on lines of their own, indented as that key; else on the
    /// key's line. `nil` where YAML has no place for them (before a list item's first key).
    private static func insertions(
        of members: [(String, YAMLText)],
        besideKeyAt key: Int,
        afterValueAt valueStart: Int?,
        in bytes: [UInt8],
        format: TokenFileFormat
    ) throws(EditError) -> [Step]? {
        let lineStart = lineStart(before: key, in: bytes)
        let flow = format != .yaml || isInFlowMapping(keyAt: key, in: bytes)
        // A YAML list item's first key (`- color:`) is indented, for its siblings, by the
        // columns of its dash.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        let lead = bytes[lineStart..<key].map { !flow && $0 == UInt8(ascii: "-") ? 0x20 : $0 }
        let ownLine = lead.allSatisfy(isSpace)
        let indentation = String(decoding: lead, as: UTF8.self)
        let lineBreak = lineBreak(in: bytes)
        let quoted = format != .json5 || [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[key])
        let texts = members.map { member in
            if format == .yaml { return YAMLText.member(member.0, member.1) }
            let name = quoted || !isIdentifier(member.0) ? JSONValue.string(member.0).jsonText : member.0
            return "\(name): \(member.1.jsonText)"
        }
        guard let valueStart else {
            if bytes[lineStart..<key].allSatisfy(isSpace) {
                let lines = texts.map { indentation + $0 + (flow ? "," : "") + lineBreak }.joined()
                return [Step(offset: lineStart, change: .insertion(lines))]
            }
            return flow ? [Step(offset: key, change: .insertion(texts.map { $0 + ", " }.joined()))] : nil
        }
        // After the last member's value: on lines after its line when nothing but a comma
        // and a comment follows the value there, else right after the value.
        guard let end = format == .yaml ? try yamlValue(startingAt: valueStart, in: bytes).end : endOfValue(startingAt: valueStart, in: bytes) else {
            throw EditError(description: "no complete value starts at byte \(valueStart) (the file changed since it was read)")
        }
        let lineEnd = contentEnd(ofLineAt: end, in: bytes)
        let rest = bytes[end..<lineEnd].drop(while: isSpace)
        let comma = rest.first == UInt8(ascii: ",")
        let tail = (comma ? rest.dropFirst() : rest).drop(while: isSpace)
        let comment = tail.isEmpty || tail.starts(with: Array((format == .yaml ? "#" : "//").utf8))
        if ownLine, comment {
            let separator = flow ? "," : ""
            let lines = texts.map { lineBreak + indentation + $0 }.joined(separator: separator) + (comma ? separator : "")
            // The value before them needs a comma after it (JSON, a flow mapping): one
            // insertion where nothing follows the value on its line, so no two share a place.
            guard flow, !comma else { return [Step(offset: lineEnd, change: .insertion(lines))] }
            if lineEnd == end { return [Step(offset: end, change: .insertion("," + lines))] }
            return [Step(offset: lineEnd, change: .insertion(lines)), Step(offset: end, change: .insertion(","))]
        }
        return flow ? [Step(offset: end, change: .insertion(texts.map { ", " + $0 }.joined()))] : nil
    }

    /// Whether JSON5 reads `key` unquoted: a letter, `$` or `_`, then those or digits.
    private static func isIdentifier(_ key: String) -> Bool {
        let letters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_".utf8)
        guard let first = key.utf8.first, letters.contains(first) else { return false }
        return key.utf8.allSatisfy { letters.contains($0) || (0x30...0x39).contains($0) }
    }
}

extension TokenSourceEditor.YAMLText {
    /// The value as JSON text on one line: `{ "value": 12, "unit": "px" }`, `[1, 0, 0]`.
    var jsonText: String {
        switch self {
        case .value(.array(let elements)): "[" + elements.map(\.jsonText).joined(separator: ", ") + "]"
        case .value(let value): value.jsonText
        case .mapping(let members): "{ " + members.map { JSONValue.string($0.0).jsonText + ": " + $0.1.jsonText }.joined(separator: ", ") + " }"
        case .sequence(let elements): "[" + elements.map(\.jsonText).joined(separator: ", ") + "]"
        }
    }
}
