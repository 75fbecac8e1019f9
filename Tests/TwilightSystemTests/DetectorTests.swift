import Foundation
import Testing
import Twilight
@testable import TwilightSystem

/// A reader that answers after a delay, or never (ignoring its deadline on purpose).
struct StubReader: AppearanceReader {
    var source: AppearanceSource
    var answer: PartialAppearance
    var delay: Duration = .zero
    var never = false

    func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        if never { try? await Task.sleep(for: .seconds(30)) }
        if delay > .zero { try? await Task.sleep(for: delay) }
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

    @Test func aReaderThatNeverAnswersCostsAtMostTheDeadline() async {
        let detector = SystemAppearanceDetector(readers: [
            StubReader(source: .portal, answer: PartialAppearance(colorScheme: .dark), never: true),
            StubReader(source: .gsettings, answer: PartialAppearance(colorScheme: .light), delay: .milliseconds(5)),
        ], deadline: .milliseconds(400))
        let start = ContinuousClock.now
        let appearance = await detector.detect()
        let elapsed = ContinuousClock.now - start
        #expect(appearance.colorScheme == .light)
        #expect(appearance.sources.colorScheme == .gsettings)
        #expect(elapsed >= .milliseconds(390), "it waited for the better source until the deadline")
        #expect(elapsed < .milliseconds(900), "\(elapsed)")
    }

    @Test func aSettledAnswerReturnsBeforeTheDeadline() async {
        let detector = SystemAppearanceDetector(readers: [
            StubReader(source: .environment, answer: PartialAppearance(colorScheme: .dark, contrast: .normal, reducedMotion: false, accentColor: .some(nil))),
            StubReader(source: .portal, answer: .nothing, never: true),
        ], deadline: .seconds(5))
        let start = ContinuousClock.now
        #expect(await detector.detect().sources.colorScheme == .environment)
        #expect(ContinuousClock.now - start < .seconds(1))
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

    @Test @MainActor func aManagerFollowsTheWatcher() async throws {
        let manager = ThemeManager(frameClock: ManualFrameClock())
        let detector = SystemAppearanceDetector(readers: [StubReader(source: .environment, answer: PartialAppearance(colorScheme: .dark))])
        let task = manager.followSystemAppearance(detector, pollInterval: .milliseconds(20))
        defer { task.cancel() }
        for _ in 0..<100 where manager.style != .dark { try await Task.sleep(for: .milliseconds(10)) }
        #expect(manager.style == .dark)
        #expect(manager.systemAppearance.sources.colorScheme == .environment)
    }
}
