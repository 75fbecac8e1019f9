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
        var sets: [Key: Result<TokenSet, TokenValidationError>] = [:]
        /// Typed tokens without aliases, shared by every combination that has them.
        var literalTokens: [ObjectIdentifier: DesignToken] = [:]
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
        state.withLock { state in
            let (set, problems) = AliasResolver.resolve(
                sources(of: key),
                literalTokens: &state.literalTokens,
                reading: reading,
                file: file
            )
            let errors = problems.filter { !$0.isWarning }
            state.sets[key] = errors.isEmpty ? .success(set) : .failure(TokenValidationError(errors))
            return (set, problems)
        }
    }

    /// The tokens of `key`, resolved on first use.
    ///
    /// - Throws: ``TokenValidationError`` with the problems resolving them.
    func tokens(of key: Key) throws(TokenValidationError) -> TokenSet {
        // A switch, not `Result.get()`: that throws `any Error` in the standard library of
        // older Apple SDKs.
        switch state.withLock({ $0.sets[key] }) ?? resolved(key) {
        case .success(let set): return set
        case .failure(let error): throw error
        }
    }

    private func resolved(_ key: Key) -> Result<TokenSet, TokenValidationError> {
        let (set, problems) = resolve(key)
        let errors = problems.filter { !$0.isWarning }
        return errors.isEmpty ? .success(set) : .failure(TokenValidationError(errors))
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
