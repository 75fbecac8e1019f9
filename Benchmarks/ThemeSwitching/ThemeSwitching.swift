import Benchmark
import BenchmarkFixtures
import Foundation
import Twilight
import TwilightColor

/// Switching the style with many live bindings, against three baselines measured in the
/// same run: (a) a strong loop assigning a precomputed value, (b) the same loop through
/// weak references, (c) one NotificationCenter post to as many observers.
///
/// Wall-clock figures are per switch (one iteration); divide by the binding count for
/// the cost per property.
let benchmarks: @Sendable () -> Void = {
    let switchConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 200
    )

    for count in [1_000, 10_000, 100_000] {
        Benchmark("Switch style, \(count) bindings", configuration: switchConfiguration) { benchmark async in
            await measureOnMainActor(benchmark, fixture: { BindingFixture.shared(count: count) }, run: { $0.toggle() })
        }
    }

    for count in [10_000, 100_000] {
        Benchmark("Switch style, \(count) bindings, direct setters", configuration: switchConfiguration) { benchmark async in
            await measureOnMainActor(benchmark, fixture: { BindingFixture.shared(count: count, direct: true) }, run: { $0.toggle() })
        }
    }

    // A second axis: the same 100 000 bindings to a table that names brands, switched by
    // style and by brand (the brand's switch should cost no more than the style's).
    Benchmark("Switch style, 100000 bindings, direct setters, brand table", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { BrandFixture.shared }, run: { $0.toggleStyle() })
    }
    Benchmark("Switch brand, 100000 bindings, direct setters", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { BrandFixture.shared }, run: { $0.toggleBrand() })
    }

    // One frame of a running cross-dissolve: every bound colour interpolated in OKLab and
    // written (the transition is long enough never to end during the benchmark).
    Benchmark("Transition frame, 10000 colour bindings", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { TransitionFixture.colours }, run: { $0.frame() })
    }
    Benchmark("Transition frame, a screen: 10000 bindings over 5 property types", configuration: switchConfiguration) {
        benchmark async in
        await measureOnMainActor(benchmark, fixture: { TransitionFixture.screen }, run: { $0.frame() })
    }

    Benchmark("Switch style, 100000 bindings + 100000 dead", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { BindingFixture.withDeadObjects }, run: { $0.toggle() })
    }

    Benchmark("Switch style, a screen: 10000 bindings over 5 property types, 100 providers", configuration: switchConfiguration) {
        benchmark async in
        await measureOnMainActor(benchmark, fixture: { ScreenFixture.shared }, run: { $0.toggle() })
    }
    Benchmark("Baseline: a screen's 10000 writes done directly", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { DirectScreenFixture.shared }, run: { $0.toggle() })
    }
    Benchmark("Switch style, 10000 typed-theme observers", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { TypedThemeFixture.shared }, run: { $0.toggle() })
    }
    Benchmark("Switch style, 10000 customizations", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { CustomizationFixture.shared }, run: { $0.toggle() })
    }
    Benchmark("Baseline (a): strong loop, 100000 objects", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { StrongFixture.shared }, run: { $0.toggle() })
    }

    Benchmark("Baseline (b): weak loop, 100000 objects", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { WeakFixture.shared }, run: { $0.toggle() })
    }

    Benchmark("Baseline (c): NotificationCenter, 100000 observers", configuration: switchConfiguration) {
        benchmark async in
        await measureOnMainActor(benchmark, fixture: { NotificationFixture.shared }, run: { $0.toggle() })
    }

    Benchmark(
        "Bind 100000 properties (memory per binding)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .custom("Resident bytes per binding", useScalingFactor: false)],
            // One cold iteration: later ones would reuse the memory the first one freed.
            warmupIterations: 0,
            scalingFactor: .one,
            maxDuration: .seconds(10),
            maxIterations: 1
        )
    ) { benchmark async in
        let swatches = await MainActor.run { (0..<100_000).map { _ in Swatch() } }
        let before = retainedHeapBytes()
        benchmark.startMeasurement()
        let manager = await MainActor.run {
            let manager = ThemeManager(frameClock: ManualFrameClock())
            for swatch in swatches { swatch.theme(on: manager).color = Palette.provider }
            return manager
        }
        benchmark.stopMeasurement()
        let bytes = (retainedHeapBytes() - before) / swatches.count
        benchmark.measurement(.custom("Resident bytes per binding", useScalingFactor: false), bytes)
        blackHole(manager)
        blackHole(swatches)
    }

    Benchmark("Baseline: main-actor hop alone", configuration: switchConfiguration) { benchmark async in
        await measureOnMainActor(benchmark, fixture: { NoWork() }, run: { _ in })
    }
}

