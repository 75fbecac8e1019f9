import SwiftIfConfig
import SwiftSyntax

/// A platform Twilight's sources must compile for, and how its compiler answers the
/// questions an `#if` asks.
public enum Platform: String, CaseIterable, Sendable, CustomStringConvertible {
    case linux = "Linux"
    case macOS
    case iOS
    case tvOS
    case watchOS
    case visionOS

    public var description: String { rawValue }

    /// Whether this is one of Apple's platforms.
    public var isApple: Bool { self != .linux }

    /// Whether Foundation's `Process` exists here (it does not on iOS, tvOS, watchOS or
    /// visionOS).
    public var hasProcess: Bool { self == .linux || self == .macOS }

    /// The C library module, the only one of `Glibc`, `Musl`, `Darwin`, `WinSDK`, `ucrt`
    /// that can be imported here.
    public var libcModule: String { isApple ? "Darwin" : "Glibc" }

    /// Modules that exist only on some platforms, with the platforms that have them; any
    /// other module is assumed importable everywhere.
    static let platformModules: [String: Set<Platform>] = [
        "Glibc": [.linux], "Musl": [], "WinSDK": [], "ucrt": [], "CRT": [],
        "Darwin": [.macOS, .iOS, .tvOS, .watchOS, .visionOS],
        "ObjectiveC": [.macOS, .iOS, .tvOS, .watchOS, .visionOS],
        "CoreGraphics": [.macOS, .iOS, .tvOS, .watchOS, .visionOS],
        "SwiftUI": [.macOS, .iOS, .tvOS, .watchOS, .visionOS],
        "QuartzCore": [.macOS, .iOS, .tvOS, .visionOS],
        "UIKit": [.iOS, .tvOS, .visionOS],
        "AppKit": [.macOS],
        "CAdwaita": [.linux, .macOS],  // GTK 4 and libadwaita: Debian's packages, Homebrew's
    ]

    /// How this platform's compiler evaluates `#if` conditions.
    public var configuration: some BuildConfiguration { PlatformConfiguration(platform: self) }
}

/// The answers to `#if` for one platform: `os(…)`, `canImport(…)` and the rest as
/// Swift 6.3 on that platform gives them. Twilight's package traits are on so that their code
/// is checked too: the Swift-package ones (`#if Vapor`, `#if YAML`…) everywhere, `GTK` on
/// Linux and macOS, where GTK 4 is (Homebrew's on macOS).
struct PlatformConfiguration: BuildConfiguration {
    let platform: Platform

    func isCustomConditionSet(name: String) -> Bool {
        name == "GTK"
            ? (platform == .linux || platform == .macOS) : ["YAML", "Hummingbird", "Vapor", "SQLite", "PostgreSQL", "WebDemo"].contains(name)
    }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return Platform.platformModules[module]?.contains(platform) ?? true
    }

    func isActiveTargetOS(name: String) -> Bool {
        switch name {
        case "Linux": platform == .linux
        case "macOS", "OSX": platform == .macOS
        case "iOS": platform == .iOS
        case "tvOS": platform == .tvOS
        case "watchOS": platform == .watchOS
        case "visionOS", "xrOS": platform == .visionOS
        default: false
        }
    }

    func isActiveTargetArchitecture(name: String) -> Bool { name == (platform.isApple ? "arm64" : "x86_64") }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == (platform.isApple ? "_ObjC" : "_Native") }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == (platform.isApple ? "MachO" : "ELF") }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
