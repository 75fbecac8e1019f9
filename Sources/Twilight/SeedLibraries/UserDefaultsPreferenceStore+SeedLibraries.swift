/// The stores of the seed libraries and the reference app: their keys in the same defaults,
/// in their own formats. ``ThemeManager/migrating(into:)`` reads them once; an app that still
/// ships an old screen reading the seed's key can keep writing it with one of these.
extension UserDefaultsPreferenceStore {
    /// PerseusDarkMode's stored choice (`DarkModeUserChoiceOptionKey`, `0` auto, `1` on, `2` off).
    public static func perseusDarkMode(suiteName: String? = nil) -> UserDefaultsPreferenceStore {
        UserDefaultsPreferenceStore(suiteName: suiteName, key: "DarkModeUserChoiceOptionKey", format: .perseusDarkMode)
    }

    /// The reference app's stored choice (`dark_mode`: `Light`, `Dark`, `System`).
    public static func referenceApp(suiteName: String? = nil) -> UserDefaultsPreferenceStore {
        UserDefaultsPreferenceStore(suiteName: suiteName, key: "dark_mode", format: .referenceApp)
    }

    /// JXTheme's stored style for a user (`com.jiaxin.theme.currentThemeStyleUserDefaultsKey:<user>`).
    public static func jxTheme(user: String = "default", suiteName: String? = nil) -> UserDefaultsPreferenceStore {
        UserDefaultsPreferenceStore(
            suiteName: suiteName,
            key: "com.jiaxin.theme.currentThemeStyleUserDefaultsKey",
            user: user,
            format: .jxTheme
        )
    }

    /// DKNightVersion's stored theme version (`com.dknightversion.manager.themeversion`).
    public static func dkNightVersion(suiteName: String? = nil) -> UserDefaultsPreferenceStore {
        UserDefaultsPreferenceStore(
            suiteName: suiteName,
            key: "com.dknightversion.manager.themeversion",
            format: .dkNightVersion
        )
    }

    /// The seed libraries' stores in the same defaults, in the order a migration tries
    /// them.
    var seedStores: [UserDefaultsPreferenceStore] {
        [
            .perseusDarkMode(suiteName: suiteName), .referenceApp(suiteName: suiteName), .jxTheme(suiteName: suiteName),
            .dkNightVersion(suiteName: suiteName),
        ]
    }
}
