public import ArgumentParser
import Foundation
import Twilight
import TwilightColor
import TwilightUtilities

extension SystemColorScheme: ExpressibleByArgument {}
extension SystemContrast: ExpressibleByArgument {}

/// Runs a parser over command-line text; on failure reports `argument: <error><hint>` on
/// standard error and exits with `status`.
func parseArgument<Value, Failure: Error & CustomStringConvertible>(
    _ argument: String,
    hint: String = "",
    status: Int32 = 2,
    _ parse: () throws(Failure) -> Value
) throws -> Value {
    do {
        return try parse()
    } catch {
        throw invalidInput("\(argument): \(error.description)\(hint)", status: status)
    }
}

/// Parses a preference, saying what is valid when it is not one.
func parsePreference(_ text: String, argument: String) throws -> ThemePreference {
    try parseArgument(argument, hint: "; use 'system', 'light', 'dark' or another style name") {
        () throws(InvalidNameError) in try ThemePreference(parsing: text)
    }
}

/// Parses a style name.
func parseStyle(_ text: String, argument: String) throws -> ThemeStyle {
    try parseArgument(argument) { () throws(InvalidNameError) in try ThemeStyle(validating: text) }
}

/// Parses a colour, listing the accepted forms when it is not one.
func parseColor(_ text: String, argument: String, status: Int32 = 2) throws -> RGBAColor {
    try parseArgument(argument, status: status) { () throws(ColorParsingError) in try RGBAColor(css: text) }
}

/// The contents of the file at `path`, or an exit with status 2 naming the file and
/// saying why (missing, a folder, a device, a pipe, too large).
func readInputFile(_ path: String, maximumSize: Int = 64 << 20) throws -> Data {
    do {
        return try RegularFile.contents(atPath: path, maximumSize: maximumSize)
    } catch {
        throw invalidInput("\(path): \(error.reason)")
    }
}

/// Reports invalid input on standard error and returns the error that exits with `status`
/// (2 unless a command says otherwise).
func invalidInput(_ message: String, status: Int32 = 2) -> ExitCode {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    return ExitCode(status)
}

/// Prints a JSON object with sorted keys on one line.
func printJSON(_ object: [String: any Sendable]) throws {
    print(try jsonLine(object))
}

/// A JSON object with sorted keys, as one line.
func jsonLine(_ object: [String: any Sendable]) throws -> String {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}

/// A number with exactly two decimals, rounded.
func twoDecimals(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// `--light`, `--dark` and the high-contrast pair that turn `system` into a day/night pair.
struct StylePairOptions: ParsableArguments {
    @Option(help: "With 'system': the style while the system is light (a day/night pair; needs --dark).")
    var light: String?

    @Option(help: "With 'system': the style while the system is dark (needs --light).")
    var dark: String?

    @Option(name: .customLong("high-contrast-light"), help: "With a pair: the style while the system is light and asks for high contrast.")
    var highContrastLight: String?

    @Option(name: .customLong("high-contrast-dark"), help: "With a pair: the style while the system is dark and asks for high contrast.")
    var highContrastDark: String?

    /// `preference`, made a pair when `--light` and `--dark` are given.
    func applied(to preference: ThemePreference) throws -> ThemePreference {
        guard light != nil || dark != nil || highContrastLight != nil || highContrastDark != nil else { return preference }
        guard preference == .system else {
            throw invalidInput("--light, --dark and the high-contrast styles go with 'system', not '\(preference)'")
        }
        guard let light, let dark else { throw invalidInput("a day/night pair needs both --light and --dark") }
        return .system(
            light: try parseStyle(light, argument: "--light"),
            dark: try parseStyle(dark, argument: "--dark"),
            highContrastLight: try highContrastLight.map { try parseStyle($0, argument: "--high-contrast-light") },
            highContrastDark: try highContrastDark.map { try parseStyle($0, argument: "--high-contrast-dark") }
        )
    }
}

/// `base` with each `--axis AXIS=VALUE` applied in order (`AXIS=` removes the axis), every
/// one checked, naming the bad one and what was expected.
func applyingAxisOptions(_ options: [String], to base: ThemeAxes = ThemeAxes()) throws -> ThemeAxes {
    var result = base
    for text in options {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw invalidInput("--axis \(text): expected AXIS=VALUE, as in brand=ocean (AXIS= removes one)") }
        do {
            result = try result.setting(String(parts[0]), to: parts[1].isEmpty ? nil : String(parts[1]))
        } catch {
            throw invalidInput("--axis \(text): \(error.description)")
        }
    }
    return result
}
