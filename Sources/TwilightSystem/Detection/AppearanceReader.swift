public import Twilight

/// One place the system appearance can be read from: the portal, gsettings, an
/// environment variable, a configuration file, a schedule.
///
/// Readers are asked in parallel; ``SystemAppearanceDetector`` takes each field from the
/// first reader in its order that knows it. A reader must return by `deadline`; if it
/// does not, its answer is not waited for.
public protocol AppearanceReader: Sendable {
    /// The name results from this reader carry.
    var source: AppearanceSource { get }
    /// What this reader knows now.
    func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance
}

/// The sources Twilight's readers record (the names are listed on `AppearanceSource`).
extension AppearanceSource {
    /// `TWILIGHT_APPEARANCE`, or another variable naming the appearance.
    package static let environment = AppearanceSource("environment")
    /// The freedesktop Settings portal.
    package static let portal = AppearanceSource("portal")
    /// GNOME's settings through `gsettings`.
    package static let gsettings = AppearanceSource("gsettings")
    /// The `GTK_THEME` variable.
    package static let gtkThemeVariable = AppearanceSource("GTK_THEME")
    /// KDE's `kdeglobals`.
    package static let kdeglobals = AppearanceSource("kdeglobals")
    /// A clock or sun schedule.
    package static let schedule = AppearanceSource("schedule")
    /// macOS's `AppleInterfaceStyle`.
    package static let appleInterfaceStyle = AppearanceSource("AppleInterfaceStyle")
    /// Windows's `AppsUseLightTheme`.
    package static let windowsRegistry = AppearanceSource("registry")
}
