import TwilightTokens

extension SourceNode {
    /// This value with the target of every `{…}` alias in its strings — whole values,
    /// parts of expressions such as `{space.base} * 2`, and inside composites — replaced by
    /// `transform(target)`. How importers turn other tools' alias spellings into token paths.
    func mappingAliasTargets(_ transform: (String) -> String) -> SourceNode {
        switch kind {
        case .string(let text) where text.contains("{"):
            var result = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                result += rest[..<open]
                result += "{" + transform(String(rest[rest.index(after: open)..<close])) + "}"
                rest = rest[rest.index(after: close)...]
            }
            return SourceNode(.string(result + rest), at: location)
        case .object(let members):
            return SourceNode(
                .object(
                    members.map {
                        SourceMember(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.mappingAliasTargets(transform))
                    }
                ),
                at: location
            )
        case .array(let elements):
            return SourceNode(.array(elements.map { $0.mappingAliasTargets(transform) }), at: location)
        default:
            return self
        }
    }
}
