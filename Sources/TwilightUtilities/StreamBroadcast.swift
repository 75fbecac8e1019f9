import Foundation

/// Hands every value to every open stream: the one implementation of "a stream per
/// listener" that the stores, live tokens and the D-Bus client share. Each stream keeps at
/// most a few values its consumer has not read (the newest), so a listener that does not read
/// costs a bounded amount — or, for a stream whose every value matters (the account stores'
/// changes, which caches apply one by one), all of them; a stream may take only the values it
/// selects.
package final class StreamBroadcast<Element: Sendable>: Sendable {
    private struct State {
        var listeners: [UUID: Listener] = [:]
        var closed = false
    }

    private struct Listener {
        let deliver: @Sendable (Element) -> Void
        let finish: @Sendable () -> Void
    }

    private let state = LockedValue(State())
    private let policy: Policy

    /// How much a stream keeps that its consumer has not read.
    package enum Policy: Sendable {
        /// The newest `count` values: a slow consumer misses older ones.
        case newest(Int)
        /// Every value: a consumer that stops reading holds what it has not read.
        case every
    }

    /// An empty broadcast whose streams keep at most `kept` values a consumer has not read.
    package convenience init(keeping kept: Int = 64) {
        self.init(policy: .newest(kept))
    }

    /// An empty broadcast whose streams keep what `policy` says.
    package init(policy: Policy) {
        self.policy = policy
    }

    /// A new stream of the values yielded from now on.
    package func stream() -> AsyncStream<Element> {
        stream { $0 }
    }

    /// A new stream of what `select` makes of each value yielded from now on (`nil`: the
    /// value is not for this stream). After ``close()`` the stream is already finished.
    package func stream<Output: Sendable>(_ select: @escaping @Sendable (Element) -> Output?) -> AsyncStream<Output> {
        let buffering: AsyncStream<Output>.Continuation.BufferingPolicy =
            switch policy {
            case .newest(let count): .bufferingNewest(max(1, count))
            case .every: .unbounded
            }
        let (stream, continuation) = AsyncStream.makeStream(of: Output.self, bufferingPolicy: buffering)
        let id = UUID()
        let listener = Listener(
            deliver: { value in
                if let output = select(value) { continuation.yield(output) }
            },
            finish: { continuation.finish() }
        )
        let closed = state.withLock { state in
            if !state.closed { state.listeners[id] = listener }
            return state.closed
        }
        if closed { continuation.finish() }
        continuation.onTermination = { [weak self] _ in _ = self?.state.withLock { $0.listeners.removeValue(forKey: id) } }
        return stream
    }

    /// How many streams are open.
    package var count: Int { state.withLock { $0.listeners.count } }

    /// Gives `value` to every open stream.
    package func yield(_ value: Element) {
        for listener in state.withLock({ Array($0.listeners.values) }) { listener.deliver(value) }
    }

    /// Ends every open stream; later streams work as before.
    package func finish() {
        end(closing: false)
    }

    /// Ends every open stream, and every later one at once: the source is gone for good.
    package func close() {
        end(closing: true)
    }

    private func end(closing: Bool) {
        let listeners = state.withLock { state in
            defer {
                state.listeners.removeAll()
                if closing { state.closed = true }
            }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }
}
