/// A token as written in one source, before aliases are followed. A class, so that the
/// maps that merge and resolve thousands of tokens copy a reference, not the fields.
package final class RawToken: Sendable {
    package let path: String
    /// `$type` of the token or of its nearest group; `nil` means "the alias target's".
    package let type: TokenType?
    /// Set when the token's own `$type` was not a type (already reported).
    let hasInvalidType: Bool
    package let value: SourceNode
    let description: String?
    let deprecation: String?
    let extensions: JSONValue?
    package let file: String
    package let location: SourcePosition?
    /// Non-standard keys beside `$value` taken by the compatibility reading (`alpha`, `mix`).
    let vendorKeys: [SourceMember]
    /// `$extensions["dev.twilight"].contrast` as written: the pairs this token is used in,
    /// read by the contrast audit.
    package let contrastDeclaration: SourceNode?
    /// Whether the value may refer to another token: it holds a `$ref` object or a string
    /// that starts with `{` or ends with `}` (an alias, or one missing a brace, which is
    /// warned about). A token without is its own resolved value in every mode, so the
    /// resolver neither walks nor copies it.
    let mayReferToOthers: Bool

    init(
        path: String,
        type: TokenType?,
        hasInvalidType: Bool,
        value: SourceNode,
        description: String?,
        deprecation: String?,
        extensions: JSONValue?,
        file: String,
        location: SourcePosition?,
        vendorKeys: [SourceMember] = [],
        contrastDeclaration: SourceNode? = nil
    ) {
        self.vendorKeys = vendorKeys
        self.contrastDeclaration = contrastDeclaration
        self.path = path
        self.type = type
        self.hasInvalidType = hasInvalidType
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.file = file
        self.location = location
        self.mayReferToOthers = Self.mayReferToOthers(value)
    }

    /// See ``mayReferToOthers``. Values are nested at most ``SourceLimits/maximumDepth``
    /// levels, so the recursion is bounded.
    private static func mayReferToOthers(_ node: SourceNode) -> Bool {
        switch node.kind {
        case .string(let text):
            let bytes = text.utf8
            return bytes.first == UInt8(ascii: "{") || bytes.last == UInt8(ascii: "}")
        case .object(let members):
            return members.contains { $0.key == "$ref" || mayReferToOthers($0.value) }
        case .array(let elements):
            return elements.contains(where: mayReferToOthers)
        case .number, .bool, .null:
            return false
        }
    }
}

/// The tokens of one source (a file or an inline object), in document order.
package struct RawTokenSource: Sendable {
    package var tokens: [RawToken] = []
}

