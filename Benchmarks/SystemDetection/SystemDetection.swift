import Benchmark
import BenchmarkFixtures
import Foundation
import Twilight
import TwilightColor
import TwilightSystem

/// The tests' fake portal on a private bus of its own, started by the benchmark that needs
/// it — the benchmark tool starts this program more than once, to list the benchmarks and to
/// run each — and ended by its teardown. The portal ends, and its bus with it, when its
/// standard input ends, so nothing outlives this program even if it is killed.
final class FakePortal: Sendable {
    let address: String
    private let process: Process
    private let input: FileHandle

    /// Starts the portal in `mode` (see `IntegrationTests/portal/fake_portal.py`).
    init(mode: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let python = root.appending(path: ".venv/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw FakePortalError(description: "\(python) is missing: scripts/test.sh sets up the venv with dbus-next")
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root.appending(path: "IntegrationTests/portal/fake_portal.py").path, mode, "--benchmark"]
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        self.input = input.fileHandleForWriting
        let reader = output.fileHandleForReading
        guard try Self.line(from: reader) == "ready" else { throw FakePortalError(description: "the fake portal did not start") }
        address = try Self.line(from: reader)
    }

    /// Makes the portal switch between dark and light and send `SettingChanged`.
    func toggle() {
        input.write(Data("\n".utf8))
    }

    /// Ends the portal, and with it its bus.
    func stop() {
        try? input.close()
        process.waitUntilExit()
    }

    private static func line(from handle: FileHandle) throws -> String {
        var bytes: [UInt8] = []
        while let byte = try handle.read(upToCount: 1)?.first, byte != 0x0A { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

struct FakePortalError: Error, CustomStringConvertible {
    var description: String
}

/// A manager following the standard chain of readers with the fake portal in it, with a
/// swatch bound to it. After the portal, `GTK_THEME` says light.
@MainActor
final class Follower {
    let manager = ThemeManager(store: InMemoryPreferenceStore())
    let swatch = Swatch()
    let updates: AsyncStream<ThemeUpdate>
    private let following: Task<Void, Never>

    init(portal: FakePortal) {
        swatch.theme(on: manager).color = Palette.provider
        updates = manager.updates()
        let readers = [
            AppearanceReaders.environment, AppearanceReaders.portal(busAddress: portal.address), AppearanceReaders.gsettings(),
            AppearanceReaders.gtkThemeVariable, AppearanceReaders.kdeGlobals,
        ]
        following = manager.followSystemAppearance(
            SystemAppearanceDetector(readers: readers, environment: DetectionEnvironment(variables: ["GTK_THEME": "Adwaita"]))
        )
    }

    var isDark: Bool { manager.look.isDark }

    func stop() { following.cancel() }
}

/// What the benchmark running now has started: its portal, and a follower if it needs one.
actor Running {
    static let shared = Running()
    private(set) var portal: FakePortal?
    private(set) var follower: Follower?

    func start(_ mode: String, following: Bool) async throws {
        let portal = try FakePortal(mode: mode)
        self.portal = portal
        guard following else { return }
        let follower = await Follower(portal: portal)
        self.follower = follower
        // The portal starts dark: wait until the manager has heard it.
        var heard = follower.updates.makeAsyncIterator()
        while await !follower.isDark, await heard.next() != nil {}
    }

    func stop() async {
        await follower?.stop()
        portal?.stop()
        (portal, follower) = (nil, nil)
    }
}

/// A benchmark with the fake portal in `mode` running while it does, and a follower if
/// `following`.
func withPortal(
    _ mode: String,
    following: Bool = false,
    _ name: String,
    configuration: Benchmark.Configuration,
    _ body: @escaping @Sendable (Benchmark, FakePortal, Follower?) async -> Void
) {
    Benchmark(
        name,
        configuration: configuration,
        closure: { benchmark in
            guard let portal = await Running.shared.portal else { return benchmark.error("no fake portal") }
            await body(benchmark, portal, await Running.shared.follower)
        },
        setup: { try await Running.shared.start(mode, following: following) },
        teardown: { await Running.shared.stop() }
    )
}

let benchmarks: @Sendable () -> Void = {
    let fallback = AppearanceReaders.gtkThemeVariable
    let environment = DetectionEnvironment(variables: ["GTK_THEME": "Adwaita:dark"])
    let timed = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5))

    // A system change, from the portal's signal to a property bound to the manager that
    // follows it, timed both ways the watcher hears one: with the value the signal carries
    // (merged with the other readers' last answers), and — for a colour scheme of "no
    // preference", which leaves the scheme to the readers after the portal — by reading the
    // whole chain again, as it did for every signal before (the portal over a new
    // connection, a gsettings process, GTK_THEME, kdeglobals).
    for (mode, name) in [("normal", "the signal's value"), ("unsets", "the chain read again")] {
        withPortal(mode, following: true, "Portal signal to a bound property: \(name)", configuration: timed) { benchmark, portal, follower in
            guard let follower else { return benchmark.error("no follower") }
            var heard = follower.updates.makeAsyncIterator()
            // The portal's switch from dark is timed; its way back to dark is not.
            if await !follower.isDark {
                portal.toggle()
                while let update = await heard.next(), !update.look.isDark {}
            }
            benchmark.startMeasurement()
            portal.toggle()
            while let update = await heard.next(), update.look.isDark {}
            benchmark.stopMeasurement()
            if await follower.swatch.color != Palette.light { benchmark.error("the bound swatch was not updated") }
        }
    }

    withPortal("no-readone", "Detect: portal answering (Read fallback, 4 keys)", configuration: timed) { benchmark, portal, _ in
        let detector = SystemAppearanceDetector(
            readers: [AppearanceReaders.portal(busAddress: portal.address), fallback],
            environment: environment
        )
        for _ in benchmark.scaledIterations {
            blackHole(await detector.detect())
        }
    }

    withPortal(
        "never-reply",
        "Detect: portal never answers (deadline 100 ms)",
        configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 30)
    ) { benchmark, portal, _ in
        let detector = SystemAppearanceDetector(
            readers: [AppearanceReaders.portal(busAddress: portal.address), fallback],
            environment: environment
        )
        for _ in benchmark.scaledIterations {
            blackHole(await detector.detect())
        }
    }
}
