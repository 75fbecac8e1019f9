import Foundation
import Testing
import Twilight
import TwilightTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A small tmpfs mounted read-only after `populate` has filled it (needs root, as CI is).
final class ReadOnlyFolder {
    let url: URL
    private(set) var mounted = false

    init(populate: (URL) throws -> Void) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("twilight-ro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard Self.mount(["-t", "tmpfs", "-o", "size=1m", "tmpfs", url.path]) else { return }
        mounted = true
        try populate(url)
        guard Self.mount(["-o", "remount,ro", url.path]) else { return }
    }

    deinit {
        if mounted { _ = Self.run("/bin/umount", [url.path]) }
        try? FileManager.default.removeItem(at: url)
    }

    /// Whether the test can go on; without root outside CI it is skipped with a reason.
    var isReady: Bool {
        if mounted { return true }
        reportMissingPart("cannot mount a read-only tmpfs (needs root)")
        return false
    }

    private static func mount(_ arguments: [String]) -> Bool { run("/bin/mount", arguments) }

    private static func run(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

@Suite("Stores: faults and real-world files")
struct JSONFileStoreFaultTests {
    /// One error for every store: what it says is compared, the driver's error it keeps is not.
    @Test func aStoreErrorComparesWhatItSaysNotItsCause() {
        struct Refused: Error {}
        let saying = PreferenceStoreError(kind: .ioFailure, location: "postgres db:5432/app", detail: "connection refused")
        let withCause = PreferenceStoreError(kind: .ioFailure, location: "postgres db:5432/app", detail: "connection refused", cause: Refused())
        #expect(saying == withCause)
        #expect(Set([saying, withCause]).count == 1)
        #expect(withCause.cause is Refused)
        #expect(withCause.description == "postgres db:5432/app: connection refused")
        #expect(saying != PreferenceStoreError(kind: .newerFormat, location: "postgres db:5432/app", detail: "connection refused"))
    }

    @Test func oneUnreadableEntryCostsNoOtherUserTheirChoice() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        try Data(#"{"version":1,"preferences":{"default":"dark","alice":"light","carol":7}}"#.utf8).write(to: url)

        try JSONFilePreferenceStore(url: url, user: "bob").saveChoice(ThemeChoice(.fixed("sepia")))

        #expect(try JSONFilePreferenceStore(url: url).loadChoice()?.preference == .dark)
        #expect(try JSONFilePreferenceStore(url: url, user: "alice").loadChoice()?.preference == .light)
        #expect(try JSONFilePreferenceStore(url: url, user: "bob").loadChoice()?.preference == .fixed("sepia"))
        let error = #expect(throws: PreferenceStoreError.self) {
            try JSONFilePreferenceStore(url: url, user: "carol").loadChoice()?.preference
        }
        #expect(error?.kind == .unknownValue)
        #expect(error?.detail.contains("preferences.carol is 7") == true)
        let aside = try #require(error?.keptAside)
        #expect(try String(contentsOfFile: aside, encoding: .utf8).contains("\"carol\""))
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect((written?["preferences"] as? [String: Any])?["carol"] as? Int == 7, "the bad entry is kept as it was")
    }

    @Test func keysFromANewerVersionSurviveAWrite() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        try Data(#"{"version":2,"preferences":{"alice":"dark"},"schedule":{"night":"dark","at":[20,7]}}"#.utf8).write(to: url)

        try JSONFilePreferenceStore(url: url, user: "bob").saveChoice(ThemeChoice(.light))

        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(written["version"] as? Int == 2)
        let schedule = written["schedule"] as? [String: Any]
        #expect(schedule?["night"] as? String == "dark")
        #expect(schedule?["at"] as? [Int] == [20, 7])
        #expect(try JSONFilePreferenceStore(url: url, user: "alice").loadChoice()?.preference == .dark)
    }

    @Test func aStoreOnAReadOnlyDiskStillReadsTheChoice() throws {
        let folder = try ReadOnlyFolder { url in
            try Data(#"{"version":1,"preferences":{"default":"dark"}}"#.utf8).write(to: url.appendingPathComponent("prefs.json"))
        }
        guard folder.isReady else { return }
        let store = JSONFilePreferenceStore(url: folder.url.appendingPathComponent("prefs.json"))
        #expect(try store.loadChoice()?.preference == .dark)
        let error = #expect(throws: PreferenceStoreError.self) { try store.saveChoice(ThemeChoice(.light)) }
        #expect(error?.kind == .ioFailure)
        #expect(error?.description.contains("Read-only file system") == true)
        #expect(try store.loadChoice()?.preference == .dark)
    }

    @Test func aCorruptFileThatCannotBeKeptAsideIsNeverReplaced() throws {
        let garbage = Data("{\"preferences\": {\"alice\": \"dark\"".utf8)
        let folder = try ReadOnlyFolder { url in try garbage.write(to: url.appendingPathComponent("prefs.json")) }
        guard folder.isReady else { return }
        let url = folder.url.appendingPathComponent("prefs.json")
        let store = JSONFilePreferenceStore(url: url, user: "bob")
        let loadError = #expect(throws: PreferenceStoreError.self) { try store.loadChoice()?.preference }
        #expect(loadError?.kind == .unreadable)
        #expect(loadError?.keptAside == nil)
        #expect(loadError?.detail.contains("could not be kept aside") == true)
        #expect(throws: PreferenceStoreError.self) { try store.saveChoice(ThemeChoice(.dark)) }
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func aSymbolicLinkIsWrittenThroughToItsTarget() throws {
        let folder = TemporaryFolder()
        let dotfiles = folder.file("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("twilight.json")
        try Data(#"{"version":1,"preferences":{"alice":"light"}}"#.utf8).write(to: target)
        let link = folder.file("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/twilight.json")

        try JSONFilePreferenceStore(url: link).saveChoice(ThemeChoice(.dark))

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/twilight.json")
        #expect(try JSONFilePreferenceStore(url: target).loadChoice()?.preference == .dark)
        #expect(try JSONFilePreferenceStore(url: target, user: "alice").loadChoice()?.preference == .light)
        #expect(try JSONFilePreferenceStore(url: link).loadChoice()?.preference == .dark)
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = TemporaryFolder()
        let link = folder.file("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.file("new.json").path)
        try JSONFilePreferenceStore(url: link).saveChoice(ThemeChoice(.dark))
        #expect(try JSONFilePreferenceStore(url: folder.file("new.json")).loadChoice()?.preference == .dark)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil)
    }

    @Test func temporaryFilesOfKilledWritersAreRemovedByTheNextWrite() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        let stale = [".prefs.json.4242.17.tmp", ".prefs.json.99999.3.tmp"].map { folder.file($0) }
        for file in stale { try Data("{\"version\":1,\"pref".utf8).write(to: file) }
        let unrelated = folder.file(".other.json.1.2.tmp")
        try Data().write(to: unrelated)

        try JSONFilePreferenceStore(url: url).saveChoice(ThemeChoice(.dark))

        for file in stale { #expect(!FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent)") }
        #expect(FileManager.default.fileExists(atPath: unrelated.path), "another file's temporaries are not touched")
    }

    @Test func aFolderOrADeviceAtThePathIsNamedAndNeverReplaced() throws {
        let folder = TemporaryFolder()
        let directory = folder.file("prefs.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let error = #expect(throws: PreferenceStoreError.self) { try JSONFilePreferenceStore(url: directory).loadChoice()?.preference }
        #expect(error?.kind == .ioFailure)
        #expect(error?.detail.contains("is a folder, not a regular file") == true)
        #expect(throws: PreferenceStoreError.self) { try JSONFilePreferenceStore(url: directory).saveChoice(ThemeChoice(.dark)) }

        let fifo = folder.file("pipe.json")
        unsafe #expect(mkfifo(fifo.path, 0o644) == 0)
        let fifoError = #expect(throws: PreferenceStoreError.self) { try JSONFilePreferenceStore(url: fifo).loadChoice()?.preference }
        #expect(fifoError?.detail.contains("is a named pipe") == true)
    }
}

@Suite("Stores: a damaged UserDefaults suite", .serialized)
struct UserDefaultsFaultTests {
    @Test func aTruncatedSuiteFileIsReportedKeptAsideAndNotLost() throws {
        let name = "twilight-test-\(UUID().uuidString)"
        let setup = try #require(UserDefaults(suiteName: name))
        setup.set("dark", forKey: "twilight.preference")
        setup.set("light", forKey: "twilight.preference:alice")
        setup.synchronize()
        let store = UserDefaultsPreferenceStore(suiteName: name)
        // Where swift-corelibs-foundation keeps a suite.
        let environment = ProcessInfo.processInfo.environment
        let path = (environment["XDG_CONFIG_HOME"] ?? NSHomeDirectory() + "/.config") + "/\(name).plist"
        defer {
            for suffix in ["", ".corrupt"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(whole.count > 20)
        let truncated = whole.prefix(whole.count - 12)
        try truncated.write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: PreferenceStoreError.self) { try store.loadChoice()?.preference }
        #expect(error?.kind == .unreadable)
        #expect(error?.location == path)
        #expect(error?.keptAside == path + ".corrupt")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".corrupt")) == truncated)

        try UserDefaultsPreferenceStore(suiteName: name, user: "bob").saveChoice(ThemeChoice(.dark))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".corrupt")) == truncated, "alice's data is still there")
    }
}
