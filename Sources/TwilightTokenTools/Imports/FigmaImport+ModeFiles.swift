import TwilightTokens

/// Figma's own export of variables (a collection's "Export modes"): one DTCG file per
/// collection and mode, the mode named in the file's root `$extensions`, colours as DTCG
/// colour objects, every variable's id in its `$extensions`:
///
/// ```json
/// {"Surface": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#FFFFFF"},
///                     "$extensions": {"com.figma.variableId": "VariableID:2:1",
///                                     "com.figma.aliasData": {"targetVariableId": "VariableID:1:3", "targetVariableName": "Gray/50", "targetVariableSetName": "Primitives"}}}},
///  "$extensions": {"com.figma.modeName": "Light"}}
/// ```
///
/// The export does not name a file's collection, and names files after whatever designers
/// call things, so files are told apart by what they hold: the files of one collection
/// share their variables' ids (the same variable in every mode), or, without ids, hold the
/// same token paths. A collection is named by its files (`com.figma.setName` beside the mode
/// name, where a file gives it), else by the aliases into it (`targetVariableSetName`), else
/// by what its files' names share (`theme-colors.light.tokens.json` and
/// `theme-colors.dark.tokens.json`: `theme-colors`), else `Collection N`. A collection's
/// default mode is the one named for it, else its first file's.
///
/// Figma writes an alias to another collection as the value it resolved, with the alias in
/// `com.figma.aliasData`; when the variable it names is among the files, the alias is
/// restored, so the document keeps what a value points at, not only what it was.
extension FigmaImport {
    /// The mode a file of Figma's own export holds: its root `$extensions["com.figma.modeName"]`.
    static func modeName(of root: SourceNode) -> String? {
        root["$extensions"]?["com.figma.modeName"]?.string
    }

    /// The resolver document of the mode files `files` (each a name for messages and its
    /// parsed root), in the order given, except that a collection with one of the modes
    /// `defaultModes` has it first. When `orderIsMeaningful` is false (a folder's files, in
    /// the order of their names), the default mode of the collection that gives the
    /// document's modes must be named: it is the mode the others are judged light or dark
    /// against.
    static func document(
        files: [(name: String, root: SourceNode)],
        defaultModes: [String] = [],
        orderIsMeaningful: Bool = true,
        notes: inout [String]
    ) throws(TokenValidationError) -> SourceNode {
        var problems: [TokenDiagnostic] = []
        var groups: [FileGroup] = []
        // The collection of each variable that an alias names, as the alias names it.
        var targetCollections: [String: String] = [:]
        for file in files {
            guard let mode = modeName(of: file.root) else {
                problems.append(
                    TokenDiagnostic(
                        file: file.name,
                        location: file.root.location,
                        tokenPath: nil,
                        message: "names no mode in $extensions[\"com.figma.modeName\"]: expected a file of Figma's export of variable modes"
                    )
                )
                continue
            }
            var variables: [String: String] = [:]
            var paths: Set<String> = []
            // Each token's path, each variable's path by its id, and the collection of each
            // variable an alias names.
            forEachToken(in: file.root) { path, token in
                paths.insert(path)
                let extensions = token["$extensions"]
                if let id = extensions?["com.figma.variableId"]?.string { variables[localID(id)] = path }
                if let alias = extensions?["com.figma.aliasData"], let id = alias["targetVariableId"]?.string,
                    let collection = alias["targetVariableSetName"]?.string
                {
                    targetCollections[localID(id)] = collection
                }
            }
            let ids = Set(variables.keys)
            let index = groups.firstIndex { group in
                ids.isEmpty && group.ids.isEmpty ? group.paths == paths : !group.ids.isDisjoint(with: ids)
            }
            guard let index else {
                groups.append(FileGroup(ids: ids, paths: paths, variables: variables, files: [(file.name, mode, file.root)]))
                continue
            }
            if let other = groups[index].files.first(where: { $0.mode == mode }) {
                problems.append(
                    TokenDiagnostic(
                        file: file.name,
                        location: nil,
                        tokenPath: nil,
                        message: "holds the mode \"\(mode)\" of the collection whose mode \"\(mode)\" \(other.name) holds: expected each mode once"
                    )
                )
                continue
            }
            groups[index].ids.formUnion(ids)
            groups[index].paths.formUnion(paths)
            groups[index].variables.merge(variables) { first, _ in first }
            groups[index].files.append((file.name, mode, file.root))
        }
        for index in groups.indices {
            let files = groups[index].files
            if let first = defaultModes.lazy.compactMap({ mode in files.firstIndex { $0.mode == mode } }).first {
                groups[index].files.insert(groups[index].files.remove(at: first), at: 0)
            }
        }
        let several = groups.filter { $0.files.count > 1 }
        for mode in defaultModes where !several.contains(where: { $0.files[0].mode == mode }) {
            let modes = several.flatMap { $0.files.map { "\"\($0.mode)\"" } }
            problems.append(
                TokenDiagnostic(
                    file: files.map(\.name).joined(separator: ", "),
                    location: nil,
                    tokenPath: nil,
                    message:
                        "no collection with several modes has the default mode \"\(mode)\": expected one of \(modes.isEmpty ? "(none)" : modes.joined(separator: ", "))"
                )
            )
        }
        let themed = several.first { $0.files.contains { holdsColor($0.root) } } ?? several.first
        if !orderIsMeaningful, let themed, !defaultModes.contains(themed.files[0].mode) {
            problems.append(
                TokenDiagnostic(
                    file: themed.files.map(\.name).joined(separator: ", "),
                    location: nil,
                    tokenPath: nil,
                    message:
                        "nothing says which of the modes \(themed.files.map { "\"\($0.mode)\"" }.joined(separator: ", ")) is the default (a folder's files come in the order of their names): expected it named (--default-mode)"
                )
            )
        }
        guard problems.isEmpty else { throw TokenValidationError(problems) }

