import TwilightTokens

/// Writes token documents as pretty-printed JSON, keeping members in the order given.
enum TokenDocumentWriter {
    static func json(_ node: SourceNode) -> String {
        var bytes: [UInt8] = []
        write(node, depth: 0, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    // Written as bytes: a 100 000-row colour table is 50 MB of JSON, and appending to a
    // byte array is several times faster than appending to a String.

    private static func newline(_ depth: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private static func write(_ node: SourceNode, depth: Int, to bytes: inout [UInt8]) {
        switch node.kind {
        case .object(let members):
            guard !members.isEmpty else {
                bytes += "{}".utf8
                return
            }
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth + 1, to: &bytes)
                writeString(member.key, to: &bytes)
                bytes += ": ".utf8
                write(member.value, depth: depth + 1, to: &bytes)
            }
            newline(depth, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else {
                bytes += "[]".utf8
                return
            }
            let inline = elements.allSatisfy { $0.members == nil && !$0.isArray }
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes += inline ? ", ".utf8 : ",".utf8 }
                if !inline { newline(depth + 1, to: &bytes) }
                write(element, depth: depth + 1, to: &bytes)
            }
            if !inline { newline(depth, to: &bytes) }
            bytes.append(UInt8(ascii: "]"))
        case .string(let text):
            writeString(text, to: &bytes)
        default:
            bytes += node.jsonValue.jsonText.utf8
        }
    }

    private static func writeString(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            var escaped = ""
            JSONValue.writeString(text, to: &escaped)
            bytes += escaped.utf8
        } else {
            bytes.append(UInt8(ascii: "\""))
            bytes += text.utf8
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// A resolver document with one `theme` modifier whose contexts hold the given tokens
    /// inline — how imports with several styles are written as one `.tokens.json` file.
    static func resolverDocument(modes: [(String, SourceNode)], defaultMode: String, description: String) -> SourceNode {
        let theme = Modifier(
            name: "theme",
            description: "Styles",
            contexts: modes.map { (name: $0.0, sets: [], extra: [$0.1]) },
            defaultContext: defaultMode
        )
        return resolverDocument(sets: [], modifiers: [theme], description: description)
    }

    /// One modifier of a resolver document being written: contexts that list sets by
    /// name and inline sources.
    struct Modifier {
        var name: String
        var description: String? = nil
        var contexts: [(name: String, sets: [String], extra: [SourceNode])]
        var defaultContext: String?
    }

    /// A resolver document with named sets and modifiers: how imports with sets and
    /// themes (Tokens Studio, Figma) are written. Sets that no modifier lists come first
    /// in the resolution order, in the order given, then the modifiers.
    static func resolverDocument(sets: [(String, SourceNode)], modifiers: [Modifier], description: String) -> SourceNode {
        func member(_ key: String, _ value: SourceNode) -> SourceMember {
            SourceMember(key: key, keyLocation: nil, value: value)
        }
        func string(_ text: String) -> SourceNode { SourceNode(.string(text), at: nil) }
        func reference(_ pointer: String) -> SourceNode { SourceNode(.object([member("$ref", string(pointer))]), at: nil) }
        let listed = Set(modifiers.flatMap { $0.contexts.flatMap(\.sets) })
        var root = [
            member("$schema", string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            member("version", string("2025.10")),
            member("description", string(description)),
        ]
        if !sets.isEmpty {
            root.append(
                member(
                    "sets",
                    SourceNode(
                        .object(
                            sets.map {
                                member($0.0, SourceNode(.object([member("sources", SourceNode(.array([$0.1]), at: nil))]), at: nil))
                            }
                        ),
                        at: nil
                    )
                )
            )
        }
        if !modifiers.isEmpty {
            root.append(
                member(
                    "modifiers",
                    SourceNode(
                        .object(
                            modifiers.map { modifier in
                                let contexts = modifier.contexts.map { context in
                                    member(context.name, SourceNode(.array(context.sets.map { reference("#/sets/\($0)") } + context.extra), at: nil))
                                }
                                var body = modifier.description.map { [member("description", string($0))] } ?? []
                                body.append(member("contexts", SourceNode(.object(contexts), at: nil)))
                                if let defaultContext = modifier.defaultContext { body.append(member("default", string(defaultContext))) }
                                return member(modifier.name, SourceNode(.object(body), at: nil))
                            }
                        ),
                        at: nil
                    )
                )
            )
        }
        let order =
            sets.map(\.0).filter { !listed.contains($0) }.map { reference("#/sets/\($0)") }
            + modifiers.map { reference("#/modifiers/\($0.name)") }
        root.append(member("resolutionOrder", SourceNode(.array(order), at: nil)))
        return SourceNode(.object(root), at: nil)
    }

    /// A token object `{"$type": type, "$value": value}`.
    static func token(_ type: TokenType, _ value: SourceNode) -> SourceNode {
        SourceNode(
            .object([
                SourceMember(key: "$type", keyLocation: nil, value: SourceNode(.string(type.rawValue), at: nil)),
                SourceMember(key: "$value", keyLocation: nil, value: value),
            ]),
            at: nil
        )
    }
}
