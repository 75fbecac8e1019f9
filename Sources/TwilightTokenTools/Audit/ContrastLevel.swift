import TwilightTokens

/// What a colour pair is used for, and so the WCAG 2.x contrast ratio it needs.
///
/// Written in a contrast declaration as `"level": "AA"` (the default), `"AAA"`,
/// `"AA-large"`, `"AAA-large"` or `"non-text"`.
public enum ContrastLevel: String, Hashable, Sendable, CaseIterable {
    /// Text, WCAG 2.x success criterion 1.4.3 (Contrast, Minimum): 4.5:1.
    case aa = "AA"
    /// Text, success criterion 1.4.6 (Contrast, Enhanced): 7:1.
    case aaa = "AAA"
    /// Large text (18 pt, or 14 pt bold), success criterion 1.4.3: 3:1.
    case aaLarge = "AA-large"
    /// Large text, success criterion 1.4.6: 4.5:1.
    case aaaLarge = "AAA-large"
    /// Borders, icons, focus rings and the parts of controls, success criterion 1.4.11
    /// (Non-text Contrast): 3:1.
    case nonText = "non-text"

    /// The least contrast ratio the level accepts.
    public var minimumRatio: Double {
        switch self {
        case .aa, .aaaLarge: 4.5
        case .aaa: 7
        case .aaLarge, .nonText: 3
        }
    }

    /// The WCAG 2.2 success criterion, for reports: `1.4.3`, `1.4.6` or `1.4.11`.
    var successCriterion: String {
        switch self {
        case .aa, .aaLarge: "1.4.3"
        case .aaa, .aaaLarge: "1.4.6"
        case .nonText: "1.4.11"
        }
    }

    /// The names a declaration may use, for messages.
    static let namesForMessages = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
}
