public import Foundation
public import TwilightColor
public import TwilightTokens

/// Every declared foreground/background pair of a token document, checked for WCAG 2.x
/// contrast in every combination of a mode and axis values the document resolves to.
///
/// Pairs are declared on the foreground token, under Twilight's `$extensions` namespace —
/// one object or an array; `level` is `AA` (the default), `AAA`, `AA-large`, `AAA-large` or
/// `non-text`, `levels` sets it per mode, `over` names the backdrop under a translucent
/// background, and `"severity": "warning"` reports without failing:
///
/// ```json
/// "text": {
///   "$type": "color",
///   "$value": "{palette.grey.900}",
///   "$extensions": {
///     "dev.twilight": {
///       "contrast": [
///         { "on": ["{color.background}", "{color.surface}"], "level": "AA", "levels": { "highContrastDark": "AAA" } },
///         { "on": "{color.accent.muted}", "over": "{color.background}", "severity": "warning" }
///       ]
///     }
///   }
/// }
/// ```
///
/// — or in a pairs file (`pairsFile`, JSON or YAML), for a document the team does not own:
/// `{ "pairs": [ { "foreground": "{color.text}", "on": "{color.background}", "level": "AA" } ] }`.
///
/// A design-system team can run it in its own tests as `twilight tokens
/// audit` runs it in CI:
///
/// ```swift
/// let tokens = try DesignTokens(contentsOf: URL(fileURLWithPath: "app.resolver.json"))
/// let audit = try ContrastAudit(of: tokens)
/// #expect(audit.failures.isEmpty, "\(audit.failures.map(\.summary))")
/// ```
///
/// A translucent foreground is composited over its background as a browser paints it; a
/// translucent background over the pair's `over` token, or else over both white and
/// black, the lower ratio counting. Each combination is resolved once.
public struct ContrastAudit: Sendable {
    /// The declared pairs, each once, in declaration order.
    package let pairs: [ContrastPair]
    /// Every pair in every combination, pairs outermost (in declaration order), then
    /// combinations in document order.
    public let checks: [ContrastCheck]
    /// The checks of each pair of ``pairs``, one per combination in document order (none
    /// for a pair not checked).
    package let checksByPair: [[ContrastCheck]]
    /// How many combinations of a mode and axis values were checked.
    package let combinationCount: Int

    /// The checks that fall short, in the order of ``checks``.
    public var failures: [ContrastCheck] { checks.filter { !$0.passes } }

    /// Audits the pairs declared on `tokens`' own tokens and, if given, in the pairs file
    /// at `pairsFile` (JSON or YAML).
    ///
    /// - Throws: `TokenValidationError` naming the declaration when one is malformed,
    ///   names a token the document does not have (in some combination) or one that is
    ///   not a colour, or when a combination does not resolve or there are more than
    ///   4 096 of them (fix some axes with `Options.inputs`).
    public init(of tokens: DesignTokens, pairsFile: URL? = nil) throws(TokenValidationError) {
        var judge = Judge()
        try self.init(of: tokens, pairsFile: pairsFile, judge: &judge)
    }

