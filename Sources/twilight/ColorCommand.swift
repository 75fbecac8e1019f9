import ArgumentParser
import TwilightColor

extension ColorNotation: ExpressibleByArgument {}

/// `twilight color`: converts a colour between notations.
struct ColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "color",
        abstract: "Convert a colour between the notations of CSS Color 4.",
        discussion: """
            Reads hex, a CSS colour name or any CSS Color 4 function (rgb, hsl, hwb, lab,
            lch, oklab, oklch, color() in srgb, srgb-linear, display-p3, a98-rgb,
            prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65) and prints it in the chosen
            notation, mapped into that notation's gamut by the CSS Color 4 algorithm where
            it has one. For example:
              twilight color '#0a84ff' --to oklch
                oklch(0.62425 0.20558 255.486)
              twilight color 'color(display-p3 1 0 0)' --to hex
                #ff0b0c   (mapped into sRGB; clipping would give #ff0000)
              twilight color 'rgb(10 132 255)' --json
                {"alpha":1,"hex":"#0a84ff"}
            """
    )

    @Argument(help: "The colour (\(RGBAColor.acceptedCSSForms)).")
    var color: String

    @Option(help: "The notation to print: \(ColorNotation.allCases.map(\.rawValue).joined(separator: ", ")).")
    var to: ColorNotation = .hex

    @Flag(help: "Print a JSON object with the chosen notation's components and alpha.")
    var json = false

    func run() throws {
        let value = try parseColor(color, argument: "COLOR")
        guard json else {
            print(value.formatted(as: to))
            return
        }
        func round(_ number: Double, _ places: Int) -> Double { Double(RGBAColor.trimmed(number, places))! }
        var object: [String: any Sendable] = ["alpha": round(value.alpha, 4)]
        let inGamut = to.gamut == .srgb ? value.gamutMapped : value
        func put(_ names: String, _ values: SIMD3<Double>, _ places: [Int]) {
            for (index, name) in names.enumerated() { object[String(name)] = round(values[index], places[index]) }
        }
        switch to {
        case .hex:
            object["hex"] = inGamut.hexString
        case .rgb:
            put("rgb", SIMD3(inGamut.red, inGamut.green, inGamut.blue) * 255, [3, 3, 3])
        case .hsl:
            let hsl = inGamut.hsl
            put("hsl", SIMD3(hsl.hue, hsl.saturation * 100, hsl.lightness * 100), [3, 3, 3])
        case .hwb:
            let whiteness = min(inGamut.red, inGamut.green, inGamut.blue)
            let blackness = 1 - max(inGamut.red, inGamut.green, inGamut.blue)
            put("hwb", SIMD3(inGamut.hsl.hue, whiteness * 100, blackness * 100), [3, 3, 3])
        case .lab:
            put("lab", value.lab, [4, 4, 4])
        case .lch:
            put("lch", value.lch, [4, 4, 4])
        case .oklab:
            let lab = value.oklab
            put("lab", SIMD3(lab.l, lab.a, lab.b), [6, 6, 6])
        case .oklch:
            let lch = value.oklch
            put("lch", SIMD3(lch.l, lch.c, lch.h), [6, 6, 4])
        case .srgb, .p3, .rec2020, .xyz:
            let space = PredefinedColorSpace(rawValue: to.rawValue) ?? .xyzD65
            object["space"] = space.rawValue
            put(space.isBounded ? "rgb" : "xyz", value.components(mappedInto: space), [6, 6, 6])
        }
        try printJSON(object)
    }
}
