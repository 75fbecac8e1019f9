import Foundation
import Testing
import Twilight
import TwilightTestSupport

@testable import TwilightSystem

/// A reader that answers after a delay, or never (ignoring its deadline on purpose).
struct StubReader: AppearanceReader {
    var source: AppearanceSource
    var answer: PartialAppearance
    var delay: Duration = .zero
    var never = false
    /// Told when the reader answers.
    var answered: AsyncStream<Void>.Continuation? = nil

    func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        if never { try? await Task.sleep(for: .seconds(30)) }
        if delay > .zero { try? await Task.sleep(for: delay) }
        answered?.yield()
        return answer
    }
}

/// A reader that answers once the test opens its gate.
struct GatedReader: AppearanceReader {
    var source: AppearanceSource
    var answer: PartialAppearance
    var gate: AsyncStream<Void>

    func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        for await _ in gate { break }
        return answer
    }
}

/// The chain: precedence per field, and one deadline over everything.
@Suite struct DetectorTests {
    @Test func eachFieldComesFromTheFirstReaderThatKnowsIt() async {
        let detector = SystemAppearanceDetector(readers: [
            StubReader(source: .environment, answer: .nothing),
            StubReader(source: .portal, answer: PartialAppearance(colorScheme: .unspecified, contrast: .high)),
            StubReader(source: .gsettings, answer: PartialAppearance(colorScheme: .dark)),
            StubReader(source: .kdeglobals, answer: PartialAppearance(colorScheme: .light, reducedMotion: true)),
        ])
        let appearance = await detector.detect()
        #expect(appearance.colorScheme == .dark)
        #expect(appearance.sources.colorScheme == .gsettings)
        #expect(appearance.contrast == .high)
        #expect(appearance.sources.contrast == .portal)
        #expect(appearance.reducedMotion == true)
        #expect(appearance.sources.reducedMotion == .kdeglobals)
        #expect(appearance.sources.accentColor == .default)
    }

    @Test func noPreferenceIsUsedOnlyWhenNobodySaysMore() async {
        let detector = SystemAppearanceDetector(readers: [
            StubReader(source: .portal, answer: PartialAppearance(colorScheme: .unspecified)),
            StubReader(source: .gsettings, answer: .nothing),
        ])
        let appearance = await detector.detect()
        #expect(appearance.colorScheme == .unspecified)
        #expect(appearance.sources.colorScheme == .portal)
        #expect(await SystemAppearanceDetector(readers: []).detect() == .unknown)
    }

    @Test(.timeLimit(.minutes(1)))
    func aBetterSourceIsWaitedForWithinTheDeadline() async {
        let clock = ManualClock()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let (answers, answered) = AsyncStream<Void>.makeStream()
        let detector = SystemAppearanceDetector(
            readers: [
                GatedReader(source: .portal, answer: PartialAppearance(colorScheme: .dark), gate: gate),
                StubReader(source: .gsettings, answer: PartialAppearance(colorScheme: .light), answered: answered),
            ],
            deadline: .milliseconds(400),
            clock: clock
        )
        let detection = Task { await detector.detect() }
        for await _ in answers { break }  // gsettings said light
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(399))  // not yet the deadline
        open.yield()
        let appearance = await detection.value
        #expect(appearance.colorScheme == .dark, "it waited for the portal")
        #expect(appearance.sources.colorScheme == .portal)
    }

    @Test(.timeLimit(.minutes(1)))
    func aReaderThatNeverAnswersCostsAtMostTheDeadline() async {
        let clock = ManualClock()
        let detector = SystemAppearanceDetector(
            readers: [
                StubReader(source: .portal, answer: PartialAppearance(colorScheme: .dark), never: true),
                StubReader(source: .gsettings, answer: PartialAppearance(colorScheme: .light)),
            ],
            deadline: .milliseconds(400),
            clock: clock
        )
        let detection = Task { await detector.detect() }
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(400))
        let appearance = await detection.value
        #expect(appearance.colorScheme == .light)
        #expect(appearance.sources.colorScheme == .gsettings)
    }

    /// The clock never moves: only a settled answer can end the detection.
    @Test(.timeLimit(.minutes(1)))
    func aSettledAnswerReturnsBeforeTheDeadline() async {
        let detector = SystemAppearanceDetector(
            readers: [
                StubReader(
                    source: .environment,
                    answer: PartialAppearance(colorScheme: .dark, contrast: .normal, reducedMotion: false, accentColor: .some(nil))
                ),
                StubReader(source: .portal, answer: .nothing, never: true),
            ],
            deadline: .seconds(5),
            clock: ManualClock()
        )
        #expect(await detector.detect().sources.colorScheme == .environment)
    }

    @Test func theScheduleRanksWhereItIsPut() async {
        let night = ScheduleReader(schedule: NightSchedule(from: (0, 0), to: (23, 59)))
        let detector = SystemAppearanceDetector(readers: [
            StubReader(source: .environment, answer: .nothing), night,
            StubReader(source: .gsettings, answer: PartialAppearance(colorScheme: .light)),
        ])
        let appearance = await detector.detect()
        let expected: SystemColorScheme = night.schedule.isNight(at: Date()) ? .dark : .light
        #expect(appearance.colorScheme == expected)
        #expect(appearance.sources.colorScheme == .schedule)
    }

    @Test(.timeLimit(.minutes(1))) @MainActor func aManagerFollowsTheWatcher() async throws {
        let manager = ThemeManager(frameClock: ManualFrameClock())
        let detector = SystemAppearanceDetector(
            readers: [StubReader(source: .environment, answer: PartialAppearance(colorScheme: .dark))],
            clock: ManualClock()
        )
        let updates = manager.updates()
        let task = manager.followSystemAppearance(detector, pollInterval: .seconds(2))
        defer { task.cancel() }
        for await update in updates where update.look.style == .dark { break }
        #expect(manager.style == .dark)
        #expect(manager.systemAppearance.sources.colorScheme == .environment)
    }
}
