#if os(macOS)
import Foundation
import Twilight

/// macOS: the `AppleInterfaceStyle` default is `Dark` in dark mode and absent in light
/// mode. Read through `UserDefaults.standard`, whose search list includes the global
/// domain (Apple documents a suite named after the global domain as unsupported). An
/// AppKit app reads `NSApplication.effectiveAppearance` instead (TwilightApple).
package struct AppleInterfaceStyleReader: AppearanceReader {
    /// Creates the reader.
    package init() {}

    /// ``AppearanceSource/appleInterfaceStyle``.
    package var source: AppearanceSource { .appleInterfaceStyle }

    /// Dark when the default says `Dark`, else light.
    package func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        let style = UserDefaults.standard.string(forKey: "AppleInterfaceStyle")
        return PartialAppearance(colorScheme: style?.lowercased() == "dark" ? .dark : .light)
    }
}
#endif

#if os(Windows)
import WinSDK
import Twilight

/// Windows: `HKCU\Software\Microsoft\Windows\CurrentVersion\Themes\Personalize`
/// `AppsUseLightTheme` is 0 in dark mode and 1 in light mode.
package struct WindowsRegistryReader: AppearanceReader {
    /// Creates the reader.
    package init() {}

    /// ``AppearanceSource/windowsRegistry``.
    package var source: AppearanceSource { .windowsRegistry }

    /// The colour scheme the registry value gives, or nothing if it is absent.
    package func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        var value: DWORD = 0
        var size = DWORD(MemoryLayout<DWORD>.size)
        let status = "Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize".withCString(encodedAs: UTF16.self) { key in
            "AppsUseLightTheme".withCString(encodedAs: UTF16.self) { name in
                RegGetValueW(HKEY_CURRENT_USER, key, name, DWORD(RRF_RT_REG_DWORD), nil, &value, &size)
            }
        }
        guard status == ERROR_SUCCESS else { return .nothing }
        return PartialAppearance(colorScheme: value == 0 ? .dark : .light)
    }
}
#endif
