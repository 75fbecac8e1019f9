import Foundation

/// A ``ThemeChoice`` as a JSON or property-list value, as the file and defaults stores keep
/// it: the preference's text alone when no axes are chosen (what Twilight wrote before axes
/// existed, and still reads), else `{"preference": TEXT, "axes": {AXIS: VALUE}}`.
enum ChoiceEntry {
    /// Why a stored value is not a choice: where, what was found, what was expected.
    struct Problem: Error {
        var path: String
        /// The value found, as ``render(_:)`` shows it.
        var found: String
        var expected: String

        init(path: String, value: Any, expected: String) {
            self.path = path
            self.found = ChoiceEntry.render(value)
            self.expected = expected
        }

        /// `PATH is FOUND: EXPECTED`, for a store's error detail.
        var detail: String { "\(path) is \(found): \(expected)" }
    }

    /// A stored value as it appears in JSON, for messages.
    static func render(_ value: Any) -> String {
        if let text = value as? String { return text.debugDescription }
        if JSONSerialization.isValidJSONObject(value) || value is NSNumber,
            let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
        {
            return String(decoding: data, as: UTF8.self)
        }
        return String(describing: value).debugDescription
    }

    /// The value to store for `choice`.
    static func entry(for choice: ThemeChoice) -> Any {
        guard !choice.axes.isEmpty else { return choice.preference.description }
        return ["preference": choice.preference.description, "axes": choice.axes.values]
    }

    /// The choice a stored value holds; `path` names the value in messages.
    static func choice(from entry: Any, at path: String) throws(Problem) -> ThemeChoice {
        if let text = entry as? String {
            return ThemeChoice(try preference(from: text, at: path))
        }
        guard let record = entry as? [String: Any], let text = record["preference"] as? String else {
            throw Problem(path: path, value: entry, expected: "expected 'system', a style name, or {\"preference\": …, \"axes\": {…}}")
        }
        // Not `Optional.map`: the iOS 17 and macOS 14 SDKs' `map` rethrows `any Error`.
        var axes = ThemeAxes()
        if let value = record["axes"] { axes = try Self.axes(from: value, at: path + ".axes") }
        return ThemeChoice(try preference(from: text, at: path + ".preference"), axes: axes)
    }

    /// The axes a stored value holds: an object of axis names to values.
    static func axes(from value: Any, at path: String) throws(Problem) -> ThemeAxes {
        var problem = "expected an object of axis names to values"
        if let values = value as? [String: String] {
            do {
                return try ThemeAxes(validating: values)
            } catch {
                problem = error.description
            }
        }
        throw Problem(path: path, value: value, expected: problem)
    }

    private static func preference(from text: String, at path: String) throws(Problem) -> ThemePreference {
        do {
            return try ThemePreference(parsing: text)
        } catch {
            throw Problem(path: path, value: text, expected: "expected 'system' or a style name (\(InvalidNameError.styleRule))")
        }
    }
}
