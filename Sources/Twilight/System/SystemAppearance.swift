public import TwilightColor

/// The colour scheme the operating system asks for.
///
/// A closed set: platforms report one of these three (the freedesktop portal's
/// `0 no preference`, `1 prefer dark`, `2 prefer light`; Apple's `unspecified`, `light`, `dark`).
public enum SystemColorScheme: String, Hashable, Sendable, Codable, CaseIterable {
    /// The system expresses no preference.
    case unspecified
    /// The system prefers light.
    case light
    /// The system prefers dark.
    case dark
}

/// The contrast the operating system asks for.
public enum SystemContrast: String, Hashable, Sendable, Codable, CaseIterable {
    /// Ordinary contrast.
    case normal
    /// Increased contrast for readability.
    case high
}

/// Where a piece of the system appearance came from, such as `portal` or `environment`:
/// for showing why the app looks as it does (`twilight detect` prints it).
///
/// An open set, so that each platform detector and each `AppearanceReader` (TwilightSystem) of an app's
/// own can name its sources. Twilight's readers name theirs after what they read —
/// `environment`, `portal`, `gsettings`, `GTK_THEME`, `kdeglobals`, `schedule`,
/// `libadwaita`, `UITraitCollection`, `AppleInterfaceStyle`, `registry`, and for a terminal's
/// background `override`, `osc11`, `colorfgbg` and `report`. Compare with ``default``
/// to learn whether anything was read at all.
public struct AppearanceSource: Hashable, Sendable, CustomStringConvertible {
    /// The source's name.
    private let name: String
    /// Creates a source with a name.
    public init(_ name: String) { self.name = name }
    /// Nothing was read: the value is Twilight's default.
    public static let `default` = AppearanceSource("default")
    /// The app set the value itself.
    public static let application = AppearanceSource("application")
    /// The source's name.
    public var description: String { name }
}

/// What the operating system reports about its appearance: colour scheme, contrast,
/// reduced motion and accent colour, each with the source it came from.
///
/// This is an input to ``ThemeManager``; it is never read back from the app's own choice,
/// so forcing the app dark does not make the system look dark.
public struct SystemAppearance: Hashable, Sendable {
    /// The colour scheme the system prefers.
    public var colorScheme: SystemColorScheme
    /// The contrast the system asks for.
    public var contrast: SystemContrast
    /// Whether the user asked for less motion; transitions are then instant.
    public var reducedMotion: Bool
    /// The system's accent colour, where the platform has one.
    public var accentColor: RGBAColor?
    /// Where each field came from.
    public var sources: Sources

    /// Where each field of a ``SystemAppearance`` came from.
    public struct Sources: Hashable, Sendable {
        /// The source of ``SystemAppearance/colorScheme``.
        public var colorScheme: AppearanceSource
        /// The source of ``SystemAppearance/contrast``.
        public var contrast: AppearanceSource
        /// The source of ``SystemAppearance/reducedMotion``.
        public var reducedMotion: AppearanceSource
        /// The source of ``SystemAppearance/accentColor``.
        public var accentColor: AppearanceSource

        /// Creates a record of sources; each defaults to `.default`.
        public init(
            colorScheme: AppearanceSource = .default,
            contrast: AppearanceSource = .default,
            reducedMotion: AppearanceSource = .default,
            accentColor: AppearanceSource = .default
        ) {
            self.colorScheme = colorScheme
            self.contrast = contrast
            self.reducedMotion = reducedMotion
            self.accentColor = accentColor
        }

        /// Every field from the same source.
        package static func all(_ source: AppearanceSource) -> Sources {
            Sources(colorScheme: source, contrast: source, reducedMotion: source, accentColor: source)
        }
    }

    /// Creates a system appearance.
    public init(
        colorScheme: SystemColorScheme = .unspecified,
        contrast: SystemContrast = .normal,
        reducedMotion: Bool = false,
        accentColor: RGBAColor? = nil,
        sources: Sources = Sources()
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.reducedMotion = reducedMotion
        self.accentColor = accentColor
        self.sources = sources
    }

    /// Nothing known: no colour scheme preference, normal contrast, motion allowed.
    public static let unknown = SystemAppearance()
}
