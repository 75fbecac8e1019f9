import TwilightTokens

/// Style Dictionary's classic format: tokens are objects with `value` (and `type`,
/// `comment`, `attributes`), nested in category/type/item paths, with `{a.b.value}`
/// aliases.
///
/// ```json
/// {"color": {"base": {"red": {"value": "#ff0000", "type": "color", "comment": "Brand red"}},
///            "font": {"value": "{color.base.red.value}"}}}
/// ```
///
/// Each token becomes a DTCG token: `value` → `$value` (converted, see
/// ``LegacyTokenValue``), `type` → `$type` (or, without one, the category: `color` → a
/// colour, `size` → a dimension), `comment` → `$description`, `attributes` →
/// `$extensions["org.style-dictionary"].attributes`; aliases lose their `.value`.
enum StyleDictionaryImport {
    static func document(_ root: SourceNode, file: String, notes: inout [String]) throws(TokenValidationError) -> SourceNode {
        guard root.members != nil else {
            throw TokenValidationError([
                TokenDiagnostic(
                    file: file,
                    location: root.location,
                    tokenPath: nil,
                    message: "expected a Style Dictionary object of categories and tokens, found \(root.kindDescription)"
                )
            ])
        }
        var converter = LegacyTokenValue()
        let tokens = group(root, path: [], converter: &converter)
        notes += converter.notes
        return TokenDocumentWriter.resolverDocument(
            sets: [("tokens", tokens)],
            modifiers: [],
            description: "Imported from the Style Dictionary file \(file)"
        )
    }

    /// Whether `node` looks like Style Dictionary's format: some object has a `value`
    /// and no `$value`.
    static func matches(_ node: SourceNode, depth: Int = 0) -> Bool {
        guard depth < 32, let members = node.members else { return false }
        if node["value"] != nil, node["$value"] == nil { return true }
        return members.contains { !$0.key.hasPrefix("$") && matches($0.value, depth: depth + 1) }
    }

    private static func group(_ node: SourceNode, path: [String], converter: inout LegacyTokenValue) -> SourceNode {
        var members: [SourceMember] = []
        for member in node.members ?? [] where member.value.members != nil {
            let childPath = path + [member.key]
            let value =
                member.value["value"] != nil
                ? token(member.value, path: childPath, converter: &converter)
                : group(member.value, path: childPath, converter: &converter)
            members.append(SourceMember(key: member.key, keyLocation: member.keyLocation, value: value))
        }
        return SourceNode(.object(members), at: node.location)
    }

    private static func token(_ node: SourceNode, path: [String], converter: inout LegacyTokenValue) -> SourceNode {
        let dotted = path.joined(separator: ".")
        // `{color.base.red.value}` → `{color.base.red}`.
        let raw = node["value"]!.mappingAliasTargets { $0.hasSuffix(".value") ? String($0.dropLast(6)) : $0 }
        let typeName = node["type"]?.string ?? categoryType(path.first)
        let (type, value) = converter.convert(raw, typeName: typeName, path: dotted)
        var members: [SourceMember] = []
        func add(_ key: String, _ value: SourceNode) { members.append(SourceMember(key: key, keyLocation: nil, value: value)) }
        add("$value", value)
        if let type { add("$type", SourceNode(.string(type.rawValue), at: nil)) }
        if let comment = node["comment"]?.string { add("$description", SourceNode(.string(comment), at: nil)) }
        if let attributes = node["attributes"] {
            add(
                "$extensions",
                SourceNode(
                    .object([
                        SourceMember(
                            key: "org.style-dictionary",
                            keyLocation: nil,
                            value: SourceNode(.object([SourceMember(key: "attributes", keyLocation: nil, value: attributes)]), at: nil)
                        )
                    ]),
                    at: nil
                )
            )
        }
        return SourceNode(.object(members), at: node.location)
    }

    /// The type Style Dictionary's category/type/item convention implies.
    private static func categoryType(_ category: String?) -> String? {
        switch category {
        case "color": "color"
        case "size": "dimension"
        case "time": "duration"
        default: nil
        }
    }
}
