/// DTCG 2025.10 group inheritance: a group with `"$extends": "{base.button}"` (or
/// `"#/base/button"`) holds everything the group it names holds, deep-merged
/// with its own members, which win: a token replaces the inherited token of that name,
/// a group merges with the inherited group of that name.
///
/// The named group must be in the same source; it may extend another in turn, up to
/// ``maximumChain`` links. A cycle, a missing target or a target that is a token is an
/// error naming the path, and the group then keeps only its own members.
enum GroupInheritance {
    /// How many `$extends` links one chain may have.
    static let maximumChain = 64

    /// `root` with every `$extends` expanded (and removed); problems go to `log`. A group's
    /// `"$ref": "#/base/button"` (JSON Schema's spelling, which the 2025.10 schema does not
    /// allow on a group) is read as its `$extends` unless `reading` is strict.
    static func expand(_ root: SourceNode, file: String, reading: TokenReading, log: inout DiagnosticLog) -> SourceNode {
        guard contains(root, depth: 0) else { return root }
        var expander = Expander(root: root, file: file, reading: reading)
        let result = expander.expanded(root, path: [])
        log.merge(expander.log)
        return result
    }

    /// Whether any group in `node` has an `$extends` or `$ref` member (a fast path for the
    /// usual document without one). Only groups are looked into, as ``Expander`` expands
    /// only groups: not tokens (whose values may hold a `$ref`) nor `$`-properties.
    private static func contains(_ node: SourceNode, depth: Int) -> Bool {
        guard depth <= SourceLimits.maximumDepth, let members = node.members, !members.contains(where: { $0.key == "$value" }) else {
            return false
        }
        return members.contains { member in
            member.key == "$extends" || member.key == "$ref" || (!member.key.hasPrefix("$") && contains(member.value, depth: depth + 1))
        }
    }

    private struct Expander {
        let root: SourceNode
        let file: String
        let reading: TokenReading
        var log = DiagnosticLog()
        /// Groups already expanded, by dotted path.
        var done: [String: SourceNode] = [:]
        /// The `$extends` chain being followed, outermost first.
        var chain: [String] = []

        /// `node` (at `path`) with its own `$extends` and its children's expanded.
        mutating func expanded(_ node: SourceNode, path: [String]) -> SourceNode {
            guard let members = node.members, !members.contains(where: { $0.key == "$value" }) else { return node }
            let dotted = path.joined(separator: ".")
            if let memo = done[dotted] { return memo }
            var own: [SourceMember] = []
            var base: SourceNode? = nil
            for member in members {
                if member.key == "$extends" {
                    base = inherited(member, from: dotted)
                } else if member.key == "$ref", isGroupReference(member, besides: members) {
                    // A group's `"$ref": "#/button"` is `"$extends": "{button}"` (JSON Schema's spelling).
                    let extends = "write \"$extends\": \"{\((Self.targetPath(member.value) ?? []).joined(separator: "."))}\""
                    guard reading.readsEarlierForms else {
                        log.report(
                            "a group inherits with $extends, and a $ref stands for a token's value: \(extends) (tokens build and validate --compat read a group's $ref, with a warning)",
                            file: file,
                            at: member.keyLocation,
                            path: dotted
                        )
                        continue
                    }
                    log.warn("a group's $ref is read as its $extends; DTCG 2025.10 writes $extends (\(extends))", file: file, at: nil, path: nil)
                    base = inherited(
                        SourceMember(key: "$ref", keyLocation: member.keyLocation, value: SourceNode(.object([member]), at: member.value.location)),
                        from: dotted
                    )
                } else if member.key.hasPrefix("$") {
                    own.append(member)
                } else {
                    own.append(
                        SourceMember(key: member.key, keyLocation: member.keyLocation, value: expanded(member.value, path: path + [member.key]))
                    )
                }
            }
            let local = SourceNode(.object(own), at: node.location)
            let result = base.map { merge($0, local) } ?? local
            done[dotted] = result
            return result
        }

