public import Twilight

/// A `FrameClock` driven by a display's refresh callbacks: `CADisplayLink` on
/// iOS and tvOS, `NSView.displayLink(target:selector:)` on macOS. The platform glue calls
/// ``displayDidRefresh(at:)`` on every frame and starts or pauses its link when
/// ``onNeedsFramesChange`` says so, so the link runs only while a transition does.
@MainActor
public final class DisplayFrameClock: FrameClock {
    private var handlers = FrameHandlers()
    private var firstTimestamp: Double?
    private var lastTimestamp: Double = 0

    /// Called with `true` when the first frame handler is added (start the link) and with
    /// `false` when the last one goes (pause it).
    public var onNeedsFramesChange: (@MainActor (Bool) -> Void)?

    /// Whether the display can deliver frames now; the glue sets `false` when the window
    /// leaves the screen, which ends every running transition on its final values.
    public var canDeliverFrames = true {
        didSet {
            guard !canDeliverFrames else { return }
            handlers.finishAll()  // each transition ends and removes its handler
        }
    }

    /// Creates a clock; set ``onNeedsFramesChange`` before use.
    public init() {}

    /// Time since the first refresh this clock saw.
    public var now: Duration {
        guard let firstTimestamp else { return .zero }
        return .seconds(lastTimestamp - firstTimestamp)
    }

    /// Whether any transition is waiting for frames.
    public var needsFrames: Bool { !handlers.isEmpty }

    /// Registers a frame handler; the first one starts the link.
    public func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Void) -> FrameHandlerHandle {
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
    /// clock). Every handler registered now is called with ``now``.
    public func displayDidRefresh(at timestamp: Double) {
        if firstTimestamp == nil { firstTimestamp = timestamp }
        lastTimestamp = max(lastTimestamp, timestamp)
        for handler in handlers.snapshot { handler(now) }
    }
}
