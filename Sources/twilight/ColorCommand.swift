import ArgumentParser
import TwilightColor

extension ColorNotation: ExpressibleByArgument {}

/// `twilight color`: converts a colour between notations.
struct ColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "color",
        abstract: "Convert a colour between hex, rgb, hsl, oklab and oklch.",
        discussion: """
            Reads hex or CSS functional notation and prints it in the chosen notation, e.g.
              twilight color '#0a84ff' --to oklch        # oklch(0.62425 0.20558 255.486)
              twilight color 'rgb(10 132 255)' --json    # {"alpha":1,"hex":"#0a84ff"}
            """
    )

    @Argument(help: "The colour (\(RGBAColor.acceptedCSSForms)).")
    var color: String

    @Option(help: "The notation to print: \(ColorNotation.allCases.map(\.rawValue).joined(separator: ", ")).")
    var to: ColorNotation = .hex

    @Flag(help: "Print a JSON object with the chosen notation's components and alpha.")
    var json = false

    func run() throws {
        var value = try parseColor(color, argument: "COLOR")
        if [.hex, .rgb, .hsl].contains(to) {
            value = value.gamutMapped  // an OKLab/OKLCH input outside sRGB still gives a displayable colour
        }
        guard json else {
            print(value.formatted(as: to))
            return
        }
        func round(_ number: Double, _ places: Int) -> Double { Double(RGBAColor.trimmed(number, places))! }
        var object: [String: any Sendable] = ["alpha": round(value.alpha, 4)]
        switch to {
        case .hex:
            object["hex"] = value.hexString
        case .rgb:
            object["r"] = round(value.red * 255, 3)
            object["g"] = round(value.green * 255, 3)
            object["b"] = round(value.blue * 255, 3)
        case .hsl:
            let hsl = value.hsl
            object["h"] = round(hsl.hue, 3)
            object["s"] = round(hsl.saturation * 100, 3)
            object["l"] = round(hsl.lightness * 100, 3)
        case .oklab:
            let lab = value.oklab
            object["l"] = round(lab.l, 6)
            object["a"] = round(lab.a, 6)
            object["b"] = round(lab.b, 6)
        case .oklch:
            let lch = value.oklch
            object["l"] = round(lch.l, 6)
            object["c"] = round(lch.c, 6)
            object["h"] = round(lch.h, 4)
        }
        try printJSON(object)
    }
}
