#if canImport(QuartzCore) && (os(iOS) || os(tvOS) || os(macOS) || os(visionOS))
import Foundation
import QuartzCore
import Twilight
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// A `FrameClock` on a `CADisplayLink`, running only while a transition does:
/// `CADisplayLink(target:selector:)` on iOS, tvOS and Mac Catalyst,
/// `NSScreen.displayLink(target:selector:)` on macOS 14. The appearance controllers (and so
/// `themed(by:)`) give it to their manager unless the app chose a clock
/// (`ThemeManager.useDisplayClock(_:)`).
///
/// The link holds the clock weakly: the clock goes when the manager lets it go (another
/// clock set), and its link with it. No frames come while the app is in the background
/// (iOS) or fully hidden (macOS); a change made then applies at once and a running
/// transition ends on its final values.
///
/// Type-checked by `scripts/check-apple.sh` against Apple's SDKs, not by CI (no SDK there); its logic is `DisplayFrameClock`
/// and `DisplayRefreshForwarder`, which are.
@MainActor
final class DisplayLinkFrameClock: FrameClock {
    private let clock = DisplayFrameClock { CACurrentMediaTime() }
    private let link: LinkHolder
    private let notifications = NotificationObservers()

    #if os(macOS)
    /// Creates the clock on `screen`'s display; frames stop while the app is fully hidden.
    init(screen: NSScreen) {
        let target = LinkTarget()
        link = LinkHolder(screen.displayLink(target: target, selector: #selector(LinkTarget.refresh(_:))))
        attach(target)
        notifications.observe(NSApplication.didChangeOcclusionStateNotification) { [weak self] in
            self?.clock.canDeliverFrames = NSApp.occlusionState.contains(.visible)
        }
    }
    #else
    /// Creates the clock and its (paused) display link on the main run loop; frames stop
    /// while the app is in the background.
    init() {
        let target = LinkTarget()
        link = LinkHolder(CADisplayLink(target: target, selector: #selector(LinkTarget.refresh(_:))))
        attach(target)
        notifications.observe(UIApplication.didEnterBackgroundNotification) { [weak self] in
            self?.clock.canDeliverFrames = false
        }
        notifications.observe(UIApplication.willEnterForegroundNotification) { [weak self] in
            self?.clock.canDeliverFrames = true
        }
    }
    #endif

    private func attach(_ target: LinkTarget) {
        let link = link.link
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        target.forwarder = DisplayRefreshForwarder(to: clock) { link.invalidate() }
        clock.onNeedsFramesChange = { needed in link.isPaused = !needed }
    }

    deinit {
        let link = link
        Task { @MainActor in link.link.invalidate() }
    }

    /// The current time on the display's media clock.
    var now: Duration { clock.now }
    /// Whether the display delivers frames now.
    var canDeliverFrames: Bool { clock.canDeliverFrames }

    /// Calls `handler` on every display refresh until the handle is cancelled.
    func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Void) -> FrameHandlerHandle {
        clock.addFrameHandler(handler)
    }
}

/// The display link, handed from the clock's deinit to the main queue to be invalidated.
// @unchecked: the link is created, used and invalidated only on the main thread.
private final class LinkHolder: @unchecked Sendable {
    let link: CADisplayLink
    init(_ link: CADisplayLink) { self.link = link }
}

/// What the display link retains and calls: forwards to a clock it holds weakly.
@MainActor
private final class LinkTarget: NSObject {
    var forwarder: DisplayRefreshForwarder?

    @objc func refresh(_ link: CADisplayLink) {
        forwarder?.displayDidRefresh(at: link.timestamp)
    }
}
#endif
