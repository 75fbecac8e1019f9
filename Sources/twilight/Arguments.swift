import ArgumentParser
import Foundation
import Twilight
import TwilightColor

extension SystemColorScheme: ExpressibleByArgument {}
extension SystemContrast: ExpressibleByArgument {}

/// Parses a preference given on the command line, failing with exit status 2 and a
/// message that says what is valid.
func parsePreference(_ text: String, argument: String) throws -> ThemePreference {
    do {
        return try ThemePreference(parsing: text)
    } catch {
        throw invalidInput("\(argument): \(error.description); use 'system', 'light', 'dark' or another style name")
    }
}

/// Parses a style name given on the command line, failing like ``parsePreference(_:argument:)``.
func parseStyle(_ text: String, argument: String) throws -> ThemeStyle {
    do {
        return try ThemeStyle(validating: text)
    } catch {
        throw invalidInput("\(argument): \(error.description)")
    }
}

/// Reports invalid input on standard error and returns the error that exits with status 2.
func invalidInput(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    return ExitCode(2)
}

/// Prints a JSON object with sorted keys on one line.
func printJSON(_ object: [String: any Sendable]) throws {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

/// Parses a colour given on the command line, failing with exit status 2 and the accepted forms.
func parseColor(_ text: String, argument: String) throws -> RGBAColor {
    do {
        return try RGBAColor(css: text)
    } catch {
        throw invalidInput("\(argument): \(error.description)")
    }
}

/// A number with exactly two decimals, rounded.
func twoDecimals(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
