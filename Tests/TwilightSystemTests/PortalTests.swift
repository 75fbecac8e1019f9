import Foundation
import Testing
import Twilight
import TwilightColor
import TwilightTestSupport

@testable import TwilightSystem

/// Against a real `dbus-daemon`, with a fake portal (Python dbus-next) that misbehaves
/// on purpose. The fallback stands for the next source in the chain.
///
/// The detector's own clock is a manual one that never moves, so only the portal reader's
/// deadline can end a detection whose portal is silent: a reader that waited longer would
/// hang the test into its time limit. No assertion reads the wall clock.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PortalTests {
    static let fallback = StubReader(source: .gsettings, answer: PartialAppearance(colorScheme: .light))

    func detect(on address: String, deadline: Duration = .milliseconds(100)) async -> SystemAppearance {
        let detector = SystemAppearanceDetector(
            readers: [PortalReader(busAddress: address), Self.fallback],
            deadline: deadline,
            environment: DetectionEnvironment(variables: [:]),
            clock: ManualClock()
        )
        return await detector.detect()
    }

    @Test func aWorkingPortalGivesEveryFieldAndItsChanges() async throws {
        guard let bus = try PrivateBus(), let portal = try startFakePortal("normal", on: bus.address) else { return }
        defer {
            portal.stop()
            bus.stop()
        }
        let appearance = await detect(on: bus.address, deadline: .seconds(2))
        #expect(appearance.colorScheme == .dark)
        #expect(appearance.contrast == .high)
        #expect(appearance.reducedMotion)
        #expect(appearance.accentColor == RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
        #expect(appearance.sources == .all(.portal))

        // The portal switches to light a second after the first read, with SettingChanged.
        let connection = try await DBusConnection.connect(address: bus.address, timeout: .seconds(2))
        let changes = try await PortalSettings(connection: connection).appearanceChanges(timeout: .seconds(2))
        var iterator = changes.makeAsyncIterator()
        let change = await iterator.next()
        #expect(change?.key == "color-scheme")
        #expect(change?.value == .uint32(2))
    }

    /// A `SettingChanged` signal carries the portal's new value: the watcher merges it with
    /// what the other readers said last and reads none of them again (every signal used to
    /// run the whole chain: a new D-Bus connection and a `gsettings` process).
    @Test func aSignalsValueIsUsedWithoutReadingTheChainAgain() async throws {
        guard let bus = try PrivateBus(), let portal = try startFakePortal("normal", on: bus.address) else { return }
        defer {
            portal.stop()
            bus.stop()
        }
        let (reads, counter) = AsyncStream<Void>.makeStream()
        var fallback = Self.fallback
        fallback.answered = counter
        let detector = SystemAppearanceDetector(
            readers: [PortalReader(busAddress: bus.address), fallback],
            deadline: .seconds(2),
            environment: DetectionEnvironment(variables: [:]),
            clock: ManualClock()
        )
        var changes = detector.changes(pollInterval: .seconds(3600)).makeAsyncIterator()
        #expect(await changes.next()?.colorScheme == .dark)
        let changed = await changes.next()
        #expect(changed?.colorScheme == .light, "the portal's signal, a second after its first read")
        #expect(changed?.sources.colorScheme == .portal)
        counter.finish()
        var count = 0
        for await _ in reads { count += 1 }
        #expect(count == 2, "the first reading and the one once the portal first answered; none for the signal")
    }

    @Test func aPortalThatNeverRepliesCostsOnlyTheDeadline() async throws {
        guard let bus = try PrivateBus(), let portal = try startFakePortal("never-reply", on: bus.address) else { return }
        defer {
            portal.stop()
            bus.stop()
        }
        let appearance = await detect(on: bus.address)
        #expect(appearance.colorScheme == .light)
        #expect(appearance.sources.colorScheme == .gsettings)
    }

    @Test func aValueOfTheWrongTypeIsIgnored() async throws {
        guard let bus = try PrivateBus(), let portal = try startFakePortal("wrong-type", on: bus.address) else { return }
        defer {
            portal.stop()
            bus.stop()
        }
        let appearance = await detect(on: bus.address, deadline: .seconds(2))
        #expect(appearance.colorScheme == .light)
        #expect(appearance.sources.colorScheme == .gsettings)
        #expect(appearance.sources.contrast == .portal)  // the other keys were fine
    }

    @Test func withoutReadOneTheDeprecatedReadIsUsed() async throws {
        guard let bus = try PrivateBus(), let portal = try startFakePortal("no-readone", on: bus.address) else { return }
        defer {
            portal.stop()
            bus.stop()
        }
        let appearance = await detect(on: bus.address, deadline: .seconds(2))
        #expect(appearance.colorScheme == .dark)
        #expect(appearance.sources.colorScheme == .portal)
    }

    @Test func aBusWithoutAPortalFallsThroughAtOnce() async throws {
        guard let bus = try PrivateBus() else { return }
        defer { bus.stop() }
        // A deadline far beyond the time limit: only ServiceUnknown coming back at once
        // lets the detection end.
        let appearance = await detect(on: bus.address, deadline: .seconds(600))
        #expect(appearance.sources.colorScheme == .gsettings)
    }

    @Test func noBusAtAll() async {
        let appearance = await detect(on: "unix:path=/nonexistent/twilight-bus", deadline: .seconds(600))
        #expect(appearance.sources.colorScheme == .gsettings)
        await #expect(throws: DBusError.self) { try await DBusConnection.connect(address: nil, timeout: .milliseconds(50)) }
    }

    @Test func aBusThatAcceptsAndStallsCostsOnlyTheDeadline() async throws {
        let path = scratchFile("stall", suffix: "socket")
        let server = try StallingSocket(path: path)
        defer { server.close() }
        let appearance = await detect(on: "unix:path=\(path)")
        #expect(appearance.sources.colorScheme == .gsettings)
        await #expect(throws: DBusError.timedOut) { try await DBusConnection.connect(address: "unix:path=\(path)", timeout: .milliseconds(50)) }
    }
}
