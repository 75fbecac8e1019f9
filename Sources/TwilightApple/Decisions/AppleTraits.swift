package import Twilight

/// What Apple's platforms report about the system's appearance — the trait collection's
/// interface style and contrast on iOS, the `AppleInterfaceStyle` default and the
/// accessibility display options on macOS — as the `SystemAppearance` a
/// manager follows.
///
/// Read these from the system, never from a window the app has overridden: a window whose
/// `overrideUserInterfaceStyle` is `.dark` reports dark whatever the system is. The glue
/// reads the window scene's traits (iOS) and the user defaults (macOS) for that reason.
package struct AppleTraits: Hashable, Sendable {
    /// The system's light or dark setting, as `UIUserInterfaceStyle` gives it.
    package enum InterfaceStyle: Hashable, Sendable {
        /// The trait is not known yet (`.unspecified`).
        case unspecified
        /// Light.
        case light
        /// Dark.
        case dark
    }

    /// The light or dark setting.
    package var interfaceStyle: InterfaceStyle
    /// Whether Increase Contrast is on (`UIAccessibilityContrast.high`,
    /// `accessibilityDisplayShouldIncreaseContrast`).
    package var increasedContrast: Bool
    /// Whether Reduce Motion is on (`isReduceMotionEnabled`,
    /// `accessibilityDisplayShouldReduceMotion`).
    package var reduceMotion: Bool

    /// Creates the traits.
    package init(interfaceStyle: InterfaceStyle, increasedContrast: Bool = false, reduceMotion: Bool = false) {
        self.interfaceStyle = interfaceStyle
        self.increasedContrast = increasedContrast
        self.reduceMotion = reduceMotion
    }

    /// The system appearance these traits describe, with `source` (for example
    /// `AppearanceSource("UITraitCollection")`) recorded for every field.
    package func systemAppearance(source: AppearanceSource) -> SystemAppearance {
        let scheme: SystemColorScheme =
            switch interfaceStyle {
            case .unspecified: .unspecified
            case .light: .light
            case .dark: .dark
            }
        return SystemAppearance(
            colorScheme: scheme,
            contrast: increasedContrast ? .high : .normal,
            reducedMotion: reduceMotion,
            sources: .all(source)
        )
    }

    /// The macOS reading: the `AppleInterfaceStyle` default is `Dark` in dark mode and
    /// absent in light mode.
    package static func interfaceStyle(appleInterfaceStyleDefault value: String?) -> InterfaceStyle {
        value?.lowercased() == "dark" ? .dark : .light
    }
}
