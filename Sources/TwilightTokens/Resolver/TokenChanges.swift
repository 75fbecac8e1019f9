/// Which tokens can resolve differently after a document's files were read again (an edit
/// previewed, a file changed on disk), found from the definitions as written rather than by
/// comparing every resolved token of every combination.
///
/// A token's resolved value, definition and place in a combination depend only on its own
/// definitions and on the definitions of the tokens it refers to: so the tokens that can
/// differ are those whose definition differs in some source (its value, type, place in the
/// file, description, extensions, or whether it is there at all) and every token that refers
/// to one of them, directly or through others, anywhere in its value.
package struct TokenChanges: Sendable {
    /// The paths of the tokens that can resolve differently in some combination: those whose
    /// definitions changed, and every token that refers to one of them.
    package let paths: Set<String>
    /// For each path whose definition changed, the positions (in the sources given) of the
    /// sources where it changed, and of those that define it now.
    private let changedIn: [String: [Int]]
    private let definedIn: [String: [Int]]

    /// What changed from `earlier` to `later` (both a document's
    /// ``DesignTokens/sourcesInResolutionOrder``); `nil` when the documents have different
    /// sources, so that nothing can be said of their tokens.
    package init?(from earlier: [RawTokenSource], to later: [RawTokenSource]) {
        guard earlier.count == later.count else { return nil }
        var changedIn: [String: [Int]] = [:]
        for (position, (before, after)) in zip(earlier, later).enumerated() {
            for path in Self.definitionsChanged(from: before.tokens, to: after.tokens) { changedIn[path, default: []].append(position) }
        }
        var definedIn: [String: [Int]] = [:]
        if !changedIn.isEmpty {
            for (position, source) in later.enumerated() {
                for token in source.tokens where changedIn[token.path] != nil { definedIn[token.path, default: []].append(position) }
            }
        }
        let changed = Set(changedIn.keys)
        paths = changed.isEmpty ? changed : changed.union(Self.referrers(to: changed, in: later))
        (self.changedIn, self.definedIn) = (changedIn, definedIn)
    }

    /// Whether a combination of the sources at `positions` (ascending) can resolve
    /// differently: whether a definition it takes changed, or one it would take now or took
    /// before (a definition added or removed at or after the one it takes). A combination
    /// that takes none of the changed definitions resolves as before, as do the tokens that
    /// refer to them there.
    func reaches(sourcesAt positions: [Int]) -> Bool {
        changedIn.contains { path, changes in
            let taken = definedIn[path, default: []].last(where: positions.contains) ?? -1
            return changes.contains { $0 >= taken && positions.contains($0) }
        }
    }

    /// The paths whose definitions differ between two readings of one source, or are in one
    /// of them only.
    private static func definitionsChanged(from before: [RawToken], to after: [RawToken]) -> Set<String> {
        // The same tokens in the same order (an edited value): compared side by side.
        if before.count == after.count, zip(before, after).allSatisfy({ $0.path == $1.path }) {
            return Set(zip(before, after).lazy.filter { !$0.isDefined(like: $1) }.map { $0.0.path })
        }
        let earlier = Dictionary(before.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        let later = Dictionary(after.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        var changed = Set(earlier.keys).symmetricDifference(later.keys)
        for (path, token) in later {
            if let old = earlier[path], !old.isDefined(like: token) { changed.insert(path) }
        }
        return changed
    }

    /// The tokens of `sources` that refer, directly or through others, to any of `targets`.
    private static func referrers(to targets: Set<String>, in sources: [RawTokenSource]) -> Set<String> {
        // Who refers to each path, in any source (a superset of any one combination's).
        var referrers: [String: [String]] = [:]
        for source in sources {
            for token in source.tokens where token.mayReferToOthers || !token.vendorKeys.isEmpty {
                var named: [String] = []
                collectNames(in: token.value, into: &named)
                for key in token.vendorKeys { collectNames(in: key.value, into: &named) }
                for target in named { referrers[target, default: []].append(token.path) }
            }
        }
        var found: Set<String> = []
        var next = Array(targets)
        while let path = next.popLast() {
            for referrer in referrers[path] ?? [] where !targets.contains(referrer) && found.insert(referrer).inserted {
                next.append(referrer)
            }
        }
        return found
    }

    /// Appends every path `node` may name: each `{a.b}` alias, and for a `$ref` pointer
    /// (`#/a/b/$value/0`) each of its leading paths (`a`, `a.b`, …), one of which is the
    /// token it names. Values are nested at most ``SourceLimits/maximumDepth`` levels, so the
    /// recursion is bounded.
    private static func collectNames(in node: SourceNode, into found: inout [String]) {
        switch node.kind {
        case .string(let text):
            if let target = AliasResolver.aliasTarget(text) { found.append(target) }
        case .object(let members):
            if let pointer = node["$ref"]?.string, let segments = AliasResolver.pointerSegments(pointer) {
                for count in segments.indices { found.append(segments[...count].joined(separator: ".")) }
            }
            for member in members { collectNames(in: member.value, into: &found) }
        case .array(let elements):
            for element in elements { collectNames(in: element, into: &found) }
        case .number, .bool, .null:
            break
        }
    }
}

extension RawToken {
    /// Whether `other` defines its token as this does: the same value, type, place,
    /// description, extensions and keys beside its value.
    fileprivate func isDefined(like other: RawToken) -> Bool {
        self === other
            || (path == other.path && type == other.type && hasInvalidType == other.hasInvalidType && location == other.location
                && file == other.file && value == other.value && description == other.description && deprecation == other.deprecation
                && extensions == other.extensions && vendorKeys == other.vendorKeys && contrastDeclaration == other.contrastDeclaration)
    }
}
