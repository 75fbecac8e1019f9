/// The target a display link calls, holding its clock weakly.
///
/// A `CADisplayLink` retains its target until it is invalidated, so a link whose target is
/// the clock keeps the clock alive for ever. The glue gives the link this forwarder
/// instead: while the clock lives each refresh reaches it; once the clock is gone the
/// first refresh stops the link (the `stopLink` closure invalidates it), and the link, the
/// forwarder and nothing else go with it.
@MainActor
package final class DisplayRefreshForwarder {
    /// The clock refreshes go to; `nil` once it is freed.
    package private(set) weak var clock: DisplayFrameClock?
    /// Stops the link for good; called once, on the first refresh after the clock is gone.
    private var stopLink: (@MainActor () -> Void)?

    /// A forwarder to `clock`; `stopLink` invalidates the display link.
    package init(to clock: DisplayFrameClock, stopLink: @escaping @MainActor () -> Void) {
        self.clock = clock
        self.stopLink = stopLink
    }

    /// One refresh of the link: forwarded to the clock, or the link stopped if the clock
    /// is gone.
    package func displayDidRefresh(at timestamp: Double) {
        if let clock {
            clock.displayDidRefresh(at: timestamp)
        } else if let stop = stopLink {
            stopLink = nil
            stop()
        }
    }
}