    /// Audits as ``init(of:pairsFile:)`` does, with `judge`, which remembers each pair of
    /// colours it has measured: given again after an edit, only the pairs whose colours
    /// changed are measured again. Only the declared pairs `checking` selects (by their place
    /// in ``pairs``) are checked, ``checksByPair`` being empty for the others: after an
    /// edit, those whose colours it may have changed.
    package init(
        of tokens: DesignTokens,
        pairsFile: URL? = nil,
        judge: inout Judge,
        checking isChecked: (_ index: Int, ContrastPair) -> Bool = { _, _ in true }
    ) throws(TokenValidationError) {
        var log = DiagnosticLog()
        var declared = ContrastPairReader.pairs(declaredIn: tokens.sourcesInResolutionOrder, log: &log)
        if let pairsFile {
            let root = try SourceFile.load(pairsFile, name: pairsFile.relativePath)
            declared += ContrastPairReader.pairs(inFile: root, file: pairsFile.relativePath, log: &log)
        }
        var seen: Set<Declared> = []
        let pairs = declared.filter { seen.insert(Declared($0)).inserted }
        for pair in pairs {
            for mode in pair.levelsByMode.keys.sorted() where !tokens.modes.contains(mode) {
                log.report(
                    "the contrast pair gives a level for the mode \(mode), which the document does not have (it has \(tokens.modes.joined(separator: ", ")))",
                    file: pair.file,
                    at: pair.location,
                    path: pair.foreground
                )
            }
        }
        var checks: [[ContrastCheck]] = Array(repeating: [], count: pairs.count)
        // Every combination resolves (each once: later lookups find it resolved), or the
        // problems, or that there are too many, are thrown.
        try tokens.resolveEveryCombination()
        let keys = tokens.everyCombination()
        let checked = pairs.indices.filter { isChecked($0, pairs[$0]) }
        for key in keys {
            let set = try tokens.tokens(of: key)
            let combination = ContrastCheck.Combination(mode: key.mode, axes: zip(tokens.axes, key.values).map { ($0.name, $1) })
            for index in checked {
                let pair = pairs[index]
                guard let foreground = Self.color(pair.foreground, of: pair, in: set, combination, log: &log),
                    let background = Self.color(pair.background, of: pair, in: set, combination, log: &log)
                else { continue }
                var backdrop: RGBAColor?
                if let path = pair.backdrop {
                    guard let color = Self.color(path, of: pair, in: set, combination, log: &log) else { continue }
                    backdrop = color
                }
                checks[index].append(judge.check(pair, in: combination, foreground: foreground, background: background, backdrop: backdrop))
            }
        }
        try log.throwIfAny()
        self.pairs = pairs
        self.checksByPair = checks
        self.checks = checks.flatMap { $0 }
        self.combinationCount = keys.count
    }

    /// The colour of the token at `path` in `set`, or `nil` with the problem logged at the
    /// pair's declaration.
    private static func color(
        _ path: String,
        of pair: ContrastPair,
        in set: TokenSet,
        _ combination: ContrastCheck.Combination,
        log: inout DiagnosticLog
    ) -> RGBAColor? {
        guard let token = set[path] else {
            log.report(
                "the contrast pair names \(path), which is not a token in \(combination)",
                file: pair.file,
                at: pair.location,
                path: pair.foreground
            )
            return nil
        }
        guard case .color(let color) = token.value else {
            log.report(
                "the contrast pair names \(path), a \(token.type.rawValue) token: expected a colour",
                file: pair.file,
                at: pair.location,
                path: pair.foreground
            )
            return nil
        }
        return color
    }

    /// What makes two declarations the same pair.
    private struct Declared: Hashable {
        var foreground, background: String
        var backdrop: String?
        var level: ContrastLevel
        var levelsByMode: [String: ContrastLevel]

        init(_ pair: ContrastPair) {
            (foreground, background, backdrop) = (pair.foreground, pair.background, pair.backdrop)
            (level, levelsByMode) = (pair.level, pair.levelsByMode)
        }
    }

