/// Feeds an `AsyncStream` of updates until its consumer goes away.
@MainActor
final class StreamSubscriber: ThemeSubscriber {
    let continuation: AsyncStream<ThemeUpdate>.Continuation

    init(continuation: AsyncStream<ThemeUpdate>.Continuation) {
        self.continuation = continuation
    }

    override var hearsChoiceChanges: Bool { true }

    override func deliver(_ delivery: StyleDelivery) -> Bool {
        if delivery.previousLook == nil { return true }  // a refresh, not a change
        if case .terminated = continuation.yield(delivery.update) { return false }
        return true
    }
}
