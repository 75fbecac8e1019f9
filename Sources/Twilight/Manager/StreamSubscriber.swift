/// Feeds an `AsyncStream` of styles until its consumer goes away.
@MainActor
final class StreamSubscriber: ThemeSubscriber {
    let continuation: AsyncStream<ThemeStyle>.Continuation

    init(continuation: AsyncStream<ThemeStyle>.Continuation) {
        self.continuation = continuation
    }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        if delivery.previousLook == nil { return true }  // a refresh, not a change
        if case .terminated = continuation.yield(delivery.look.style) { return false }
        return true
    }
}