        let pathOfVariable = groups.reduce(into: [String: String]()) { $0.merge($1.variables) { first, _ in first } }
        let allPaths = groups.reduce(into: Set<String>()) { $0.formUnion($1.paths) }
        var collections: [Collection] = []
        var taken: Set<String> = []
        for (index, group) in groups.enumerated() {
            let named =
                group.files.lazy.compactMap { $0.root["$extensions"]?["com.figma.setName"]?.string }.first
                ?? group.ids.compactMap { targetCollections[$0] }.min() ?? sharedName(group.files.map(\.name))
            let name = named.flatMap(usableName) ?? "Collection \(index + 1)"
            var unique = name
            var number = 2
            while !taken.insert(unique).inserted {
                unique = "\(name) \(number)"
                number += 1
            }
            let modes = group.files.map { file in
                let variables = restoringAliases(
                    file.root,
                    path: [],
                    file: file.name,
                    pathOfVariable: pathOfVariable,
                    allPaths: allPaths,
                    notes: &notes
                )
                return (name: file.mode, variables: colourObjects(variables))
            }
            collections.append(Collection(name: unique, modes: modes))
        }
        return document(
            collections,
            description:
                "Imported from Figma's export of variable modes: \(files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }.joined(separator: ", "))",
            notes: &notes
        )
    }

    /// A variable's id as the file that defines it writes it: an alias into a library names
    /// the library's variable `VariableID:<library key>/<id>`, and the library's own export
    /// writes `VariableID:<id>`.
    private static func localID(_ id: String) -> String {
        guard let slash = id.lastIndex(of: "/"), id.hasPrefix("VariableID:") else { return id }
        return "VariableID:" + id[id.index(after: slash)...]
    }

    /// `name` made fit to name a set or modifier: `/` and `~` (which would need escaping in
    /// the document's `$ref` pointers), `.`, `{`, `}` and control characters made `-`; `nil`
    /// when nothing is left.
    private static func usableName(_ name: String) -> String? {
        let scalars = name.unicodeScalars.map { "/~.{}$".unicodeScalars.contains($0) || $0.properties.generalCategory == .control ? "-" : $0 }
        let usable = trimmed(Substring(String(String.UnicodeScalarView(scalars))), of: ["-", " "])
        return usable.isEmpty ? nil : String(usable)
    }

    /// The files of one collection, as far as they have been read.
    private struct FileGroup {
        var ids: Set<String>
        var paths: Set<String>
        /// Each variable's token path, by id.
        var variables: [String: String]
        var files: [(name: String, mode: String, root: SourceNode)]
    }

    /// `node` with each value that Figma resolved from an alias (`com.figma.aliasData`)
    /// written as that alias again, when the variable it names is among the files.
    private static func restoringAliases(
        _ node: SourceNode,
        path: [String],
        file: String,
        pathOfVariable: [String: String],
        allPaths: Set<String>,
        notes: inout [String]
    ) -> SourceNode {
        guard path.count < 64, let members = node.members else { return node }
        if node["$value"] != nil {
            guard let alias = node["$extensions"]?["com.figma.aliasData"], let value = node["$value"],
                value.string.flatMap(AliasResolver.aliasTarget) == nil
            else { return node }
            let id = alias["targetVariableId"]?.string
            let name = alias["targetVariableName"]?.string
            let collection = alias["targetVariableSetName"]?.string
            let byName = name.map { $0.split(separator: "/").joined(separator: ".") }
            guard let target = id.flatMap({ pathOfVariable[localID($0)] }) ?? byName.flatMap({ allPaths.contains($0) ? $0 : nil }) else {
                notes.append(
                    "\(file): \(path.joined(separator: ".")): the alias to \(name ?? id ?? "a variable")\(collection.map { " in \($0)" } ?? "") names a variable not among the files; its value is kept"
                )
                return node
            }
            notes.append("\(file): \(path.joined(separator: ".")): the value Figma resolved from an alias is written as the alias {\(target)}")
            return SourceNode(
                .object(
                    members.map {
                        $0.key == "$value"
                            ? SourceMember(key: "$value", keyLocation: $0.keyLocation, value: SourceNode(.string("{\(target)}"), at: value.location))
                            : $0
                    }
                ),
                at: node.location
            )
        }
        return SourceNode(
            .object(
                members.map { member in
                    member.key.hasPrefix("$")
                        ? member
                        : SourceMember(
                            key: member.key,
                            keyLocation: member.keyLocation,
                            value: restoringAliases(
                                member.value,
                                path: path + [member.key],
                                file: file,
                                pathOfVariable: pathOfVariable,
                                allPaths: allPaths,
                                notes: &notes
                            )
                        )
                }
            ),
            at: node.location
        )
    }

    /// What the names of one collection's files share, ending where a name ends or a
    /// separator (space, `.`, `-`, `_`) follows in each (`theme-colors.light.tokens.json`,
    /// `theme-colors.dark.tokens.json` → `theme-colors`; `colors.json`, `colors dark.json` →
    /// `colors`); the name itself for one file.
    private static func sharedName(_ files: [String]) -> String? {
        let stems = files.map { file -> Substring in
            var stem = Substring(file.split(separator: "/").last ?? Substring(file))
            for suffix in [".json", ".tokens"] where stem.lowercased().hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
            return stem
        }
        guard var shared = stems.first else { return nil }
        for stem in stems.dropFirst() {
            shared = shared.prefix(zip(shared, stem).prefix { $0 == $1 }.count)
        }
        let separators: Set<Character> = [" ", ".", "-", "_"]
        let endsAtABoundary = stems.allSatisfy { stem in
            stem.count == shared.count || separators.contains(stem[stem.index(stem.startIndex, offsetBy: shared.count)])
        }
        if !endsAtABoundary { shared = shared[..<(shared.lastIndex { separators.contains($0) } ?? shared.startIndex)] }
        let name = trimmed(shared, of: separators)
        return name.isEmpty ? nil : String(name)
    }

    private static func trimmed(_ text: Substring, of characters: Set<Character>) -> Substring {
        var result = text
        while let first = result.first, characters.contains(first) { result = result.dropFirst() }
        while let last = result.last, characters.contains(last) { result = result.dropLast() }
        return result
    }
}