    /// Measures pairs, remembering what it measured for the colours it has seen (many
    /// combinations share them, and an edit changes few).
    package struct Judge {
        private var measured: [Measured: Measurement] = [:]

        private struct Measured: Hashable {
            var foreground, background: RGBAColor
            var backdrop: RGBAColor?
            var target: Double
        }

        private struct Measurement {
            var ratio: Double
            var judged: RGBAColor
            var suggestion: RGBAColor?
        }

        package init() {}

        mutating func check(
            _ pair: ContrastPair,
            in combination: ContrastCheck.Combination,
            foreground: RGBAColor,
            background: RGBAColor,
            backdrop: RGBAColor?
        ) -> ContrastCheck {
            let level = pair.level(in: combination.mode)
            let key = Measured(foreground: foreground, background: background, backdrop: backdrop, target: level.minimumRatio)
            let measurement: Measurement
            if let known = measured[key] {
                measurement = known
            } else {
                measurement = Self.measure(key)
                measured[key] = measurement
            }
            return ContrastCheck(
                pair: pair,
                combination: combination,
                level: level,
                foreground: foreground,
                background: background,
                judgedBackground: measurement.judged,
                ratio: measurement.ratio,
                suggestion: measurement.suggestion
            )
        }

        private static func measure(_ key: Measured) -> Measurement {
            let (foreground, background, target) = (key.foreground, key.background, key.target)
            // The opaque colours the background may show as; the lowest ratio counts.
            let beneath = key.backdrop.map { backdrop in [.white, .black].map { backdrop.composited(over: $0) } } ?? [.white, .black]
            let shown = background.alpha < 1 ? beneath.map { background.composited(over: $0) } : [background]
            let (ratio, judged) =
                shown.map { (foreground.composited(over: $0).contrastRatio(with: $0), $0) }
                .min { $0.0 < $1.0 }!
            guard ratio < target else { return Measurement(ratio: ratio, judged: judged) }
            // A translucent foreground is first made more opaque (its colour kept), then lighter or darker.
            let suggestion =
                foreground.leastOpacity(reaching: target, against: judged)
                ?? foreground.nearestLightness(reaching: target, against: judged)
            return Measurement(ratio: ratio, judged: judged, suggestion: suggestion)
        }
    }
}

/// One declared pair in one combination of a mode and axis values: the colours it
/// resolves to and the contrast they have.
public struct ContrastCheck: Sendable {
    /// A mode with a value of every axis.
    public struct Combination: Sendable, CustomStringConvertible {
        /// The mode.
        public var mode: String
        /// Each axis's value, in the document's order.
        public var axes: [(name: String, value: String)]

        /// `dark` or `dark, brand=ocean, density=compact`.
        public var description: String {
            ([mode] + axes.map { "\($0.name)=\($0.value)" }).joined(separator: ", ")
        }
    }

    /// The pair, as declared.
    public var pair: ContrastPair
    /// The combination.
    public var combination: Combination
    /// The level the pair needs in this combination's mode.
    public var level: ContrastLevel
    /// The foreground token's colour in this combination.
    public var foreground: RGBAColor
    /// The background token's colour in this combination.
    public var background: RGBAColor
    /// The opaque colour the ratio was measured against: ``background`` itself, or, when
    /// it is translucent, it composited over its backdrop (the one giving the lower ratio).
    public var judgedBackground: RGBAColor
    /// The WCAG 2.x contrast ratio, the foreground composited over the judged background.
    public var ratio: Double
    /// For a failing pair, the nearest foreground that passes: a translucent one made as
    /// little more opaque as it needs, else (or if even opaque it falls short) the one of
    /// the nearest OKLCH lightness, hue and chroma kept, in sRGB; `nil` when the pair passes
    /// or nothing does.
    public var suggestion: RGBAColor?

    /// Whether the ratio reaches what the pair's level needs.
    public var passes: Bool { ratio >= level.minimumRatio }

    /// One line: `color.text on color.background in dark: 3.21:1, needs 4.5:1 (AA)`.
    public var summary: String {
        "\(pair.foreground) on \(pair.background) in \(combination): \(ratioText), needs \(JSONValue.format(level.minimumRatio)):1 (\(level.rawValue))"
    }

    /// The ratio as WCAG tools write it, to two decimals (`2.94:1`) — or three, cut off,
    /// where two would round a failing ratio up to its minimum (`4.499:1`, never `4.50:1`).
    package var ratioText: String {
        let minimum = level.minimumRatio
        if !passes && (ratio * 100).rounded() / 100 >= minimum {
            return String(format: "%.3f:1", (ratio * 1000).rounded(.down) / 1000)
        }
        return String(format: "%.2f:1", ratio)
    }
}
