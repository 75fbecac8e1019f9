import Foundation
import Twilight

/// Hands every change to every open ``AccountPreferenceStore/changes()`` stream: the
/// bookkeeping both stores need. A slow consumer keeps the newest changes (64 at most).
public final class AccountChangeBroadcast: Sendable {
    private let streams = LockedValue<[UUID: AsyncStream<AccountPreferenceChange>.Continuation]>([:])

    /// An empty broadcast.
    public init() {}

    /// A new stream of the changes yielded from now on.
    public func stream() -> AsyncStream<AccountPreferenceChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: AccountPreferenceChange.self, bufferingPolicy: .bufferingNewest(64))
        let id = UUID()
        streams.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in _ = self?.streams.withLock { $0.removeValue(forKey: id) } }
        return stream
    }

    /// Gives `change` to every open stream.
    public func yield(_ change: AccountPreferenceChange) {
        for continuation in streams.withLock({ Array($0.values) }) { continuation.yield(change) }
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
