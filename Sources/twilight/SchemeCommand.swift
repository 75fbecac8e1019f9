import ArgumentParser
import Foundation
import TwilightColor
import TwilightTokenTools
import TwilightTokens

/// `twilight scheme`: a whole colour scheme from one colour.
struct SchemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheme",
        abstract: "Make a whole colour scheme from one colour (Material's dynamic colour).",
        discussion: """
            Every role of Material's dynamic colour (primary, onPrimary,
            primaryContainer, the surfaces, outline… 59 roles), light and dark,
            grown from SEED, any CSS colour. --format:

              json    {"light": {"primary": "#rrggbb", …}, "dark": {…}}
              tokens  a DTCG 2025.10 resolver document: light and dark at
                      --contrast, highContrastLight and highContrastDark at
                      --high-contrast (declared as their high-contrast
                      variants); every role a token in the group "color",
                      each role's contrast declared for 'twilight tokens
                      audit', the seed, variant and spec in its $extensions
              css     that document's style sheet: light on :root, dark under
                      prefers-color-scheme: dark, the variants under
                      prefers-contrast: more, each mode on [data-theme]

            Material's tones promise each role a contrast with what it sits
            on (7:1 for onPrimary on primary at the standard level). Where
            the colours fall short of the WCAG level within a promise (white
            on a primary of tone 40 is 6.5:1), Twilight moves the role's tone
            (or its fill's) until they reach it; --exact gives Material's
            colours unchanged. A promise no tone can keep is named on
            standard error.

              twilight scheme '#6750a4' --format tokens
              twilight scheme 'oklch(60% 0.2 30)' --variant vibrant --contrast 0.5
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, tokens, css
    }

    @Argument(help: "The seed: any CSS colour ('#6750a4', 'rebeccapurple', 'oklch(60% 0.2 30)').")
    var seed: String

    @Option(help: "How the palettes follow the seed: \(DynamicScheme.Variant.allCases.map(\.rawValue).joined(separator: ", ")).")
    var variant = DynamicScheme.Variant.tonalSpot.rawValue

    @Option(parsing: .unconditional, help: "The contrast level of the light and dark schemes, from -1 (reduced) through 0 (standard) to 1 (high).")
    var contrast = "0"

    @Option(parsing: .unconditional, help: "The contrast level of the high-contrast variants (tokens and css).")
    var highContrast = "1"

    @Option(help: "Material's specification: 2021 or 2025 (2025 covers tonal-spot, neutral, vibrant and expressive).")
    var spec = DynamicScheme.Specification.material2021.rawValue

    @Option(help: "json (every role, light and dark), tokens (a resolver document) or css.")
    var format = Format.json.rawValue

    @Flag(help: "Material's colours exactly, even where they fall short of a role's contrast promise.")
    var exact = false

    @Option(name: [.short, .customLong("output")], help: "Write here (atomically) instead of standard output.")
    var output: String?

    func run() throws {
        let document = try makeDocument()
        for (mode, promise) in document.unkeptPromises {
            let scheme = document.modes.first { $0.name == mode }!.scheme
            let actual = scheme[promise.foreground].contrastRatio(with: scheme[promise.background])
            let why = exact ? " (Material's colours, as --exact asks)" : "; no tone of either role keeps it at this contrast level"
            FileHandle.standardError.write(
                Data(
                    "warning: \(mode): \(promise.foreground.rawValue) on \(promise.background.rawValue) is \(twoDecimals(actual)):1 where its role promises \(twoDecimals(promise.wcagRatio!)):1\(why)\n"
                        .utf8
                )
            )
        }
        let text: String
        switch Format(rawValue: format)! {
        case .json:
            func roles(_ scheme: DynamicScheme) -> [String: String] {
                Dictionary(uniqueKeysWithValues: DynamicScheme.Role.allCases.map { ($0.rawValue, scheme[$0].hexString) })
            }
            let data = try JSONSerialization.data(
                withJSONObject: ["light": roles(document.modes[0].scheme), "dark": roles(document.modes[1].scheme)],
                options: [.sortedKeys, .prettyPrinted]
            )
            text = String(decoding: data, as: UTF8.self) + "\n"
        case .tokens:
            text = document.json
        case .css:
            let tokens = try DesignTokens(root: document.root, name: "scheme")
            text = ThemeStyleSheet(tokens: tokens).css
        }
        try write(text, to: output)
    }

    /// The document the options describe, or an exit with status 1 saying what is wrong
    /// (issue 85 asks 1 of this command; the others exit 2 on a bad argument).
    private func makeDocument() throws -> SchemeDocument {
        func refuse(_ message: String) -> ExitCode { invalidInput(message, status: 1) }
        func choices<Choice: RawRepresentable<String>>(_ all: [Choice]) -> String {
            all.map(\.rawValue).joined(separator: ", ")
        }
        let color = try parseColor(seed, argument: "SEED \(seed.debugDescription)", status: 1)
        guard let variant = DynamicScheme.Variant(rawValue: variant) else {
            throw refuse("--variant \(variant.debugDescription): expected one of \(choices(DynamicScheme.Variant.allCases))")
        }
        guard let specification = DynamicScheme.Specification(rawValue: spec) else {
            throw refuse("--spec \(spec.debugDescription): expected 2021 or 2025")
        }
        guard Format(rawValue: format) != nil else {
            throw refuse("--format \(format.debugDescription): expected one of \(choices(Format.allCases))")
        }
        var levels: [Double] = []
        for (flag, text) in [("--contrast", contrast), ("--high-contrast", highContrast)] {
            guard let level = Double(text), (-1...1).contains(level) else {
                throw refuse("\(flag) \(text.debugDescription): expected a contrast level from -1 (reduced) through 0 (standard) to 1 (high)")
            }
            levels.append(level)
        }
        return SchemeDocument(
            seed: color,
            variant: variant,
            specification: specification,
            contrastLevel: levels[0],
            highContrastLevel: levels[1],
            keepsContrastPromises: !exact
        )
    }
}
