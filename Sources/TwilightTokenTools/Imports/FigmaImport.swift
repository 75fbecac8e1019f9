import TwilightColor
import TwilightTokens

/// Figma variables exported as DTCG, in either of two shapes.
///
/// One file of collections at the top level, each holding one group per mode, tokens with
/// `$value`, `$type` and `$extensions["com.figma"]` (what export plugins write):
///
/// ```json
/// {"Primitives": {"Value": {"blue": {"$type": "color", "$value": "#0a66c2"}}},
///  "Semantic": {"Light": {"bg": {"$type": "color", "$value": "{blue}"}}, "Dark": {…}}}
/// ```
///
/// Or Figma's own export of a collection's modes: one file per mode, named in the file's
/// `$extensions["com.figma.modeName"]` (see `FigmaImport+ModeFiles.swift`).
///
/// A collection with one mode becomes a set; a collection with several becomes a modifier
/// with a context per mode (each mode a set named `Collection/Mode`), the first mode its
/// default. The collection whose modes change colours (else the first with several modes)
/// is the `theme` modifier, so its modes are the document's modes. Aliases that name their
/// collection or mode (`{Primitives.Value.blue}`) become token paths.
enum FigmaImport {
    /// Whether `root` is a file of collections: it mentions `com.figma` and every
    /// top-level member is a collection of mode groups.
    static func matches(_ root: SourceNode, text: String) -> Bool {
        guard text.contains("\"com.figma"), let collections = root.members, !collections.isEmpty else { return false }
        return collections.allSatisfy { collection in
            guard let modes = collection.value.members, !modes.isEmpty else { return collection.key.hasPrefix("$") }
            return modes.allSatisfy { $0.key.hasPrefix("$") || ($0.value.members != nil && $0.value["$value"] == nil) }
        }
    }

    /// A variable collection: its name and its modes, each with its variables as DTCG
    /// groups and tokens, the first mode the collection's default.
    struct Collection {
        var name: String
        var modes: [(name: String, variables: SourceNode)]
    }

    static func document(_ root: SourceNode, file: String, notes: inout [String]) throws(TokenValidationError) -> SourceNode {
        var prefixes: [String] = []
        var paths: Set<String> = []
        // Token paths, to rewrite aliases that name a collection or mode.
        for collection in root.members ?? [] where !collection.key.hasPrefix("$") {
            for mode in collection.value.members ?? [] where !mode.key.hasPrefix("$") {
                prefixes += [collection.key + "." + mode.key + ".", collection.key + "."]
                forEachToken(in: mode.value) { path, _ in paths.insert(path) }
            }
        }
        var collections: [Collection] = []
        for collection in root.members ?? [] where !collection.key.hasPrefix("$") {
            let modes = (collection.value.members ?? []).filter { !$0.key.hasPrefix("$") && $0.value.members != nil }
            if modes.isEmpty {
                notes.append("the collection \"\(collection.key)\" has no modes; left out")
                continue
            }
            collections.append(
                Collection(name: collection.key, modes: modes.map { ($0.key, rewrite($0.value, prefixes: prefixes, paths: paths, notes: &notes)) })
            )
        }
        return document(collections, description: "Imported from the Figma variables export \(file)", notes: &notes)
    }

    /// The resolver document of `collections`: a collection with one mode becomes a set, one
    /// with several a modifier with a context per mode (each mode a set named
    /// `Collection/Mode`); the first whose modes change colours (else the first with
    /// several modes) is named `theme`.
    static func document(_ collections: [Collection], description: String, notes: inout [String]) -> SourceNode {
        var sets: [(String, SourceNode)] = []
        var modifiers: [TokenDocumentWriter.Modifier] = []
        var colorModes: Set<String> = []
        for collection in collections {
            if collection.modes.count == 1 {
                sets.append((collection.name, collection.modes[0].variables))
                continue
            }
            if collection.modes.contains(where: { holdsColor($0.variables) }) { colorModes.insert(collection.name) }
            var contexts: [(name: String, sets: [String], extra: [SourceNode])] = []
            for mode in collection.modes {
                let set = collection.name + "/" + mode.name
                sets.append((set, mode.variables))
                contexts.append((mode.name, [set], []))
            }
            modifiers.append(TokenDocumentWriter.Modifier(name: collection.name, contexts: contexts, defaultContext: collection.modes[0].name))
        }
        // The collection whose modes change colours is the theme; never chosen by a mode's name.
        let themeIndex = modifiers.indices.first { colorModes.contains(modifiers[$0].name) } ?? modifiers.indices.first
        if let themeIndex {
            notes.append(
                "the collection \"\(modifiers[themeIndex].name)\" gives the modes (\(modifiers[themeIndex].contexts.map(\.name).joined(separator: ", "))) as the modifier \"theme\", \"\(modifiers[themeIndex].contexts[0].name)\" its default"
            )
            modifiers[themeIndex].name = "theme"
        }
        return TokenDocumentWriter.resolverDocument(sets: sets, modifiers: modifiers, description: description)
    }

    /// Whether a mode's variables include a colour (`"$type": "color"` on a variable or a group).
    static func holdsColor(_ node: SourceNode) -> Bool {
        guard let members = node.members else { return false }
        return members.contains { member in
            member.key == "$type" ? member.value.string == "color" : !member.key.hasPrefix("$") && holdsColor(member.value)
        }
    }

    /// Calls `body` with the path (`a.b.c`) and node of every token under `node`, in
    /// document order, through groups at most 64 deep.
    static func forEachToken(in node: SourceNode, path: [String] = [], _ body: (String, SourceNode) -> Void) {
        guard path.count < 64, let members = node.members else { return }
        if node["$value"] != nil {
            body(path.joined(separator: "."), node)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            forEachToken(in: member.value, path: path + [member.key], body)
        }
    }

    /// `node` with `{Collection.Mode.path}` and `{Collection.path}` aliases made token
    /// paths, and hex colours made colour objects.
    private static func rewrite(_ node: SourceNode, prefixes: [String], paths: Set<String>, notes: inout [String]) -> SourceNode {
        colourObjects(
            node.mappingAliasTargets { target in
                guard !paths.contains(target),
                    let prefix = prefixes.first(where: { target.hasPrefix($0) && paths.contains(String(target.dropFirst($0.count))) })
                else { return target }
                let path = String(target.dropFirst(prefix.count))
                notes.append("the alias {\(target)} names its collection; written as {\(path)}")
                return path
            }
        )
    }

    /// Figma writes colours as hex strings; DTCG 2025.10 wants colour objects.
    static func colourObjects(_ node: SourceNode) -> SourceNode {
        guard let members = node.members else { return node }
        if node["$type"]?.string == "color", let text = node["$value"]?.string, AliasResolver.aliasTarget(text) == nil,
            let color = try? RGBAColor(css: text)
        {
            return SourceNode(
                .object(
                    members.map {
                        $0.key == "$value" ? SourceMember(key: "$value", keyLocation: $0.keyLocation, value: TokenImport.colorNode(color)) : $0
                    }
                ),
                at: node.location
            )
        }
        return SourceNode(
            .object(members.map { SourceMember(key: $0.key, keyLocation: $0.keyLocation, value: colourObjects($0.value)) }),
            at: node.location
        )
    }
}
