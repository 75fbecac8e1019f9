import TwilightTestSupport

/// Texts to read as CSS colours: one or more per rule of CSS Color 4's syntax (written from
/// the specification's text, §4–§10), and seeded random mixtures of components, units,
/// separators and case that no one wrote by hand. `CSSColorBrowserTests` asks Chromium and
/// Twilight about each.
enum CSSColorCorpus {
    /// Inputs where Twilight differs from CSS on purpose, with the reason.
    static let differences: [String: String] = [
        "0xff8800": "DKNightVersion's tables write 0x in place of #",
        "0XFF8800": "DKNightVersion's tables write 0x in place of #",
        "ff8800": "a hex colour may leave out its #",
        "currentcolor": "not a colour of its own: it is the element's colour",
        "canvastext": "a system colour: the browser's, not a fixed value",
        "inherit": "a CSS-wide keyword, not a colour",
        "rgb(calc(255) 0 0)": "calc() is not read: token values are literal",
        "color-mix(in srgb, red, blue)": "color-mix() is not read: token values are literal",
        "light-dark(white, black)": "light-dark() is not read: a token's modes say it",
        "color(from red srgb r g b)": "relative colours are not read: an alias says it",
        "rgb(255 136 0": "a function left open is refused, not closed for it",
    ]

    /// One or more inputs per rule of the specification.
    static let rules: [String] = [
        // §5.2 hex: 3, 4, 6 or 8 digits, either case; nothing else.
        "#f80", "#F80", "#f808", "#ff8800", "#FF880080", "#ff88", "#", "#f", "#ff", "#fffff", "#fffffff",
        "#fffffffff", "#ggg", "# fff", "##fff", "#ff 8800",
        // §6 named colours and transparent, in any case; unknown names.
        "red", "RED", "Red", "rebeccapurple", "RebeccaPurple", "transparent", "TRANSPARENT", "darkgrey", "darkgray",
        "lightgoldenrodyellow", "redd", "grey50", "",
        // §5.1 rgb(): modern (spaces, numbers and percentages mixed, none, / alpha).
        "rgb(255 136 0)", "rgb(100% 53.3% 0%)", "rgb(100% 136 0)", "rgb(none 136 0)", "rgb(255 136 0 / 0.5)",
        "rgb(255 136 0 / 50%)", "rgb(255 136 0 / none)", "rgb(255 136 0 / .25)", "rgb( 255 136 0 )",
        "rgb(255 136 0 0.5)", "rgb(255 136)", "rgb(255 136 0 0 0)", "rgb(255 136 0 /)", "rgb(255 136 0 / 0.5 / 1)",
        "rgb(255 136 0 / 0.5 0.5)", "rgb(255deg 136 0)", "rgb(255 136 0 / 10deg)", "rgb()",
        // §5.1 rgb(): values outside 0–255 and alpha outside 0–1 are clamped when read.
        "rgb(300 -5 20)", "rgb(120% -10% 0%)", "rgb(255 136 0 / 150%)", "rgb(255 136 0 / -1)", "rgb(-0 0 0)",
        // §5.1 rgb(): the legacy syntax — commas, all numbers or all percentages, no none.
        "rgb(255, 136, 0)", "rgb(100%, 53%, 0%)", "rgb(255, 136, 0, 0.5)", "rgb(255, 136, 0, 50%)",
        "rgba(255, 136, 0, 0.5)", "rgba(255, 136, 0)", "rgba(255 136 0 / 0.5)", "rgb(255, 53%, 0)",
        "rgb(none, 136, 0)", "rgb(255, 136, 0 / 0.5)", "rgb(255 136 0, 0.5)", "rgb(255, 136 0)", "rgb(,255, 136, 0)",
        "rgb(255, 136, 0,)", "rgb(255,, 136, 0)", "rgb(255,136,0)", "rgb(255 , 136 , 0)", "rgb(300, -5, 20)",
        // §4 numbers: signs, leading and trailing dots, exponents; not hex, inf or underscores.
        "rgb(+255 0 0)", "rgb(.5 0 0)", "rgb(5. 0 0)", "rgb(2.5e2 0 0)", "rgb(25E1 0 0)", "rgb(1e+2 0 0)",
        "rgb(1e-2 0 0)", "rgb(1e 0 0)", "rgb(0x10 0 0)", "rgb(inf 0 0)", "rgb(nan 0 0)", "rgb(1_0 0 0)",
        "rgb(--5 0 0)", "rgb(+-5 0 0)", "rgb(5.5.5 0 0)", "rgb(50 %  0 0)",
        // §7 hsl(): hue as a number or an angle (deg, grad, rad, turn); modern accepts numbers.
        "hsl(120 100% 50%)", "hsl(120deg 100% 50%)", "hsl(133.33grad 100% 50%)", "hsl(2.0944rad 100% 50%)",
        "hsl(0.3333turn 100% 50%)", "hsl(120DEG 100% 50%)", "hsl(120 100 50)", "hsl(120 100% 50)",
        "hsl(none 100% 50%)", "hsl(120 none none)", "hsl(120 100% 50% / 0.5)", "hsla(120 100% 50% / 0.5)",
        "hsl(120% 100% 50%)", "hsl(120px 100% 50%)", "hsl(120 100% 50% / 1turn)",
        // §7 hsl(): hue wraps; a negative saturation is clamped (and, in browsers, lightness).
        "hsl(-240 100% 50%)", "hsl(480 100% 50%)", "hsl(120 -50% 50%)", "hsl(240 150% 50%)", "hsl(0 50% 150%)",
        "hsl(0 50% -10%)",
        // §7 hsl(): legacy syntax — percentages for saturation and lightness.
        "hsl(120, 100%, 50%)", "hsla(120, 100%, 50%, 0.5)", "hsl(120deg, 100%, 50%, 50%)", "hsl(120, 100, 50)",
        "hsl(120, 100%, 50% / 0.5)", "hsl(none, 100%, 50%)", "hsl(120, -50%, 40%)",
        // Browsers keep CSS Color 3's clamping of the legacy syntax: saturation and lightness to 0–100%.
        "hsl(0, 150%, 50%)", "hsl(0, 50%, 150%)", "hsl(0, 50%, -10%)",
        // §8 hwb(): modern only; whiteness + blackness ≥ 100% is a grey.
        "hwb(120 10% 20%)", "hwb(120 10 20)", "hwb(120deg 10% 20% / 0.5)", "hwb(120, 10%, 20%)", "hwb(90 60% 60%)",
        "hwb(0 -10% 0%)", "hwb(0 150% 0%)", "hwb(none none none)", "hwb(120 10% 20% 0.5)",
        // §9 lab() and lch(): L clamped to 0–100, a negative chroma to 0; percentages scale.
        "lab(50 40 30)", "lab(50% 40% -30%)", "lab(-10 0 0)", "lab(150 0 0)", "lab(50, 40, 30)", "lab(50 200 -200)",
        "lab(none 40 30)", "lab(50 40 30 / 0.5)", "lab(50 40deg 30)", "lch(50 40 30)", "lch(50% 100% 30deg)",
        "lch(50 -10 30)", "lch(50 40 30%)", "lch(50 40 0.5turn)", "lch(50, 40, 30)", "lch(none none none)",
        // §9 oklab() and oklch(): L clamped to 0–1, a negative chroma to 0; percentages scale.
        "oklab(0.5 0.1 -0.1)", "oklab(50% 25% -25%)", "oklab(1.5 0 0)", "oklab(-0.5 0 0)", "oklab(0.5, 0.1, 0.1)",
        "oklch(0.5 0.1 120)", "oklch(50% 50% 120deg)", "oklch(0.5 -0.1 120)", "oklch(120% 0.5 0)",
        "oklch(0.7 0.2 120 / 40%)", "oklch(0.7 0.2 120%)",
        // §10 color(): every predefined space, percentages, none, alpha; no commas.
        "color(srgb 1 0.5 0)", "color(srgb-linear 1 0.5 0)", "color(display-p3 1 0.5 0)", "color(a98-rgb 1 0.5 0)",
        "color(prophoto-rgb 1 0.5 0)", "color(rec2020 1 0.5 0)", "color(xyz 0.4 0.3 0.2)", "color(xyz-d50 0.4 0.3 0.2)",
        "color(xyz-d65 0.4 0.3 0.2)", "color(display-p3 100% 50% 0%)", "color(srgb none 0.5 1)",
        "color(srgb 1.5 -0.5 0)", "color(srgb 1 0.5 0 / 0.5)", "color( srgb 1 0.5 0 )", "color(SRGB 1 0.5 0)",
        "color(srgb 1 0.5)", "color(srgb 1 0.5 0 0)", "color(srgb, 1, 0.5, 0)", "color(unknown 1 0.5 0)",
        "color(srgb 1deg 0.5 0)", "color(1 0.5 0)", "color()",
        // §4 white space and case around and inside.
        "\tred\n", "  #ff8800  ", "RGB(255 136 0)", "Rgba(255, 136, 0, 1)", "HSL(120DEG 50% 50%)", "rgb(255\t136\n0)",
        "rgb (255 136 0)", "rgb(255 136 0) x", "rgb(255/**/136 0)",
        "rgb(255 136 0)/**/", "rgb(1 2-3)", "/**/rgb(255 136 0)", "/* brand */ #ff8800", "red/**/", " /**/ red /* x",
        "re/**/d", "#ff/**/8800", "rgb/**/(255 136 0)", "/**/",
    ]

