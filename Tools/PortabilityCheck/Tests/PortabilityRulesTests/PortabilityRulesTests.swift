import Foundation
import PortabilityRules
import Testing

@Suite("Portability check")
struct PortabilityRulesTests {
    private func fixture(_ name: String) throws -> (checker: PortabilityChecker, root: URL) {
        let root = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return (PortabilityChecker(declared: DeclaredPlatforms(manifest: manifest)), root)
    }

    private func findings(in name: String) throws -> [Finding] {
        let (checker, root) = try fixture(name)
        return try checker.check(folder: root.appendingPathComponent("Sources"), relativeTo: root)
    }

    @Test func theDeclaredPlatformsAreReadFromTheManifest() throws {
        let (checker, _) = try fixture("NonPortable")
        #expect(checker.declared.minimums == [.macOS: [14], .iOS: [17]])
        #expect(checker.declared.platforms == [.linux, .macOS, .iOS])
    }

    @Test func aLibcCallOutsideAnIfNamingItFailsOnEveryPlatformWithoutThatLibrary() throws {
        let libc = try findings(in: "NonPortable").filter { $0.message.contains("Glibc.write") }
        #expect(libc.map(\.platform) == [.iOS, .macOS])
        #expect(libc.first?.description.hasPrefix("Sources/Lib/Terminal.swift:12:29: error: calls Glibc.write") == true)
    }

    @Test func aLibcTypeAndAnUnguardedImportAreFound() throws {
        let all = try findings(in: "NonPortable")
        #expect(all.contains { $0.message.contains("names Glibc.termios") && $0.platform == .macOS })
        #expect(all.contains { $0.path == "Sources/Lib/Imports.swift" && $0.line == 1 && $0.message.hasPrefix("imports Glibc") })
    }

    /// The GTK trait builds on macOS too (Homebrew's GTK 4): a C library imported under
    /// `#if GTK` alone is found there.
    @Test func theGTKTraitsCodeIsCheckedOnMacOS() throws {
        let found = try findings(in: "NonPortable").filter { $0.path == "Sources/Lib/GTKLoop.swift" }
        #expect(found.map(\.platform) == [.macOS], "\(found)")
        #expect(found.first?.message.hasPrefix("imports Glibc, which macOS does not have") == true)
    }

    @Test func mutexIsNewerThanTheDeclaredPlatforms() throws {
        let mutex = try findings(in: "NonPortable").filter { $0.message.contains("Mutex") }
        #expect(mutex.map(\.platform) == [.iOS, .macOS])
        #expect(mutex.first?.message.contains("available from iOS 18, but the package declares iOS 17") == true)
    }

    /// `String(validating:as:)` is Swift 6's standard library: iOS 18 and macOS 15 on Apple
    /// platforms (a type's own `init(validating:as:)` is not it).
    @Test func stringValidatingIsNewerThanTheDeclaredPlatforms() throws {
        let found = try findings(in: "NonPortable").filter { $0.message.contains("String(validating:as:)") }
        #expect(found.map(\.platform) == [.iOS, .macOS])
        #expect(found.allSatisfy { $0.path == "Sources/Lib/Text.swift" && $0.line == 8 }, "\(found)")
    }

    @Test func processFailsOnlyWhereFoundationLacksIt() throws {
        let process = try findings(in: "NonPortable").filter { $0.message.contains("Process") }
        #expect(process.map(\.platform) == [.iOS])
        #expect(process.first?.line == 22)
    }

    @Test func guardedCodePasses() throws {
        let all = try findings(in: "Portable")
        #expect(all.isEmpty, "\(all)")
    }

    @Test func raisingTheDeclaredPlatformsMakesMutexFine() {
        let checker = PortabilityChecker(declared: DeclaredPlatforms([.macOS: [15], .iOS: [18]]))
        let found = checker.check(source: "import Synchronization\nlet lock = Mutex(0)\n", path: "a.swift")
        #expect(found.isEmpty)
        let older = PortabilityChecker(declared: DeclaredPlatforms([.macOS: [14, 4]]))
        #expect(older.check(source: "let lock = Mutex(0)\n", path: "a.swift").map(\.platform) == [.macOS])
    }

    @Test func anAvailabilityGuardForTooOldAVersionDoesNotCount() {
        let checker = PortabilityChecker(declared: DeclaredPlatforms([.iOS: [17]]))
        let source = "func f() { if #available(iOS 17.4, *) { _ = Atomic<Int>(0) } }\n"
        #expect(checker.check(source: source, path: "a.swift").map(\.platform) == [.iOS])
    }
}

@Suite("Portability check: the tools version")
struct ToolsVersionTests {
    @Test func theToolsVersionIsReadFromTheManifestsFirstLine() {
        #expect(DeclaredPlatforms(manifest: "// swift-tools-version: 6.1\nimport PackageDescription\n").toolsVersion == [6, 1])
        #expect(DeclaredPlatforms(manifest: "// swift-tools-version:6.2.0\n").toolsVersion == [6, 2, 0])
        #expect(DeclaredPlatforms(manifest: "import PackageDescription\n").toolsVersion == nil)
    }

    /// Each feature of the fixture's `Newer.swift`, by line, with the release it needs.
    @Test func featuresNewerThanTheToolsVersionAreFound() throws {
        let root = try #require(Bundle.module.url(forResource: "Fixtures/NonPortable", withExtension: nil))
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let checker = PortabilityChecker(declared: DeclaredPlatforms(manifest: manifest))
        let found = try checker.check(folder: root.appendingPathComponent("Sources"), relativeTo: root)
            .filter { $0.path.hasSuffix("Newer.swift") }
        let lines = found.map { "\($0.line) \($0.message.prefix { $0 != "," })" }
        #expect(
            lines == [
                "4 uses weak let", "8 uses isolated deinit", "11 uses @concurrent", "13 uses nonisolated(nonsending)",
                "15 uses a raw identifier", "19 uses a string interpolation with a default value", "21 uses a module selector",
            ],
            "\(found)"
        )
        #expect(found.allSatisfy { $0.platform == nil && $0.message.contains("swift-tools-version 6.1") })
        #expect(found.first?.description.hasSuffix("[tools version]") == true)
    }

    @Test func aManifestAsNewAsTheFeatureAcceptsIt() {
        let source = "final class A { isolated deinit {} }\nweak let b: AnyObject? = nil\n"
        let current = PortabilityChecker(declared: DeclaredPlatforms([:], toolsVersion: [6, 2]))
        #expect(current.check(source: source, path: "a.swift").isEmpty)
        let older = PortabilityChecker(declared: DeclaredPlatforms([:], toolsVersion: [6, 1]))
        #expect(older.check(source: source, path: "a.swift").count == 2)
        #expect(older.check(source: "@c func f() {}\n", path: "a.swift").isEmpty == false)
        #expect(current.check(source: "@c func f() {}\n", path: "a.swift").first?.message.contains("Swift 6.3") == true)
    }
}
