import Foundation

/// Hands every value to every open ``stream()``: the one implementation of "a stream per
/// listener" that the manager, the stores, live tokens and the system watchers share. A slow
/// consumer keeps the newest values, so a listener that does not read costs a bounded amount.
package final class StreamBroadcast<Element: Sendable>: Sendable {
    private let streams = LockedValue<[UUID: AsyncStream<Element>.Continuation]>([:])
    private let kept: Int

    /// An empty broadcast whose streams keep at most `kept` values a consumer has not read.
    package init(keeping kept: Int = 64) {
        self.kept = max(1, kept)
    }

    /// A new stream of the values yielded from now on.
    package func stream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .bufferingNewest(kept))
        let id = UUID()
        streams.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in _ = self?.streams.withLock { $0.removeValue(forKey: id) } }
        return stream
    }

    /// Gives `value` to every open stream.
    package func yield(_ value: Element) {
        for continuation in streams.withLock({ Array($0.values) }) { continuation.yield(value) }
    }

    /// Ends every stream.
    package func finish() {
        for continuation in streams.withLock({ streams in
            defer { streams.removeAll() }
            return Array(streams.values)
        }) {
            continuation.finish()
        }
    }
}
