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
/// Every other modifier with a `default` is an axis (``axes``: a brand, a density), chosen
/// at run time beside the style:
///
/// ```swift
/// tokens.axes.map(\.name)                                   // ["brand"]
/// let forest = tokens.tokens(for: ThemeStyle.dark.with(["brand": "forest"]))
/// ```
///
/// Loading reports every problem of every file at once (``TokenValidationError``).
/// Every mode with the axes at their defaults is resolved while loading, so looking a
/// value up later parses nothing; another combination of axis values is resolved the
/// first time it is asked for, then kept.
public struct DesignTokens: Sendable {
    /// The name of the single mode of a document without modes.
    package static let defaultModeName = "default"

    /// The modes, in document order.
    public let modes: [String]
    /// The mode used for styles that match no mode (the modifier's `default`).
    public let defaultMode: String
    /// The modes that are dark: those the theme modifier declares dark in
    /// `$extensions["dev.twilight"].colorSchemes`; of the others, a mode named exactly `dark`
    /// (and not one named `light`), as Twilight's built-in styles of those names are; of the
    /// rest — the default mode is light unless declared or named `dark` — each mode where at
    /// least half of the default mode's lightest and darkest colours that it changes cross
    /// between light and dark (the backgrounds turned dark, the text light) has the other
    /// scheme, and the others the default's. No other name is read. A close call is in
    /// ``warnings``, saying how to declare the mode.
    public let darkModes: Set<String>
    /// The high-contrast variant of a mode, used when the system asks for more contrast, as
    /// the theme modifier declares in `$extensions["dev.twilight"].highContrast`
    /// (`{"light": "highContrastLight", "dark": "highContrastDark"}`); nothing is read from
    /// the modes' names. What an app reads is ``styles``, which carries them.
    package let highContrastModes: [String: String]
    /// The local files that were read, for watching.
    package let files: [URL]
    /// The file each mode's context of the theme modifier lists last, where a value for
    /// that mode alone belongs (the studio's "only in this mode"); a mode whose context lists
    /// no file last (none, an inline source, or a part of a file named by a pointer) has none.
    package let modeFiles: [String: URL]
    /// What the document should do differently but may (SHOULD-level findings: an alias
    /// that is missing its closing brace, a modifier with one context), in file order.
    public let warnings: [TokenDiagnostic]
    /// Modes to use for particular styles, consulted before matching by name.
    package var modeOverrides: [ThemeStyle: String] = [:]
    /// The resolver's modifiers other than the theme one, each chosen at run time beside
    /// the style (those fixed by an input in ``Options/inputs`` are not axes), in document
    /// order. A modifier needs a `default` to be an axis.
    public let axes: [TokenAxis]
    /// The modes with every axis at its default, resolved while loading.
    private let sets: [String: TokenSet]
    private let combinations: TokenCombinations

    /// Options for loading.
    public struct Options: Sendable {
        /// The resolver modifier whose contexts are the modes: by default `theme`, or the
        /// only modifier if there is one.
        public var modifier: String?
        /// Contexts chosen for the other modifiers, fixing them: a modifier given an input
        /// is not an axis. A modifier without a `default` needs one.
        public var inputs: [String: String]
        /// How strictly documents are read: by default ``TokenReading/tolerant`` (DTCG
        /// 2025.10 and the forms earlier drafts write, those with a warning).
        public var reading: TokenReading
        /// Whether a modifier with no `default` and no input is read at its first context
        /// (as an axis, when it can be one) instead of being an error: validating a document
        /// needs no inputs, building one does (`tokens validate` sets it).
        package var needsNoInputs = false

        /// Creates options.
        public init(modifier: String? = nil, inputs: [String: String] = [:], reading: TokenReading = .tolerant) {
            self.modifier = modifier
            self.inputs = inputs
            self.reading = reading
        }
    }

    /// Loads the document at `url` and every file it refers to.
    public init(contentsOf url: URL, options: Options = Options()) throws(TokenValidationError) {
        try self.init(contentsOf: url, options: options, replacing: [:])
    }

