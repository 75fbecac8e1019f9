extension ThemeManager {
    /// Calls `handler` with each update — a new look, or a new choice — until the returned
    /// token is released or cancelled. The closure idiom: for code that reacts to a change
    /// (a log line, a redraw of something no binding reaches).
    ///
    /// The handler is not called for what is in force now; read ``look`` and ``choice``
    /// for that.
    ///
    /// ```swift
    /// let token = manager.observe { update in log("now \(update.look), chosen \(update.choice)") }
    /// ```
    public func observe(_ handler: @escaping @MainActor (ThemeUpdate) -> Void) -> ThemeObservationToken {
        let observer = ClosureObserver(owner: nil) { _, update in handler(update) }
        let token = ThemeObservationToken(ending: observer)
        add(observer, applyingNow: false)
        return token
    }

    /// The same closure observation, held by `owner` instead of a token: `handler` gets
    /// `owner` and each update for as long as `owner` is alive. The manager holds `owner`
    /// weakly and passes it back, so the handler need not capture it (no retain cycle).
    ///
    /// ```swift
    /// manager.observe(owner: self) { screen, update in screen.redraw(for: update.look) }
    /// ```
    public func observe<Owner: AnyObject>(
        owner: Owner,
        _ handler: @escaping @MainActor (Owner, ThemeUpdate) -> Void
    ) {
        let observer = ClosureObserver(owner: owner) { owner, update in
            if let owner = owner as? Owner { handler(owner, update) }
        }
        add(observer, applyingNow: false)
    }

    /// The async-sequence idiom: what is in force now first, then each update. It ends
    /// when the consumer stops iterating; a slow consumer sees the newest updates (older
    /// ones beyond a small buffer are dropped).
    ///
    /// ```swift
    /// for await update in manager.updates() { render(update.look) }
    /// ```
    public func updates() -> AsyncStream<ThemeUpdate> {
        let (stream, continuation) = AsyncStream.makeStream(of: ThemeUpdate.self, bufferingPolicy: .bufferingNewest(16))
        continuation.yield(ThemeUpdate(look: look, choice: choice))
        add(StreamSubscriber(continuation: continuation), applyingNow: false)
        return stream
    }
}
