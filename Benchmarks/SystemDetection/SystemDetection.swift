import Benchmark
import Foundation
import Twilight
import TwilightSystem

/// Starts a private bus with the tests' fake portal in `mode`; both end on their own
/// after two minutes (`timeout`), so nothing outlives the run.
func startBus(portalMode: String) -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let config = root.appending(path: "Tests/TwilightSystemTests/Support/private-bus.conf").path
    let daemon = Process()
    daemon.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    daemon.arguments = ["120", "dbus-daemon", "--config-file=\(config)", "--nofork", "--print-address=1"]
    let output = Pipe()
    daemon.standardOutput = output
    try! daemon.run()
    var line = Data()
    while let byte = try? output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 0x0A { line.append(first) }
    let address = String(decoding: line, as: UTF8.self)
    let portal = Process()
    portal.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    portal.arguments = [
        "120", root.appending(path: ".venv/bin/python").path, root.appending(path: "Tests/TwilightSystemTests/Support/fake_portal.py").path,
        portalMode,
    ]
    portal.environment = ["DBUS_SESSION_BUS_ADDRESS": address]
    let ready = Pipe()
    portal.standardOutput = ready
    try! portal.run()
    _ = try? ready.fileHandleForReading.read(upToCount: 6)
    return address
}

let benchmarks: @Sendable () -> Void = {
    let answering = startBus(portalMode: "no-readone")
    let silent = startBus(portalMode: "never-reply")
    let fallback = AppearanceReaders.gtkThemeVariable
    let environment = DetectionEnvironment(variables: ["GTK_THEME": "Adwaita:dark"])

    Benchmark(
        "Detect: portal answering (Read fallback, 4 keys)",
        configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5))
    ) { benchmark in
        let detector = SystemAppearanceDetector(
            readers: [AppearanceReaders.portal(busAddress: answering), fallback],
            deadline: .milliseconds(100),
            environment: environment
        )
        for _ in benchmark.scaledIterations {
            blackHole(await detector.detect())
        }
    }

    Benchmark(
        "Detect: portal never answers (deadline 100 ms)",
        configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 30)
    ) { benchmark in
        let detector = SystemAppearanceDetector(
            readers: [AppearanceReaders.portal(busAddress: silent), fallback],
            deadline: .milliseconds(100),
            environment: environment
        )
        for _ in benchmark.scaledIterations {
            blackHole(await detector.detect())
        }
    }
}
