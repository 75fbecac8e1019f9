import Benchmark
import BenchmarkFixtures
import Foundation
import Twilight
import TwilightColor
import TwilightSystem

/// The tests' fake portal on a private bus of its own (`dbus-run-session`), started by the
/// benchmark that needs it — the benchmark tool starts this program more than once, to list
/// the benchmarks and to run each — and ended by its teardown. The portal exits when its
/// standard input ends, and the bus with it, so nothing outlives this program even if it
/// is killed.
final class FakePortal: Sendable {
    let address: String
    private let process: Process
    private let input: FileHandle

    /// The package's root folder.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Starts the portal in `mode` (see `IntegrationTests/portal/fake_portal.py`).
    init(mode: String) throws {
        let portal = Self.root.appending(path: "IntegrationTests/portal")
        let python = Self.root.appending(path: ".venv/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw FakePortalError(description: "\(python) is missing: run scripts/test.sh once, which sets up the venv with dbus-next")
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        process.arguments = [
            "--config-file=\(portal.appending(path: "private-bus.conf").path)", "--",
            python, portal.appending(path: "fake_portal.py").path, mode, "--on-input",
        ]
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

/// A manager following the fake portal, with a swatch bound to it.
@MainActor
final class Follower {
    let manager = ThemeManager(store: InMemoryPreferenceStore())
    let swatch = Swatch()
    let updates: AsyncStream<ThemeUpdate>
    private let following: Task<Void, Never>

    init(portal: FakePortal) {
        swatch.theme(on: manager).color = Palette.provider
        updates = manager.updates()
        following = manager.followSystemAppearance(
            SystemAppearanceDetector(readers: [AppearanceReaders.portal(busAddress: portal.address)])
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

    // What a system change costs now: the portal's signal carries the new value, which
    // the watcher merges with the other readers' last answers and the manager delivers.
    withPortal("normal", following: true, "Portal signal to a bound property", configuration: timed) { benchmark, portal, follower in
        guard let follower else { return benchmark.error("no follower") }
        let dark = await follower.isDark
        var heard = follower.updates.makeAsyncIterator()
        benchmark.startMeasurement()
        portal.toggle()
        while let update = await heard.next(), update.look.isDark == dark {}
        benchmark.stopMeasurement()
        let color = await follower.swatch.color
        if color != (dark ? Palette.light : Palette.dark) { benchmark.error("the bound swatch was not updated") }
    }

    // What every system change cost before the signal's value was used: the whole
    // standard chain read again (the portal over a new connection, a gsettings process,
    // GTK_THEME, kdeglobals).
    withPortal("normal", "Detect: the standard chain, portal answering", configuration: timed) { benchmark, portal, _ in
        let detector = SystemAppearanceDetector(
            readers: [
                AppearanceReaders.environment, AppearanceReaders.portal(busAddress: portal.address), AppearanceReaders.gsettings(),
                fallback, AppearanceReaders.kdeGlobals,
            ],
            environment: environment
        )
        for _ in benchmark.scaledIterations {
            blackHole(await detector.detect())
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