        /// Whether the `$ref` member of an object without `$value` makes it a group that
        /// inherits: it has tokens or groups beside the `$ref`, or the `$ref` points to a
        /// group. (`{"$ref": "#/colors/blue"}` alone, pointing to a token, is that token's alias.)
        func isGroupReference(_ member: SourceMember, besides members: [SourceMember]) -> Bool {
            if members.contains(where: { !$0.key.hasPrefix("$") }) { return true }
            // A pointer into a value (`#/shadow/$value/color`) names a value, never a group:
            // `{"$type": "color", "$ref": "#/shadow/$value/color"}` is a token holding it.
            guard let target = member.value.string.flatMap(AliasResolver.pointerSegments), !target.contains("$value"),
                let node = lookup(target)
            else { return false }
            return Self.isGroup(node)
        }

        /// The expanded group that `member` (an `$extends`, or a `$ref`, of the group at
        /// `dotted`) names.
        mutating func inherited(_ member: SourceMember, from dotted: String) -> SourceNode? {
            let keyword = member.key
            let location = member.value.location ?? member.keyLocation
            guard let target = Self.targetPath(member.value) else {
                log.report(
                    "expected $extends to name a group, as \"{base.button}\" or \"#/base/button\", found \(member.value.kindDescription)",
                    file: file,
                    at: location,
                    path: dotted
                )
                return nil
            }
            let targetDotted = target.joined(separator: ".")
            if let start = chain.firstIndex(of: targetDotted) ?? (targetDotted == dotted ? chain.endIndex : nil) {
                let cycle = Array(chain[start...]) + (chain.last == dotted ? [] : [dotted]) + [targetDotted]
                log.report(
                    "\(keyword) cycle: \(cycle.joined(separator: " → ")); a group may not inherit from itself",
                    file: file,
                    at: location,
                    path: dotted
                )
                return nil
            }
            guard chain.count < GroupInheritance.maximumChain else {
                log.report("\(keyword) chains are limited to \(GroupInheritance.maximumChain) links", file: file, at: location, path: dotted)
                return nil
            }
            guard let node = lookup(target) else {
                log.report(
                    "\(keyword) names {\(targetDotted)}, but there is no group at that path in this document",
                    file: file,
                    at: location,
                    path: dotted
                )
                return nil
            }
            guard node.members != nil, node["$value"] == nil else {
                log.report("\(keyword) names {\(targetDotted)}, which is a token, not a group", file: file, at: location, path: dotted)
                return nil
            }
            chain.append(dotted)
            defer { chain.removeLast() }
            return expanded(node, path: target)
        }

        /// The path an `$extends` value names: `"{a.b}"`, `"#/a/b"` or `{"$ref": "#/a/b"}`.
        static func targetPath(_ node: SourceNode) -> [String]? {
            if let text = node.string, let inner = AliasResolver.aliasTarget(text) {
                return inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            }
            if let text = node.string, let segments = AliasResolver.pointerSegments(text) { return segments }
            return node["$ref"]?.string.flatMap(AliasResolver.pointerSegments)
        }

        func lookup(_ path: [String]) -> SourceNode? {
            var node = root
            for segment in path {
                guard let child = node[segment] else { return nil }
                node = child
            }
            return node
        }

        /// `base` deep-merged with `local`: local members win; groups of the same name merge.
        func merge(_ base: SourceNode, _ local: SourceNode) -> SourceNode {
            var members = base.members ?? []
            for member in local.members ?? [] {
                guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                    members.append(member)
                    continue
                }
                let inherited = members[index].value
                if !member.key.hasPrefix("$"), Self.isGroup(inherited), Self.isGroup(member.value) {
                    members[index] = SourceMember(key: member.key, keyLocation: member.keyLocation, value: merge(inherited, member.value))
                } else {
                    members[index] = member
                }
            }
            return SourceNode(.object(members), at: local.location)
        }

        static func isGroup(_ node: SourceNode) -> Bool {
            node.members != nil && node["$value"] == nil
        }
    }
}
