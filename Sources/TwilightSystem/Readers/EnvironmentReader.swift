import Foundation
package import Twilight
import TwilightColor

/// `TWILIGHT_APPEARANCE=light|dark` (also `high-contrast-light`, `high-contrast-dark`):
/// an explicit answer for users and tests that wins over every other source.
package struct EnvironmentReader: AppearanceReader {
    /// The variable read.
    package static let variable = "TWILIGHT_APPEARANCE"

    /// Creates the reader.
    package init() {}

    /// `environment`.
    package var source: AppearanceSource { .environment }

    /// The colour scheme (and contrast) the variable names, or nothing.
    package func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
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

/// `GTK_THEME`: the variant it selects (`Adwaita:dark`, `Adwaita:light`), else the theme's own
/// window background (`@define-color theme_bg_color` or `window_bg_color` in the theme's
/// `gtk-3.0/gtk.css` or `gtk-4.0/gtk.css` in the data folders), dark when that colour is.
/// Never judged by the theme's name; a theme whose colours cannot be read says nothing.
package struct GTKThemeVariableReader: AppearanceReader {
    /// Creates the reader.
    package init() {}

    /// `gtkThemeVariable`.
    package var source: AppearanceSource { .gtkThemeVariable }

    /// The colour scheme `GTK_THEME` implies, or nothing when it is unset or unknown.
    package func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        guard let theme = environment.variables["GTK_THEME"], !theme.isEmpty,
            let scheme = Self.scheme(ofTheme: theme, dataFolders: environment.dataFolders)
        else { return .nothing }
        return PartialAppearance(colorScheme: scheme)
    }

    /// The scheme of `theme`: its `:dark` or `:light` variant, else its window background
    /// as its style sheet in `dataFolders` defines it; `nil` when neither says.
    static func scheme(ofTheme theme: String, dataFolders: [String]) -> SystemColorScheme? {
        let parts = theme.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.count == 2 { return parts[1].lowercased() == "dark" ? .dark : .light }
        // A theme name is a folder name, never a path.
        guard !theme.contains("/"), !theme.hasPrefix(".") else { return nil }
        for folder in dataFolders {
            for version in ["gtk-3.0", "gtk-4.0"] {
                let path = "\(folder)/themes/\(theme)/\(version)/gtk.css"
                guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20,
                    let background = windowBackground(inStyleSheet: String(decoding: data, as: UTF8.self))
                else { continue }
                return background.isDark ? .dark : .light
            }
        }
        return nil
    }

    /// The colour a GTK style sheet defines as the window background
    /// (`@define-color theme_bg_color #383c4a;`, or `window_bg_color`), when it is a hex colour.
    static func windowBackground(inStyleSheet css: String) -> RGBAColor? {
        for line in css.split(whereSeparator: \.isNewline) {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2)
            guard words.count == 3, words[0] == "@define-color", ["theme_bg_color", "window_bg_color"].contains(words[1]) else { continue }
            let value = words[2].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            if let color = try? RGBAColor(hex: value) { return color }
        }
        return nil
    }
}
