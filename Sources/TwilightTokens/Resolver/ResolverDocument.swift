import Foundation

/// A DTCG Resolver Module (2025.10) document: sets and modifiers combined in a
/// resolution order, later sources overriding earlier ones.
///
/// Source files are read only beneath the resolver's folder and only with a token
/// document's name ending (`.json`, `.json5`, `.tokens`, `.yaml`, `.yml`, `.plist`); sets may refer
/// to sets, up to 64 deep, and a cycle among them is an error naming the chain.
///
/// Twilight turns the contexts of one modifier (by default the one named `theme`) into
/// modes, one per context; every other modifier takes its `default` or an input. A modifier
/// may say which of its contexts are light and which dark, in its `$extensions`:
///
/// ```json
/// "theme": {
///   "contexts": { "light": […], "dark": […], "dimmed": […], "highContrastDark": […] },
///   "$extensions": { "dev.twilight": {
///     "colorSchemes": { "dark": "dark", "dimmed": "dark", "highContrastDark": "dark" },
///     "highContrast": { "dark": "highContrastDark" }
///   } }
/// }
/// ```
///
/// and which context is the high-contrast variant of another (used when the system asks
/// for more contrast, as `ThemeStyles` uses its variants).
struct ResolverDocument {
    /// One source of tokens: a file (relative to the resolver), or tokens written inline.
    enum Source {
        case file(URL, pointer: String?, location: SourcePosition?)
        case inline(SourceNode)
    }

    /// One entry of the resolution order.
    enum Step {
        case set([Source])
        case modifier(
            name: String,
            contexts: [(String, [Source])],
            defaultContext: String?,
            declared: ModeDeclarations,
            location: SourcePosition?
        )
    }

    /// What a modifier says of its contexts in `$extensions["dev.twilight"]`.
    struct ModeDeclarations {
        /// Context to whether it is dark (`colorSchemes`); what is not declared is left out.
        var colorSchemes: [String: Bool] = [:]
        /// Context to its high-contrast variant, another context (`highContrast`).
        var highContrast: [String: String] = [:]
    }

    var steps: [Step] = []

    /// Whether `root` looks like a resolver document rather than a token document.
    static func isResolver(_ root: SourceNode) -> Bool {
        root["resolutionOrder"] != nil
    }

    /// Reads the resolver at `root`, reporting every problem to `log`.
    static func read(_ root: SourceNode, file: String, baseURL: URL?, log: inout DiagnosticLog) -> ResolverDocument {
        var reader = Reader(root: root, file: file, baseURL: baseURL)
        let document = reader.readDocument()
        log.merge(reader.log)
        return document
    }

    private struct Reader {
        /// How deeply sets may refer to other sets.
        static let maximumSetNesting = 64
        /// The file name endings a source file may have.
        static let sourceExtensions = [".json", ".json5", ".tokens", ".yaml", ".yml", ".plist"]

        /// Why the source file `url` may not be read, or `nil` when it may: sources are
        /// token documents beneath the resolver's own folder (after following symbolic
        /// links), so a resolver from elsewhere cannot make Twilight read — and quote in
        /// its messages — `/etc/passwd`, `/proc/self/environ` or a `.env` beside it.
        static func confinementProblem(_ url: URL, base: URL) -> String? {
            let folder = base.standardizedFileURL.resolvingSymlinksInPath().path
            let resolved = url.resolvingSymlinksInPath().path
            guard resolved.hasPrefix(folder == "/" ? "/" : folder + "/") else {
                return "names a file outside the resolver's folder (\(folder)): sources must be beneath it"
            }
            let name = url.lastPathComponent.lowercased()
            guard sourceExtensions.contains(where: { name.hasSuffix($0) }) else {
                return "names a file that is not a token document: expected a name ending in \(sourceExtensions.joined(separator: ", "))"
            }
            return nil
        }

        let root: SourceNode
        let file: String
        let baseURL: URL?
        var log = DiagnosticLog()

        mutating func report(_ message: String, at location: SourcePosition?, path: String) {
            log.report(message, file: file, at: location, path: path)
        }

        /// The properties the resolver module defines at the root (`$defs` is read past, as
        /// it requires), on a set and on a modifier.
        static let rootKeys = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions", "$defs"]
        static let setKeys = ["description", "sources", "$extensions"]
        static let modifierKeys = ["description", "contexts", "default", "$extensions"]

        /// Reports every property of `node` not among `keys`.
        mutating func checkKeys(of node: SourceNode, are keys: [String], what: String, path: String) {
            for member in node.members ?? [] where !keys.contains(member.key) {
                report(
                    "unknown property \"\(member.key)\" on \(what) (expected \(keys.joined(separator: ", ")))",
                    at: member.keyLocation ?? node.location,
                    path: path
                )
            }
        }

