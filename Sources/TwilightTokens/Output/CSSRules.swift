/// The declarations of each combination of a mode and axis values, computed once per
/// style sheet, what each token's value depends on, and the rules written from them.
struct CSSRules {
    typealias Key = TokenCombinations.Key

    /// A token's custom properties (one, or more for a typography token's parts).
    struct Entry: Equatable {
        var path: String
        var declarations: [CSSValue.Declaration]
    }

    typealias Dependency = TokenDependencies.Dependency

    let tokens: DesignTokens
    let names: CSSNames
    let keepsReferences: Bool
    /// What each token that changes with an axis depends on; the mode rules leave these
    /// tokens to the axes' rules.
    private(set) var dependencies: [String: Dependency] = [:]
    /// The tokens of ``dependencies`` by dependency, in document order.
    private(set) var groups: [(dependency: Dependency, paths: [String])] = []
    private var entriesByKey: [Key: [Entry]] = [:]
    private var namesByPath: [String: String] = [:]

    init(tokens: DesignTokens, names: CSSNames, keepsReferences: Bool) {
        self.tokens = tokens
        self.names = names
        self.keepsReferences = keepsReferences
        if !tokens.axes.isEmpty { findDependencies() }
    }

    /// The key of `mode` with every axis at its default.
    func defaultKey(_ mode: String) -> Key {
        Key(mode: mode, values: tokens.axes.map(\.defaultValue))
    }

    /// The custom properties of `key`, in document order; an alias as `var()` of its
    /// target when references are kept. A combination that does not resolve (see
    /// ``DesignTokens/resolveEveryCombination()``) counts as its mode's defaults.
    mutating func entries(of key: Key) -> [Entry] {
        if let known = entriesByKey[key] { return known }
        guard let set = (try? tokens.tokens(of: key)) ?? tokens.tokens(in: key.mode) else { return [] }
        var result: [Entry] = []
        result.reserveCapacity(set.paths.count)
        for token in set.orderedTokens {
            var declared = CSSValue.declarations(for: token, name: name(token.path))
            if keepsReferences, let target = token.reference, let targetToken = set[target],
                CSSValue.text(for: targetToken.value) != nil, let own = declared.first?.name
            {
                let targetName = name(target)
                declared = declared.map { declaration in
                    CSSValue.Declaration(name: declaration.name, value: "var(\(targetName)\(declaration.name.dropFirst(own.count)))")
                }
            }
            result.append(Entry(path: token.path, declarations: declared))
        }
        entriesByKey[key] = result
        return result
    }

    /// The custom property name of `path`, worked out once per path (every mode writes it).
    private mutating func name(_ path: String) -> String {
        if let known = namesByPath[path] { return known }
        let name = names.name(path)
        namesByPath[path] = name
        return name
    }

    /// Finds what each token depends on; keeps those that change with an axis.
    private mutating func findDependencies() {
        let found = TokenDependencies(of: tokens)
        var groupIndex: [Dependency: Int] = [:]
        for path in found.paths {
            guard let dependency = found.byPath[path], !dependency.axes.isEmpty else { continue }
            dependencies[path] = dependency
            if let index = groupIndex[dependency] {
                groups[index].paths.append(path)
            } else {
                groupIndex[dependency] = groups.count
                groups.append((dependency, [path]))
            }
        }
    }

    /// Writes the rule for `mode` on `selector` (with every axis at its default, leaving
    /// out the tokens that change with an axis): every declaration, or with references
    /// only those that differ from the mode `base` beneath it.
    mutating func write(_ selector: String, mode: String, over base: String? = nil, isDark: Bool, indent: String, to css: inout String) {
        guard tokens.tokens(in: mode) != nil else { return }
        let all = entries(of: defaultKey(mode))
        var shown = (dependencies.isEmpty ? all : all.filter { dependencies[$0.path] == nil }).flatMap(\.declarations)
        if keepsReferences, let base, tokens.tokens(in: base) != nil {
            let beneath = entries(of: defaultKey(base)).flatMap(\.declarations)
            let beneathByName = Dictionary(beneath.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
            shown = shown.filter { beneathByName[$0.name] != $0 }
        }
        Self.write(selector, colorScheme: isDark ? "dark" : "light", shown, indent: indent, to: &css)
    }

    /// Writes a rule of `declarations` on `selector` (with `color-scheme` first, if given);
    /// then, for wide-gamut colours, the same selector inside `@supports`.
    static func write(_ selector: String, colorScheme: String?, _ declarations: [CSSValue.Declaration], indent: String, to css: inout String) {
        css += "\(indent)\(selector) {\n"
        if let colorScheme { css += "\(indent)  color-scheme: \(colorScheme);\n" }
        // Gathered as bytes and made a string once: a string's append costs hundreds of
        // instructions however short the piece, and a rule has thousands of them.
        var lines: [UInt8] = []
        lines.reserveCapacity(declarations.count * 40)
        for declaration in declarations {
            lines.append(contentsOf: indent.utf8)
            lines.append(contentsOf: "  ".utf8)
            lines.append(contentsOf: declaration.name.utf8)
            lines.append(contentsOf: ": ".utf8)
            lines.append(contentsOf: declaration.value.utf8)
            lines.append(contentsOf: ";\n".utf8)
        }
        css += String(decoding: lines, as: UTF8.self)
        css += "\(indent)}\n"
        let wide = declarations.compactMap { declaration in declaration.wide.map { (declaration.name, $0) } }
        guard !wide.isEmpty else { return }
        css += "\(indent)@supports \(CSSValue.supportsCondition(for: wide.map(\.1))) {\n"
        css += "\(indent)  \(selector) {\n"
        for (name, value) in wide { css += "\(indent)    \(name): \(value);\n" }
        css += "\(indent)  }\n\(indent)}\n"
    }
}
