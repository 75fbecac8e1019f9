import Foundation
package import Twilight
import TwilightColor

/// KDE's `kdeglobals` (`$XDG_CONFIG_HOME/kdeglobals`): dark when the window background
/// (`[Colors:Window] BackgroundNormal`) is dark. A file that names its `[General]
/// ColorScheme` without the colours is read through the scheme's own file
/// (`color-schemes/NAME.colors` in the data folders). Never judged by the scheme's name.
package struct KDEGlobalsReader: AppearanceReader {
    /// Creates the reader.
    package init() {}

    /// `kdeglobals`.
    package var source: AppearanceSource { .kdeglobals }

    /// The colour scheme the file implies, or nothing if there is no file.
    package func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        guard let folder = environment.configHome, let text = Self.smallFile(folder + "/kdeglobals") else { return .nothing }
        return Self.parse(text) { scheme in
            // A scheme name is a file name, never a path.
            guard !scheme.contains("/"), !scheme.hasPrefix(".") else { return nil }
            return environment.dataFolders.lazy.compactMap { Self.smallFile($0 + "/color-schemes/" + scheme + ".colors") }.first
        }
    }

    /// The text of a file under 1 MiB, or `nil`.
    private static func smallFile(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads the colour scheme from the text of a `kdeglobals` file; `schemeFile` gives the
    /// text of a named scheme's `.colors` file, when the file names one without its colours.
    static func parse(_ text: String, schemeFile: (String) -> String? = { _ in nil }) -> PartialAppearance {
        let (scheme, background) = read(text)
        if let background { return PartialAppearance(colorScheme: background.isDark ? .dark : .light) }
        if let scheme, let file = schemeFile(scheme), let background = read(file).background {
            return PartialAppearance(colorScheme: background.isDark ? .dark : .light)
        }
        return .nothing
    }

    /// The `[General] ColorScheme` name and the `[Colors:Window] BackgroundNormal` colour
    /// (`R,G,B` from 0 to 255) of a `kdeglobals` or `.colors` file, where given.
    private static func read(_ text: String) -> (scheme: String?, background: RGBAColor?) {
        var section = ""
        var scheme: String? = nil
        var background: RGBAColor? = nil
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                section = line
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            if section == "[General]", parts[0] == "ColorScheme", !parts[1].isEmpty { scheme = parts[1] }
            if section == "[Colors:Window]", parts[0] == "BackgroundNormal" {
                let channels = parts[1].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                if channels.count >= 3, channels.allSatisfy({ (0...255).contains($0) }) {
                    background = RGBAColor(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255)
                }
            }
        }
        return (scheme, background)
    }
}
