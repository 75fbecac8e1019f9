/// The styles to follow the system with: one by day, one by night, and optionally one for
/// each when the system asks for high contrast (VS Code's preferred light, dark and
/// high-contrast themes).
///
/// ```swift
/// manager.preference = .system(light: .sepia, dark: "dimmed", highContrastDark: "highContrastDark")
/// ```
public struct StylePair: Hashable, Sendable {
    /// The style while the system is light (or says nothing).
    public var light: ThemeStyle
    /// The style while the system is dark.
    public var dark: ThemeStyle
    /// The style while the system is light and asks for high contrast; `nil` uses ``light``
    /// (or its registered high-contrast variant).
    public var highContrastLight: ThemeStyle?
    /// The style while the system is dark and asks for high contrast; `nil` uses ``dark``
    /// (or its registered high-contrast variant).
    public var highContrastDark: ThemeStyle?

    /// Creates a pair.
    public init(light: ThemeStyle, dark: ThemeStyle, highContrastLight: ThemeStyle? = nil, highContrastDark: ThemeStyle? = nil) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// Reads `LIGHT:DARK` or `LIGHT:DARK:HC-LIGHT:HC-DARK` (either high-contrast part may be
    /// empty); `whole` is the text to name in an error.
    init(parsing text: String, whole: String) throws(InvalidNameError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 4 else {
            throw InvalidNameError(
                .style,
                text: whole,
                problem: "a pair is system:LIGHT:DARK or system:LIGHT:DARK:HIGH-CONTRAST-LIGHT:HIGH-CONTRAST-DARK, not \(parts.count) parts"
            )
        }
        func style(_ index: Int) throws(InvalidNameError) -> ThemeStyle? {
            guard index < parts.count, !(index >= 2 && parts[index].isEmpty) else { return nil }
            do {
                return try ThemeStyle(validating: parts[index])
            } catch {
                let role = ["the light style", "the dark style", "the high-contrast light style", "the high-contrast dark style"][index]
                throw InvalidNameError(.style, text: whole, problem: "\(role) '\(parts[index])': \(error.problem)")
            }
        }
        self.init(light: try style(0)!, dark: try style(1)!, highContrastLight: try style(2), highContrastDark: try style(3))
    }
}

extension StylePair: CustomStringConvertible {
    /// `LIGHT:DARK`, with `:HC-LIGHT:HC-DARK` when either is set.
    public var description: String {
        var text = light.rawValue + ":" + dark.rawValue
        if highContrastLight != nil || highContrastDark != nil {
            text += ":" + (highContrastLight?.rawValue ?? "") + ":" + (highContrastDark?.rawValue ?? "")
        }
        return text
    }
}
