/// The arguments of a CSS colour function (CSS Color 4 §4.1): three components and an
/// optional alpha, either separated by white space with `/ alpha` after them (the modern
/// syntax), or by commas (the legacy syntax, which only `rgb()` and `hsl()` have and in
/// which `none` is not allowed).
struct CSSColorArguments {
    let components: [CSSToken]
    let alpha: CSSToken?
    /// Whether the components were separated by commas.
    let isLegacy: Bool

    /// Reads the arguments from the tokens between the parentheses; `nil` when they are not
    /// three components and an optional alpha in either syntax.
    init?(_ tokens: ArraySlice<CSSToken>) {
        let tokens = Array(tokens)
        if tokens.contains(.comma) {
            // c, c, c or c, c, c, a: a value at every even place, a comma at every odd one.
            let values = stride(from: 0, to: tokens.count, by: 2).map { tokens[$0] }
            let commas = stride(from: 1, to: tokens.count, by: 2).map { tokens[$0] }
            guard tokens.count == 5 || tokens.count == 7, commas.allSatisfy({ $0 == .comma }),
                values.allSatisfy(\.isComponent), !values.contains(.ident("none"))
            else { return nil }
            components = Array(values.prefix(3))
            alpha = values.count == 4 ? values[3] : nil
            isLegacy = true
        } else {
            var values = tokens[...]
            if let slash = tokens.firstIndex(of: .slash) {
                guard slash == tokens.count - 2 else { return nil }
                values = tokens[..<slash]
            }
            guard values.count == 3, tokens.allSatisfy({ $0 == .slash || $0.isComponent }) else { return nil }
            components = Array(values)
            alpha = values.count < tokens.count ? tokens.last : nil
            isLegacy = false
        }
    }

    /// The component at `index` as a number: a number as it is, a percentage of `full`
    /// (`nil` refuses percentages), `none` as zero.
    func number(_ index: Int, percentOf full: Double?) -> Double? {
        Self.number(components[index], percentOf: full)
    }

    /// The component at `index` as an angle in degrees: a number, or a `deg`, `grad`, `rad`
    /// or `turn` dimension; `none` is zero.
    func hue(_ index: Int) -> Double? {
        switch components[index] {
        case .dimension(let value, let unit) where value.isFinite:
            switch unit {
            case "deg": value
            case "grad": value * 0.9
            case "rad": value * 180 / Double.pi
            case "turn": value * 360
            default: nil
            }
        case let token: Self.number(token, percentOf: nil)
        }
    }

    /// The opacity: `1` when there is none, else a number or percentage clamped to `0...1`
    /// (`none` is zero).
    var opacity: Double? {
        guard let alpha else { return 1 }
        return Self.number(alpha, percentOf: 1).map { min(max($0, 0), 1) }
    }

    /// Whether every component is a plain number or every one a percentage, as the legacy
    /// `rgb()` asks.
    var componentsAreAlike: Bool {
        components.allSatisfy { if case .number = $0 { true } else { false } }
            || components.allSatisfy { if case .percentage = $0 { true } else { false } }
    }

    /// Whether the component at `index` is a percentage.
    func isPercentage(_ index: Int) -> Bool {
        if case .percentage = components[index] { true } else { false }
    }

    private static func number(_ token: CSSToken, percentOf full: Double?) -> Double? {
        switch token {
        case .number(let value) where value.isFinite: value
        case .percentage(let value) where value.isFinite: full.map { value / 100 * $0 }
        case .ident("none"): 0
        default: nil
        }
    }
}

extension CSSToken {
    /// Whether the token can be a component or an alpha (before its type is checked).
    fileprivate var isComponent: Bool {
        switch self {
        case .number, .percentage, .dimension, .ident: true
        case .comma, .slash, .other: false
        }
    }
}