    /// Loads the document at `url` as ``init(contentsOf:options:)`` does, reading the files
    /// `replacing` names from its bytes instead of the disk: an edit previewed before it is
    /// saved.
    package init(contentsOf url: URL, options: Options = Options(), replacing contents: [URL: Data]) throws(TokenValidationError) {
        var loader = Loader(replacing: contents)
        loader.files.append(url)
        let root = try loader.load(url)
        try self.init(root: root, name: url.relativePath, baseURL: url.deletingLastPathComponent(), options: options, loader: &loader)
    }

    /// Loads the document at `url` again after its files changed (with `replacing` as
    /// ``init(contentsOf:options:replacing:)`` takes it), taking from `earlier` — the document
    /// as loaded before — every combination it resolved, with only the tokens whose
    /// definitions changed, and the tokens that refer to them, resolved again.
    ///
    /// - Returns: The document, and the paths of the tokens that may resolve differently
    ///   from `earlier` in some combination (``TokenChanges/paths``); `nil` when
    ///   its sources differ from `earlier`'s in number, which leaves nothing to take.
    package static func readAgain(
        _ url: URL,
        options: Options = Options(),
        replacing contents: [URL: Data],
        after earlier: DesignTokens
    ) throws(TokenValidationError) -> (tokens: DesignTokens, changed: Set<String>?) {
        var loader = Loader(replacing: contents)
        loader.files.append(url)
        let root = try loader.load(url)
        var changed: Set<String>?
        let tokens = try DesignTokens(
            root: root,
            name: url.relativePath,
            baseURL: url.deletingLastPathComponent(),
            options: options,
            loader: &loader,
            readingAgain: (earlier, { changed = $0 })
        )
        return (tokens, changed)
    }

    /// Loads a document from memory (a download, a bundled copy), named `name` in messages;
    /// the name's ending says how it is written (`.json` or `.tokens`, `.json5`, `.yaml` or
    /// `.yml`, `.plist`); for any other name the first bytes do (a property list, JSON, else
    /// YAML). It may not refer to other files.
    public init(data: Data, name: String, options: Options = Options()) throws(TokenValidationError) {
        try self.init(data: data, name: name, format: nil, options: options)
    }

    /// Loads a document from memory written in `format` (by its name's extension when nil).
    package init(data: Data, name: String, format: TokenFileFormat?, options: Options = Options()) throws(TokenValidationError) {
        var loader = Loader()
        let root = try SourceFile.parse(data, name: name, format: format)
        try self.init(root: root, name: name, baseURL: nil, options: options, loader: &loader)
    }

    /// Resolves a document Twilight built itself (an import), which refers to no files.
    package init(root: SourceNode, name: String) throws(TokenValidationError) {
        var loader = Loader()
        try self.init(root: root, name: name, baseURL: nil, options: Options(), loader: &loader)
    }

    /// `readingAgain`: the document as loaded before, whose resolved combinations are taken
    /// where its changes allow, and what is told which tokens may have changed.
    private init(
        root: SourceNode,
        name: String,
        baseURL: URL?,
        options: Options,
        loader: inout Loader,
        readingAgain: (earlier: DesignTokens, changed: (Set<String>?) -> Void)? = nil
    ) throws(TokenValidationError) {
        var log = DiagnosticLog()
        var plan = Plan(modes: [Self.defaultModeName], defaultMode: Self.defaultModeName, axes: [], segments: [])
        if ResolverDocument.isResolver(root) {
            let document = ResolverDocument.read(root, file: name, baseURL: baseURL, log: &log)
            plan = Self.plan(document, file: name, options: options, loader: &loader, log: &log)
        } else {
            let (source, problems) = TokenTreeReader.read(root, file: name, reading: options.reading)
            log.append(contentsOf: problems)
            plan.segments = [.fixed([source])]
        }
        let combinations = TokenCombinations(
            segments: plan.segments,
            axes: plan.axes,
            file: name,
            reading: options.reading
        )
        if let (earlier, tell) = readingAgain {
            let changes = TokenChanges(from: earlier.sourcesInResolutionOrder, to: combinations.everySource)
            if let changes { combinations.adopt(earlier.combinations, changes: changes) }
            tell(changes?.paths)
        }
        // Every mode with the axes at their defaults is resolved and checked now; other
        // combinations when first asked for.
        var sets: [String: TokenSet] = [:]
        for mode in plan.modes {
            let (set, problems) = combinations.resolve(combinations.defaultKey(mode: mode))
            log.append(contentsOf: problems)
            sets[mode] = set
        }
        try log.throwIfAny()
        let schemes = ColorSchemeJudge.judge(plan.modes, defaultMode: plan.defaultMode, declared: plan.declared.colorSchemes, sets: sets)
        self.warnings =
            TokenValidationError(log.warnings).diagnostics
            + schemes.closeCalls.map { call in
                let scheme = call.isDark ? "dark" : "light"
                return TokenDiagnostic(
                    file: name,
                    location: nil,
                    tokenPath: "modifiers.theme.contexts.\(call.mode)",
                    message:
                        "the mode \(call.mode.debugDescription) was judged \(scheme) by its colours, narrowly (\(call.reason)); say which it is in the theme modifier's $extensions: {\"dev.twilight\": {\"colorSchemes\": {\(call.mode.debugDescription): \"\(scheme)\"}}}",
                    isWarning: true
                )
            }
        self.modes = plan.modes
        self.defaultMode = plan.defaultMode
        self.darkModes = schemes.darkModes
        self.highContrastModes = plan.declared.highContrast
        self.axes = plan.axes
        self.modeFiles = plan.modeFiles
        self.sets = sets
        self.combinations = combinations
        self.files = loader.files
    }

