package import Twilight

/// A `FrameClock` driven by a display's refresh callbacks: `CADisplayLink` on
/// iOS and tvOS, `NSView.displayLink(target:selector:)` on macOS. The platform glue calls
/// ``displayDidRefresh(at:)`` on every frame and starts or pauses its link when
/// ``onNeedsFramesChange`` says so, so the link runs only while a transition does.
///
/// ``now`` reads the clock the link's timestamps come from (`CACurrentMediaTime()` for
/// Core Animation), not the last refresh: the link is paused between transitions, so
/// its last timestamp is stale when the next one starts.
@MainActor
package final class DisplayFrameClock: FrameClock {
    private var handlers = FrameHandlers()
    private let currentTime: @MainActor () -> Double

    /// Called with `true` when the first frame handler is added (start the link) and with
    /// `false` when the last one goes (pause it).
    package var onNeedsFramesChange: (@MainActor (Bool) -> Void)?

    /// Whether the display can deliver frames now. The glue sets `false` when the window
    /// leaves the screen or the app the foreground (a link does not fire then), which ends
    /// every running transition on its final values; a change made meanwhile applies at once.
    package var canDeliverFrames = true {
        didSet {
            guard !canDeliverFrames else { return }
            handlers.finishAll()  // each transition ends and removes its handler
        }
    }

    /// Creates a clock reading `currentTime`, in seconds on the timeline of the link's
    /// timestamps; set ``onNeedsFramesChange`` before use.
    package init(currentTime: @escaping @MainActor () -> Double) {
        self.currentTime = currentTime
    }

    /// The current time on the link's timeline.
    package var now: Duration { .seconds(currentTime()) }

    /// Whether any transition is waiting for frames.
    package var needsFrames: Bool { !handlers.isEmpty }

    /// Registers a frame handler; the first one starts the link.
    package func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Void) -> FrameHandlerHandle {
        let wasIdle = handlers.isEmpty
        let id = handlers.add(handler)
        if wasIdle { onNeedsFramesChange?(true) }
        return FrameHandlerHandle { [weak self] in
            guard let self, !self.handlers.isEmpty else { return }
            self.handlers.remove(id)
            if self.handlers.isEmpty { self.onNeedsFramesChange?(false) }
        }
    }

    /// One display refresh: `timestamp` is the link's `timestamp` (seconds on the media
    /// clock). Every handler registered now is called with it.
    package func displayDidRefresh(at timestamp: Double) {
        let time = Duration.seconds(timestamp)
        for handler in handlers.snapshot { handler(time) }
    }
}
