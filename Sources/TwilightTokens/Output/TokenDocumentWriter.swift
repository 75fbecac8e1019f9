/// Writes token documents as pretty-printed JSON, keeping members in the order given.
enum TokenDocumentWriter {
    static func json(_ node: SourceNode) -> String {
        var text = ""
        write(node, indent: "", to: &text)
        return text + "\n"
    }

    private static func write(_ node: SourceNode, indent: String, to text: inout String) {
        switch node.kind {
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += indent + "  "
                JSONValue.writeString(member.key, to: &text)
                text += ": "
                write(member.value, indent: indent + "  ", to: &text)
                text += index + 1 < members.count ? ",\n" : "\n"
            }
            text += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            if elements.allSatisfy({ $0.members == nil && !$0.isArray }) {
                text += "[" + elements.map(\.jsonValue.jsonText).joined(separator: ", ") + "]"
                return
            }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += indent + "  "
                write(element, indent: indent + "  ", to: &text)
                text += index + 1 < elements.count ? ",\n" : "\n"
            }
            text += indent + "]"
        default:
            node.jsonValue.write(to: &text)
        }
    }

    /// A resolver document with one `theme` modifier whose contexts hold the given tokens
    /// inline — how imports with several styles are written as one `.tokens.json` file.
    static func resolverDocument(modes: [(String, SourceNode)], defaultMode: String, description: String) -> SourceNode {
        func member(_ key: String, _ value: SourceNode) -> SourceMember {
            SourceMember(key: key, keyLocation: nil, value: value)
        }
        let contexts = modes.map { member($0.0, SourceNode(.array([$0.1]), at: nil)) }
        let theme = SourceNode(.object([
            member("description", SourceNode(.string("Styles"), at: nil)),
            member("contexts", SourceNode(.object(contexts), at: nil)),
            member("default", SourceNode(.string(defaultMode), at: nil)),
        ]), at: nil)
        return SourceNode(.object([
            member("$schema", SourceNode(.string("https://www.designtokens.org/schemas/2025.10/resolver.json"), at: nil)),
            member("version", SourceNode(.string("2025.10"), at: nil)),
            member("description", SourceNode(.string(description), at: nil)),
            member("modifiers", SourceNode(.object([member("theme", theme)]), at: nil)),
            member("resolutionOrder", SourceNode(.array([
                SourceNode(.object([member("$ref", SourceNode(.string("#/modifiers/theme"), at: nil))]), at: nil)
            ]), at: nil)),
        ]), at: nil)
    }

    /// A token object `{"$type": type, "$value": value}`.
    static func token(_ type: TokenType, _ value: SourceNode) -> SourceNode {
        SourceNode(.object([
            SourceMember(key: "$type", keyLocation: nil, value: SourceNode(.string(type.rawValue), at: nil)),
            SourceMember(key: "$value", keyLocation: nil, value: value),
        ]), at: nil)
    }
}