/// Walks a DTCG Format document (groups, tokens, `$`-properties) and collects its
/// tokens with their inherited types, reporting every structural problem it meets.
package struct TokenTreeReader {
    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$schema"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions"]

    /// Keys beside `$value` that the compatibility reading understands.
    static let vendorKeys: Set<String> = ["alpha", "mix"]

    let file: String
    /// How strictly: ``TokenReading/compatible`` reads ``vendorKeys`` (with a warning per
    /// kind) instead of refusing them.
    var reading = TokenReading.tolerant
    var log = DiagnosticLog()
    var source = RawTokenSource()

    /// Reads the tokens of `root`, a document or an inline source, named `file` in messages.
    static func read(_ root: SourceNode, file: String, reading: TokenReading = .tolerant) -> (RawTokenSource, [TokenDiagnostic]) {
        var reader = TokenTreeReader(file: file, reading: reading)
        let root = GroupInheritance.expand(root, file: file, reading: reading, log: &reader.log)
        guard let members = root.members else {
            reader.report(
                "expected a design tokens document: an object of groups and tokens, found \(root.kindDescription)",
                at: root.location,
                path: nil
            )
            return (reader.source, reader.log.all)
        }
        reader.readGroup(members, path: [], inheritedType: nil, at: root.location)
        return (reader.source, reader.log.all)
    }

    private mutating func report(_ message: String, at location: SourcePosition?, path: String?) {
        log.report(message, file: file, at: location, path: path)
    }

    /// Reports duplicate keys and returns the members with the last of each name.
    private mutating func checkDuplicates(_ members: [SourceMember], path: String) {
        guard members.count > 1 else { return }
        if members.count <= 8 {
            // Tokens have a handful of members: comparing pairs beats hashing.
            for (index, member) in members.enumerated() {
                if let earlier = members[..<index].first(where: { $0.key == member.key }) {
                    let previous = earlier.keyLocation.map { " (first at line \($0.line))" } ?? ""
                    report("duplicate key \"\(member.key)\"\(previous): each name may appear once in an object", at: member.keyLocation, path: path)
                }
            }
            return
        }
        var first: [String: SourcePosition?] = [:]
        for member in members {
            if let earlier = first[member.key] {
                let previous = earlier.map { " (first at line \($0.line))" } ?? ""
                report("duplicate key \"\(member.key)\"\(previous): each name may appear once in an object", at: member.keyLocation, path: path)
            } else {
                first[member.key] = member.keyLocation
            }
        }
    }

    private mutating func readType(_ node: SourceNode, path: String) -> TokenType? {
        guard let name = node.string else {
            report("expected $type to be a type name (\(TokenType.namesForMessages)), found \(node.kindDescription)", at: node.location, path: path)
            return nil
        }
        guard let type = TokenType(rawValue: name) else {
            report("unknown type \"\(name)\" (expected one of \(TokenType.namesForMessages))", at: node.location, path: path)
            return nil
        }
        return type
    }

    private mutating func readGroup(_ members: [SourceMember], path: [String], inheritedType: TokenType?, at location: SourcePosition?) {
        let dotted = path.joined(separator: ".")
        checkDuplicates(members, path: dotted)
        var groupType = inheritedType
        if let typeNode = members.last(where: { $0.key == "$type" })?.value {
            groupType = readType(typeNode, path: dotted) ?? groupType
        }
        for member in members {
            if member.key.hasPrefix("$") {
                if member.key == "$root" {
                    readChild(member, path: path, parent: dotted, groupType: groupType)
                } else if !Self.groupProperties.contains(member.key) {
                    report(
                        "unknown group property \"\(member.key)\" (expected $type, $description, $deprecated, $extensions, $extends or $root)",
                        at: member.keyLocation,
                        path: dotted
                    )
                } else if member.key == "$description", member.value.string == nil {
                    report("expected $description to be a string, found \(member.value.kindDescription)", at: member.value.location, path: dotted)
                } else if member.key == "$extensions", member.value.members == nil {
                    report("expected $extensions to be an object, found \(member.value.kindDescription)", at: member.value.location, path: dotted)
                }
                continue
            }
            if let problem = Self.problem(withName: member.key) {
                report("the name \"\(member.key)\" \(problem)", at: member.keyLocation, path: dotted)
                continue
            }
            if member.key == "<<" {
                report(
                    "\"<<\" is YAML 1.1's merge key, which is not applied (token files are read as YAML 1.2): write the members out, or give the group $extends",
                    at: member.keyLocation,
                    path: dotted
                )
                continue
            }
            readChild(member, path: path, parent: dotted, groupType: groupType)
        }
    }

    /// Reads the token or group `member` of the group at `path` (`parent` is that path
    /// dot-separated).
    private mutating func readChild(_ member: SourceMember, path: [String], parent: String, groupType: TokenType?) {
        let dotted = parent.isEmpty ? member.key : parent + "." + member.key
        guard let members = member.value.members else {
            report(
                "expected a token (an object with \"$value\") or a group (an object), found \(member.value.kindDescription)",
                at: member.value.location,
                path: dotted
            )
            return
        }
        if members.contains(where: { $0.key == "$value" }) {
            readToken(members, path: dotted, groupType: groupType, at: member.keyLocation)
        } else if let reference = members.first(where: { $0.key == "$ref" }) {
            // `{"$ref": "#/colors/blue"}` in place of a token: an alias of that token.
            let value = SourceNode(.object([reference]), at: reference.keyLocation)
            let asToken = members.map { $0.key == "$ref" ? SourceMember(key: "$value", keyLocation: $0.keyLocation, value: value) : $0 }
            readToken(asToken, path: dotted, groupType: groupType, at: member.keyLocation)
        } else {
            readGroup(members, path: path + [member.key], inheritedType: groupType, at: member.value.location)
        }
    }

    private mutating func readToken(_ members: [SourceMember], path: String, groupType: TokenType?, at location: SourcePosition?) {
        checkDuplicates(members, path: path)
        var type = groupType
        var hasInvalidType = false
        var value = SourceNode(.null, at: nil)
        var valueLocation = location
        var description: String? = nil
        var deprecation: String? = nil
        var extensions: JSONValue? = nil
        var contrastDeclaration: SourceNode? = nil
        var vendorKeys: [SourceMember] = []
        for member in members {
            let node = member.value
            switch member.key {
            case "$value":
                value = node
                valueLocation = node.location ?? location
            case "$type":
                if let declared = readType(node, path: path) { type = declared } else { hasInvalidType = true }
            case "$description":
                if let text = node.string {
                    description = text
                } else {
                    report("expected $description to be a string, found \(node.kindDescription)", at: node.location, path: path)
                }
            case "$deprecated":
                switch node.kind {
                case .bool(let deprecated): deprecation = deprecated ? "" : nil
                case .string(let reason): deprecation = reason
                default:
                    report("expected $deprecated to be true, false or an explanation, found \(node.kindDescription)", at: node.location, path: path)
                }
            case "$extensions":
                if node.members != nil {
                    extensions = node.jsonValue
                    contrastDeclaration = node[TokenExtensions.namespace]?["contrast"]
                } else {
                    report("expected $extensions to be an object, found \(node.kindDescription)", at: node.location, path: path)
                }
            default:
                if member.key.hasPrefix("$") {
                    report(
                        "unknown token property \"\(member.key)\" (expected $value, $type, $description, $deprecated or $extensions)",
                        at: member.keyLocation,
                        path: path
                    )
                } else if reading.readsVendorKeys, Self.vendorKeys.contains(member.key) {
                    // `"mix": null` (Primer's sources write it beside "alpha") means no mix.
                    if member.value.kind == .null { continue }
                    vendorKeys.append(member)
                    let meaning = member.key == "alpha" ? "the colour's opacity" : "a mix with another colour in OKLab"
                    log.warn(
                        "compatibility reading: \"\(member.key)\" beside $value is taken as \(meaning); DTCG has no such key",
                        file: file,
                        at: nil,
                        path: nil
                    )
                } else if Self.vendorKeys.contains(member.key) {
                    let fix =
                        member.key == "alpha"
                        ? "write the opacity as the colour's own \"alpha\" ({\"colorSpace\": …, \"components\": …, \"alpha\": 0.4})"
                        : "write the mixed colour as the value"
                    report(
                        "\"\(member.key)\" beside $value is not DTCG: \(fix), or move the key into $extensions; --compat reads \"alpha\" and \"mix\" (with a warning)",
                        at: member.keyLocation,
                        path: path
                    )
                } else {
                    report(
                        "\"\(member.key)\" beside $value is not DTCG: move it into $extensions (for tools that need it), or make this a group without $value if it is a token of its own",
                        at: member.keyLocation,
                        path: path
                    )
                }
            }
        }
        source.tokens.append(
            RawToken(
                path: path,
                type: type,
                hasInvalidType: hasInvalidType,
                value: value,
                description: description,
                deprecation: deprecation,
                extensions: extensions,
                file: file,
                location: valueLocation,
                vendorKeys: vendorKeys,
                contrastDeclaration: contrastDeclaration
            )
        )
    }

    /// Why a token or group name is not allowed, if it is not (DTCG: no `.`, `{`, `}`,
    /// and no leading `$`).
    package static func problem(withName name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if let control = controlCharacter(in: name) { return "may not contain control characters (found \(control))" }
        if name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return "may not contain '.', '{' or '}' (they are used by aliases)"
        }
        return nil
    }

    /// The first control character in `name` (C0, DEL or C1), written `U+0000`, if any:
    /// names end up in CSS, Swift source and terminal messages, where they do harm.
    package static func controlCharacter(in name: String) -> String? {
        guard let scalar = name.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            return nil
        }
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
