/// The readers Twilight ships, for a ``SystemAppearanceDetector`` chain of your own.
///
/// ```swift
/// var readers = SystemAppearanceDetector.standardReaders
/// readers.insert(AppearanceReaders.schedule(NightSchedule(from: (21, 0), to: (7, 0))), at: 1)
/// let detector = SystemAppearanceDetector(readers: readers)
/// ```
///
/// Each reader's results carry the `AppearanceSource` named beside it.
public enum AppearanceReaders {
    /// `TWILIGHT_APPEARANCE=light|dark` (also `high-contrast-light`, `high-contrast-dark`):
    /// an explicit answer that wins over every other source (recorded as `environment`).
    public static let environment: any AppearanceReader = EnvironmentReader()

    /// The freedesktop Settings portal on the session bus (recorded as `portal`): the
    /// colour scheme, contrast, reduced motion and accent colour, from the bus at
    /// `busAddress`, or by default `DBUS_SESSION_BUS_ADDRESS` of the detection environment.
    public static func portal(busAddress: String? = nil) -> any AppearanceReader {
        PortalReader(busAddress: busAddress)
    }

    /// GNOME's settings through the `gsettings` command (recorded as `gsettings`).
    public static func gsettings(executable: String = "gsettings") -> any AppearanceReader {
        GSettingsReader(executable: executable)
    }

    /// The `GTK_THEME` variable: a `:dark` variant, or the installed theme's own colours
    /// (recorded as `GTK_THEME`).
    public static let gtkThemeVariable: any AppearanceReader = GTKThemeVariableReader()

    /// KDE's `kdeglobals`: light or dark by its window background colour
    /// (recorded as `kdeglobals`).
    public static let kdeGlobals: any AppearanceReader = KDEGlobalsReader()

    /// Night (dark) or day (light) by a clock or sun schedule (recorded as `schedule`).
    public static func schedule(_ schedule: NightSchedule) -> any AppearanceReader {
        ScheduleReader(schedule: schedule)
    }
}
