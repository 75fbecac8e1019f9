import Foundation
import TwilightColor

/// Merges the sources of one mode (later ones win) and follows every alias — `{a.b}`
/// strings and `{"$ref": "#/a/b/$value"}` JSON pointers, at the top of a value or inside
/// composites — then types each token's value.
///
/// Each token is resolved once (memoised), its targets first: an explicit-stack walk over
/// the alias graph orders the tokens, so a chain of any length resolves without deep
/// recursion, and a cycle is found in linear time and reported on every token in it,
/// naming the chain (its first links, for a long one).
package struct AliasResolver {
    /// The tokens of this mode, each path once in the order it first appears, with the value
    /// of the last source that has it.
    private var merged: [RawToken] = []
    private var indexByPath: [String: Int] = [:]
    private var resolved: [String: (TokenType?, SourceNode)?] = [:]
    /// The token each whole-value alias takes its value from, by the alias's path.
    private var references: [String: String] = [:]
    /// Paths whose values may refer to others (see ``RawToken/mayReferToOthers``) but
    /// contain no alias: the same in every mode that has the token.
    private var literals: Set<String> = []
    private var sawAlias = false
    private var stack: [String] = []
    private var log = DiagnosticLog()
    /// Whether a `$ref` may name a whole token (read as its alias, with a warning).
    private var readsEarlierForms = true

    init(sources: [RawTokenSource]) {
        let count = sources.reduce(0) { $0 + $1.tokens.count }
        merged.reserveCapacity(count)
        indexByPath.reserveCapacity(count)
        for source in sources {
            for token in source.tokens {
                // One look-up for a new path; a later source's token takes the earlier place.
                if let earlier = indexByPath.updateValue(merged.count, forKey: token.path) {
                    indexByPath[token.path] = earlier
                    merged[earlier] = token
                } else {
                    merged.append(token)
                }
            }
        }
    }

    /// The token at `path` in this mode, if there is one.
    private func raw(_ path: String) -> RawToken? {
        indexByPath[path].map { merged[$0] }
    }

    /// Resolves every token; returns the set and the problems found.
    ///
    /// `literalTokens` carries typed tokens without aliases from one mode to the next: a
    /// source shared by several modes is parsed and typed once.
    /// `reading` says which forms besides DTCG 2025.10's are read; those that were get one
    /// warning per kind, in `file`.
    ///
    /// Given `earlier` — the set these sources resolved to before the definitions at
    /// `changed` changed (and every token that refers to them: see ``TokenChanges``) — only
    /// the tokens at `changed` are resolved, the others taken from it as they are, where the
    /// sources still have the same paths in the same order; the problems returned are then
    /// those of the tokens resolved.
    static func resolve(
        _ sources: [RawTokenSource],
        earlier: (set: TokenSet, changed: Set<String>)? = nil,
        literalTokens: inout [ObjectIdentifier: DesignToken],
        reading level: TokenReading = .tolerant,
        file: String = ""
    ) -> (TokenSet, [TokenDiagnostic]) {
        var resolver = AliasResolver(sources: sources)
        resolver.readsEarlierForms = level.readsEarlierForms
        var reading = TokenValueParser.Reading(level: level)
        var tokens: [String: DesignToken] = [:]
        var paths: [String] = []
        var resolving = resolver.merged
        var keepsPaths = false
        if let earlier, earlier.set.paths.elementsEqual(resolver.merged.lazy.map(\.path)) {
            (tokens, paths, keepsPaths) = (earlier.set.tokens, earlier.set.paths, true)
            resolving = resolving.filter { earlier.changed.contains($0.path) }
            for token in resolving { tokens[token.path] = nil }
        } else {
            tokens.reserveCapacity(resolver.merged.count)
            paths.reserveCapacity(resolver.merged.count)
        }
        resolver.resolveTargetsFirst(of: resolving)
        for token in resolving {
            let path = token.path
            if let literal = literalTokens[ObjectIdentifier(token)] {
                tokens[path] = literal
                if !keepsPaths { paths.append(path) }
                continue
            }
            guard let (type, node) = resolver.resolve(path) else { continue }
            guard let type else {
                if token.hasInvalidType { continue }
                resolver.log.report(
                    "no $type: give the token or an enclosing group a $type (types are never guessed)" + hint(token.value),
                    file: token.file,
                    at: token.location,
                    path: path
                )
                continue
            }
            do throws(TokenValueParser.Mismatch) {
                var value = try TokenValueParser.parse(node, as: type, reading: &reading)
                for skipped in reading.skippedMembers {
                    resolver.log.warn(skipped.message, file: token.file, at: skipped.location ?? token.location, path: path)
                }
                reading.skippedMembers = []
                if !token.vendorKeys.isEmpty {
                    guard let adjusted = resolver.applyVendorKeys(token.vendorKeys, to: value, of: token) else { continue }
                    value = adjusted
                }
                let unchanged = token.vendorKeys.isEmpty
                let resolved = DesignToken(
                    path: path,
                    value: value,
                    description: token.description,
                    deprecation: token.deprecation,
                    extensions: token.extensions,
                    file: token.file,
                    location: token.location,
                    reference: unchanged ? resolver.references[path] : nil,
                    wideGamutSource: unchanged ? TokenValueParser.wideGamutSource(of: node, parsed: value) : nil
                )
                tokens[path] = resolved
                if !keepsPaths { paths.append(path) }
                let isLiteral = token.mayReferToOthers ? resolver.literals.contains(path) : token.type != nil
                if isLiteral, token.vendorKeys.isEmpty { literalTokens[ObjectIdentifier(token)] = resolved }
            } catch {
                // A mismatch inside an aliased value is reported at this token's $value.
                let location = node.location == nil || isAlias(token.value) ? token.location : error.location
                resolver.log.report(error.message + hint(node), file: token.file, at: location, path: path)
            }
        }
        for form in reading.readStringForms {
            resolver.log.warn(form.warning, file: file, at: nil, path: nil)
        }
        return (TokenSet(tokens: tokens, paths: paths), resolver.log.all)
    }

    /// Appends the paths of the tokens that `node` refers to (`{a.b}` strings and `$ref`
    /// pointers, anywhere in the value) and that may refer to others in turn to `found`: a
    /// target without aliases needs nothing resolved first. Values are nested at most
    /// ``SourceLimits/maximumDepth`` levels, so the recursion is bounded.
    private func collectTargets(of node: SourceNode, into found: inout [String]) {
        switch node.kind {
        case .string(let text):
            if let target = Self.aliasTarget(text), raw(target)?.mayReferToOthers == true { found.append(target) }
        case .object(let members):
            if let pointer = node["$ref"]?.string {
                if let target = pointerTarget(pointer)?.path, raw(target)?.mayReferToOthers == true { found.append(target) }
            } else {
                for member in members { collectTargets(of: member.value, into: &found) }
            }
        case .array(let elements):
            for element in elements { collectTargets(of: element, into: &found) }
        default:
            break
        }
    }

    private func targets(of path: String) -> [String] {
        var found: [String] = []
        if let token = raw(path), token.mayReferToOthers { collectTargets(of: token.value, into: &found) }
        return found
    }

    /// Resolves each of `tokens` after the tokens it refers to, walking the alias graph with
    /// an explicit stack; marks and reports each cycle. Afterwards ``resolve(_:)`` finds
    /// every target already resolved, so it never recurses more than one level.
    ///
    /// A token is done once `resolved` holds it; `onPath` holds the tokens on the current
    /// walk with their depth, so meeting one again is a cycle.
    private mutating func resolveTargetsFirst(of tokens: [RawToken]) {
        var onPath: [String: Int] = [:]
        for token in tokens where token.mayReferToOthers && resolved[token.path] == nil {
            let start = token.path
            let first = targets(of: start)
            if first.isEmpty {
                _ = resolve(start)
                continue
            }
            // Each frame: a token on the current walk and the targets still to visit.
            var path: [(token: String, targets: [String], next: Int)] = [(start, first, 0)]
            onPath[start] = 0
            while let top = path.last {
                if top.next < top.targets.count {
                    path[path.count - 1].next += 1
                    let target = top.targets[top.next]
                    if resolved[target] != nil { continue }
                    if let index = onPath[target] {
                        reportCycle(path[index...].map(\.token))
                        continue
                    }
                    onPath[target] = path.count
                    path.append((target, targets(of: target), 0))
                    continue
                }
                path.removeLast()
                onPath[top.token] = nil
                if resolved[top.token] == nil { _ = resolve(top.token) }
            }
        }
    }

    /// Reports the cycle `members` (each refers to the next, the last to the first) on
    /// every member and marks them unresolvable.
    private mutating func reportCycle(_ members: [String]) {
        let shown =
            members.count <= 8
            ? (members + [members[0]]).joined(separator: " → ")
            : (members.prefix(4) + ["… (\(members.count) tokens)", members[0]]).joined(separator: " → ")
        for member in members where resolved[member] == nil {
            guard let token = raw(member) else { continue }
            log.report(
                "alias cycle: \(shown); a token may not refer to itself through aliases",
                file: token.file,
                at: token.location,
                path: member
            )
            resolved[member] = .some(nil)
        }
    }

    /// `value` with the compatibility reading's `alpha` and `mix` applied (aliases in a
    /// `mix` colour followed in this mode); `nil` after reporting why they cannot be.
    private mutating func applyVendorKeys(_ keys: [SourceMember], to value: TokenValue, of token: RawToken) -> TokenValue? {
        guard case .color(var color) = value else {
            log.report("\"\(keys[0].key)\" beside $value applies to colour tokens only", file: token.file, at: keys[0].keyLocation, path: token.path)
            return nil
        }
        for key in keys {
            var ignored: TokenType? = nil
            switch key.key {
            case "alpha":
                guard let alpha = key.value.number, (0...1).contains(alpha) else {
                    log.report(
                        "expected \"alpha\" to be a number from 0 to 1, found \(key.value.kindDescription)",
                        file: token.file,
                        at: key.value.location,
                        path: token.path
                    )
                    return nil
                }
                color = color.withAlpha(alpha)
            default:  // mix
                guard let colorNode = key.value["color"], let weight = key.value["weight"]?.number, (0...1).contains(weight) else {
                    log.report(
                        "expected \"mix\" to be {\"color\": a colour or an alias, \"weight\": a number from 0 to 1}, found \(key.value.kindDescription)",
                        file: token.file,
                        at: key.value.location,
                        path: token.path
                    )
                    return nil
                }
                guard let substituted = substitute(colorNode, in: token, depth: 1, wholeAt: 1, wholeValueType: &ignored) else { return nil }
                do throws(TokenValueParser.Mismatch) {
                    guard case .color(let other) = try TokenValueParser.parse(substituted, as: .color) else { return nil }
                    color = color.interpolated(to: other, fraction: weight)
                } catch {
                    log.report("in \"mix\": \(error.message)", file: token.file, at: colorNode.location, path: token.path)
                    return nil
                }
            }
        }
        return .color(color)
    }

    /// `node`'s hint (``SourceNode/hint``) as the end of a message: ` (in YAML …)`.
    private static func hint(_ node: SourceNode) -> String {
        node.hint.map { " (\($0))" } ?? ""
    }

    private static func isAlias(_ node: SourceNode) -> Bool {
        if let text = node.string { return aliasTarget(text) != nil }
        return node["$ref"] != nil
    }

    /// The path inside `{…}`, if `text` is an alias.
    package static func aliasTarget(_ text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        return String(Substring(inner))
    }

    /// The type and value of the token at `path` with its aliases followed, or `nil` if
    /// it cannot be resolved (the reason has been reported).
    private mutating func resolve(_ path: String) -> (TokenType?, SourceNode)? {
        guard let token = raw(path) else { return nil }
        // A value with no alias is its own: the same in every mode that has the token.
        if !token.mayReferToOthers { return (token.type, token.value) }
        if let memo = resolved[path] { return memo }
        if let start = stack.firstIndex(of: path) {
            let cycle = stack[start...] + [path]
            for member in stack[start...] {
                guard let token = raw(member) else { continue }
                log.report(
                    "alias cycle: \(cycle.joined(separator: " → ")); a token may not refer to itself through aliases",
                    file: token.file,
                    at: token.location,
                    path: member
                )
                resolved[member] = .some(nil)
            }
            return nil
        }
        stack.append(path)
        defer { stack.removeLast() }
        var targetType: TokenType? = nil
        let outerSawAlias = sawAlias
        sawAlias = false
        let value = substitute(token.value, in: token, depth: 0, wholeValueType: &targetType)
        if !sawAlias, token.type != nil { literals.insert(path) }
        sawAlias = outerSawAlias || sawAlias
        if resolved[path] != nil { return nil }  // found to be part of a cycle meanwhile
        guard let value else {
            resolved[path] = .some(nil)
            return nil
        }
        var type = token.type
        if let declared = token.type, let targetType, declared != targetType {
            log.report(
                "the alias \(describeAlias(token.value)) is a \(targetType.rawValue) token, but this token's $type is \(declared.rawValue)",
                file: token.file,
                at: token.location,
                path: path
            )
            resolved[path] = .some(nil)
            return nil
        }
        type = type ?? targetType
        resolved[path] = (type, value)
        return (type, value)
    }

    /// A token's value put in place of an alias inside a composite: at the alias's
    /// `location`, marked with the token's `type`, which the member must have.
    private static func member(_ value: SourceNode, of type: TokenType?, at location: SourcePosition?) -> SourceNode {
        var member = value
        member.location = location
        member.aliasType = type
        return member
    }

    private func describeAlias(_ node: SourceNode) -> String {
        node.string ?? node["$ref"]?.string.map { "{\"$ref\": \"\($0)\"}" } ?? "value"
    }

    /// `node` with every alias replaced by its target's resolved value; `nil` on error.
    /// `wholeValueType` receives the target's type when the whole value is an alias.
    /// `wholeAt` is the depth of a whole value (`1` for the colour of a `mix` key): an alias
    /// deeper than that, inside a value that is not composite, is an error.
    private mutating func substitute(
        _ node: SourceNode,
        in token: RawToken,
        depth: Int,
        wholeAt: Int = 0,
        wholeValueType: inout TokenType?
    ) -> SourceNode? {
        var ignored: TokenType? = nil
        switch node.kind {
        case .string(let text):
            guard let target = Self.aliasTarget(text) else {
                if text.hasPrefix("{") != text.hasSuffix("}"), text.count > 1 {
                    let inner = text.trimmingCharacters(in: CharacterSet(charactersIn: "{}"))
                    log.warn(
                        "the string \(text.debugDescription) looks like an alias with a brace missing, and is taken as text"
                            + (raw(inner) != nil ? "; write \"{\(inner)}\" to refer to that token" : ""),
                        file: token.file,
                        at: node.location ?? token.location,
                        path: token.path
                    )
                }
                return node
            }
            // "Property-level references require JSON Pointer syntax" (DTCG 2025.10, Aliases):
            // inside a composite a member may be a whole alias, inside a colour, dimension,
            // duration or curve no part may.
            if depth > wholeAt, let type = token.type, !type.isComposite {
                log.report(
                    "\(text) stands for a whole token and cannot be part of a \(type.rawValue) value: refer to a part with a JSON pointer, {\"$ref\": \"#/\(target.replacingOccurrences(of: ".", with: "/"))/$value\"}",
                    file: token.file,
                    at: node.location ?? token.location,
                    path: token.path
                )
                return nil
            }
            sawAlias = true
            guard raw(target) != nil else {
                log.report(
                    "unknown alias {\(target)}: no token has that path\(suggestion(for: target))",
                    file: token.file,
                    at: node.location ?? token.location,
                    path: token.path
                )
                return nil
            }
            guard let (type, value) = resolve(target) else { return nil }
            if depth == 0 {
                wholeValueType = type
                references[token.path] = target
                return value
            }
            return Self.member(value, of: type, at: node.location ?? value.location)
        case .object(let members):
            if let reference = node["$ref"] {
                sawAlias = true
                return followPointer(reference, in: token, isWholeValue: depth == 0, wholeValueType: &wholeValueType)
            }
            var result: [SourceMember] = []
            result.reserveCapacity(members.count)
            for member in members {
                guard let value = substitute(member.value, in: token, depth: depth + 1, wholeAt: wholeAt, wholeValueType: &ignored) else {
                    return nil
                }
                result.append(SourceMember(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            var substituted = SourceNode(.object(result), at: node.location)
            substituted.hint = node.hint
            return substituted
        case .array(let elements):
            var result: [SourceNode] = []
            result.reserveCapacity(elements.count)
            for element in elements {
                guard let value = substitute(element, in: token, depth: depth + 1, wholeAt: wholeAt, wholeValueType: &ignored) else { return nil }
                result.append(value)
            }
            return SourceNode(.array(result), at: node.location)
        default:
            return node
        }
    }

    /// Follows a JSON pointer such as `#/color/blue/$value/components/0` into the merged
    /// tokens of this mode.
    private mutating func followPointer(
        _ reference: SourceNode,
        in token: RawToken,
        isWholeValue: Bool,
        wholeValueType: inout TokenType?
    ) -> SourceNode? {
        let location = reference.location ?? token.location
        guard let pointer = reference.string, pointer.hasPrefix("#/") else {
            log.report(
                "expected $ref to be a JSON pointer into this document, such as \"#/color/blue/$value\"",
                file: token.file,
                at: location,
                path: token.path
            )
            return nil
        }
        guard let (targetPath, remainder) = pointerTarget(pointer) else {
            log.report("the reference \(pointer) points to no token", file: token.file, at: location, path: token.path)
            return nil
        }
        var rest = remainder
        if let first = rest.first {
            guard first == "$value" else {
                log.report("the reference \(pointer) must point into a token's $value", file: token.file, at: location, path: token.path)
                return nil
            }
            rest = rest.dropFirst()
        } else {
            // `#/color/blue` names the token object, not a value: an earlier draft's alias.
            let fix = "write \"\(pointer)/$value\" or the alias \"{\(targetPath)}\""
            guard readsEarlierForms else {
                log.report(
                    "the reference \(pointer) points to a token, not a value: \(fix) (tokens build and validate --compat read it as the alias, with a warning)",
                    file: token.file,
                    at: location,
                    path: token.path
                )
                return nil
            }
            log.warn(
                "a $ref to a whole token (\"#/a/b\") is read as its alias; DTCG 2025.10 points into its value (\"#/a/b/$value\")",
                file: token.file,
                at: nil,
                path: nil
            )
        }
        guard let (type, value) = resolve(targetPath) else { return nil }
        if rest.isEmpty {
            if isWholeValue {
                wholeValueType = type
                references[token.path] = targetPath
                return value
            }
            return Self.member(value, of: type, at: location)
        }
        var node = value
        for segment in rest {
            if let child = node[segment] {
                node = child
            } else if case .array(let elements) = node.kind, let index = Int(segment), elements.indices.contains(index) {
                node = elements[index]
            } else {
                log.report(
                    "the reference \(pointer) points past the end of {\(targetPath)}'s value (no \"\(segment)\")",
                    file: token.file,
                    at: location,
                    path: token.path
                )
                return nil
            }
        }
        return node
    }

    /// The token a JSON pointer such as `#/color/blue/$value/components/0` starts at (the
    /// longest prefix that is a token's path), and the segments after it.
    private func pointerTarget(_ pointer: String) -> (path: String, rest: ArraySlice<String>)? {
        guard let segments = Self.pointerSegments(pointer) else { return nil }
        for count in stride(from: segments.count, through: 1, by: -1) {
            let candidate = segments[0..<count].joined(separator: ".")
            if raw(candidate) != nil { return (candidate, segments[count...]) }
        }
        return nil
    }

    /// The unescaped segments of a JSON pointer into this document (`#/a~1b/c` → `a/b`,
    /// `c`), or `nil` if `pointer` is not one.
    static func pointerSegments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") else { return nil }
        return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// " (did you mean {…}?)" when a path differs only in case.
    private func suggestion(for target: String) -> String {
        let lowered = target.lowercased()
        guard let match = merged.first(where: { $0.path.lowercased() == lowered }) else { return "" }
        return " (did you mean {\(match.path)}?)"
    }
}
