import Dispatch
import TwilightUtilities

/// A document's sources in resolution order — some fixed, some chosen by the mode or by
/// an axis's value — and the token set of every combination resolved so far.
///
/// Sources are read and checked once, when the document loads; a combination (a mode
/// and a value per axis) is resolved the first time it is asked for, then kept, so a
/// program resolves only the combinations it uses.
package final class TokenCombinations: Sendable {
    /// A part of the resolution order.
    enum Segment: Sendable {
        /// Sources every combination uses.
        case fixed([RawTokenSource])
        /// Sources per mode: the theme modifier.
        case theme([String: [RawTokenSource]])
        /// Sources per value of the axis at this index of ``axes``.
        case axis(Int, [String: [RawTokenSource]])
    }

    /// A mode and a value for every axis, in the order of ``axes``.
    package struct Key: Hashable, Sendable {
        package var mode: String
        package var values: [String]

        /// `mode` with `values` on the axes, in their order.
        package init(mode: String, values: [String]) {
            self.mode = mode
            self.values = values
        }
    }

    let segments: [Segment]
    let axes: [TokenAxis]
    /// The document's name, for messages.
    let file: String
    private let reading: TokenReading
    private let state = LockedValue(State())

    private struct State {
        var resolved: [Key: Resolution] = [:]
        /// Typed tokens without aliases, shared by every combination that has them.
        var literalTokens: [ObjectIdentifier: DesignToken] = [:]
    }

    /// A combination's tokens, with every problem resolving them (errors and warnings).
    private struct Resolution {
        var set: TokenSet
        var problems: [TokenDiagnostic]
    }

    init(segments: [Segment], axes: [TokenAxis], file: String, reading: TokenReading) {
        self.segments = segments
        self.axes = axes
        self.file = file
        self.reading = reading
    }

    /// The key of `mode` with every axis at its default.
    func defaultKey(mode: String) -> Key {
        Key(mode: mode, values: axes.map(\.defaultValue))
    }

    /// The tokens of `key` with every problem resolving them (errors and warnings),
    /// resolved now if they were not before.
    func resolve(_ key: Key) -> (TokenSet, [TokenDiagnostic]) {
        let resolution = state.withLock { state in
            if let known = state.resolved[key] { return known }
            let (set, problems) = AliasResolver.resolve(
                sources(of: key),
                literalTokens: &state.literalTokens,
                reading: reading,
                file: file
            )
            let resolution = Resolution(set: set, problems: problems)
            state.resolved[key] = resolution
            return resolution
        }
        return (resolution.set, resolution.problems)
    }

    /// Takes from `earlier` — this document before some definitions changed, with the same
    /// sources — each combination it resolved without an error: as it is where `changes`
    /// do not reach it, else with the tokens at `changes.paths` resolved again (the problems
    /// of the others kept); nothing where the two differ in their axes or in which sources
    /// each mode and axis value has. The combinations are patched side by side.
    func adopt(_ earlier: TokenCombinations, changes: TokenChanges) {
        guard axes == earlier.axes, shape == earlier.shape else { return }
        let taken = earlier.state.withLock { $0.resolved }.filter { _, before in !before.problems.contains { !$0.isWarning } }
        let reached = taken.keys.filter { changes.reaches(sourcesAt: sourcePositions(of: $0)) }
        let patched = LockedValue(taken.filter { key, _ in !reached.contains(key) })
        DispatchQueue.concurrentPerform(iterations: reached.count) { index in
            let key = reached[index]
            let before = taken[key]!
            // The few tokens resolved again are typed where they are: no literal is shared.
            var literals: [ObjectIdentifier: DesignToken] = [:]
            let (set, problems) = AliasResolver.resolve(
                sources(of: key),
                earlier: (before.set, changes.paths),
                literalTokens: &literals,
                reading: reading,
                file: file
            )
            var seen: Set<TokenDiagnostic> = []
            let kept = before.problems.filter { problem in problem.tokenPath.map { !changes.paths.contains($0) } ?? true }
            let resolution = Resolution(set: set, problems: (kept + problems).filter { seen.insert($0).inserted })
            patched.withLock { $0[key] = resolution }
        }
        state.withLock { state in state.resolved.merge(patched.withLock { $0 }) { current, _ in current } }
    }

    /// The segments' kinds, with their modes' or axis values' names and how many sources
    /// each has: the same for two readings of one document whose sources correspond.
    private var shape: [String] {
        segments.map { segment in
            switch segment {
            case .fixed(let fixed): "fixed \(fixed.count)"
            case .theme(let byMode): "theme " + byMode.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.count)" }.joined(separator: " ")
            case .axis(let index, let byValue):
                "axis \(index) " + byValue.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.count)" }.joined(separator: " ")
            }
        }
    }

    /// The tokens of `key`, resolved on first use.
    ///
    /// - Throws: ``TokenValidationError`` with the problems resolving them.
    func tokens(of key: Key) throws(TokenValidationError) -> TokenSet {
        let (set, problems) = resolve(key)
        let errors = problems.filter { !$0.isWarning }
        guard errors.isEmpty else { throw TokenValidationError(errors) }
        return set
    }

    /// Every source of every combination, each once: fixed ones, then the modes' and the
    /// axes' in the order of their keys.
    var everySource: [RawTokenSource] {
        segments.flatMap { segment -> [RawTokenSource] in
            switch segment {
            case .fixed(let fixed): fixed
            case .theme(let byMode): byMode.sorted { $0.key < $1.key }.flatMap(\.value)
            case .axis(_, let byValue): byValue.sorted { $0.key < $1.key }.flatMap(\.value)
            }
        }
    }

    /// The positions in ``everySource`` of the sources of `key`, in resolution order (which
    /// is theirs there too).
    private func sourcePositions(of key: Key) -> [Int] {
        var positions: [Int] = []
        var start = 0
        for segment in segments {
            switch segment {
            case .fixed(let fixed):
                positions += start..<start + fixed.count
                start += fixed.count
            case .theme(let byMode), .axis(_, let byMode):
                let chosen = if case .axis(let index, _) = segment { key.values[index] } else { key.mode }
                for (name, sources) in byMode.sorted(by: { $0.key < $1.key }) {
                    if name == chosen { positions += start..<start + sources.count }
                    start += sources.count
                }
            }
        }
        return positions
    }

    /// The sources of `key`, in resolution order (later ones win).
    private func sources(of key: Key) -> [RawTokenSource] {
        var sources: [RawTokenSource] = []
        for segment in segments {
            switch segment {
            case .fixed(let fixed): sources += fixed
            case .theme(let byMode): sources += byMode[key.mode] ?? []
            case .axis(let index, let byValue): sources += byValue[key.values[index]] ?? []
            }
        }
        return sources
    }
}
