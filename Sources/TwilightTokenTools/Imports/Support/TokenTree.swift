import TwilightTokens

/// Groups and tokens built from dotted paths, keeping the order of first insertion.
struct TokenTree {
    private final class Group {
        var order: [String] = []
        var groups: [String: Group] = [:]
        var tokens: [String: SourceNode] = [:]
    }

    private let root = Group()

    /// Puts `token` at `path` (`a.b.c`), creating groups on the way; a later token at the
    /// same path replaces the earlier one.
    func insert(_ token: SourceNode, at path: String) {
        var group = root
        let segments = path.split(separator: ".").map(String.init)
        for segment in segments.dropLast() {
            if let next = group.groups[segment] {
                group = next
            } else {
                let next = Group()
                if group.tokens[segment] == nil { group.order.append(segment) }
                group.groups[segment] = next
                group = next
            }
        }
        let name = segments.last ?? path
        if group.tokens[name] == nil, group.groups[name] == nil { group.order.append(name) }
        group.tokens[name] = token
    }

    var node: SourceNode { Self.node(of: root) }

    private static func node(of group: Group) -> SourceNode {
        SourceNode(
            .object(
                group.order.compactMap { name in
                    if let token = group.tokens[name] { return SourceMember(key: name, keyLocation: nil, value: token) }
                    if let child = group.groups[name] { return SourceMember(key: name, keyLocation: nil, value: node(of: child)) }
                    return nil
                }
            ),
            at: nil
        )
    }
}
