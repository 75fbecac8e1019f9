/// What each token's value changes with: the mode, and which axes.
package struct TokenDependencies {
    /// The axes (indices into ``DesignTokens/axes``) a token's value changes with, and
    /// whether it changes with the mode too.
    package struct Dependency: Hashable {
        package var axes: [Int]
        var onMode: Bool
    }

    /// Every token's path, in document order (of the first combination that has it).
    package private(set) var paths: [String] = []
    /// What each token depends on.
    package private(set) var byPath: [String: Dependency] = [:]

    /// Compares every combination with the ones that differ from it in one place (the
    /// mode or one axis's value). Values are compared, not what a writer writes: a
    /// reference (`var(--brand-primary)`) reads the same under every brand but is worth
    /// what its target is where it is declared. A combination that does not resolve (see
    /// ``DesignTokens/resolveEveryCombination()``) counts as its mode's defaults.
    package init(of tokens: DesignTokens) {
        let keys = tokens.everyCombination()
        // One table per key, in the keys' order (the strides below index them).
        let sets = keys.map { key in (try? tokens.tokens(of: key)) ?? tokens.tokens(in: key.mode) }
        // Beyond the limit the combinations are the modes alone: nothing changes with an axis.
        let axes = keys.count == tokens.combinationCount ? tokens.axes : []
        let sizes = [tokens.modes.count] + axes.map(\.values.count)
        // Keys are in row-major order: the mode outermost, the last axis innermost.
        var strides = [Int](repeating: 1, count: sizes.count)
        for dimension in stride(from: sizes.count - 2, through: 0, by: -1) {
            strides[dimension] = strides[dimension + 1] * sizes[dimension + 1]
        }
        var seen: Set<String> = []
        for set in sets {
            for path in set?.paths ?? [] where seen.insert(path).inserted { paths.append(path) }
        }
        let tables = sets.map { $0?.tokens ?? [:] }
        for path in paths {
            var varies = [Bool](repeating: false, count: sizes.count)
            for index in tables.indices {
                for dimension in sizes.indices where !varies[dimension] {
                    let coordinate = index / strides[dimension] % sizes[dimension]
                    guard coordinate > 0 else { continue }
                    if tables[index][path]?.value != tables[index - coordinate * strides[dimension]][path]?.value { varies[dimension] = true }
                }
            }
            byPath[path] = Dependency(axes: axes.indices.filter { varies[$0 + 1] }, onMode: varies[0])
        }
    }
}
