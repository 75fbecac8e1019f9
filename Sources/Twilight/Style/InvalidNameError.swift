/// The error thrown when text cannot name what it was given for: a style
/// (``ThemeStyle/init(validating:)``), a preference (``ThemePreference/init(parsing:)``),
/// an axis and its value (``ThemeAxes/init(parsing:)``), the attribute and classes of a
/// page's markup (`StyleMarkup(attribute:classPrefix:darkClass:)`, TwilightTokens), an account
/// (`AccountID`) or a cookie's domain (`CookieDomain`).
///
/// Its ``description`` names the text, the rule it breaks and, for a style or an axis,
/// what a valid one is:
///
/// ```
/// "night mode" is not a valid style name: it contains white space (a style name is 1 to 64 …)
/// ```
public struct InvalidNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was given: a name, `AXIS=VALUE`, or the part of a longer text that is
    /// wrong.
    public let text: String
    /// Which rule it breaks, or what was expected instead.
    public let problem: String
    /// What the text was to name.
    package let subject: Subject

    /// What a text that cannot be used was to name; it words the description.
    package enum Subject: Hashable, Sendable {
        /// A style or a preference.
        case style
        /// An axis name or `AXIS=VALUE`.
        case axis
        /// A page's style attribute or class.
        case markup
        /// An account's identifier (which the description does not repeat: it can be long,
        /// and it names a person).
        case account
        /// A cookie's `Domain`.
        case cookieDomain
    }

    package init(_ subject: Subject, text: String, problem: String) {
        self.subject = subject
        self.text = text
        self.problem = problem
    }

    /// One line: the text, what it cannot be, and why.
    public var description: String {
        switch subject {
        case .style: "\(text.debugDescription) is not a valid style name: \(problem) (\(Self.styleRule))"
        case .axis: "\(text.debugDescription) cannot be chosen on an axis: \(problem) (\(Self.axisRule))"
        case .markup: "\(text.debugDescription) cannot mark a page's style: expected \(problem)"
        case .account: "not an account identifier: \(problem)"
        case .cookieDomain: "\(text.debugDescription) cannot be the theme cookie's domain: \(problem)"
        }
    }

    /// A one-line summary of what a valid style name is.
    package static let styleRule =
        "a style name is 1 to \(ThemeStyle.maximumNameLength) characters with no white space or control characters, and not 'system'"

    /// A one-line summary of valid axis names and values.
    package static let axisRule =
        "an axis is 1 to \(ThemeAxes.maximumNameLength) characters a-z, 0-9 and '-' starting with a letter, and its value 1 to \(ThemeStyle.maximumNameLength) characters without white space, control characters, ':', '=', ',' or ';'"
}
