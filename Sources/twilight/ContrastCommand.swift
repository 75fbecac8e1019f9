import ArgumentParser
import TwilightColor

/// `twilight contrast`: the WCAG 2.x contrast ratio of two colours.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Print the WCAG contrast ratio of two colours and its AA/AAA verdicts.",
        discussion: """
            The ratio, with two decimals, is the first word of the output, e.g.
              twilight contrast '#767676' '#ffffff'   # 4.54 AA pass, AAA fail, …
            """
    )

    @Argument(help: "The foreground colour (\(RGBAColor.acceptedCSSForms)).")
    var foreground: String

    @Argument(help: "The background colour.")
    var background: String

    @Flag(help: "Print a JSON object with ratio, aa, aaa, aaLarge and aaaLarge.")
    var json = false

    func run() throws {
        let verdict = ContrastVerdict(
            ratio: try parseColor(foreground, argument: "FG").contrastRatio(
                with: try parseColor(background, argument: "BG")
            )
        )
        let ratio = (verdict.ratio * 100).rounded() / 100
        if json {
            try printJSON([
                "ratio": ratio, "aa": verdict.aa, "aaa": verdict.aaa,
                "aaLarge": verdict.aaLarge, "aaaLarge": verdict.aaaLarge,
            ])
        } else {
            func word(_ pass: Bool) -> String { pass ? "pass" : "fail" }
            print(
                "\(twoDecimals(verdict.ratio)) AA \(word(verdict.aa)), AAA \(word(verdict.aaa)), "
                    + "AA large \(word(verdict.aaLarge)), AAA large \(word(verdict.aaaLarge))"
            )
        }
    }
}