        mutating func readDocument() -> ResolverDocument {
            var document = ResolverDocument()
            if let version = root["version"] {
                if version.string != "2025.10" {
                    report("expected \"version\": \"2025.10\", found \(version.kindDescription)", at: version.location, path: "version")
                }
            } else {
                report("expected \"version\": \"2025.10\" in a resolver document", at: root.location, path: "")
            }
            checkKeys(of: root, are: Self.rootKeys, what: "the root of a resolver document", path: "")
            for (map, keys) in [("sets", Self.setKeys), ("modifiers", Self.modifierKeys)] {
                for definition in root[map]?.members ?? [] {
                    checkKeys(of: definition.value, are: keys, what: "a \(map.dropLast())", path: "\(map).\(definition.key)")
                }
            }
            guard let order = root["resolutionOrder"], case .array(let items) = order.kind else {
                report("expected \"resolutionOrder\": a list of sets and modifiers", at: root["resolutionOrder"]?.location, path: "resolutionOrder")
                return document
            }
            if items.isEmpty {
                report("\"resolutionOrder\" is empty: expected at least one set or modifier", at: order.location, path: "resolutionOrder")
            }
            var inlineNames: Set<String> = []
            for (index, item) in items.enumerated() {
                let path = "resolutionOrder.\(index)"
                if let pointer = item["$ref"]?.string {
                    let parts = pointer.split(separator: "/", omittingEmptySubsequences: false)
                    if parts.count == 3, parts[0] == "#", let definition = root[String(parts[1])]?[String(parts[2])] {
                        if parts[1] == "sets" {
                            let name = String(parts[2])
                            document.steps.append(.set(readSources(definition["sources"], path: "sets.\(name)", expanding: [name])))
                            continue
                        }
                        if parts[1] == "modifiers", let step = readModifier(definition, name: String(parts[2]), path: "modifiers.\(parts[2])") {
                            document.steps.append(step)
                            continue
                        }
                        if parts[1] == "modifiers" { continue }
                    }
                    report(
                        "the reference \(pointer) points to no set or modifier (expected \"#/sets/NAME\" or \"#/modifiers/NAME\")",
                        at: item.location,
                        path: path
                    )
                    continue
                }
                guard let name = item["name"]?.string, let type = item["type"]?.string else {
                    report(
                        "expected a reference {\"$ref\": \"#/sets/NAME\"} or an inline set or modifier with \"name\" and \"type\"",
                        at: item.location,
                        path: path
                    )
                    continue
                }
                checkKeys(
                    of: item,
                    are: (type == "modifier" ? Self.modifierKeys : Self.setKeys) + ["name", "type"],
                    what: "an inline \(type)",
                    path: path
                )
                if !inlineNames.insert(name).inserted {
                    report("the name \"\(name)\" is used by two entries of resolutionOrder", at: item["name"]?.location, path: path)
                }
                switch type {
                case "set": document.steps.append(.set(readSources(item["sources"], path: path)))
                case "modifier": if let step = readModifier(item, name: name, path: path) { document.steps.append(step) }
                default: report("expected \"type\": \"set\" or \"modifier\", found \"\(type)\"", at: item["type"]?.location, path: path)
                }
            }
            return document
        }

        mutating func readModifier(_ node: SourceNode, name: String, path: String) -> Step? {
            guard let contextsNode = node["contexts"], let members = contextsNode.members else {
                report("expected \"contexts\": an object from context name to a list of sources", at: node.location, path: path)
                return nil
            }
            guard !members.isEmpty else {
                report("a modifier needs at least one context", at: contextsNode.location, path: path)
                return nil
            }
            var contexts: [(String, [Source])] = []
            for member in members {
                if let control = TokenTreeReader.controlCharacter(in: member.key) {
                    report(
                        "the context name \(member.key.debugDescription) may not contain control characters (found \(control))",
                        at: member.keyLocation,
                        path: path
                    )
                    continue
                }
                if contexts.contains(where: { $0.0 == member.key }) {
                    report("duplicate context \"\(member.key)\"", at: member.keyLocation, path: path)
                    continue
                }
                contexts.append((member.key, readSources(member.value, path: "\(path).contexts.\(member.key)")))
            }
            var defaultContext: String? = nil
            if let defaultNode = node["default"] {
                if let value = defaultNode.string, contexts.contains(where: { $0.0 == value }) {
                    defaultContext = value
                } else {
                    report(
                        "the default \(defaultNode.kindDescription) is not one of the contexts (\(contexts.map(\.0).joined(separator: ", ")))",
                        at: defaultNode.location,
                        path: path
                    )
                }
            }
            if contexts.count == 1 {
                // The resolver module: "Tools SHOULD throw an error for modifiers with only 1 context".
                report(
                    "the modifier \"\(name)\" has a single context (\(contexts[0].0)): a modifier chooses between two or more (a set holds tokens that do not vary)",
                    at: contextsNode.location,
                    path: path
                )
            }
            var declared = ModeDeclarations()
            let names = contexts.map(\.0)
            for (context, scheme, at) in readDeclarations(node, "colorSchemes", contexts: names, path: path, expected: "\"light\" or \"dark\"") {
                switch scheme.string {
                case "light": declared.colorSchemes[context] = false
                case "dark": declared.colorSchemes[context] = true
                default: report("expected \"light\" or \"dark\", found \(scheme.kindDescription)", at: scheme.location, path: at)
                }
            }
            let expected = "another context of this modifier (\(names.joined(separator: ", ")))"
            for (context, variant, at) in readDeclarations(node, "highContrast", contexts: names, path: path, expected: "another context") {
                if let name = variant.string, name != context, names.contains(name) {
                    declared.highContrast[context] = name
                } else {
                    report("expected \(expected), found \(variant.kindDescription)", at: variant.location, path: at)
                }
            }
            return .modifier(name: name, contexts: contexts, defaultContext: defaultContext, declared: declared, location: node.location)
        }

