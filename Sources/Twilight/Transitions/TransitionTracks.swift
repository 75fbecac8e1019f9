/// One value moving during a transition.
@MainActor
class TransitionTrack {
    /// Sets the value for eased progress `fraction` (`0...1`).
    func step(_ fraction: Double) {}

    /// Stops moving the values of `object`: of the property at `keyPath`, or of every
    /// property with `nil`. A write outside the transition has set them, and its frames
    /// must not overwrite it.
    func stop(_ object: AnyObject, keyPath: AnyKeyPath?) {}
}

/// The tracks collected while delivering one animated change.
@MainActor
final class TransitionTracks {
    private(set) var tracks: [TransitionTrack] = []
    var isEmpty: Bool { tracks.isEmpty }

    func append(_ track: TransitionTrack) { tracks.append(track) }
}

/// A typed theme moving from the theme last applied to the new one.
@MainActor
final class ThemeTrack<Target: Themeable, Root>: TransitionTrack {
    weak var observer: ThemeableObserver<Target, Root>?
    let target: Target.Theme
    let interpolate: (Double) -> Target.Theme

    init?(observer: ThemeableObserver<Target, Root>, from: Target.Theme, target: Target.Theme) {
        guard let interpolate = Interpolation.interpolator(from: from, to: target) else { return nil }
        self.observer = observer
        self.target = target
        self.interpolate = interpolate
    }

    override func step(_ fraction: Double) {
        observer?.apply(fraction >= 1 ? target : interpolate(fraction))
    }
}

/// A running transition: steps its tracks on each frame until the duration has passed,
/// then sets every value exactly to its target.
@MainActor
final class ActiveTransition {
    private let tracks: [TransitionTrack]
    private let transition: Transition
    private let start: Duration
    private var handle: FrameHandlerHandle?
    private let onFinish: (ActiveTransition) -> Void

    init(
        tracks: TransitionTracks,
        transition: Transition,
        clock: any FrameClock,
        onFinish: @escaping (ActiveTransition) -> Void
    ) {
        self.tracks = tracks.tracks
        self.transition = transition
        self.start = clock.now
        self.onFinish = onFinish
        guard clock.canDeliverFrames else {
            // No frames will come (a hidden window): end on the final values at once.
            step(1)
            isFinished = true
            return
        }
        step(0)
        handle = clock.addFrameHandler { [weak self] now in self?.frame(at: now) }
    }

    /// Whether the values have reached their end.
    private(set) var isFinished = false

    private func frame(at now: Duration) {
        let progress = min(max((now - start) / transition.duration, 0), 1)
        step(progress >= 1 ? 1 : transition.curve(progress))
        if progress >= 1 {
            handle?.cancel()
            handle = nil
            isFinished = true
            onFinish(self)
        }
    }

    /// Steps every track to `fraction`.
    private func step(_ fraction: Double) {
        for track in tracks { track.step(fraction) }
    }

    /// Stops moving the values of `object` (of the property at `keyPath`, or all of them):
    /// they have just been written without animation (a binding replaced, a refresh), and
    /// the write stands.
    func stop(_ object: AnyObject, keyPath: AnyKeyPath?) {
        guard handle != nil else { return }
        for track in tracks { track.stop(object, keyPath: keyPath) }
    }

    /// Sets every value to its end at once and stops: what is re-applied next starts from
    /// the settled values (an override set, or everything refreshed, mid-transition).
    func finish() {
        guard handle != nil else { return }
        step(1)
        cancel()
        isFinished = true
    }

    /// Stops where the values are now (a new change starts from there).
    func cancel() {
        handle?.cancel()
        handle = nil
    }
}
