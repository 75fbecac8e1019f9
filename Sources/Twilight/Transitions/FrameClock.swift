/// A source of animation frames, injected into `ThemeManager.frameClock`.
///
/// The manager uses a timer by default; TwilightApple's appearance controllers give it one
/// on the display's refresh, TwilightGTK's `attach(to:)` a window's frame clock, and
/// `ManualFrameClock` moves only when a test says so. Conform to it to drive transitions
/// from another toolkit's frames.
///
/// Most apps set only `ThemeManager.transition` and never see a frame. An app sets a clock
/// when its frames come from somewhere Twilight does not know (a game loop, another
/// toolkit), and a test steps a transition by hand with `ManualFrameClock`.
@MainActor
public protocol FrameClock: AnyObject {
    /// The current time on this clock's own monotonic timeline.
    var now: Duration { get }
    /// Whether frames can come now. A clock on a window that is hidden or gone answers
    /// `false`, and a change then applies at once instead of waiting for frames that
    /// never arrive. The default is `true`.
    var canDeliverFrames: Bool { get }
    /// Calls `handler` with ``now`` on every frame until the returned handle is cancelled.
    ///
    /// A clock that stops being able to deliver frames (its window is hidden or
    /// destroyed) calls each handler once more with `endOfTime`, so that
    /// every running transition ends on its final values.
    func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Void) -> FrameHandlerHandle
}

extension FrameClock {
    /// Frames can always come, unless the clock says otherwise.
    public var canDeliverFrames: Bool { true }
}

/// Cancels a frame handler registered with `FrameClock.addFrameHandler(_:)`.
@MainActor
public final class FrameHandlerHandle {
    private var onCancel: (() -> Void)?

    /// Creates a handle that runs `onCancel` once when cancelled: what a clock of your own
    /// returns from `FrameClock.addFrameHandler(_:)`.
    public init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the handler; later frames do not call it.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}

/// Frame handlers keyed by registration: the bookkeeping every ``FrameClock`` needs, for
/// clocks here and in front-ends (GTK tick callbacks).
@MainActor
package struct FrameHandlers {
    private var handlers: [(id: Int, handler: @MainActor (Duration) -> Void)] = []
    private var nextID = 0

    /// An empty list.
    package init() {}

    /// Whether no handler is registered.
    package var isEmpty: Bool { handlers.isEmpty }

    /// Registers `handler`; returns the id to ``remove(_:)`` it with.
    package mutating func add(_ handler: @escaping @MainActor (Duration) -> Void) -> Int {
        nextID += 1
        handlers.append((nextID, handler))
        return nextID
    }

    /// Removes the handler registered under `id`.
    package mutating func remove(_ id: Int) {
        handlers.removeAll { $0.id == id }
    }

    /// The handlers to call for one frame (a snapshot, so handlers may cancel themselves).
    package var snapshot: [@MainActor (Duration) -> Void] { handlers.map(\.handler) }

    /// A time after the end of every transition: the last frame a clock gives its
    /// handlers when no more frames can come.
    package static let endOfTime = Duration.seconds(1 << 40)

    /// Calls every handler once with ``endOfTime``, so that each transition finishes now.
    package func finishAll() {
        for handler in snapshot { handler(Self.endOfTime) }
    }
}

/// A clock that moves only when told to: frames are deterministic in tests.
///
/// ```swift
/// import Twilight
///
/// let clock = ManualFrameClock()
/// let manager = ThemeManager(frameClock: clock)
/// manager.transition = .crossDissolve()
/// manager.preference = .dark
/// clock.advance(by: .milliseconds(150))   // halfway
/// ```
@MainActor
public final class ManualFrameClock: FrameClock {
    /// The current time, starting at zero.
    public private(set) var now: Duration = .zero
    private var handlers = FrameHandlers()

    /// Creates a clock at time zero.
    public init() {}

    public func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Void) -> FrameHandlerHandle {
        let id = handlers.add(handler)
        return FrameHandlerHandle { [weak self] in self?.handlers.remove(id) }
    }

    /// Moves time forward and delivers one frame at the new time.
    public func advance(by interval: Duration) {
        now += interval
        for handler in handlers.snapshot { handler(now) }
    }

    /// Whether any frame handler is registered (an animation is running).
    public var hasFrameHandlers: Bool { !handlers.isEmpty }
}

/// A clock that delivers frames from a timer on the main actor, about 60 per second
/// by default. It runs only while some handler is registered.
@MainActor
package final class TimerFrameClock: FrameClock {
    /// The time between frames.
    package let interval: Duration
    private let clock = ContinuousClock()
    private let epoch: ContinuousClock.Instant
    private var handlers = FrameHandlers()
    private var timer: Task<Void, Never>?

    /// Creates a clock that ticks every `interval`.
    package init(interval: Duration = .milliseconds(16)) {
        self.interval = interval
        self.epoch = clock.now
    }

    package var now: Duration { clock.now - epoch }

    package func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Void) -> FrameHandlerHandle {
        let id = handlers.add(handler)
        startIfNeeded()
        return FrameHandlerHandle { [weak self] in
            guard let self else { return }
            handlers.remove(id)
            if handlers.isEmpty {
                timer?.cancel()
                timer = nil
            }
        }
    }

    private func startIfNeeded() {
        guard timer == nil else { return }
        timer = Task { [weak self, interval] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self, !Task.isCancelled else { return }
                let now = self.now
                for handler in handlers.snapshot { handler(now) }
            }
        }
    }
}
