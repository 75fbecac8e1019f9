import Testing
import Twilight
import TwilightApple

/// The decisions the UIKit / AppKit / SwiftUI glue applies, tested here because the glue
/// itself compiles only with Apple's SDKs.
@Suite("Apple glue: decisions")
@MainActor
struct AppleDecisionTests {
    @Test func traitsBecomeTheSystemAppearance() {
        let source = AppearanceSource("UITraitCollection")
        let dark = AppleTraits(interfaceStyle: .dark, increasedContrast: true, reduceMotion: true).systemAppearance(source: source)
        #expect(dark.colorScheme == .dark)
        #expect(dark.contrast == .high)
        #expect(dark.reducedMotion)
        #expect(dark.sources.colorScheme == source)
        let unknown = AppleTraits(interfaceStyle: .unspecified).systemAppearance(source: source)
        #expect(unknown.colorScheme == .unspecified)
        #expect(unknown.contrast == .normal)
        #expect(!unknown.reducedMotion)
    }

    @Test func theMacDefaultIsDarkOnlyWhenItSaysDark() {
        #expect(AppleTraits.interfaceStyle(appleInterfaceStyleDefault: "Dark") == .dark)
        #expect(AppleTraits.interfaceStyle(appleInterfaceStyleDefault: nil) == .light, "absent in light mode")
        #expect(AppleTraits.interfaceStyle(appleInterfaceStyleDefault: "Light") == .light)
    }

    @Test(
        arguments: [
            (nil, ToolkitAppearance.dark, false, nil),
            (.light, .dark, false, 0.3),
            (.system, .dark, false, 0.3),
            (.dark, .dark, false, nil),
            (.light, .dark, true, nil),
        ] as [(ToolkitAppearance?, ToolkitAppearance, Bool, Double?)]
    )
    func theWindowDissolvesForAChangeUnlessMotionIsReduced(old: ToolkitAppearance?, new: ToolkitAppearance, reduce: Bool, expected: Double?) {
        #expect(WindowCrossDissolve.duration(from: old, to: new, reduceMotion: reduce) == expected)
    }

    @Test func theDisplayClockRunsTheLinkOnlyWhileATransitionWaitsForFrames() {
        let clock = DisplayFrameClock { 100 }
        var linkStates: [Bool] = []
        clock.onNeedsFramesChange = { linkStates.append($0) }
        var frames: [Duration] = []
        let handle = clock.addFrameHandler { frames.append($0) }
        let second = clock.addFrameHandler { _ in }
        #expect(linkStates == [true], "the first handler starts the link, the second does not again")

        clock.displayDidRefresh(at: 100.0)
        clock.displayDidRefresh(at: 100.25)
        #expect(frames == [.seconds(100), .seconds(100.25)], "each frame at its link timestamp")

        handle.cancel()
        #expect(linkStates == [true])
        second.cancel()
        #expect(linkStates == [true, false], "the last handler gone pauses the link")
        clock.displayDidRefresh(at: 100.5)
        #expect(frames.count == 2)
    }

    @Test func aTransitionOnTheDisplayClockEndsOnItsFinalValuesWhenTheWindowLeavesTheScreen() {
        let clock = DisplayFrameClock { 10 }
        let manager = ThemeManager(frameClock: clock)
        manager.transition = .crossDissolve(duration: .milliseconds(300))
        let swatch = Swatch()
        swatch.theme(on: manager).level = ThemeProvider(light: 0, dark: 1)
        manager.preference = .dark
        clock.displayDidRefresh(at: 10.15)
        #expect(swatch.level > 0 && swatch.level < 1, "halfway: \(swatch.level)")

        clock.canDeliverFrames = false

        #expect(swatch.level == 1)
        #expect(!clock.needsFrames)
    }
}

@MainActor
final class Swatch: ThemeCompatible {
    var level: Double = 0
}
