import Foundation
import Twilight

/// Hands every value to every open ``stream()``: the bookkeeping the stores need for their
/// change streams and resumption signals. A slow consumer keeps the newest values.
public final class StreamBroadcast<Element: Sendable>: Sendable {
    private let streams = LockedValue<[UUID: AsyncStream<Element>.Continuation]>([:])
    private let kept: Int

    /// An empty broadcast whose streams keep at most `kept` values a consumer has not read.
    public init(keeping kept: Int = 64) {
        self.kept = max(1, kept)
    }

    /// A new stream of the values yielded from now on.
    public func stream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .bufferingNewest(kept))
        let id = UUID()
        streams.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in _ = self?.streams.withLock { $0.removeValue(forKey: id) } }
        return stream
    }

    /// Gives `value` to every open stream.
    public func yield(_ value: Element) {
        for continuation in streams.withLock({ Array($0.values) }) { continuation.yield(value) }
    }

    /// Ends every stream.
    public func finish() {
        for continuation in streams.withLock({ streams in
            defer { streams.removeAll() }
            return Array(streams.values)
        }) {
            continuation.finish()
        }
    }
}

/// The broadcast of an ``AccountPreferenceStore``'s saved changes.
public typealias AccountChangeBroadcast = StreamBroadcast<AccountPreferenceChange>
