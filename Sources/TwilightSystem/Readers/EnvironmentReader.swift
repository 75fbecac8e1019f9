public import Twilight

/// `TWILIGHT_APPEARANCE=light|dark` (also `high-contrast-light`, `high-contrast-dark`):
/// an explicit answer for users and tests that wins over every other source.
public struct EnvironmentReader: AppearanceReader {
    /// The variable read.
    public static let variable = "TWILIGHT_APPEARANCE"

    /// Creates the reader.
    public init() {}

    /// `environment`.
    public var source: AppearanceSource { .environment }

    /// The colour scheme (and contrast) the variable names, or nothing.
    public func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        Self.parse(environment.variables[Self.variable])
    }

    static func parse(_ value: String?) -> PartialAppearance {
        switch value?.lowercased() {
        case "light": PartialAppearance(colorScheme: .light)
        case "dark": PartialAppearance(colorScheme: .dark)
        case "high-contrast-light": PartialAppearance(colorScheme: .light, contrast: .high)
        case "high-contrast-dark": PartialAppearance(colorScheme: .dark, contrast: .high)
        default: .nothing
        }
    }
}

/// `GTK_THEME=Adwaita:dark` (or a theme name ending in `-dark`) means dark; any other
/// theme name means light.
public struct GTKThemeVariableReader: AppearanceReader {
    /// Creates the reader.
    public init() {}

    /// `gtkThemeVariable`.
    public var source: AppearanceSource { .gtkThemeVariable }

    /// The colour scheme `GTK_THEME` implies, or nothing when it is unset.
    public func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        guard let theme = environment.variables["GTK_THEME"], !theme.isEmpty else { return .nothing }
        return PartialAppearance(colorScheme: Self.scheme(ofTheme: theme))
    }

    /// `Name:dark`, `Name-dark` or `Name-Dark` is dark; a `:light` variant or any other
    /// name is light.
    static func scheme(ofTheme theme: String) -> SystemColorScheme {
        let lowered = theme.lowercased()
        let parts = lowered.split(separator: ":", maxSplits: 1)
        if parts.count == 2 { return parts[1] == "dark" ? .dark : .light }
        return lowered.hasSuffix("-dark") || lowered.hasSuffix("_dark") ? .dark : .light
    }
}
