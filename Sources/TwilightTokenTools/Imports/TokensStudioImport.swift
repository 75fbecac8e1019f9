import Foundation
import TwilightColor
import TwilightTokens

/// Tokens Studio (the Figma plugin) exports: token sets at the top level (`value`, `type`,
/// `description`, or their `$` forms), `$metadata.tokenSetOrder`, and `$themes`, each
/// theme choosing sets as `enabled`, `source` or `disabled`. A multi-file export (a
/// folder of set files with `$themes.json` and `$metadata.json`) is read as one document.
///
/// The result is a DTCG resolver document: one set per token set, and a `theme` modifier
/// with a context per theme listing its sets (source sets first). Along the way:
/// - types map to DTCG types (``LegacyTokenValue``), or stay strings with a note;
/// - aliases written with their set's name (`{Color.Primitive.Green.600}` inside the set
///   `Color`, whose tokens are `Primitive.…`) become full token paths;
/// - math (`{space.base} * 2`, `roundTo(…)`) and colour modifiers
///   (`$extensions.studio.tokens.modify`: lighten, darken, mix, alpha) are evaluated in
///   every theme; where a theme gives another result than the set's own, the theme's
///   context gets an inline override. An operand that cannot be found is an error naming
///   the token.
enum TokensStudioImport {
    /// Whether `root` looks like a Tokens Studio export.
    static func matches(_ root: SourceNode) -> Bool {
        if root["$themes"] != nil || root["$metadata"] != nil { return true }
        return containsStudioType(root, depth: 0)
    }

    private static func containsStudioType(_ node: SourceNode, depth: Int) -> Bool {
        guard depth < 32, let members = node.members else { return false }
        if let type = (node["type"] ?? node["$type"])?.string, node["value"] != nil || node["$value"] != nil,
            [
                "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontWeights", "fontFamilies", "lineHeights", "boxShadow",
                "paragraphSpacing", "textCase",
            ].contains(type)
        {
            return true
        }
        return members.contains { containsStudioType($0.value, depth: depth + 1) }
    }

    /// A token as Tokens Studio writes it.
    struct Token {
        var set: String
        var path: String
        var value: SourceNode
        var typeName: String?
        var description: String?
        var modify: SourceNode?
        var location: SourcePosition?

        var isComputed: Bool {
            modify != nil || (value.string.map(StudioMath.isExpression) ?? false)
        }
    }

    static func document(_ root: SourceNode, file: String, notes: inout [String]) throws(TokenValidationError) -> SourceNode {
        var importer = Importer(file: file)
        let document = importer.run(root)
        notes += importer.notes
        if !importer.errors.isEmpty { throw TokenValidationError(importer.errors) }
        return document
    }

    private struct Importer {
        let file: String
        var notes: [String] = []
        var errors: [TokenDiagnostic] = []
        var converter = LegacyTokenValue()
        var setNames: [String] = []
        var tokens: [String: [Token]] = [:]  // by set, in document order
        var allPaths: Set<String> = []

        init(file: String) { self.file = file }

        /// Records a problem, once per token (a token computed in several themes may fail in each).
        mutating func fail(_ message: String, path: String?, at location: SourcePosition?) {
            guard path == nil || !errors.contains(where: { $0.tokenPath == path }) else { return }
            errors.append(TokenDiagnostic(file: file, location: location, tokenPath: path, message: message))
        }

