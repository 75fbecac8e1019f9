import Testing
import TwilightColor

@testable import Twilight

@Suite("Transitions")
@MainActor
struct TransitionTests {
    func animatedSetup(curve: TimingCurve = .linear) -> (ThemeManager, ManualFrameClock, Label) {
        let clock = ManualFrameClock()
        let manager = makeManager(clock: clock)
        manager.transition = Transition(duration: .milliseconds(300), curve: curve)
        let label = Label()
        label.theme(on: manager).textColor = ThemeProvider(light: .black, dark: .white)
        label.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.5)
        label.theme(on: manager).font = ThemeProvider(light: Font(name: "L", size: 1), dark: Font(name: "D", size: 1))
        return (manager, clock, label)
    }

    @Test func framesMoveValuesFromOldToNewAndEndExactly() {
        let (manager, clock, label) = animatedSetup()
        manager.preference = .dark
        #expect(label.textColor == .black, "the change starts where the value is")
        #expect(label.font.name == "D", "values that cannot interpolate switch at once")
        clock.advance(by: .milliseconds(150))
        #expect(abs(label.opacity - 0.75) < 1e-9)
        #expect(abs(label.textColor.oklab.l - 0.5) < 1e-6)
        clock.advance(by: .milliseconds(150))
        #expect(label.textColor == .white)
        #expect(label.opacity == 0.5)
        #expect(!clock.hasFrameHandlers, "the clock is released when done")
    }

    /// Found by the model test: a property rebound mid-transition kept moving to the old
    /// provider's value and ended there, overwriting the new binding.
    @Test func aPropertyReboundMidTransitionKeepsItsNewValueWhileTheOthersMoveOn() {
        let (manager, clock, label) = animatedSetup()
        manager.preference = .dark
        clock.advance(by: .milliseconds(150))
        label.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.2)
        #expect(label.opacity == 0.2, "the new binding applies at once")
        clock.advance(by: .milliseconds(75))
        #expect(label.opacity == 0.2, "and no frame moves it back")
        #expect(label.textColor != .white, "the other properties still move")
        clock.advance(by: .milliseconds(75))
        #expect(label.opacity == 0.2)
        #expect(label.textColor == .white)
    }

    /// An override set mid-transition: the frames settle first, so none of them overwrites
    /// the overridden values with the style they had.
    @Test func anOverrideSetMidTransitionStands() {
        let (manager, clock, label) = animatedSetup()
        manager.preference = .dark
        clock.advance(by: .milliseconds(150))
        label.theme(on: manager).overrideStyle = .light
        clock.advance(by: .milliseconds(300))
        #expect(label.textColor == .black)
        #expect(label.opacity == 1)
    }

    /// A clock whose window is hidden: it can deliver no frames.
    final class HiddenWindowClock: FrameClock {
        var now: Duration { .zero }
        var canDeliverFrames: Bool { false }
        var added = 0
        func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Void) -> FrameHandlerHandle {
            added += 1
            return FrameHandlerHandle {}
        }
    }

    @Test func aChangeWhenNoFramesCanComeAppliesAtOnce() {
        let clock = HiddenWindowClock()
        let manager = ThemeManager(store: InMemoryPreferenceStore(), systemAppearance: SystemAppearance(colorScheme: .light), frameClock: clock)
        manager.transition = Transition(duration: .milliseconds(300), curve: .linear)
        let label = Label()
        label.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.5)
        manager.preference = .dark
        #expect(label.opacity == 0.5)
        #expect(clock.added == 0, "no frame handler waits for frames that never come")
    }

    @Test func aChangeMidAnimationContinuesFromWhereTheValuesAre() {
        let (manager, clock, label) = animatedSetup()
        manager.preference = .dark
        clock.advance(by: .milliseconds(150))  // opacity 0.75
        manager.preference = .light
        #expect(abs(label.opacity - 0.75) < 1e-9, "no jump back to the start")
        clock.advance(by: .milliseconds(150))
        #expect(abs(label.opacity - 0.875) < 1e-9, "halfway from 0.75 to 1")
        clock.advance(by: .milliseconds(150))
        #expect(label.opacity == 1)
        #expect(label.textColor == .black)
    }

    @Test func reducedMotionMakesChangesInstant() {
        let (manager, clock, label) = animatedSetup()
        manager.systemAppearance.reducedMotion = true
        manager.preference = .dark
        #expect(label.opacity == 0.5 && label.textColor == .white)
        #expect(!clock.hasFrameHandlers)
    }

    @Test func transitionNoneIsInstant() {
        let (manager, clock, label) = animatedSetup()
        manager.transition = .none
        manager.preference = .dark
        #expect(label.opacity == 0.5)
        #expect(!clock.hasFrameHandlers)
    }

    @Test func easingCurvesFollowCSSCubicBezier() {
        #expect(TimingCurve.linear(0.3) == 0.3)
        #expect(TimingCurve.easeInOut(0.5) > 0.49 && TimingCurve.easeInOut(0.5) < 0.51)
        #expect(TimingCurve.easeIn(0.25) < 0.25)
        #expect(TimingCurve.easeOut(0.25) > 0.25)
        // CSS ease-in-out at 25% time is about 12.9% progress.
        #expect(abs(TimingCurve.easeInOut(0.25) - 0.1291) < 0.001)
    }

    @Test func aDeadObjectMidAnimationIsSimplySkipped() {
        let clock = ManualFrameClock()
        let manager = makeManager(clock: clock)
        manager.transition = .crossDissolve()
        var label: Label? = Label()
        label!.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0)
        manager.preference = .dark
        label = nil
        clock.advance(by: .milliseconds(400))
        #expect(!clock.hasFrameHandlers)
    }

    /// Bindings of one provider share their interpolation only while they share both
    /// ends: one that starts elsewhere, or that an override sends elsewhere, keeps its own.
    @Test func bindingsOfOneProviderEachMoveFromTheirOwnValueToTheirOwnTarget() {
        let clock = ManualFrameClock()
        let manager = makeManager(clock: clock)
        manager.transition = Transition(duration: .milliseconds(300), curve: .linear)
        let provider = ThemeProvider<Double>(light: 1, dark: 0.5, other: 0)
        let labels = (0..<4).map { _ in Label() }
        for label in labels { label.theme(on: manager).opacity = provider }
        labels[1].opacity = 0.2  // moved by hand since it was bound
        manager.setOverrideStyle(.sepia, for: labels[2])  // set at once: an override is not animated
        manager.preference = .dark
        clock.advance(by: .milliseconds(150))
        #expect(abs(labels[0].opacity - 0.75) < 1e-9)
        #expect(abs(labels[1].opacity - 0.35) < 1e-9, "from its own value")
        #expect(labels[2].opacity == 0, "its override's value stays")
        #expect(abs(labels[3].opacity - 0.75) < 1e-9)
        clock.advance(by: .milliseconds(150))
        #expect(labels.map(\.opacity) == [0.5, 0.5, 0, 0.5])
    }

    /// A colour that may be absent (GTK's widget colours) animates when both ends are set.
    @Test func optionalColoursAnimateAndAbsentOnesJumpHalfway() {
        final class Box: ThemeCompatible {
            var tint: RGBAColor? = nil
            var other: RGBAColor? = nil
        }
        let clock = ManualFrameClock()
        let manager = makeManager(clock: clock)
        let box = Box()
        box.theme(on: manager).tint = ThemeProvider(light: RGBAColor.black, dark: .white)
        box.theme(on: manager).other = ThemeProvider(light: nil, dark: .white)
        manager.transition = Transition(duration: .milliseconds(300), curve: .linear)
        manager.preference = .dark
        clock.advance(by: .milliseconds(90))
        #expect(abs((box.tint?.oklab.l ?? 0) - 0.3) < 1e-6)
        #expect(box.other == nil, "no colour to start from: it jumps halfway")
        clock.advance(by: .milliseconds(90))
        #expect(box.other == .white)
        clock.advance(by: .milliseconds(120))
        #expect(box.tint == .white)
    }

    /// A transition's frames (colours converted to OKLab once for all of them) give the
    /// values `interpolated(to:fraction:)` gives, ends exactly, for plain and optional colours.
    @Test func framesMatchInterpolated() throws {
        let from = try RGBAColor(hex: "#1c1c1e")
        let to = try RGBAColor(hex: "#f4ecd8cc")
        let interpolate = try #require(Interpolation.interpolator(from: from, to: to))
        let optional = try #require(Interpolation.interpolator(from: RGBAColor?.some(from), to: to))
        for fraction in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(interpolate(fraction) == from.interpolated(to: to, fraction: fraction))
            #expect(optional(fraction) == from.interpolated(to: to, fraction: fraction))
        }
        #expect(interpolate(0) == from)
        #expect(interpolate(1) == to)
        #expect(Interpolation.interpolator(from: RGBAColor?.none, to: to)?(0.75) == to)
        #expect(Interpolation.interpolator(from: 4.0, to: 8)?(0.25) == 5)
        #expect(Interpolation.interpolator(from: "a", to: "b") == nil)
    }

    /// What the Apple appearance controllers do with the display's clock: it replaces the
    /// timer a manager starts with, and nothing the app chose (nor a first scene's clock).
    @Test func aDisplayClockReplacesOnlyTheTimerTheManagerStartsWith() {
        let manager = ThemeManager()
        let display = ManualFrameClock()
        manager.useDisplayClock { display }
        #expect(manager.frameClock === display)
        var madeAgain = 0
        manager.useDisplayClock {
            madeAgain += 1
            return ManualFrameClock()
        }
        #expect(manager.frameClock === display, "a second scene's controller keeps the first clock")
        #expect(madeAgain == 0, "no display link is made to be thrown away")

        let chosen = ManualFrameClock()
        let tested = ThemeManager(frameClock: chosen)
        tested.useDisplayClock { ManualFrameClock() }
        #expect(tested.frameClock === chosen)
    }
}
