#if Vapor
import Foundation
import Twilight
public import Vapor
import TwilightUtilities

/// The appearance event streams (`GET /theme/events`) an application has open.
///
/// Vapor's server waits for open responses when it shuts down (up to its
/// `shutdownTimeout`, 10 s by default), and an event stream never ends by itself: call
/// ``finish()`` first to end them at once — it is also called when the application shuts
/// down.
///
/// ```swift
/// app.appearanceEventStreams.finish()
/// await app.server.shutdown()
/// ```
public final class AppearanceEventStreams: Sendable {
    private struct State {
        var open: [UUID: @Sendable () -> Void] = [:]
        var finished = false
    }
    private let state = LockedValue(State())

    init() {}

    /// Ends every open stream, and every stream opened from now on at once.
    public func finish() {
        let ends = state.withLock { state in
            state.finished = true
            defer { state.open = [:] }
            return Array(state.open.values)
        }
        for end in ends { end() }
    }

    /// Keeps `end` until ``remove(_:)``; `nil` (and `end` is not kept) once finished.
    func register(_ end: @escaping @Sendable () -> Void) -> UUID? {
        state.withLock { state in
            guard !state.finished else { return nil }
            let id = UUID()
            state.open[id] = end
            return id
        }
    }

    func remove(_ id: UUID) {
        _ = state.withLock { $0.open.removeValue(forKey: id) }
    }
}

extension Application {
    private struct EventStreamsKey: LockKey, StorageKey {
        typealias Value = AppearanceEventStreams
    }

    /// The appearance event streams this application has open.
    public var appearanceEventStreams: AppearanceEventStreams {
        locks.lock(for: EventStreamsKey.self).withLock {
            if let streams = storage[EventStreamsKey.self] { return streams }
            let streams = AppearanceEventStreams()
            storage[EventStreamsKey.self] = streams
            lifecycle.use(FinishEventStreams(streams: streams))
            return streams
        }
    }

    /// Ends the streams when the application shuts down.
    private struct FinishEventStreams: LifecycleHandler {
        let streams: AppearanceEventStreams
        func shutdownAsync(_ application: Application) async { streams.finish() }
    }
}
#endif