    /// The modes, the axes and the sources in resolution order.
    private struct Plan {
        var modes: [String]
        var defaultMode: String
        var axes: [TokenAxis]
        var segments: [TokenCombinations.Segment]
        /// What the theme modifier declares of its contexts.
        var declared = ResolverDocument.ModeDeclarations()
        /// The whole file each theme context lists last.
        var modeFiles: [String: URL] = [:]
    }

    /// Which sources make up each mode and each axis value; reads every source once.
    private static func plan(
        _ document: ResolverDocument,
        file: String,
        options: Options,
        loader: inout Loader,
        log: inout DiagnosticLog
    ) -> Plan {
        var modifiers: [(name: String, contexts: [String], location: SourcePosition?)] = []
        for case .modifier(let name, let contexts, _, _, let location) in document.steps {
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
        var plan = Plan(modes: [defaultModeName], defaultMode: defaultModeName, axes: [], segments: [])
        func read(_ sources: [ResolverDocument.Source]) -> [RawTokenSource] {
            sources.map { loader.tokens(of: $0, file: file, reading: options.reading, log: &log) }
        }
        func readEach(_ contexts: [(String, [ResolverDocument.Source])]) -> [String: [RawTokenSource]] {
            Dictionary(contexts.map { ($0.0, read($0.1)) }, uniquingKeysWith: { first, _ in first })
        }
        for step in document.steps {
            switch step {
            case .set(let sources):
                plan.segments.append(.fixed(read(sources)))
            case .modifier(let name, let contexts, let defaultContext, let declared, _) where name == themeModifier:
                plan.modes = contexts.map(\.0)
                plan.declared = declared
                plan.defaultMode = defaultContext ?? contexts[0].0
                plan.segments.append(.theme(readEach(contexts)))
                for (mode, sources) in contexts {
                    if case .file(let url, pointer: nil, _)? = sources.last { plan.modeFiles[mode] = url }
                }
            case .modifier(let name, let contexts, let declaredDefault, _, let location):
                let input = options.inputs[name]
                let defaultContext = declaredDefault ?? (options.needsNoInputs ? contexts.first?.0 : nil)
                if input == nil, let defaultContext, let problem = axisProblem(name: name, values: contexts.map(\.0)) {
                    log.warn(
                        "the modifier \"\(name)\" is fixed at its default \"\(defaultContext)\", not an axis: \(problem)",
                        file: file,
                        at: location,
                        path: "modifiers.\(name)"
                    )
                } else if input == nil, let defaultContext {
                    plan.segments.append(.axis(plan.axes.count, readEach(contexts)))
                    plan.axes.append(TokenAxis(name: name, values: contexts.map(\.0), defaultValue: defaultContext))
                    continue
                }
                guard let chosen = input ?? defaultContext else {
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
                plan.segments.append(.fixed(read(context.1)))
            }
        }
        return plan
    }

    /// Why a modifier cannot be an axis (its name or a context breaks the rules of
    /// `ThemeAxes`), or `nil`.
    private static func axisProblem(name: String, values: [String]) -> String? {
        for value in values {
            do throws(InvalidNameError) {
                _ = try ThemeAxes(validating: [name: value])
            } catch {
                return error.description
            }
        }
        return nil
    }

    /// Reads each source once, however many modes use it.
    private struct Loader {
        var files: [URL] = []
        private var cache: [String: RawTokenSource] = [:]
        private var roots: [URL: SourceNode?] = [:]
        /// Files read from these bytes instead of the disk.
        private let replacing: [URL: Data]

        init(replacing: [URL: Data] = [:]) {
            self.replacing = replacing
        }

        /// The parsed file at `url`, from ``replacing`` or the disk.
        func load(_ url: URL) throws(TokenValidationError) -> SourceNode {
            if let data = replacing[url.standardizedFileURL] { return try SourceFile.parse(data, name: url.relativePath) }
            return try SourceFile.load(url, name: url.relativePath)
        }

        mutating func tokens(of source: ResolverDocument.Source, file: String, reading: TokenReading, log: inout DiagnosticLog) -> RawTokenSource {
            switch source {
            case .inline(let node):
                let key = "\(file)#\(node.location?.description ?? UUID().uuidString)"
                if let cached = cache[key] { return cached }
                let (tokens, problems) = TokenTreeReader.read(node, file: file, reading: reading)
                log.append(contentsOf: problems)
                cache[key] = tokens
                return tokens
            case .file(let url, let pointer, let location):
                let key = url.path + "#" + (pointer ?? "")
                if let cached = cache[key] { return cached }
                var tokens = RawTokenSource()
                if roots[url] == nil {
                    do throws(TokenValidationError) {
                        roots[url] = try load(url)
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
                    let (read, problems) = TokenTreeReader.read(node, file: url.relativePath, reading: reading)
                    log.append(contentsOf: problems)
                    tokens = read
                }
                cache[key] = tokens
                return tokens
            }
        }
    }

    // MARK: Looking tokens up

    /// The tokens of `mode` with every axis at its default, if the document has that mode.
    public func tokens(in mode: String) -> TokenSet? { sets[mode] }

    /// The tokens of `mode` with the values `axes` chooses (an axis not chosen is at its
    /// default; an axis the document does not have is ignored), resolved the first time
    /// they are asked for; `nil` if the document has no such mode.
    ///
    /// - Throws: ``TokenValidationError`` when a value is not one of its axis's values
    ///   (naming the value and the axis's values), or when this combination does not
    ///   resolve (an alias that only some combination breaks).
    public func tokens(in mode: String, axes chosen: ThemeAxes) throws(TokenValidationError) -> TokenSet? {
        guard sets[mode] != nil else { return nil }
        var values: [String] = []
        for axis in axes {
            let value = chosen[axis.name] ?? axis.defaultValue
            guard axis.values.contains(value) else {
                let message = "the axis \(axis.name) has no value \"\(value)\" (expected one of: \(axis.values.joined(separator: ", ")))"
                throw TokenValidationError([TokenDiagnostic(file: combinations.file, location: nil, tokenPath: nil, message: message)])
            }
            values.append(value)
        }
        return try combinations.tokens(of: TokenCombinations.Key(mode: mode, values: values))
    }

    /// The most combinations of a mode and axis values that ``resolveEveryCombination()``
    /// resolves and a style sheet or Swift source is written for, when the document has
    /// axes: beyond it, fix some modifiers with ``Options/inputs``.
    package static let maximumCombinations = 4096

    /// How many combinations of a mode and axis values the document has (at most
    /// `Int.max`).
    package var combinationCount: Int {
        axes.reduce(modes.count) { count, axis in
            let (product, overflow) = count.multipliedReportingOverflow(by: axis.values.count)
            return overflow ? Int.max : product
        }
    }

    /// Resolves every combination of a mode and axis values, so that each is known to
    /// resolve; returns how many there are. `twilight tokens validate` and `build` call it.
    ///
    /// - Throws: ``TokenValidationError`` with every problem of every combination, or
    ///   naming the axes when there are more than `maximumCombinations` (4 096).
    @discardableResult
    package func resolveEveryCombination() throws(TokenValidationError) -> Int {
        guard axes.isEmpty || combinationCount <= Self.maximumCombinations else {
            let factors = ["\(modes.count) modes"] + axes.map { "\($0.name) \($0.values.count)" }
            let message =
                "the document has \(factors.joined(separator: " × ")) = \(combinationCount == Int.max ? "too many" : String(combinationCount)) combinations of a mode and axis values; at most \(Self.maximumCombinations) are built together: fix some modifiers with an input (--input \(axes[axes.count - 1].name)=CONTEXT)"
            throw TokenValidationError([TokenDiagnostic(file: combinations.file, location: nil, tokenPath: nil, message: message)])
        }
        var problems: [TokenDiagnostic] = []
        var seen: Set<TokenDiagnostic> = []
        let keys = everyCombination()
        for key in keys {
            do throws(TokenValidationError) {
                _ = try combinations.tokens(of: key)
            } catch {
                problems += error.diagnostics.filter { seen.insert($0).inserted }
            }
        }
        guard problems.isEmpty else { throw TokenValidationError(problems) }
        return keys.count
    }

    /// Every mode with every combination of axis values, modes outermost; with more than
    /// `maximumCombinations` (4 096), the modes with every axis at its default.
    package func everyCombination() -> [TokenCombinations.Key] {
        guard axes.isEmpty || combinationCount <= Self.maximumCombinations else { return modes.map { combinations.defaultKey(mode: $0) } }
        var keys = modes.map { TokenCombinations.Key(mode: $0, values: []) }
        for axis in axes {
            keys = keys.flatMap { key in axis.values.map { TokenCombinations.Key(mode: key.mode, values: key.values + [$0]) } }
        }
        return keys
    }

    /// Every source the document reads, each once (for what is declared on tokens in any
    /// mode or axis value).
    package var sourcesInResolutionOrder: [RawTokenSource] { combinations.everySource }

    /// The tokens of `key`, which names a mode and a value of every axis.
    package func tokens(of key: TokenCombinations.Key) throws(TokenValidationError) -> TokenSet {
        try combinations.tokens(of: key)
    }

    /// The tokens of the mode used for `look`, with the look's axes. A value the document
    /// does not define counts as its axis's default; a combination that does not resolve
    /// (`twilight tokens validate` reports every one) gives the mode's tokens with every axis
    /// at its default.
    ///
    /// ```swift
    /// let forest = tokens.tokens(for: ThemeLook(.dark, axes: ["brand": "forest"]))
    /// ```
    public func tokens(for look: ThemeLook) -> TokenSet {
        let mode = mode(for: look)
        let base = sets[mode]!
        guard !axes.isEmpty, !look.axes.isEmpty else { return base }
        let values = axes.map { axis in look.axes[axis.name].flatMap { axis.values.contains($0) ? $0 : nil } ?? axis.defaultValue }
        return (try? combinations.tokens(of: TokenCombinations.Key(mode: mode, values: values))) ?? base
    }

    /// The mode used for `look`: an override for its style, if one is set; else the mode named
    /// like the style (exactly, then ignoring case); else, for a dark look, the first of
    /// ``darkModes``; else ``defaultMode``.
    public func mode(for look: ThemeLook) -> String {
        if let mode = modeOverrides[look.style], sets[mode] != nil { return mode }
        return ModeMatching.mode(for: look, in: modes, darkModes: darkModes, default: defaultMode)
    }

    /// The value of the token at `path` for `look` (and its axes), if there is one.
    package func value(at path: String, for look: ThemeLook) -> TokenValue? {
        tokens(for: look)[path]?.value
    }

    /// The modes as the styles a person may choose: each mode whose name is a valid style
    /// name, in document order, dark as ``darkModes`` say, with the high-contrast variants
    /// the theme modifier declares, the ``defaultMode`` as the style when the system says
    /// nothing. What a site or an app built on this document offers:
    ///
    /// ```swift
    /// let site = SiteStyles(tokens.styles, markup: .tailwind)
    /// ```
    public var styles: ThemeStyles {
        let offered = modes.compactMap(ThemeStyle.init(rawValue:))
        return ThemeStyles(
            offered,
            dark: Set(offered.filter { darkModes.contains($0.rawValue) }),
            highContrast: Dictionary(
                uniqueKeysWithValues: highContrastModes.compactMap { mode, variant in
                    ThemeStyle(rawValue: mode).flatMap { style in ThemeStyle(rawValue: variant).map { (style, $0) } }
                }
            ),
            default: ThemeStyle(rawValue: defaultMode) ?? .light
        )
    }
}
