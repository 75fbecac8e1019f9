import Benchmark
import TwilightColor
import TwilightTerminal

/// A full 200×60 frame as the demo draws one: every row positioned, fitted to the width
/// and styled (a different colour pair every few rows, so colour reduction is exercised).
func frame(profile: ColorProfile, styles: [ResolvedTerminalStyle]) -> String {
    var text = "\u{1B}[H"
    for row in 0..<60 {
        text += "\u{1B}[\(row + 1);1H"
        text += styles[row % styles.count].render(TextLayout.fitted("  Row \(row)   Current choice   Dark ✓", to: 200), profile: profile)
    }
    return text
}

let benchmarks: @Sendable () -> Void = {
    let styles = (0..<6).map { index in
        ResolvedTerminalStyle(
            foreground: RGBAColor(OKLCHColor(l: 0.9 - Double(index) * 0.05, c: 0.05, h: Double(index) * 60)),
            background: RGBAColor(OKLCHColor(l: 0.15 + Double(index) * 0.02, c: 0.02, h: 250)),
            attributes: index == 0 ? .bold : [])
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
