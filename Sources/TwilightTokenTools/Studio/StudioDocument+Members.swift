import TwilightTokens

/// The members of composite tokens (a shadow's colour, a border's width, a typography's font
/// size) as the studio sets them: found in the definition by the studio's name for them, and
/// the whole composite written out again where a mode gets a value of its own.
extension StudioDocument {
    /// The member types the studio sets: those ``Edit`` has a value for. A shadow's `inset`
    /// (`true` or `false`) is set too.
    static let editableMemberTypes: Set<TokenType> = [
        .color, .dimension, .duration, .number, .fontWeight, .fontFamily, .cubicBezier, .strokeStyle,
    ]

    /// A member of a composite's definition that the studio sets.
    struct Member {
        /// Its name in the object that holds it (`color`, `inset`).
        var name: String
        /// Its value as written; `nil` for a shadow's `inset` that the shadow leaves out.
        var node: SourceNode?
        /// The object that holds it: the composite, or a layer of a list.
        var owner: SourceNode
        /// The type of its value; `nil` for `true` or `false` (a shadow's `inset`).
        var type: TokenType?
    }

    /// The member of `value` (the definition of `path`, a composite of `type`) that `member`
    /// names — `color`, or `1.color` for the second layer of a shadow list or stop of a
    /// gradient, counting from 0.
    ///
    /// - Throws: ``TokenValidationError`` when the definition is an alias of another token
    ///   (or the layer is), naming the token to set instead, or there is no such member, or
    ///   the member is not one the studio sets (``editableMemberTypes``, and a shadow's
    ///   `inset`).
    func member(
        _ member: String,
        in value: SourceNode,
        of type: TokenType,
        token path: String
    ) throws(TokenValidationError) -> Member {
        guard let schema = CompositeSchema.members(of: type) else {
            throw problem("\(path) is a \(type.rawValue) token: it has no members to set", path: path)
        }
        var names = member.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let target = value.string.flatMap(AliasResolver.aliasTarget) {
            throw problem("\(path) takes its whole value from \(target) here: set \(target)'s \(member)", path: path)
        }
        var node = value
        var owner = path
        if case .array(let layers) = value.kind {
            let layer = type == .gradient ? "stop" : "shadow"
            guard names.count == 2, let index = Int(names[0]), layers.indices.contains(index) else {
                throw problem(
                    "\(path) is a list of \(layers.count) \(layer)s: expected a member such as 0.\(schema[0].name) (\(layer)s count from 0), found \"\(member)\"",
                    path: path
                )
            }
            node = layers[index]
            names.removeFirst()
            owner = "\(path)'s \(layer) \(index)"
            if let target = node.string.flatMap(AliasResolver.aliasTarget) {
                throw problem("\(owner) is an alias of \(target): set \(target)'s \(names[0])", path: path)
            }
        }
        let known = schema.map(\.name).joined(separator: ", ")
        // A shadow's inset may be left out (it means false): the studio adds it.
        guard names.count == 1, node.members != nil, let entry = schema.first(where: { $0.name == names[0] }),
            node[entry.name] != nil || entry.kind == .boolean
        else {
            throw problem("\(owner) has no member \"\(names.joined(separator: "."))\": expected one of \(known)", path: path)
        }
        switch entry.kind {
        case .token(let memberType) where Self.editableMemberTypes.contains(memberType):
            return Member(name: entry.name, node: node[entry.name], owner: node, type: memberType)
        case .boolean:
            return Member(name: entry.name, node: node[entry.name], owner: node, type: nil)
        default:
            throw problem("\(owner)'s \(entry.name) is not a value the studio sets: change it in the file", path: path)
        }
    }

    /// `node` as JSON text on one line, members in their order, with the value at `path`
    /// (member names and list positions) written as `replacement` — added last where the
    /// object leaves that member out (a shadow's `inset`).
    static func jsonText(_ node: SourceNode, replacing path: ArraySlice<String>?, with replacement: String) -> String {
        if let path, path.isEmpty { return replacement }
        func child(_ name: String, _ value: SourceNode) -> String {
            jsonText(value, replacing: path?.first == name ? path?.dropFirst() : nil, with: replacement)
        }
        switch node.kind {
        case .object(let members):
            let added = addedMember(path, to: members).map { [JSONValue.string($0).jsonText + ": " + replacement] } ?? []
            return "{ " + (members.map { JSONValue.string($0.key).jsonText + ": " + child($0.key, $0.value) } + added).joined(separator: ", ") + " }"
        case .array(let elements):
            return "[" + elements.enumerated().map { child(String($0.offset), $0.element) }.joined(separator: ", ") + "]"
        default:
            return node.jsonValue.jsonText
        }
    }

    /// `node` as YAML, members in their order, with the value at `path` written as
    /// `replacement` (added last where the object leaves that member out).
    static func yamlText(
        _ node: SourceNode,
        replacing path: ArraySlice<String>?,
        with replacement: TokenSourceEditor.YAMLText
    ) -> TokenSourceEditor.YAMLText {
        if let path, path.isEmpty { return replacement }
        func child(_ name: String, _ value: SourceNode) -> TokenSourceEditor.YAMLText {
            yamlText(value, replacing: path?.first == name ? path?.dropFirst() : nil, with: replacement)
        }
        switch node.kind {
        case .object(let members):
            return .mapping(members.map { ($0.key, child($0.key, $0.value)) } + (addedMember(path, to: members).map { [($0, replacement)] } ?? []))
        case .array(let elements): return .sequence(elements.enumerated().map { child(String($0.offset), $0.element) })
        default: return .value(node.jsonValue)
        }
    }

    /// The member `path` names when it is the last step and `members` leave it out.
    private static func addedMember(_ path: ArraySlice<String>?, to members: [SourceMember]) -> String? {
        guard let path, path.count == 1, let name = path.first, !members.contains(where: { $0.key == name }) else { return nil }
        return name
    }
}