/// Prepares a fixture on the main actor outside the measurement, then measures
/// `iterations` runs of `body` in one hop to the main actor (the hop's own cost is the
/// "main-actor hop alone" baseline).
func measureOnMainActor<Fixture: AnyObject>(
    _ benchmark: Benchmark,
    fixture: @escaping @MainActor () -> Fixture,
    run body: @escaping @MainActor (Fixture) -> Void
) async {
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { _ = fixture() }
    benchmark.startMeasurement()
    await MainActor.run {
        let prepared = fixture()
        for _ in 0..<iterations { body(prepared) }
    }
    benchmark.stopMeasurement()
}

final class NoWork {}

/// The process's resident memory in bytes, from `/proc/self/statm` (0 where it is missing).
func retainedHeapBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// `count` swatches with one bound colour each (written through the key path, or by the
/// direct setter when `direct`), and `dead` that were bound and died.
@MainActor
final class BindingFixture {
    let manager = ThemeManager(frameClock: ManualFrameClock())
    let swatches: [AnyObject]

    init(count: Int, dead: Int = 0, direct: Bool = false) {
        let manager = manager
        let bound: () -> AnyObject =
            direct
            ? {
                let swatch = DirectSwatch()
                swatch.theme(on: manager).color = Palette.provider
                return swatch
            }
            : {
                let swatch = Swatch()
                swatch.theme(on: manager).color = Palette.provider
                return swatch
            }
        swatches = (0..<count).map { _ in bound() }
        for _ in 0..<dead { _ = bound() }  // dies at once
        toggle()  // the first switch drops the dead
    }

    func toggle() {
        manager.preference = manager.style == .dark ? .light : .dark
    }

    private static var cache: [String: BindingFixture] = [:]
    static func shared(count: Int, direct: Bool = false) -> BindingFixture {
        let key = "\(count) \(direct)"
        if let fixture = cache[key] { return fixture }
        let fixture = BindingFixture(count: count, direct: direct)
        cache[key] = fixture
        return fixture
    }
    static let withDeadObjects = BindingFixture(count: 100_000, dead: 100_000)
}

/// 100 000 swatches bound (direct setters) to one colour per style and brand, under
/// the `ocean` or `forest` brand.
@MainActor
final class BrandFixture {
    let manager = ThemeManager(frameClock: ManualFrameClock())
    let swatches: [DirectSwatch]

    init() {
        let ocean: ThemeAxes = ["brand": "ocean"]
        let provider = ThemeProvider<RGBAColor>.readingLook { look in
            let fraction: Double? =
                switch look.axes["brand"] {
                case "ocean": look.isDark ? 0.8 : 0.2
                case "forest": look.isDark ? 0.7 : 0.3
                default: nil
                }
            return fraction.map { Palette.light.interpolated(to: Palette.dark, fraction: $0) } ?? (look.isDark ? Palette.dark : Palette.light)
        }
        let manager = manager
        manager.choice.axes = ocean
        swatches = (0..<100_000).map { _ in
            let swatch = DirectSwatch()
            swatch.theme(on: manager).color = provider
            return swatch
        }
    }

    func toggleStyle() {
        manager.preference = manager.style == .dark ? .light : .dark
    }

    func toggleBrand() {
        manager.choice.axes = ["brand": manager.choice.axes["brand"] == "ocean" ? "forest" : "ocean"]
    }

    static let shared = BrandFixture()
}

@MainActor
final class StrongFixture {
    let swatches = (0..<100_000).map { _ in Swatch() }
    var dark = false

    func toggle() {
        dark.toggle()
        let value = dark ? Palette.dark : Palette.light
        for swatch in swatches { swatch.color = value }
    }

    static let shared = StrongFixture()
}

@MainActor
final class WeakFixture {
    struct WeakSwatch {
        weak var swatch: Swatch?
    }
    let swatches = (0..<100_000).map { _ in Swatch() }
    let references: [WeakSwatch]
    var dark = false

    init() {
        references = swatches.map { WeakSwatch(swatch: $0) }
    }

    func toggle() {
        dark.toggle()
        let value = dark ? Palette.dark : Palette.light
        for index in references.indices { references[index].swatch?.color = value }
    }

    static let shared = WeakFixture()
}

/// Objects with a customization closure each, as JXTheme's `customization`.
@MainActor
final class CustomizationFixture {
    let manager = ThemeManager(frameClock: ManualFrameClock())
    let swatches = (0..<10_000).map { _ in Swatch() }

    init() {
        for swatch in swatches {
            swatch.theme(on: manager).customization = ThemeProvider { [weak swatch] style in
                swatch?.color = style == .dark ? Palette.dark : Palette.light
            }
        }
    }

    func toggle() {
        manager.preference = manager.style == .dark ? .light : .dark
    }

    static let shared = CustomizationFixture()
}
