import Foundation
public import Twilight
import TwilightColor

/// KDE's `kdeglobals` (`$XDG_CONFIG_HOME/kdeglobals`): the `[General] ColorScheme` name
/// (`BreezeDark` is dark), else the luminance of `[Colors:Window] BackgroundNormal`.
public struct KDEGlobalsReader: AppearanceReader {
    /// Creates the reader.
    public init() {}

    /// `kdeglobals`.
    public var source: AppearanceSource { .kdeglobals }

    /// The colour scheme the file implies, or nothing if there is no file.
    public func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        guard let folder = environment.configHome,
            let data = FileManager.default.contents(atPath: folder + "/kdeglobals"), data.count < 1 << 20
        else { return .nothing }
        return Self.parse(String(decoding: data, as: UTF8.self))
    }

    /// Reads the colour scheme from the text of a `kdeglobals` file.
    static func parse(_ text: String) -> PartialAppearance {
        var section = ""
        var scheme: String? = nil
        var background: String? = nil
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                section = line
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            if section == "[General]", parts[0] == "ColorScheme" { scheme = parts[1] }
            if section == "[Colors:Window]", parts[0] == "BackgroundNormal" { background = parts[1] }
        }
        if let scheme, !scheme.isEmpty {
            return PartialAppearance(colorScheme: ThemeStyle.nameSuggestsDark(scheme) ? .dark : .light)
        }
        if let background {
            let channels = background.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if channels.count >= 3, channels.allSatisfy({ (0...255).contains($0) }) {
                let color = RGBAColor(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255)
                return PartialAppearance(colorScheme: color.relativeLuminance < 0.5 ? .dark : .light)
            }
        }
        return .nothing
    }
}
