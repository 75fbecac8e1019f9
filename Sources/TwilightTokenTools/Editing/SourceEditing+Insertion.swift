package import Foundation
import TwilightTokens

extension TokenSourceEditor {
    /// `data` with a token added at `path` (its groups' names, then its own), defined by
    /// `definition` (the text of a JSON object such as `{ "$value": "{color.accent}" }`).
    ///
    /// The token goes in as the first member of the deepest group of `path` the text
    /// already has, inside one-line groups made for the rest of `path`, on a line of its own
    /// indented as that group's first member is (or on the group's line, for a group written
    /// on one line). Every other byte stays as it was.
    ///
    /// - Throws: ``EditError`` when the text is not a JSON or JSON5 object, a name along
    ///   `path` is a token or not an object, or the token is already there.
    package static func insertingToken(at path: [String], definition: String, in data: Data, json5: Bool) throws(EditError) -> Data {
        let bytes = [UInt8](data)
        var group: SourceNode
        do {
            group = try JSONSourceReader.read(bytes, json5: json5)
        } catch {
            throw EditError(description: "\(error.location.map { "\($0): " } ?? "")\(error.message)")
        }
        guard !path.isEmpty, group.members != nil else { throw EditError(description: "the file is not a JSON object of tokens and groups") }
        let depth = try descend(into: &group, along: path)
        var value = definition
        for name in path[(depth + 1)...].reversed() { value = "{ \(JSONValue.string(name).jsonText): \(value) }" }
        let member = "\(JSONValue.string(path[depth]).jsonText): \(value)"

        guard let location = group.location, let open = offset(of: location, in: bytes), bytes[open] == UInt8(ascii: "{") else {
            throw EditError(description: "\(path[..<depth].joined(separator: ".")): no object starts where it was read")
        }
        return inserting(member, intoObjectAt: open, isEmpty: group.members?.isEmpty == true, in: bytes)
    }

    /// How many names of `path` name groups `group` has, one inside the other, with `group`
    /// set to the deepest of them.
    ///
    /// - Throws: ``EditError`` when a name along `path` is a token or not an object, or
    ///   all of `path` is there.
    static func descend(into group: inout SourceNode, along path: [String]) throws(EditError) -> Int {
        var depth = 0
        while depth < path.count, let child = group[path[depth]] {
            let name = path[...depth].joined(separator: ".")
            guard depth < path.count - 1 else { throw EditError(description: "\(name) is already defined in this file") }
            guard child.members != nil, child["$value"] == nil else { throw EditError(description: "\(name) is a token here, not a group") }
            group = child
            depth += 1
        }
        return depth
    }

    /// `bytes` with `member` (`"name": value`) put first in the object whose `{` is at
    /// `open`: on a line of its own indented as the first member is, or on the `{` line for
    /// an object written on one line.
    static func inserting(_ member: String, intoObjectAt open: Int, isEmpty: Bool, in bytes: [UInt8]) -> Data {
        // The white space after `{` tells how the members are laid out.
        let blank: Set<UInt8> = Set(" \t\r\n".utf8)
        let layout = bytes[(open + 1)...].prefix { blank.contains($0) }
        let inserted: String
        if isEmpty {
            inserted = " \(member) "
        } else if let newline = layout.lastIndex(of: UInt8(ascii: "\n")) {
            let lineBreak = layout.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
            inserted = lineBreak + String(decoding: bytes[(newline + 1)..<layout.endIndex], as: UTF8.self) + member + ","
        } else {
            inserted = " \(member),"
        }
        return Data(bytes[...open] + Array(inserted.utf8) + bytes[(open + 1)...])
    }
}
