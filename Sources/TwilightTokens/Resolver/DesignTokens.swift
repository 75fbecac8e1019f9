public import Foundation
public import Twilight

/// A loaded, validated and resolved token document: the tokens of every mode.
///
/// Load a DTCG token file (JSON, YAML or property list) — one mode, `default` — or a DTCG
/// resolver document whose `theme` modifier gives one mode per context:
///
/// ```swift
/// let tokens = try DesignTokens(contentsOf: URL(fileURLWithPath: "app.resolver.json"))
/// tokens.modes                        // ["light", "dark", "highContrastDark"]
/// label.theme.textColor = try tokens.color("color.text")
/// ```
///
/// Loading reports every problem of every file at once (``TokenValidationError``).
/// Everything is resolved while loading, so looking a value up later parses nothing.
public struct DesignTokens: Sendable {
    /// The name of the single mode of a document without modes.
    public static let defaultModeName = "default"

    /// The modes, in document order.
    public let modes: [String]
    /// The mode used for styles that match no mode (the modifier's `default`).
    public let defaultMode: String
    /// The local files that were read, for watching.
    public let files: [URL]
    /// What the document should do differently but may (SHOULD-level findings: an alias
    /// that is missing its closing brace, a modifier with one context), in file order.
    public let warnings: [TokenDiagnostic]
    /// Modes to use for particular styles, consulted before matching by name.
    public var modeOverrides: [ThemeStyle: String] = [:]
    private let sets: [String: TokenSet]

    /// Options for loading.
    public struct Options: Sendable {
        /// The resolver modifier whose contexts are the modes: by default `theme`, or the
        /// only modifier if there is one.
        public var modifier: String?
        /// Contexts chosen for the other modifiers (those without a `default` need one).
        public var inputs: [String: String]
        /// The compatibility reading: keys that real exports put beside `$value` — `alpha`
        /// (the colour's opacity) and `mix` (`{"color": …, "weight": 0.3}`, a mix in
        /// OKLab) — are applied, and dimensions and durations written as strings (`"16px"`,
        /// `"200ms"`) are read, each kind with one warning, instead of being errors. Other
        /// keys stay errors.
        public var readsVendorKeys: Bool

        /// Creates options.
        public init(modifier: String? = nil, inputs: [String: String] = [:], readsVendorKeys: Bool = false) {
            self.modifier = modifier
            self.inputs = inputs
            self.readsVendorKeys = readsVendorKeys
        }
    }

    /// Loads the document at `url` and every file it refers to.
    public init(contentsOf url: URL, options: Options = Options()) throws(TokenValidationError) {
        var loader = Loader()
        loader.files.append(url)
        let root = try SourceFile.load(url, name: url.relativePath)
        try self.init(root: root, name: url.relativePath, baseURL: url.deletingLastPathComponent(), options: options, loader: &loader)
    }

    /// Loads a document from memory (a download, a bundled copy), named `name` in messages.
    /// It may not refer to other files.
    public init(data: Data, name: String, format: TokenFileFormat? = nil, options: Options = Options()) throws(TokenValidationError) {
        var loader = Loader()
        let root = try SourceFile.parse(data, name: name, format: format)
        try self.init(root: root, name: name, baseURL: nil, options: options, loader: &loader)
    }

    /// Resolves a document Twilight built itself (an import), which refers to no files.
    init(root: SourceNode, name: String) throws(TokenValidationError) {
        var loader = Loader()
        try self.init(root: root, name: name, baseURL: nil, options: Options(), loader: &loader)
    }

    private init(root: SourceNode, name: String, baseURL: URL?, options: Options, loader: inout Loader) throws(TokenValidationError) {
        var log = DiagnosticLog()
        var modeSources: [(String, [RawTokenSource])] = []
        var defaultMode = Self.defaultModeName
        if ResolverDocument.isResolver(root) {
            let document = ResolverDocument.read(root, file: name, baseURL: baseURL, log: &log)
            let plan = Self.plan(document, file: name, options: options, log: &log)
            defaultMode = plan.defaultMode
            for (mode, sources) in plan.modes {
                modeSources.append((mode, sources.map { loader.tokens(of: $0, file: name, readsVendorKeys: options.readsVendorKeys, log: &log) }))
            }
        } else {
            let (source, problems) = TokenTreeReader.read(root, file: name, readsVendorKeys: options.readsVendorKeys)
            log.append(contentsOf: problems)
            modeSources = [(defaultMode, [source])]
        }
        var sets: [String: TokenSet] = [:]
        var literalTokens: [ObjectIdentifier: DesignToken] = [:]
        for (mode, sources) in modeSources {
            let (set, problems) = AliasResolver.resolve(
                sources,
                literalTokens: &literalTokens,
                readsStringMeasures: options.readsVendorKeys,
                file: name
            )
            log.append(contentsOf: problems)
            sets[mode] = set
        }
        try log.throwIfAny()
        self.warnings = TokenValidationError(log.warnings).diagnostics
        self.modes = modeSources.map(\.0)
        self.defaultMode = defaultMode
        self.sets = sets
        self.files = loader.files
    }

