import Foundation
import TwilightColor
import TwilightTokens

/// What the studio page shows of a document, as JSON: every token in every combination of a
/// mode and axis values (its value, alias chain and definition; a composite's members), every
/// declared contrast pair's verdict in each, and whether there are edits not yet saved.
package struct StudioSnapshot: Encodable, Sendable {
    /// A mode with a value of every axis: one column of the page.
    package struct Combination: Encodable, Sendable, Equatable {
        var mode: String
        var axes: [String: String]
        /// `dark, brand=ocean`.
        var label: String
        var isDark: Bool
        /// The file a value for this mode alone is added to (`dark.tokens.json`), if the
        /// mode has one (``DesignTokens/modeFiles``).
        var ownFile: String?
    }

    /// A colour token in one combination.
    package struct Cell: Encodable, Sendable, Equatable {
        /// `#rrggbb`, or `#rrggbbaa` when translucent: the colour, mapped into sRGB where
        /// sRGB cannot hold it (for a colour picker).
        var color: String
        /// The colour as CSS in the notation its definition is written in (`#0969da`,
        /// `oklch(63.7% 0.237 25.3)`, `color(display-p3 0 1 0)`); `oklch(…)` where that
        /// notation cannot hold it (see `RGBAColor.cssText(like:)`).
        var css: String
        /// Where sRGB cannot hold the colour, the narrowest gamut that does: `display-p3`,
        /// `rec2020`, or `none` (a colour no screen shows).
        var gamut: String?
        /// The colour as saved on disk (as ``css``), when an unsaved edit changed it.
        var savedColor: String?
        /// OKLCH lightness (0…1), chroma and hue in degrees, for the sliders.
        var oklch: [Double]
        /// The most chroma sRGB and Display P3 hold at the colour's lightness and hue
        /// (`[0.2576, 0.2876]` for `#ff0000`), where the chroma slider shows their ends.
        var chromaLimits: [Double]
        /// The tokens the value is taken from, nearest first (`["brand.accent.light"]`).
        var chain: [String]
        /// Where it is defined: `dark.tokens.json:12`.
        var definedAt: String
    }

    /// A token of another type than colour in one combination.
    package struct MeasureCell: Encodable, Sendable, Equatable {
        /// The value as CSS writes it: `14px`, `1rem`, `300ms`, `1.5`, `600`,
        /// `Inter, sans-serif`, `cubic-bezier(0.4, 0, 0.2, 1)`; a string's text; a stroke
        /// style's keyword, or `dash array 4px 2px, round caps`.
        var text: String
        /// The value as saved on disk, when an unsaved edit changed it.
        var savedText: String?
        /// How much it is, to draw it: a length in CSS pixels (a rem as 16), a duration in
        /// milliseconds, a number, a weight; `nil` for a font family, a curve or a string.
        var amount: Double?
        /// The tokens the value is taken from, nearest first.
        var chain: [String]
        /// Where it is defined: `base.tokens.json:7`.
        var definedAt: String
    }

    /// A composite token (a shadow, border, typography, transition or gradient) in one
    /// combination. (A stroke style has a row of its own, as a measure has.)
    package struct CompositeCell: Encodable, Sendable, Equatable {
        /// `shadow`.
        var type: String
        /// The value as CSS writes it (a `box-shadow`, a `border`, a `font`), if it has a
        /// CSS form.
        var text: String?
        /// The value as saved on disk, when an unsaved edit changed it.
        var savedText: String?
        /// The token whose definition holds the members: the token itself, or the end of its
        /// alias chain. A member's edit goes to it.
        var membersOf: String
        var members: [CompositeMember]
        /// The tokens the value is taken from, nearest first.
        var chain: [String]
        /// Where it is defined: `base.tokens.json:7`.
        var definedAt: String
    }

    /// One member of a composite: `color`, or `1.color` in a list (counting from 0).
    package struct CompositeMember: Encodable, Sendable, Equatable {
        var name: String
        /// The edit's field that sets it (`color`, `dimension`, `boolean` for a shadow's
        /// `inset`, …); `nil` for a member the studio does not set (one of a list's layer
        /// written as an alias of a token that holds no one layer).
        var field: String?
        /// The value as CSS writes it (a colour as a colour token's cell's `css`).
        var text: String
        /// For a colour: its hex, gamut, OKLCH and chroma limits, as a colour token's cell
        /// has them.
        var color: String?
        var gamut: String?
        var oklch: [Double]?
        var chromaLimits: [Double]?
        /// The token the member is an alias of, if it is one.
        var alias: String?
        /// For a member of a list's layer that is an alias of another token (`"{shadow.base}"`
        /// in a list of shadows): that token, or the end of its alias chain, and the member's
        /// name there (`color`). A member's edit goes to it.
        var heldBy: String?
        var heldAs: String?
    }

    /// A token of one type: one row of the page.
    package struct Token<Cell: Encodable & Sendable & Equatable>: Encodable, Sendable, Equatable {
        var path: String
        /// One cell per combination; `nil` where the token is not of the row's type.
        var cells: [Cell?]
    }

    /// A declared pair in one combination.
    package struct Verdict: Encodable, Sendable, Equatable {
        /// `4.61:1`.
        var ratio: String
        var passes: Bool
        /// `4.5:1 (AA)`.
        var needs: String
        /// The nearest passing foreground, `#rrggbb`, for a failing pair.
        var suggestion: String?
    }

    /// A declared pair: its verdict in each combination.
    package struct Pair: Encodable, Sendable, Equatable {
        var foreground: String
        var background: String
        var verdicts: [Verdict?]
    }

    /// The document's main file, as given.
    var document: String
    /// Goes up with every change the page should show (an edit, a save, a reload).
    var revision: Int
    var hasUnsavedEdits: Bool
    /// Why the last save was refused, or the document could not be read again.
    var problem: String?
    var combinations: [Combination]
    /// The colour tokens.
    var tokens: [Token<Cell>]
    /// The dimension tokens.
    var sizes: [Token<MeasureCell>]
    /// The duration tokens.
    var durations: [Token<MeasureCell>]
    /// The number tokens.
    var numbers: [Token<MeasureCell>]
    /// The font weight tokens.
    var fontWeights: [Token<MeasureCell>]
    /// The font family tokens.
    var fontFamilies: [Token<MeasureCell>]
    /// The cubic Bézier tokens.
    var cubicBeziers: [Token<MeasureCell>]
    /// The string tokens.
    var strings: [Token<MeasureCell>]
    /// The stroke style tokens.
    var strokeStyles: [Token<MeasureCell>]
    /// The composite tokens, of every composite type.
    var composites: [Token<CompositeCell>]
    var pairs: [Pair]
    /// Why the pairs could not be audited (a malformed declaration), if so.
    var auditProblem: String?
    /// How the document was made, when `twilight scheme` made it: its seed and variant,
    /// which the page may change to make every role again.
    var scheme: Scheme?
    /// The tokens of each combination, which a later snapshot compares its own with, and
    /// each path with its type (see ``TableSources``); not sent.
    private var sets: [TokenSet?] = []
    private var typedPaths: [(path: String, type: TokenType)] = []

    private enum CodingKeys: String, CodingKey {
        case document, revision, hasUnsavedEdits, problem, combinations, tokens, sizes, durations, numbers, fontWeights
        case fontFamilies, cubicBeziers, strings, strokeStyles, composites, pairs, auditProblem, scheme
    }

    /// A scheme document's seed and variant, and the variants it may take.
    package struct Scheme: Encodable, Sendable, Equatable {
        var seed: String
        var variant: String
        var specification: String
        var variants: [String] = DynamicScheme.Variant.allCases.map(\.rawValue)

        init(_ recipe: SchemeDocument.Recipe) {
            seed = SchemeDocument.text(ofSeed: recipe.seed)
            variant = recipe.variant.rawValue
            specification = recipe.specification.rawValue
        }
    }

    /// The snapshot of `tokens`, comparing each colour with `saved` (the document as on
    /// disk), with the pairs declared on its tokens and in `pairsFile`, judged by `judge`.
    ///
    /// Given `previous`, a snapshot of the same document under the same `saved` (before an
    /// edit), and the paths of the tokens that edit may have `changed`
    /// (``StudioDocument/set(_:member:in:axes:to:onlyInMode:)``), it takes from it as they
    /// were the rows of the other tokens, and the pairs of the other colours.
    init(
        tokens: DesignTokens,
        saved: DesignTokens,
        pairsFile: URL?,
        document: String,
        revision: Int,
        hasUnsavedEdits: Bool,
        problem: String?,
        judge: inout ContrastAudit.Judge,
        previous: StudioSnapshot? = nil,
        changed: Set<String>? = nil
    ) {
        self.document = document
        self.revision = revision
        self.hasUnsavedEdits = hasUnsavedEdits
        self.problem = problem
        let keys = tokens.everyCombination()
        let sets = keys.map { try? tokens.tokens(of: $0) }
        self.sets = sets
        let savedSets = keys.map { key in hasUnsavedEdits ? try? saved.tokens(of: key) : nil }
        combinations = keys.map { key in
            let axes = zip(tokens.axes, key.values).map { ($0.name, $1) }
            return Combination(
                mode: key.mode,
                axes: Dictionary(uniqueKeysWithValues: axes),
                label: ([key.mode] + axes.map { "\($0)=\($1)" }).joined(separator: ", "),
                isDark: tokens.darkModes.contains(key.mode),
                ownFile: tokens.modeFiles[key.mode].map { own in
                    tokens.files.first { $0.standardizedFileURL == own.standardizedFileURL }?.relativePath ?? own.relativePath
                }
            )
        }
        // Each definition by where it is, gathered when a row is first made.
        var definitions: [Place: RawToken]?
        /// The token that holds the value `token` takes in `set` (the end of its alias
        /// chain, or itself), and its definition as written.
        func holder(of token: DesignToken, in set: TokenSet) -> (path: String, written: SourceNode?) {
            let holder = Self.chain(of: token, in: set).last.flatMap { set[$0] } ?? token
            if definitions == nil {
                definitions = Dictionary(
                    tokens.sourcesInResolutionOrder.flatMap(\.tokens).map { (Place(file: $0.file, location: $0.location), $0) },
                    uniquingKeysWith: { first, _ in first }
                )
            }
            return (holder.path, definitions?[Place(file: holder.file, location: holder.location)]?.value)
        }
        // Each distinct colour's chroma limits worked out once: most colours recur across
        // the combinations, and each takes two bisections.
        var limits: [RGBAColor: [Double]] = [:]
        func chromaLimits(_ color: RGBAColor) -> [Double] {
            if let known = limits[color] { return known }
            let found = Self.chromaLimits(color)
            limits[color] = found
            return found
        }
        let reuse = Reuse(from: previous, changed: changed, combinations: combinations)
        let from = TableSources(sets: sets, saved: savedSets, reuse: reuse, previous: previous)
        typedPaths = from.typedPaths
        self.tokens = Self.rows(of: [.color], from: from, previous: previous?.tokens) { token, set, saved in
            guard case .color(let color) = token.value else { return nil }
            let written = holder(of: token, in: set).written
            var savedColor: String?
            if case .color(let old)? = saved, old != color { savedColor = Self.css(old, writtenAs: written) }
            return Cell(
                color: color.gamutMapped.hexString,
                css: Self.css(color, writtenAs: written),
                gamut: Self.gamut(of: color),
                savedColor: savedColor,
                oklch: Self.oklch(color),
                chromaLimits: chromaLimits(color),
                chain: Self.chain(of: token, in: set),
                definedAt: Self.definition(of: token)
            )
        }
        sizes = Self.measureRows(of: .dimension, from: from, previous: previous?.sizes) { value in
            guard case .dimension(let size) = value else { return nil }
            return (size.description, size.points())
        }
        durations = Self.measureRows(of: .duration, from: from, previous: previous?.durations) { value in
            guard case .duration(let time) = value else { return nil }
            return (time.description, time.value * (time.unit == .s ? 1000 : 1))
        }
        numbers = Self.measureRows(of: .number, from: from, previous: previous?.numbers) { value in
            guard case .number(let number) = value else { return nil }
            return (JSONValue.format(number), number)
        }
        fontWeights = Self.measureRows(of: .fontWeight, from: from, previous: previous?.fontWeights) { value in
            guard case .fontWeight(let weight) = value else { return nil }
            return (JSONValue.format(weight), weight)
        }
        fontFamilies = Self.measureRows(of: .fontFamily, from: from, previous: previous?.fontFamilies) { value in
            guard case .fontFamily = value, let text = CSSValue.text(for: value) else { return nil }
            return (text, nil)
        }
        cubicBeziers = Self.measureRows(of: .cubicBezier, from: from, previous: previous?.cubicBeziers) { value in
            guard case .cubicBezier = value, let text = CSSValue.text(for: value) else { return nil }
            return (text, nil)
        }
        strings = Self.measureRows(of: .string, from: from, previous: previous?.strings) { value in
            guard case .string(let text) = value else { return nil }
            return (text, nil)
        }
        strokeStyles = Self.measureRows(of: .strokeStyle, from: from, previous: previous?.strokeStyles) { value in
            guard case .composite(.strokeStyle, let json) = value else { return nil }
            return (Self.strokeStyleText(json), nil)
        }
        let compositeTypes: Set<TokenType> = [.shadow, .border, .typography, .transition, .gradient]
        composites = Self.rows(of: compositeTypes, from: from, previous: previous?.composites) { token, set, saved in
            guard case .composite(let type, let json) = token.value else { return nil }
            let chain = Self.chain(of: token, in: set)
            let (holderPath, written) = holder(of: token, in: set)
            let text = CSSValue.text(for: token.value)
            let savedText = saved.flatMap { CSSValue.text(for: $0) }
            return CompositeCell(
                type: type.rawValue,
                text: text,
                savedText: savedText == text ? nil : savedText,
                membersOf: holderPath,
                members: Self.members(of: type, json, written: written, chromaLimits: chromaLimits) { path in
                    set[path].map { holder(of: $0, in: set) }
                },
                chain: chain,
                definedAt: Self.definition(of: token)
            )
        }
        do throws(TokenValidationError) {
            // The earlier row of the declared pair at `index`, where its colours are
            // unchanged (the declarations are the earlier snapshot's while their tokens are).
            let earlier = previous?.pairs ?? []
            func earlierRow(_ index: Int, _ pair: ContrastPair) -> Pair? {
                guard let reuse, index < earlier.count, earlier[index].foreground == pair.foreground,
                    earlier[index].background == pair.background,
                    ([pair.foreground, pair.background] + [pair.backdrop].compactMap { $0 }).allSatisfy(reuse.isUnchanged)
                else { return nil }
                return earlier[index]
            }
            let audit = try ContrastAudit(of: tokens, pairsFile: pairsFile, judge: &judge) { earlierRow($0, $1) == nil }
            pairs = zip(audit.pairs, audit.checksByPair).enumerated().map { index, declared in
                let (pair, checks) = declared
                if let row = earlierRow(index, pair) { return row }
                return Pair(
                    foreground: pair.foreground,
                    background: pair.background,
                    verdicts: checks.map { check in
                        Verdict(
                            ratio: check.ratioText,
                            passes: check.passes,
                            needs: "\(JSONValue.format(check.level.minimumRatio)):1 (\(check.level.rawValue))",
                            suggestion: check.suggestion.map { String($0.hexString.prefix(7)) }
                        )
                    }
                )
            }
            auditProblem = nil
        } catch {
            pairs = []
            auditProblem = error.description
        }
    }

    /// What the tables are made from: the tokens of each combination (`nil` where it does
    /// not resolve), the same combination as on disk (while edits wait), and which rows of
    /// an earlier snapshot are unchanged.
    private struct TableSources {
        let sets: [TokenSet?]
        let saved: [TokenSet?]
        /// Which rows of the earlier snapshot can be taken as they are.
        let reuse: Reuse?
        /// Whether the earlier snapshot's tables have the same rows in the same order (every
        /// combination has the same paths, and an edit never changes a token's type).
        let hasEarlierRows: Bool
        /// Each path with its type, in the order first seen (twice, for a path of another
        /// type in another combination).
        let typedPaths: [(path: String, type: TokenType)]

        init(sets: [TokenSet?], saved: [TokenSet?], reuse: Reuse?, previous: StudioSnapshot?) {
            (self.sets, self.saved, self.reuse) = (sets, saved, reuse)
            if reuse != nil, let previous, previous.sets.count == sets.count, zip(previous.sets, sets).allSatisfy({ $0?.paths == $1?.paths }) {
                (hasEarlierRows, typedPaths) = (true, previous.typedPaths)
                return
            }
            hasEarlierRows = false
            var typedPaths: [(path: String, type: TokenType)] = []
            var seen: [String: TokenType] = [:]
            for set in sets.compactMap({ $0 }) {
                for path in set.paths {
                    guard let type = set[path]?.type, seen.updateValue(type, forKey: path) != type else { continue }
                    typedPaths.append((path, type))
                }
            }
            self.typedPaths = typedPaths
        }
    }

    /// A row for each token of `types` in any combination, in the order first seen, with the
    /// cell `cell` makes of the token, its set and its value as on disk; or the row of
    /// `previous` (an earlier snapshot's, of the same rows), where it is unchanged.
    private static func rows<Cell>(
        of types: Set<TokenType>,
        from sources: TableSources,
        previous: [Token<Cell>]?,
        cell: (DesignToken, TokenSet, TokenValue?) -> Cell?
    ) -> [Token<Cell>] {
        let (sets, saved) = (sources.sets, sources.saved)
        func row(_ path: String) -> Token<Cell> {
            Token(
                path: path,
                cells: sets.indices.map { index in
                    guard let set = sets[index], let token = set[path], types.contains(token.type) else { return nil }
                    return cell(token, set, saved[index]?[path]?.value)
                }
            )
        }
        if let reuse = sources.reuse, let previous, sources.hasEarlierRows {
            return previous.map { reuse.isUnchanged($0.path) ? $0 : row($0.path) }
        }
        var seen: Set<String> = []
        let paths = sources.typedPaths.filter { types.contains($0.type) && seen.insert($0.path).inserted }.map(\.path)
        guard let reuse = sources.reuse, let previous else { return paths.map(row) }
        let earlier = Dictionary(previous.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return paths.map { path in
            if let row = earlier[path], reuse.isUnchanged(path) { return row }
            return row(path)
        }
    }

    /// The rows of tokens of `type` (not colours), `measure` giving a value's text and
    /// amount (``MeasureCell``).
    private static func measureRows(
        of type: TokenType,
        from sources: TableSources,
        previous: [Token<MeasureCell>]?,
        measure: (TokenValue) -> (text: String, amount: Double?)?
    ) -> [Token<MeasureCell>] {
        rows(of: [type], from: sources, previous: previous) { token, set, saved in
            guard let (text, amount) = measure(token.value) else { return nil }
            let savedText = saved.flatMap(measure)?.text
            return MeasureCell(
                text: text,
                savedText: savedText == text ? nil : savedText,
                amount: amount,
                chain: Self.chain(of: token, in: set),
                definedAt: Self.definition(of: token)
            )
        }
    }

    /// A stroke style as the page shows it: its keyword, or `dash array 4px 2px, round caps`.
    private static func strokeStyleText(_ json: JSONValue) -> String {
        guard case .object(let object) = json else { return CSSValue.text(for: .composite(.strokeStyle, json)) ?? json.jsonText }
        var dashes: [String] = []
        if case .array(let lengths)? = object["dashArray"] {
            dashes = lengths.map { length in
                (try? TokenValueParser.parse(SourceNode(json: length), as: .dimension)).flatMap { CSSValue.text(for: $0) } ?? length.jsonText
            }
        }
        let cap = object["lineCap"].flatMap { if case .string(let cap) = $0 { ", \(cap) caps" } else { nil } } ?? ""
        return "dash array " + dashes.joined(separator: " ") + cap
    }

    /// The members of a composite of `type` whose resolved value is `json`, in the order the
    /// format lists them, each with the alias it is written as in `written` (the definition
    /// of the token that holds them). A list's layer written as an alias takes its members'
    /// aliases, and the place its edits go, from the token `holder` gives for the alias's
    /// target (its path and definition); where that holds no one layer, the members are shown
    /// but not set. A colour member's chroma limits come from `chromaLimits`.
    private static func members(
        of type: TokenType,
        _ json: JSONValue,
        written: SourceNode?,
        chromaLimits: (RGBAColor) -> [Double],
        holder: (String) -> (path: String, written: SourceNode?)?
    ) -> [CompositeMember] {
        guard let schema = CompositeSchema.members(of: type) else { return [] }
        func members(_ object: JSONValue, written: SourceNode?, prefix: String) -> [CompositeMember] {
            guard case .object(let values) = object else { return [] }
            return schema.compactMap { entry in
                // A shadow that leaves `inset` out is not inset: shown as false, to be set.
                guard let value = values[entry.name] ?? (entry.kind == .boolean ? .bool(false) : nil) else { return nil }
                var member = CompositeMember(name: prefix + entry.name, text: value.jsonText)
                if entry.kind == .boolean { member.field = "boolean" }
                if case .token(let memberType) = entry.kind, let parsed = try? TokenValueParser.parse(SourceNode(json: value), as: memberType) {
                    member.text = memberType == .strokeStyle ? strokeStyleText(value) : CSSValue.text(for: parsed) ?? member.text
                    if StudioDocument.editableMemberTypes.contains(memberType) { member.field = memberType.rawValue }
                    if case .color(let color) = parsed {
                        member.text = css(color, writtenAs: written?[entry.name])
                        member.color = color.gamutMapped.hexString
                        member.gamut = gamut(of: color)
                        member.oklch = oklch(color)
                        member.chromaLimits = chromaLimits(color)
                    }
                }
                member.alias = written?[entry.name]?.string.flatMap(AliasResolver.aliasTarget)
                return member
            }
        }
        guard case .array(let layers) = json else { return members(json, written: written, prefix: "") }
        var writtenLayers: [SourceNode] = []
        if case .array(let nodes)? = written?.kind { writtenLayers = nodes }
        return layers.enumerated().flatMap { index, layer in
            let writtenLayer = writtenLayers.indices.contains(index) ? writtenLayers[index] : nil
            guard let alias = writtenLayer?.string.flatMap(AliasResolver.aliasTarget) else {
                return members(layer, written: writtenLayer, prefix: "\(index).")
            }
            let target = holder(alias)
            let held = target?.written?.members != nil
            return members(layer, written: held ? target?.written : nil, prefix: "\(index).").map { member in
                var member = member
                if held, let target {
                    member.heldBy = target.path
                    member.heldAs = String(member.name.drop { $0 != "." }.dropFirst())
                } else {
                    member.field = nil
                }
                return member
            }
        }
    }

    /// `color` as CSS in the notation of `written`, its definition as written — a string's
    /// own (`oklch(63.7% 0.237 25.3)`), an object's colour space (`oklch(…)` for an OKLCH
    /// palette, `color(display-p3 …)`, hex for sRGB) — so that the page shows a colour as
    /// its file writes it; hex, or `oklch(…)` where sRGB cannot hold it, where there is none.
    private static func css(_ color: RGBAColor, writtenAs written: SourceNode?) -> String {
        if let text = written?.string { return color.cssText(like: text) }
        switch written?["colorSpace"]?.string {
        case nil, "srgb"?: return color.hexOrOKLCH
        case let space? where PredefinedColorSpace(rawValue: space) != nil: return color.cssText(like: "color(\(space) ")
        case let space?: return color.cssText(like: space + "(")
        }
    }

    /// Where sRGB cannot hold `color`, the narrowest wide gamut that does (`display-p3`,
    /// `rec2020`), or `none`; `nil` for a colour in sRGB. A gamut holds a colour within the
    /// rounding of a file's numbers (1/10 000 per component: a P3 edge colour written in
    /// OKLCH to six decimals is a P3 colour).
    private static func gamut(of color: RGBAColor) -> String? {
        guard !color.isInGamut else { return nil }
        let holds = { (space: PredefinedColorSpace) in PredefinedColorSpace.isInGamut(space.components(of: color), tolerance: 1e-4) }
        return [PredefinedColorSpace.displayP3, .rec2020].first(where: holds)?.rawValue ?? "none"
    }

    /// A colour's OKLCH lightness, chroma and hue (0 for an achromatic one), to four decimals.
    private static func oklch(_ color: RGBAColor) -> [Double] {
        let lch = color.oklch
        return [lch.l, lch.c, lch.h.isNaN ? 0 : lch.h].map { ($0 * 10_000).rounded() / 10_000 }
    }

    /// The most chroma sRGB and Display P3 hold at `color`'s OKLCH lightness and hue, to four
    /// decimals.
    private static func chromaLimits(_ color: RGBAColor) -> [Double] {
        let lch = color.oklch
        return [PredefinedColorSpace.srgb, .displayP3].map { (lch.maximumChroma(in: $0) * 10_000).rounded(.down) / 10_000 }
    }

    /// Where a definition is: its file and its place in it.
    private struct Place: Hashable {
        var file: String
        var location: SourcePosition?
    }

    /// Where `token` is defined: `dark.tokens.json:12`.
    private static func definition(of token: DesignToken) -> String {
        token.file + (token.location.map { ":\($0.line)" } ?? "")
    }

    /// The tokens `token`'s value comes from, nearest first.
    private static func chain(of token: DesignToken, in set: TokenSet) -> [String] {
        var chain: [String] = []
        var next = token.reference
        while let path = next, chain.count < 64, !chain.contains(path) {
            chain.append(path)
            next = set[path]?.reference
        }
        return chain
    }

    /// Which rows of an earlier snapshot can be taken as they are: those of tokens an edit
    /// cannot have changed.
    private struct Reuse {
        /// The paths of the tokens that may have changed (``TokenChanges``).
        let changed: Set<String>

        /// `nil` when there is no `previous`, it has other combinations, or what changed is
        /// not known.
        init?(from previous: StudioSnapshot?, changed: Set<String>?, combinations: [Combination]) {
            guard let previous, let changed, previous.combinations == combinations else { return nil }
            self.changed = changed
        }

        /// Whether the token at `path` is in every combination as it was.
        func isUnchanged(_ path: String) -> Bool { !changed.contains(path) }
    }
}