        mutating func run(_ root: SourceNode) -> SourceNode {
            let order =
                (root["$metadata"]?["tokenSetOrder"]).flatMap { node -> [String]? in
                    if case .array(let items) = node.kind { return items.compactMap(\.string) }
                    return nil
                } ?? []
            let present = (root.members ?? []).filter { !$0.key.hasPrefix("$") && $0.value.members != nil }.map(\.key)
            setNames = order.filter(present.contains) + present.filter { !order.contains($0) }
            for set in setNames {
                var found: [Token] = []
                collect(root[set]!, set: set, path: [], into: &found)
                tokens[set] = found
                allPaths.formUnion(found.map(\.path))
            }
            let themes = readThemes(root["$themes"])
            // Every set's tokens, with aliases made full paths.
            for set in setNames {
                tokens[set] = tokens[set]!.map { token in
                    var token = token
                    token.value = token.value.mappingAliasTargets { fullPath($0, set: set, tokenPath: token.path) }
                    token.modify = token.modify?.mappingAliasTargets { fullPath($0, set: set, tokenPath: token.path) }
                    return token
                }
            }
            // Each context: its sets in order; a computed token's home value is the one in
            // the first context that has its set (or all sets, without themes).
            let contexts: [(name: String, sets: [String])] = themes.isEmpty ? [("all", setNames)] : themes
            var home: [String: SourceNode] = [:]  // "set\u{0}path" → DTCG value
            var overrides: [[(Token, SourceNode)]] = Array(repeating: [], count: contexts.count)
            for (index, context) in contexts.enumerated() {
                let merged = merge(context.sets)
                for set in context.sets {
                    for token in tokens[set]! where token.isComputed && merged[token.path]?.set == set {
                        guard let value = evaluate(token, in: merged) else { continue }
                        let key = set + "\u{0}" + token.path
                        if let existing = home[key] {
                            if existing != value { overrides[index].append((token, value)) }
                        } else {
                            home[key] = value
                        }
                    }
                }
            }
            var sets: [(String, SourceNode)] = []
            for set in setNames {
                let tree = TokenTree()
                for token in tokens[set]! {
                    let node: SourceNode
                    if token.isComputed {
                        guard let value = home[set + "\u{0}" + token.path] else {
                            fail(
                                "the value \(token.value.string.map { "\"\($0)\"" } ?? "") is computed from tokens that no theme provides",
                                path: token.path,
                                at: token.location
                            )
                            continue
                        }
                        node = dtcgToken(type: LegacyTokenValue.types[token.typeName ?? ""] ?? .number, value: value, token: token)
                    } else {
                        let (type, value) = converter.convert(token.value, typeName: token.typeName, path: token.path)
                        node = dtcgToken(type: type, value: value, token: token)
                    }
                    tree.insert(node, at: token.path)
                }
                sets.append((set, tree.node))
            }
            notes += converter.notes
            let themeEntries: [(name: String, sets: [String], extra: [SourceNode])] =
                themes.isEmpty
                ? []
                : contexts.enumerated().map { index, context in
                    let extra = TokenTree()
                    for (token, value) in overrides[index] {
                        extra.insert(
                            dtcgToken(type: LegacyTokenValue.types[token.typeName ?? ""] ?? .number, value: value, token: token),
                            at: token.path
                        )
                    }
                    return (name: context.name, sets: context.sets, extra: overrides[index].isEmpty ? [] : [extra.node])
                }
            let modifiers =
                themes.isEmpty ? [] : [TokenDocumentWriter.Modifier(name: "theme", contexts: themeEntries, defaultContext: themes.first?.name)]
            if !themes.isEmpty {
                let used = Set(themes.flatMap(\.sets))
                for (set, _) in sets where !used.contains(set) { notes.append("the set \"\(set)\" is in no theme; left out") }
                sets.removeAll { !used.contains($0.0) }
            }
            return TokenDocumentWriter.resolverDocument(
                sets: sets,
                modifiers: modifiers,
                description: "Imported from the Tokens Studio export \(file)"
            )
        }

        func dtcgToken(type: TokenType?, value: SourceNode, token: Token) -> SourceNode {
            var members = [SourceMember(key: "$value", keyLocation: nil, value: value)]
            if let type { members.append(SourceMember(key: "$type", keyLocation: nil, value: SourceNode(.string(type.rawValue), at: nil))) }
            if let description = token.description {
                members.append(SourceMember(key: "$description", keyLocation: nil, value: SourceNode(.string(description), at: nil)))
            }
            return SourceNode(.object(members), at: token.location)
        }

        /// The tokens below `node`, depth first, in document order.
        func collect(_ node: SourceNode, set: String, path: [String], into found: inout [Token]) {
            guard path.count < 64 else { return }
            if let value = node["$value"] ?? node["value"], path.count > 0 {
                found.append(
                    Token(
                        set: set,
                        path: path.joined(separator: "."),
                        value: value,
                        typeName: (node["$type"] ?? node["type"])?.string,
                        description: (node["$description"] ?? node["description"])?.string,
                        modify: node["$extensions"]?["studio.tokens"]?["modify"],
                        location: node.location
                    )
                )
                return
            }
            for member in node.members ?? [] where !member.key.hasPrefix("$") && member.value.members != nil {
                collect(member.value, set: set, path: path + [member.key], into: &found)
            }
        }

        /// `$themes`: each theme's sets, source sets first, in token-set order.
        mutating func readThemes(_ node: SourceNode?) -> [(name: String, sets: [String])] {
            guard let node, case .array(let items) = node.kind else { return [] }
            var themes: [(name: String, sets: [String])] = []
            for item in items {
                guard let name = item["name"]?.string, let selected = item["selectedTokenSets"] else { continue }
                let status = { (set: String) in selected[set]?.string ?? "disabled" }
                let unknown = (selected.members ?? []).map(\.key).filter { !setNames.contains($0) }
                for set in unknown { notes.append("theme \(name): the set \"\(set)\" is not in the export; left out") }
                let sets = setNames.filter { status($0) == "source" } + setNames.filter { status($0) == "enabled" }
                themes.append((name, sets))
            }
            return themes
        }

        mutating func fullPath(_ target: String, set: String, tokenPath: String) -> String {
            if allPaths.contains(target) { return target }
            for name in [set] + setNames where target.hasPrefix(name + ".") {
                let rest = String(target.dropFirst(name.count + 1))
                if allPaths.contains(rest) {
                    notes.append("\(tokenPath): the alias {\(target)} names its set; written as {\(rest)}")
                    return rest
                }
            }
            return target
        }

        func merge(_ sets: [String]) -> [String: Token] {
            var merged: [String: Token] = [:]
            for set in sets {
                for token in tokens[set]! { merged[token.path] = token }
            }
            return merged
        }

        // MARK: Evaluation

        enum Resolved: Equatable {
            case quantity(StudioMath.Quantity)
            case color(RGBAColor)
            case text(String)
        }

        /// The DTCG value of a computed token in one context, or `nil` after an error.
        mutating func evaluate(_ token: Token, in merged: [String: Token]) -> SourceNode? {
            var stack: [String] = []
            do throws(StudioMath.Failure) {
                switch try resolve(token.path, in: merged, stack: &stack) {
                case .color(let color):
                    return TokenImport.colorNode(color)
                case .quantity(let quantity):
                    let type = LegacyTokenValue.types[token.typeName ?? ""]
                    if type == .dimension || (quantity.unit != nil && quantity.unit != "%") {
                        let unit = quantity.unit == "rem" || quantity.unit == "em" ? "rem" : "px"
                        return SourceNode(
                            .object([
                                SourceMember(key: "value", keyLocation: nil, value: SourceNode(.number(quantity.value), at: nil)),
                                SourceMember(key: "unit", keyLocation: nil, value: SourceNode(.string(unit), at: nil)),
                            ]),
                            at: nil
                        )
                    }
                    return SourceNode(.number(quantity.unit == "%" ? quantity.value / 100 : quantity.value), at: nil)
                case .text(let text):
                    return SourceNode(.string(text), at: nil)
                }
            } catch {
                fail(
                    "cannot compute \(token.value.string.map { "\"\($0)\"" } ?? "the value"): \(error.message)",
                    path: token.path,
                    at: token.location
                )
                return nil
            }
        }

        func resolve(_ path: String, in merged: [String: Token], stack: inout [String]) throws(StudioMath.Failure) -> Resolved {
            guard let token = merged[path] else { throw StudioMath.Failure(message: "no token {\(path)} in this theme") }
            guard !stack.contains(path) else { throw StudioMath.Failure(message: "a cycle: \((stack + [path]).joined(separator: " → "))") }
            guard stack.count < 64 else { throw StudioMath.Failure(message: "aliases nest more than 64 deep") }
            stack.append(path)
            defer { stack.removeLast() }
            var value = try literal(token.value, in: merged, stack: &stack)
            if let modify = token.modify { value = try apply(modify, to: value, in: merged, stack: &stack) }
            return value
        }

        func literal(_ node: SourceNode, in merged: [String: Token], stack: inout [String]) throws(StudioMath.Failure) -> Resolved {
            if let number = node.number { return .quantity(.init(value: number, unit: nil)) }
            guard let text = node.string?.trimmingCharacters(in: .whitespaces) else {
                throw StudioMath.Failure(message: "a composite value cannot be computed with")
            }
            if let target = AliasResolver.aliasTarget(text) { return try resolve(target, in: merged, stack: &stack) }
            if StudioMath.isExpression(text) {
                var inner = stack
                let result = try StudioMath.evaluate(text) { (target: String) throws(StudioMath.Failure) -> StudioMath.Quantity in
                    guard case .quantity(let quantity) = try resolve(target, in: merged, stack: &inner) else {
                        throw StudioMath.Failure(message: "{\(target)} is not a number")
                    }
                    return quantity
                }
                return .quantity(result)
            }
            if let color = try? RGBAColor(css: text) { return .color(color) }
            if let quantity = try? StudioMath.evaluate(
                text,
                lookup: { (target: String) throws(StudioMath.Failure) in
                    throw StudioMath.Failure(message: "{\(target)}")
                }
            ) {
                return .quantity(quantity)
            }
            return .text(text)
        }

        /// A colour modifier: `{"type": "lighten"|"darken"|"mix"|"alpha", "value": amount,
        /// "space": "hsl"|"srgb"|"p3"|"lch"|"oklch", "color": for mix}`.
        func apply(_ modify: SourceNode, to value: Resolved, in merged: [String: Token], stack: inout [String]) throws(StudioMath.Failure) -> Resolved
        {
            guard case .color(let color) = value else { throw StudioMath.Failure(message: "a colour modifier needs a colour") }
            guard let kind = modify["type"]?.string, let amountNode = modify["value"] else {
                throw StudioMath.Failure(message: "a colour modifier needs \"type\" and \"value\"")
            }
            guard case .quantity(let amount) = try literal(amountNode, in: merged, stack: &stack) else {
                throw StudioMath.Failure(message: "the modifier's value is not a number")
            }
            let fraction = min(max(amount.value, 0), 1)
            let space = modify["space"]?.string ?? "hsl"
            switch kind {
            case "alpha":
                return .color(color.withAlpha(fraction))
            case "lighten", "darken":
                let lighter = kind == "lighten"
                switch space {
                case "hsl":
                    var hsl = color.hsl
                    hsl.lightness = lighter ? hsl.lightness + (1 - hsl.lightness) * fraction : hsl.lightness * (1 - fraction)
                    return .color(RGBAColor(hsl))
                case "lch", "oklch":
                    var lch = color.oklch
                    lch.l = lighter ? lch.l + (1 - lch.l) * fraction : lch.l * (1 - fraction)
                    return .color(RGBAColor(lch))
                default:  // srgb, p3: towards white or black
                    let target =
                        lighter ? RGBAColor(red: 1, green: 1, blue: 1, alpha: color.alpha) : RGBAColor(red: 0, green: 0, blue: 0, alpha: color.alpha)
                    return .color(Self.mixInSRGB(color, target, fraction))
                }
            case "mix":
                guard let other = modify["color"] else { throw StudioMath.Failure(message: "a mix needs a \"color\"") }
                guard case .color(let mixed) = try literal(other, in: merged, stack: &stack) else {
                    throw StudioMath.Failure(message: "the colour to mix with is not a colour")
                }
                return .color(
                    space == "srgb" || space == "p3" ? Self.mixInSRGB(color, mixed, fraction) : color.interpolated(to: mixed, fraction: fraction)
                )
            default:
                throw StudioMath.Failure(message: "unknown colour modifier \"\(kind)\" (expected lighten, darken, mix or alpha)")
            }
        }

        static func mixInSRGB(_ a: RGBAColor, _ b: RGBAColor, _ t: Double) -> RGBAColor {
            RGBAColor(
                red: a.red + (b.red - a.red) * t,
                green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t,
                alpha: a.alpha + (b.alpha - a.alpha) * t
            )
        }
    }
}
