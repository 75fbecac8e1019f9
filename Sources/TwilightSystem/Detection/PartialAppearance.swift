public import Foundation
public import Twilight
public import TwilightColor

/// What one source knows about the system appearance; `nil` fields are unknown to it.
public struct PartialAppearance: Hashable, Sendable {
    /// The colour scheme, if the source knows it.
    public var colorScheme: SystemColorScheme?
    /// The contrast, if the source knows it.
    public var contrast: SystemContrast?
    /// Whether motion should be reduced, if the source knows it.
    public var reducedMotion: Bool?
    /// The accent colour: `nil` unknown, `.some(nil)` known to have none.
    public var accentColor: RGBAColor??

    /// Creates a partial appearance.
    public init(colorScheme: SystemColorScheme? = nil, contrast: SystemContrast? = nil, reducedMotion: Bool? = nil, accentColor: RGBAColor?? = nil) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.reducedMotion = reducedMotion
        self.accentColor = accentColor
    }

    /// Nothing known.
    package static let nothing = PartialAppearance()
}

/// The environment detection reads: variables and the home folder, injectable for tests.
public struct DetectionEnvironment: Sendable {
    /// Environment variables.
    package var variables: [String: String]

    /// Creates an environment; by default the process's own.
    public init(variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    /// `$XDG_CONFIG_HOME`, else `$HOME/.config`.
    var configHome: String? {
        if let config = variables["XDG_CONFIG_HOME"], !config.isEmpty { return config }
        return variables["HOME"].map { $0 + "/.config" }
    }

    /// The folders of shared data, most important first: `$XDG_DATA_HOME` (else
    /// `$HOME/.local/share`), then `$XDG_DATA_DIRS` (else `/usr/local/share:/usr/share`).
    var dataFolders: [String] {
        var folders: [String] = []
        if let home = variables["XDG_DATA_HOME"], !home.isEmpty {
            folders.append(home)
        } else if let home = variables["HOME"] {
            folders.append(home + "/.local/share")
        }
        let shared = variables["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return folders + shared.split(separator: ":").map(String.init)
    }
}