    /// Which sources make up each mode.
    private static func plan(
        _ document: ResolverDocument,
        file: String,
        options: Options,
        log: inout DiagnosticLog
    )
        -> (modes: [(String, [ResolverDocument.Source])], defaultMode: String)
    {
        var modifiers: [(name: String, contexts: [String], location: SourcePosition?)] = []
        for case .modifier(let name, let contexts, _, let location) in document.steps {
            modifiers.append((name, contexts.map(\.0), location))
        }
        let names = modifiers.map(\.name)
        let known = names.isEmpty ? "none" : names.joined(separator: ", ")
        let themeModifier = options.modifier ?? (names.contains("theme") ? "theme" : names.count == 1 ? names[0] : nil)
        if let requested = options.modifier, !names.contains(requested) {
            log.report("there is no modifier \"\(requested)\" (the document has \(known))", file: file, at: nil, path: nil)
        }
        // Every input must name a modifier and one of its contexts.
        for (name, context) in options.inputs.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                log.report("the input \(name)=\(context) names no modifier (the document has \(known))", file: file, at: nil, path: nil)
                continue
            }
            guard !modifier.contexts.contains(context) else { continue }
            let similar = modifier.contexts.first { $0.lowercased() == context.lowercased() }
            log.report(
                "invalid context \"\(context)\" for modifier \"\(name)\" (expected one of: \(modifier.contexts.joined(separator: ", ")))"
                    + (similar.map { "; did you mean \"\($0)\"?" } ?? ""),
                file: file,
                at: modifier.location,
                path: "modifiers.\(name)"
            )
        }
        var modeNames = [defaultModeName]
        var defaultMode = defaultModeName
        for case .modifier(let name, let contexts, let defaultContext, _) in document.steps where name == themeModifier {
            modeNames = contexts.map(\.0)
            defaultMode = defaultContext ?? contexts[0].0
        }
        var modes: [(String, [ResolverDocument.Source])] = []
        for mode in modeNames {
            var sources: [ResolverDocument.Source] = []
            for step in document.steps {
                switch step {
                case .set(let setSources):
                    sources += setSources
                case .modifier(let name, let contexts, let defaultContext, let location):
                    let input = options.inputs[name]
                    let chosen = name == themeModifier ? mode : input ?? defaultContext
                    guard let chosen else {
                        log.report(
                            "the modifier \"\(name)\" needs a context: it has no default, so choose one of \(contexts.map(\.0).joined(separator: ", ")) with an input (--input \(name)=CONTEXT)",
                            file: file,
                            at: location,
                            path: "modifiers.\(name)"
                        )
                        continue
                    }
                    // An input naming no context was reported above.
                    guard let context = contexts.first(where: { $0.0 == chosen }) else { continue }
                    sources += context.1
                }
            }
            modes.append((mode, sources))
        }
        return (modes, defaultMode)
    }

    /// Reads each source once, however many modes use it.
    private struct Loader {
        var files: [URL] = []
        private var cache: [String: RawTokenSource] = [:]
        private var roots: [URL: SourceNode?] = [:]

        mutating func tokens(of source: ResolverDocument.Source, file: String, readsVendorKeys: Bool, log: inout DiagnosticLog) -> RawTokenSource {
            switch source {
            case .inline(let node):
                let key = "\(file)#\(node.location?.description ?? UUID().uuidString)"
                if let cached = cache[key] { return cached }
                let (tokens, problems) = TokenTreeReader.read(node, file: file, readsVendorKeys: readsVendorKeys)
                log.append(contentsOf: problems)
                cache[key] = tokens
                return tokens
            case .file(let url, let pointer, let location):
                let key = url.path + "#" + (pointer ?? "")
                if let cached = cache[key] { return cached }
                var tokens = RawTokenSource()
                if roots[url] == nil {
                    do throws(TokenValidationError) {
                        roots[url] = try SourceFile.load(url, name: url.relativePath)
                        files.append(url)
                    } catch {
                        if FileManager.default.fileExists(atPath: url.path) {
                            log.append(contentsOf: error.diagnostics)
                        } else {
                            log.report("the source \(url.path) does not exist", file: file, at: location, path: nil)
                        }
                        roots[url] = .some(nil)
                    }
                }
                if var node = roots[url] ?? nil {
                    for segment in (pointer ?? "").split(separator: "/") {
                        guard let child = node[String(segment)] else {
                            log.report(
                                "the reference \(url.lastPathComponent)#\(pointer ?? "") points to nothing",
                                file: file,
                                at: location,
                                path: nil
                            )
                            cache[key] = tokens
                            return tokens
                        }
                        node = child
                    }
                    let (read, problems) = TokenTreeReader.read(node, file: url.relativePath, readsVendorKeys: readsVendorKeys)
                    log.append(contentsOf: problems)
                    tokens = read
                }
                cache[key] = tokens
                return tokens
            }
        }
    }

    // MARK: Looking tokens up

    /// The tokens of `mode`, if the document has that mode.
    public func tokens(in mode: String) -> TokenSet? { sets[mode] }

    /// The tokens of the mode used for `style`.
    public func tokens(for style: ThemeStyle) -> TokenSet { sets[mode(for: style)]! }

    /// The mode used for `style`: an override from ``modeOverrides``, else as
    /// `mode(for:in:default:)` decides.
    public func mode(for style: ThemeStyle) -> String {
        if let mode = modeOverrides[style], sets[mode] != nil { return mode }
        return ModeMatching.mode(for: style, in: modes, default: defaultMode)
    }

    /// The value of the token at `path` for `style`, if there is one.
    public func value(at path: String, for style: ThemeStyle) -> TokenValue? {
        tokens(for: style)[path]?.value
    }

}
