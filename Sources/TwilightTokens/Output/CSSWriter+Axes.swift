extension CSSWriter {
    /// Writes the rules of the tokens that change with an axis (a brand, a density),
    /// which the mode rules leave out: each token only in the rules of what it depends on.
    /// (A document with more than `DesignTokens.maximumCombinations` is written with
    /// every axis at its default.)
    ///
    /// A token that changes with the brand alone is declared on `:root` and on
    /// `[data-brand="B"]` for every brand; one that changes with the brand and the mode is
    /// declared, for every rule that names a mode, on that rule's selector alone (the
    /// default brand) and on it together with each brand: on one element
    /// (`[data-theme="dark"][data-brand="B"]`) or on elements nested either way
    /// (`:where([data-theme="dark"]) [data-brand="B"]`, `:where([data-brand="B"]) [data-theme="dark"]`).
    /// The ancestor sits in `:where()`, so what an element names itself outweighs what it
    /// inherits; the rules anchored on the page's root come before those on named
    /// elements, so the nearer one wins. (When the mode or the brand is named on two
    /// nested ancestors above an element, the later rule wins, not the nearer ancestor.)
    func writeAxes(of tokens: DesignTokens, after plan: [ThemeRule], with rules: inout CSSRules, to css: inout String) {
        let rootAnchored = plan.filter { $0.kind != .named }
        let onNamedElements = plan.filter { $0.kind == .named }
        for group in rules.groups {
            let axes = group.dependency.axes.map { tokens.axes[$0] }
            var combinations: [[String]] = [[]]
            for axis in axes { combinations = combinations.flatMap { chosen in axis.values.map { chosen + [$0] } } }
            let paths = Set(group.paths)
            for rule in group.dependency.onMode ? rootAnchored + onNamedElements : [plan[0]] {
                let indent = rule.media == nil ? "" : "  "
                css += "\n"
                if let media = rule.media { css += "@media \(media) {\n" }
                let theme = rule.kind == .root ? nil : rule.selector
                var key = rules.defaultKey(rule.mode)
                // Adjacent rules that declare the same share one selector list (the default
                // brand's rule is the rule alone's): the same place in the cascade, once.
                var pending = (selectors: [theme ?? ":root"], declarations: declarations(of: key, paths: paths, with: &rules))
                for values in combinations {
                    for (axis, value) in zip(group.dependency.axes, values) { key.values[axis] = value }
                    let parts = zip(axes, values).map { "[data-\($0.name)=\(CSSValue.quoted($1))]" }
                    let selectors = Self.arrangements(of: (theme.map { [$0] } ?? []) + parts, firstIsRoot: rule.kind == .system)
                    let declared = declarations(of: key, paths: paths, with: &rules)
                    if declared == pending.declarations {
                        pending.selectors += selectors
                    } else {
                        CSSRules.write(
                            pending.selectors.joined(separator: ",\n\(indent)"),
                            colorScheme: nil,
                            pending.declarations,
                            indent: indent,
                            to: &css
                        )
                        pending = (selectors, declared)
                    }
                }
                CSSRules.write(pending.selectors.joined(separator: ",\n\(indent)"), colorScheme: nil, pending.declarations, indent: indent, to: &css)
                if rule.media != nil { css += "}\n" }
            }
        }
    }

    /// The declarations of the tokens at `paths` in the combination `key`.
    private func declarations(of key: CSSRules.Key, paths: Set<String>, with rules: inout CSSRules) -> [CSSValue.Declaration] {
        rules.entries(of: key).filter { paths.contains($0.path) }.flatMap(\.declarations)
    }

    /// Every selector of an element on which all of `parts` hold, each named on the
    /// element itself or on one of its ancestors, in any order: the ancestors in
    /// `:where()` (no specificity), the element's own parts as one compound selector.
    /// When `firstIsRoot`, the first part selects the page's root, so it is outermost.
    static func arrangements(of parts: [String], firstIsRoot: Bool) -> [String] {
        // Ordered partitions of the parts' indices: the last block is the element itself.
        func partitions(_ indices: [Int]) -> [[[Int]]] {
            guard !indices.isEmpty else { return [[]] }
            var result: [[[Int]]] = []
            // Choose the first block (a non-empty subset), then arrange the rest.
            for mask in 1..<(1 << indices.count) {
                let block = indices.indices.filter { mask & (1 << $0) != 0 }.map { indices[$0] }
                let rest = indices.indices.filter { mask & (1 << $0) == 0 }.map { indices[$0] }
                result += partitions(rest).map { [block] + $0 }
            }
            return result
        }
        return partitions(Array(parts.indices)).compactMap { blocks in
            if firstIsRoot, !blocks[0].contains(0) { return nil }
            let compounds = blocks.map { $0.map { parts[$0] }.joined() }
            guard compounds.count > 1 else { return compounds[0] }
            return ":where(\(compounds.dropLast().joined(separator: " "))) \(compounds.last!)"
        }
    }
}
