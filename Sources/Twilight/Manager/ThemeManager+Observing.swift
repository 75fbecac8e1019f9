extension ThemeManager {
    /// Calls `handler` with the new style after every change, until the returned token
    /// is released or cancelled.
    ///
    /// The handler is not called for the current style; read ``style`` for that.
    ///
    /// ```swift
    /// let token = manager.observe { style in log("style is now \(style)") }
    /// ```
    public func observe(_ handler: @escaping @MainActor (ThemeStyle) -> Void) -> ThemeObservationToken {
        let observer = ClosureObserver(owner: nil) { _, style in handler(style) }
        let token = ThemeObservationToken(ending: observer)
        add(observer, applyingNow: false)
        return token
    }

    /// Calls `handler` with `owner` and the new style after every change, for as long as
    /// `owner` is alive. The manager holds `owner` weakly and passes it back, so the
    /// handler need not capture it (no retain cycle).
    ///
    /// ```swift
    /// manager.observe(owner: self) { screen, style in screen.redraw(for: style) }
    /// ```
    public func observe<Owner: AnyObject>(
        owner: Owner,
        _ handler: @escaping @MainActor (Owner, ThemeStyle) -> Void
    ) {
        let observer = ClosureObserver(owner: owner) { owner, style in
            if let owner = owner as? Owner { handler(owner, style) }
        }
        add(observer, applyingNow: false)
    }

    /// An async sequence of styles: the current style first, then each new style after
    /// a change. It ends when the consumer stops iterating; a slow consumer sees the
    /// newest styles (older ones beyond a small buffer are dropped).
    ///
    /// ```swift
    /// for await style in manager.styleUpdates() { render(style) }
    /// ```
    public func styleUpdates() -> AsyncStream<ThemeStyle> {
        let (stream, continuation) = AsyncStream.makeStream(of: ThemeStyle.self, bufferingPolicy: .bufferingNewest(16))
        continuation.yield(style)
        add(StreamSubscriber(continuation: continuation), applyingNow: false)
        return stream
    }
}
