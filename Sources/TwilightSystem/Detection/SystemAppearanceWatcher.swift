import Foundation
public import Twilight

extension SystemAppearanceDetector {
    /// The appearance now and after every change, until the stream is dropped.
    ///
    /// Changes come from the portal's `SettingChanged` signal where the chain has a
    /// portal and one answers (the first answer may take the portal's start-up time);
    /// otherwise every `pollInterval` the chain is read again.
    /// Schedules in the chain add a wake-up at each boundary. Only changes are
    /// delivered: the same appearance twice is sent once.
    public func changes(pollInterval: Duration = .seconds(2)) -> AsyncStream<SystemAppearance> {
        let (stream, continuation) = AsyncStream<SystemAppearance>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let detector = self
        let task = Task {
            let (triggers, trigger) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
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
                        trigger.yield()  // the portal may have started with another answer
                        for await _ in signals { trigger.yield() }
                        trigger.yield()  // the bus went away: read again, then poll
                    }
                    while !Task.isCancelled {
                        try? await detector.clock.sleep(for: pollInterval)
                        trigger.yield()
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
                            trigger.yield()
                        }
                    }
                )
            }

            var last = await detector.detect()
            continuation.yield(last)
            for await _ in triggers {
                guard !Task.isCancelled else { break }
                let current = await detector.detect()
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
