import Benchmark
import BenchmarkFixtures
import Foundation
import TwilightColor
import TwilightTerminal

#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal whose other end never answers: a silent terminal.
func silentTerminal() -> TerminalDevice? {
    // /dev/ptmx with the Linux ioctls behind posix_openpt, unlockpt and ptsname.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
    let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
    guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0 else {
        return nil
    }
    let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    return slave >= 0 ? TerminalDevice(input: slave, output: slave) : nil
}

let benchmarks: @Sendable () -> Void = {
    let styles = frameStyles
    if let silent = silentTerminal() {
        silent.enterRawMode()
        Benchmark(
            "Background query against a silent terminal (deadline 100 ms)",
            configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 20)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(TerminalBackground.reading(of: silent, environment: [:], deadline: .milliseconds(100)))
            }
        }
    }
    for profile in [ColorProfile.trueColor, .ansi256, .ansi16] {
        Benchmark(
            "Render a 200×60 frame (\(profile))",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(frame(profile: profile, styles: styles))
            }
        }
    }
}
