/// The values of ``ThemePreference/untilSystemChanges(_:whileSystemIs:then:)`` as one
/// value, for the code that decides, parses and prints it.
package struct InterimStyle: Hashable, Sendable {
    /// The style in force until the system's scheme changes.
    package var style: ThemeStyle
    /// The system's scheme when the style was chosen, `.light` or `.dark`.
    package var systemColorScheme: SystemColorScheme
    /// The day/night pair followed again afterwards, or `nil` for plain System.
    package var resumedPair: StylePair?

    /// Creates an interim choice of `style`, made while the system was `systemColorScheme`,
    /// after which `resumedPair` (or plain System) is followed again.
    package init(style: ThemeStyle, systemColorScheme: SystemColorScheme, resumedPair: StylePair? = nil) {
        self.style = style
        self.systemColorScheme = systemColorScheme
        self.resumedPair = resumedPair
    }

    /// The preference followed once the system's scheme changes.
    package var resumed: ThemePreference {
        resumedPair.map(ThemePreference.systemPair) ?? .system
    }

    /// Whether the system's scheme `scheme` has ended the interim style: it is known and
    /// not the one the style was chosen under.
    package func hasEnded(under scheme: SystemColorScheme) -> Bool {
        scheme != .unspecified && scheme != systemColorScheme
    }

    static let keyword = "while"

    /// Reads `STYLE:while:SCHEME[:LIGHT:DARK[:HC-LIGHT:HC-DARK]]`; `whole` is the text to
    /// name in an error.
    init(parsing text: String, whole: String) throws(InvalidNameError) {
        let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts[1] == Self.keyword else {
            throw InvalidNameError(
                .style,
                text: whole,
                problem: "expected system, a style name, system:LIGHT:DARK[:HC-LIGHT:HC-DARK] or STYLE:while:light|dark[:LIGHT:DARK]"
            )
        }
        let style: ThemeStyle
        do {
            style = try ThemeStyle(validating: parts[0])
        } catch {
            throw InvalidNameError(.style, text: whole, problem: "the interim style '\(parts[0])': \(error.problem)")
        }
        guard let scheme = SystemColorScheme(rawValue: parts[2]), scheme != .unspecified else {
            throw InvalidNameError(.style, text: whole, problem: "the system scheme '\(parts[2])' after 'while' is not light or dark")
        }
        self.init(style: style, systemColorScheme: scheme, resumedPair: try parts.count == 4 ? StylePair(parsing: parts[3], whole: whole) : nil)
    }
}

extension InterimStyle: CustomStringConvertible {
    /// `STYLE:while:SCHEME`, with `:LIGHT:DARK…` when a pair is resumed afterwards.
    package var description: String {
        "\(style.rawValue):\(Self.keyword):\(systemColorScheme.rawValue)" + (resumedPair.map { ":" + $0.description } ?? "")
    }
}