    /// `count` inputs made from random parts, the same ones for the same `seed`: half of
    /// them from parts that fit the function (so that many are colours), half from any part.
    static func mixtures(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let functions = [
            "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color(srgb", "color(display-p3",
            "color(xyz-d50", "color(rec2020", "RGB", "Hsl", "OKLCH",
        ]
        let numbers = ["0", "1", "255", "128", "0.5", ".5", "-20", "300", "1e2", "+7", "12.75", "0.08", "-0.1", "none", "NONE"]
        let badNumbers = ["5.", "1e", "0x1f", "--5", "1_0", "inf"]
        let percentages = ["0%", "50%", "100%", "-10%", "150%", "12.5%", ".5%", "33.3%"]
        let angles = ["30deg", "-45deg", "1rad", "100grad", "0.25turn", "370", "30DEG", "1.5TURN"]
        let badAngles = ["30px", "30%", "30 deg"]
        let alphas = ["", " / 0.5", " / 50%", " / none", " / -1", " / 2", " / .25", "/0.3"]
        let legacyAlphas = ["", ", 0.5", ", 50%", ",.25", ", 2"]
        let badAlphas = [" 0.5", " /", " / 1deg", ", none", " / 0.5 / 1"]
        return (0..<count).map { _ in
            let function = random.pick(functions)
            let name = function.lowercased()
            let fits = random.below(2) == 0
            let hueIndex = name.hasPrefix("hsl") || name == "hwb" ? 0 : (name.hasSuffix("lch") ? 2 : nil)
            let commas = name.hasPrefix("rgb") || name.hasPrefix("hsl") ? random.below(3) == 0 : (!fits && random.below(4) == 0)
            let parts = (0..<(!fits && random.below(8) == 0 ? 2 : 3)).map { index in
                if fits, index == hueIndex {
                    return random.pick(random.below(2) == 0 ? angles : numbers.filter { !commas || $0.lowercased() != "none" })
                }
                if fits, commas {
                    return name.hasPrefix("hsl") && index > 0 || random.below(2) == 0 ? random.pick(percentages) : random.pick(numbers.dropLast(2))
                }
                if fits { return random.pick(random.below(2) == 0 ? numbers : percentages) }
                return random.pick(random.pick([numbers, badNumbers, percentages, angles, badAngles]))
            }
            let separator = commas ? random.pick([", ", ",", " , "]) : random.pick([" ", "  ", "\t", "\n"])
            let alpha = fits ? random.pick(commas ? legacyAlphas : alphas) : random.pick(alphas + legacyAlphas + badAlphas)
            let opening = function.hasPrefix("color(") ? function + " " : function + "("
            return opening + parts.joined(separator: separator) + alpha + ")"
        }
    }
}

extension SeededGenerator {
    fileprivate mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }

    fileprivate mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
