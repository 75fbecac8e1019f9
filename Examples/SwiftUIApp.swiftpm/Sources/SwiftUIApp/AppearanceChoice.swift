import Twilight

/// The reference app's three choices, in its own words, over Twilight's one preference.
enum AppearanceChoice: CaseIterable {
    case light, dark, system

    /// The row's title.
    var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .system: "System"
        }
    }

    /// The preference the row chooses.
    var preference: ThemePreference {
        switch self {
        case .light: .light
        case .dark: .dark
        case .system: .system
        }
    }

    /// What the main screen says: `Dark`, or `System (dark now)`.
    static func summary(of preference: ThemePreference, style: ThemeStyle) -> String {
        let chosen = allCases.first { $0.preference == preference }
        return chosen.map { $0 == .system ? "System (\(style) now)" : $0.title } ?? "\(preference)"
    }
}
