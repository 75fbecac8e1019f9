import Foundation
public import Twilight

extension SystemAppearanceDetector {
    /// The appearance now and after every change, until the stream is dropped.
    ///
    /// Changes come from the portal's `SettingChanged` signal where the chain has a
    /// portal and one answers (the first answer may take the portal's start-up time): the
    /// value the signal carries is the portal's new answer, merged with what the other
    /// readers said last, so that a change costs no reading — except a colour scheme of "no
    /// preference", which leaves the scheme to the readers after the portal, read again
    /// then. Without a portal, every `pollInterval` the chain is read again.
    /// Schedules in the chain add a wake-up at each boundary. Only changes are
    /// delivered: the same appearance twice is sent once.
    public func changes(pollInterval: Duration = .seconds(2)) -> AsyncStream<SystemAppearance> {
        let (stream, continuation) = AsyncStream<SystemAppearance>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let detector = self
        let task = Task {
            // Unbounded: a signal's value must not be dropped for a later one of another key.
            let (triggers, trigger) = AsyncStream<Trigger>.makeStream()
            var helpers: [Task<Void, Never>] = []
            defer { for helper in helpers { helper.cancel() } }

            // Subscribe before the first reading, so that no change is missed between them.
            var connection: DBusConnection? = nil
            var signals: AsyncStream<(key: String, value: DBusValue)>? = nil
            if let portal = detector.readers.lazy.compactMap({ $0 as? PortalReader }).first,
                let address = portal.busAddress ?? detector.environment.variables["DBUS_SESSION_BUS_ADDRESS"],
                let bus = try? await DBusConnection.connect(address: address, timeout: detector.deadline)
            {
                connection = bus
                signals = try? await PortalSettings(connection: bus).appearanceChanges(timeout: detector.deadline)
            }
            helpers.append(
                Task { [signals, connection] in
                    // Signals count only if a portal answers (a bus without one never sends
                    // them); its first answer may take its start-up time, about a second.
                    if let signals, let connection,
                        (try? await PortalSettings(connection: connection).read("color-scheme", timeout: .seconds(3))) != nil
                    {
                        trigger.yield(.readAgain)  // the portal may have started with another answer
                        for await signal in signals { trigger.yield(.portalChanged(key: signal.key, value: signal.value)) }
                        trigger.yield(.readAgain)  // the bus went away: read again, then poll
                    }
                    while !Task.isCancelled {
                        try? await detector.clock.sleep(for: pollInterval)
                        trigger.yield(.readAgain)
                    }
                }
            )
            let schedules = detector.readers.compactMap { ($0 as? ScheduleReader) }
            if !schedules.isEmpty {
                helpers.append(
                    Task {
                        while !Task.isCancelled {
                            let now = Date()
                            guard let next = schedules.compactMap({ $0.schedule.nextChange(after: $0.now()) }).min() else { return }
                            try? await Task.sleep(for: .seconds(max(next.timeIntervalSince(now), 0) + 0.5))
                            trigger.yield(.readAgain)
                        }
                    }
                )
            }

            var readings = await detector.readings()
            var last = detector.merge(readings)
            continuation.yield(last)
            let portal = detector.readers.firstIndex { $0 is PortalReader }
            for await trigger in triggers {
                guard !Task.isCancelled else { break }
                var applied = false
                if case .portalChanged(let key, let value) = trigger, let portal, readings.indices.contains(portal) {
                    var answer = readings[portal] ?? PartialAppearance()
                    applied = PortalSettings.apply(key, value, to: &answer)
                    if applied { readings[portal] = answer }
                }
                if !applied { readings = await detector.readings() }
                let current = detector.merge(readings)
                if current != last {
                    last = current
                    continuation.yield(current)
                }
            }
            connection?.close()
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}

/// What makes the watcher look again: a reading of the whole chain, or the portal's new
/// value of one setting.
private enum Trigger: Sendable {
    case readAgain
    case portalChanged(key: String, value: DBusValue)
}

extension ThemeManager {
    /// Feeds `systemAppearance` from `detector` until the returned task is cancelled or
    /// the manager is gone: `manager.followSystemAppearance()`.
    @discardableResult
    public func followSystemAppearance(
        _ detector: SystemAppearanceDetector = SystemAppearanceDetector(),
        pollInterval: Duration = .seconds(2)
    ) -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            for await appearance in detector.changes(pollInterval: pollInterval) {
                guard let self else { return }
                self.systemAppearance = appearance
            }
        }
    }
}