        /// The members of the object `$extensions["dev.twilight"][key]` on `node` whose keys
        /// are contexts of the modifier (each other key reported), with their values and
        /// token paths.
        mutating func readDeclarations(
            _ node: SourceNode,
            _ key: String,
            contexts: [String],
            path: String,
            expected: String
        ) -> [(context: String, value: SourceNode, path: String)] {
            guard let declared = node["$extensions"]?[TokenExtensions.namespace]?[key] else { return [] }
            let at = "\(path).$extensions.\(TokenExtensions.namespace).\(key)"
            guard let members = declared.members else {
                report("expected an object from context name to \(expected), found \(declared.kindDescription)", at: declared.location, path: at)
                return []
            }
            return members.compactMap { member in
                guard contexts.contains(member.key) else {
                    report(
                        "\(member.key.debugDescription) is not a context of this modifier (expected one of: \(contexts.joined(separator: ", ")))",
                        at: member.keyLocation,
                        path: at
                    )
                    return nil
                }
                return (member.key, member.value, "\(at).\(member.key)")
            }
        }

        /// The sources listed at `node`, with references to other sets expanded in place.
        /// `expanding` holds the sets being expanded, outermost first: a set that refers
        /// back to one of them is a cycle, reported with the whole chain.
        mutating func readSources(_ node: SourceNode?, path: String, expanding: [String] = []) -> [Source] {
            guard let node, case .array(let elements) = node.kind else {
                report("expected a list of sources (references {\"$ref\": \"file.json\"} or inline tokens)", at: node?.location, path: path)
                return []
            }
            var sources: [Source] = []
            for element in elements {
                guard let pointer = element["$ref"]?.string else {
                    sources.append(.inline(element))
                    continue
                }
                if pointer.hasPrefix("#/sets/"), let set = root["sets"]?[String(pointer.dropFirst(7))] {
                    let name = String(pointer.dropFirst(7))
                    if let start = expanding.firstIndex(of: name) {
                        let chain = (expanding[start...] + [name]).map { "sets.\($0)" }.joined(separator: " → ")
                        report("the sets refer to each other in a cycle: \(chain)", at: element.location, path: path)
                        continue
                    }
                    guard expanding.count < Self.maximumSetNesting else {
                        report("sets refer to sets more than \(Self.maximumSetNesting) levels deep", at: element.location, path: path)
                        continue
                    }
                    sources += readSources(set["sources"], path: "sets.\(name)", expanding: expanding + [name])
                    continue
                }
                if pointer.hasPrefix("#") {
                    report(
                        "the reference \(pointer) points to no set (sources may refer to \"#/sets/NAME\" or to files)",
                        at: element.location,
                        path: path
                    )
                    continue
                }
                let parts = pointer.split(separator: "#", maxSplits: 1).map(String.init)
                guard let baseURL, !parts[0].contains("://") else {
                    report(
                        "the reference \(pointer) names a file, which is not followed here (only files beside a local resolver are)",
                        at: element.location,
                        path: path
                    )
                    continue
                }
                let url = URL(fileURLWithPath: parts[0], relativeTo: baseURL).standardizedFileURL
                if let problem = Self.confinementProblem(url, base: baseURL) {
                    report("the reference \(pointer) \(problem)", at: element.location, path: path)
                    continue
                }
                sources.append(.file(url, pointer: parts.count > 1 ? parts[1] : nil, location: element.location))
            }
            return sources
        }
    }
}
