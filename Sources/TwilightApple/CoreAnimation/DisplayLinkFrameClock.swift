#if canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
public import QuartzCore
public import Twilight
#if canImport(UIKit)
public import UIKit
#elseif canImport(AppKit)
public import AppKit
#endif

/// A ``DisplayFrameClock`` on a `CADisplayLink`, running only while a transition does:
/// `CADisplayLink(target:selector:)` on iOS and tvOS, `NSView.displayLink(target:selector:)`
/// on macOS 14.
///
/// ```swift
/// let link = DisplayLinkFrameClock()            // macOS: DisplayLinkFrameClock(view: window.contentView!)
/// manager.frameClock = link.clock
/// ```
///
/// Not compiled by Twilight's CI (no Apple SDK there); the clock's logic is
/// ``DisplayFrameClock``, which is.
@MainActor
public final class DisplayLinkFrameClock: NSObject {
    /// The clock to give `frameClock`.
    public let clock = DisplayFrameClock()
    private var link: CADisplayLink?

    #if canImport(UIKit)
    /// Creates the clock and its (paused) display link on the main run loop.
    override public init() {
        super.init()
        attach(CADisplayLink(target: self, selector: #selector(refresh(_:))))
    }
    #elseif canImport(AppKit)
    /// Creates the clock on the display that shows `view`.
    public init(view: NSView) {
        super.init()
        attach(view.displayLink(target: self, selector: #selector(refresh(_:))))
    }
    #endif

    private func attach(_ link: CADisplayLink) {
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        self.link = link
        clock.onNeedsFramesChange = { [weak self] needed in self?.link?.isPaused = !needed }
    }

    /// Stops the display link for good (it retains its target until then).
    public func invalidate() {
        link?.invalidate()
        link = nil
    }

    @objc private func refresh(_ link: CADisplayLink) {
        clock.displayDidRefresh(at: link.timestamp)
    }
}
#endif
