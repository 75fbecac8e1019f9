import TwilightColor
import TwilightTokens

/// JXTheme-style theme maps: `{style: {name: value}}` in JSON, YAML or a property list.
/// Strings that read as colours become colour tokens, numbers number tokens, other
/// strings string tokens; nested objects become groups.
enum StyleMap {
    static func parse(_ root: SourceNode, file: String) throws(TokenValidationError) -> SourceNode {
        var log = DiagnosticLog()
        guard let styles = root.members, !styles.isEmpty else {
            throw TokenValidationError([
                TokenDiagnostic(
                    file: file,
                    location: root.location,
                    tokenPath: nil,
                    message:
                        "expected an object from style name to its values, such as {\"light\": {\"background\": \"#ffffff\"}}, found \(root.kindDescription)"
                )
            ])
        }
        var modes: [(String, SourceNode)] = []
        for style in styles {
            if modes.contains(where: { $0.0 == style.key }) {
                log.report("the style \"\(style.key)\" appears twice", file: file, at: style.keyLocation, path: style.key)
                continue
            }
            if let control = TokenTreeReader.controlCharacter(in: style.key) {
                log.report(
                    "the style name \(style.key.debugDescription) may not contain control characters (found \(control))",
                    file: file,
                    at: style.keyLocation,
                    path: nil
                )
                continue
            }
            guard style.value.members != nil else {
                log.report(
                    "expected the style's values as an object {name: value}, found \(style.value.kindDescription)",
                    file: file,
                    at: style.value.location,
                    path: style.key
                )
                continue
            }
            modes.append((style.key, convert(style.value, path: [style.key], file: file, log: &log)))
        }
        try log.throwIfAny()
        let defaultMode = modes.first { $0.0.lowercased() == "light" }?.0 ?? modes[0].0
        return TokenDocumentWriter.resolverDocument(modes: modes, defaultMode: defaultMode, description: "Imported from the style map \(file)")
    }

    private static func convert(_ group: SourceNode, path: [String], file: String, log: inout DiagnosticLog) -> SourceNode {
        var members: [SourceMember] = []
        var seen: Set<String> = []
        for member in group.members ?? [] {
            let dotted = (path + [member.key]).joined(separator: ".")
            if !seen.insert(member.key).inserted {
                log.report("duplicate key \"\(member.key)\"", file: file, at: member.keyLocation, path: dotted)
                continue
            }
            if let problem = TokenTreeReader.problem(withName: member.key) ?? (member.key.hasPrefix("$") ? "may not start with '$'" : nil) {
                log.report("the name \(member.key.debugDescription) \(problem)", file: file, at: member.keyLocation, path: dotted)
                continue
            }
            let value = member.value
            let token: SourceNode
            switch value.kind {
            case .string(let text):
                if let color = try? RGBAColor(css: text) {
                    token = TokenDocumentWriter.token(.color, TokenImport.colorNode(color))
                } else {
                    token = TokenDocumentWriter.token(.string, value)
                }
            case .number: token = TokenDocumentWriter.token(.number, value)
            case .object: token = convert(value, path: path + [member.key], file: file, log: &log)
            default:
                log.report(
                    "expected a colour, a number, a string or a group, found \(value.kindDescription)",
                    file: file,
                    at: value.location,
                    path: dotted
                )
                continue
            }
            members.append(SourceMember(key: member.key, keyLocation: nil, value: token))
        }
        return SourceNode(.object(members), at: nil)
    }
}
