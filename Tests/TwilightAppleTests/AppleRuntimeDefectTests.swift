import Testing
import Twilight
import TwilightApple

/// The run-time defects of the Apple glue found when it was first compiled, each tested
/// through the platform-neutral part that now decides it.
@Suite("Apple glue: run-time defects")
@MainActor
struct AppleRuntimeDefectTests {
    /// A media clock the test moves, as `CACurrentMediaTime()` moves on a device.
    final class MediaTime {
        var seconds = 1_000.0
    }

    @Test func aSecondTransitionAfterAPauseStartsFromItsBeginningNotItsEnd() {
        let time = MediaTime()
        let clock = DisplayFrameClock { time.seconds }
        let manager = ThemeManager(frameClock: clock)
        manager.transition = .crossDissolve(duration: .milliseconds(300))
        let swatch = Swatch()
        swatch.theme(on: manager).level = ThemeProvider(light: 0, dark: 1)

        manager.preference = .dark
        for _ in 0..<30 {  // half a second of frames: the first transition ends
            time.seconds += 1.0 / 60
            clock.displayDidRefresh(at: time.seconds)
        }
        #expect(swatch.level == 1)
        #expect(!clock.needsFrames, "the link is paused")

        time.seconds += 5  // five seconds with the link paused, then a change
        manager.preference = .light
        time.seconds += 1.0 / 60
        clock.displayDidRefresh(at: time.seconds)

        #expect(swatch.level > 0.9, "the first frame of the second change is near its start, not its end: \(swatch.level)")
        #expect(clock.needsFrames)
    }

    @Test func aChangeWhileTheWindowCannotShowFramesAppliesAtOnceAndTheNextOneAnimates() {
        let time = MediaTime()
        let clock = DisplayFrameClock { time.seconds }
        var linkRunning = false
        clock.onNeedsFramesChange = { linkRunning = $0 }
        let manager = ThemeManager(frameClock: clock)
        manager.transition = .crossDissolve(duration: .milliseconds(300))
        let swatch = Swatch()
        swatch.theme(on: manager).level = ThemeProvider(light: 0, dark: 1)

        clock.canDeliverFrames = false  // the window went off screen: the link will not fire
        manager.preference = .dark
        #expect(swatch.level == 1, "applied at once, not left on its first frame")
        #expect(!linkRunning)

        clock.canDeliverFrames = true
        manager.preference = .light
        #expect(linkRunning)
        time.seconds += 0.15
        clock.displayDidRefresh(at: time.seconds)
        #expect(swatch.level > 0 && swatch.level < 1, "on screen again, a change animates: \(swatch.level)")
    }

    /// A stand-in for `CADisplayLink`: it holds its target strongly until invalidated.
    @MainActor
    final class RetainingLink {
        var target: DisplayRefreshForwarder?
        var invalidated = false
        func fire(at time: Double) { target?.displayDidRefresh(at: time) }
    }

    @Test func theLinkDoesNotKeepTheClockAliveAndStopsOnceItIsGone() {
        let link = RetainingLink()
        weak var freed: DisplayFrameClock?
        var frames = 0
        do {
            let clock = DisplayFrameClock { 0 }
            freed = clock
            link.target = DisplayRefreshForwarder(to: clock) { [link] in link.invalidated = true }
            let handle = clock.addFrameHandler { _ in frames += 1 }
            link.fire(at: 1)
            handle.cancel()
        }
        #expect(frames == 1, "refreshes reach the clock while it lives")
        #expect(freed == nil, "the link's target does not retain the clock")
        #expect(!link.invalidated)
        link.fire(at: 2)
        #expect(link.invalidated, "the first refresh after the clock is gone stops the link")
    }

    @Test func snapshotFlipsInTheBackgroundDoNotReachTheManager() {
        let manager = ThemeManager()
        let feed = SystemTraitsFeed(manager: manager, source: AppearanceSource("UITraitCollection"))
        feed.traitsDidChange(AppleTraits(interfaceStyle: .dark))
        #expect(manager.style == .dark)
        var seen: [ThemeStyle] = []
        let token = manager.observe { seen.append($0.look.style) }

        feed.sceneDidEnterBackground()
        feed.traitsDidChange(AppleTraits(interfaceStyle: .light))  // the light snapshot
        feed.traitsDidChange(AppleTraits(interfaceStyle: .dark))
        #expect(manager.style == .dark)
        #expect(seen.isEmpty, "no change announced for the snapshots")

        feed.sceneWillEnterForeground(with: AppleTraits(interfaceStyle: .light))  // changed while away
        #expect(manager.style == .light)
        #expect(seen == [.light])
        _ = token
    }

    @Test func aDynamicColourTableAnswersForTheStyleItIsGivenOnAnyThread() async {
        let sepia: ThemeStyle = "sepia"
        let table = StyleTable(ThemeProvider([.light: 1, .dark: 2, sepia: 3], default: 0), styles: [sepia])
        let answers = await Task.detached {  // off the main actor, as UIKit may resolve it
            [
                table.value(for: sepia, interfaceIsDark: false), table.value(for: .dark, interfaceIsDark: false),
                table.value(for: nil, interfaceIsDark: true), table.value(for: "unknown", interfaceIsDark: false),
            ]
        }.value
        #expect(answers == [3, 2, 2, 1])
    }
}

/// The defects of issue 45's first part, through the platform-neutral part that decides each.
@Suite("Apple glue: what the app set is the app's, and key-value coding never raises")
@MainActor
struct AppleOwnershipAndBindingTests {
    // Window styles (`overrideUserInterfaceStyle`): the controller follows the manager only
    // where the app has not set a window's style itself.

    enum Style { case unspecified, light, dark }

    @Test func theControllerFollowsTheManagerOnAWindowNobodySet() {
        var setting = OwnedSetting<Style>()
        #expect(setting.follow(.dark, current: .unspecified, free: .unspecified) == .dark)
        #expect(setting.follow(.light, current: .dark, free: .unspecified) == .light, "its own last write")
    }

    @Test func aWindowStyleTheAppSetIsNeverOverwritten() {
        var setting = OwnedSetting<Style>()
        #expect(setting.follow(.dark, current: .light, free: .unspecified) == nil, "the app's own .light")
        #expect(setting.follow(.dark, current: .unspecified, free: .unspecified) == .dark)
        // The app sets the window light after Twilight made it dark: kept from then on.
        #expect(setting.follow(.dark, current: .light, free: .unspecified) == nil)
        #expect(setting.follow(.unspecified, current: .light, free: .unspecified) == nil)
    }

    // A view's interface-style trait override: clearing Twilight's gives back the app's.

    @Test func clearingAnOverrideGivesBackTheAppsOwnInterfaceStyle() {
        var setting = OwnedSetting<Style?>()
        #expect(setting.take(.dark, current: .light) == .dark, "the app had overridden it to light")
        #expect(setting.take(.light, current: .dark) == .light, "a second override keeps the app's as the one before")
        #expect(setting.release(current: .light) == .some(.light), "back to the app's light, not removed")
    }

    @Test func clearingAnOverrideWhereTheAppHadNoneRemovesIt() {
        var setting = OwnedSetting<Style?>()
        _ = setting.take(.dark, current: nil)
        #expect(setting.release(current: .dark) == .some(nil), "removed: there was no override before")
    }

    @Test func clearingAnOverrideKeepsAnInterfaceStyleTheAppSetMeanwhile() {
        var setting = OwnedSetting<Style?>()
        _ = setting.take(.dark, current: nil)
        #expect(setting.release(current: .light) == nil, "the app set light since: left as it is")
    }

    @Test func ownedSettingsEndWithTheirObjects() {
        let settings = OwnedSettings<Style>()
        var window: Swatch? = Swatch()
        var setting = settings[window!]
        _ = setting.take(.dark, current: .unspecified)
        settings[window!] = setting
        #expect(settings[window!].holds(.dark))
        #expect(settings.count == 1)
        window = nil
        #expect(settings.count == 0)
        let other = Swatch()
        #expect(!settings[other].holds(.dark), "a new object starts with nothing held")
    }

    // Objective-C bindings: refused up front instead of an exception at bind time or at the
    // next change.

    @Test func aKeyTheObjectDoesNotHaveIsRefused() throws {
        let refusal = try #require(
            KeyValueBinding.refusal(keyPath: "textColour", missingKey: "textColour", isScalar: false, values: ["light", "dark"], styles: .standard)
        )
        #expect(refusal.contains("'textColour'") && refusal.contains("NSUnknownKeyException"))
    }

    @Test func aScalarWithoutAValueForEveryStyleIsRefusedNamingTheStylesLeft() throws {
        let styles = ThemeStyles(["light", "dark", "sepia", "dimmed"], dark: ["dark", "dimmed"])
        let refusal = try #require(
            KeyValueBinding.refusal(keyPath: "alpha", missingKey: nil, isScalar: true, values: ["dark"], styles: styles)
        )
        #expect(refusal.contains("'light'") && refusal.contains("'sepia'"))
        #expect(!refusal.contains("'dimmed'"), "dimmed is dark: the dark value covers it")
    }

    @Test func aScalarWithLightAndDarkOrEveryStyleIsBound() {
        let styles = ThemeStyles(["light", "dark", "sepia"])
        #expect(KeyValueBinding.refusal(keyPath: "alpha", missingKey: nil, isScalar: true, values: ["light", "dark"], styles: styles) == nil)
        #expect(
            KeyValueBinding.refusal(keyPath: "alpha", missingKey: nil, isScalar: true, values: ["light", "dark", "sepia"], styles: styles) == nil
        )
        #expect(
            KeyValueBinding.refusal(keyPath: "textColor", missingKey: nil, isScalar: false, values: ["dark"], styles: styles) == nil,
            "an object may be nil"
        )
    }

    @Test func nilIsNeverWrittenToAScalar() {
        let look = ThemeLook("sepia", isDark: false)
        let value = KeyValueBinding.value(for: look, in: ["dark": 0.5])
        #expect(value == nil, "sepia is light and only dark was given")
        #expect(!KeyValueBinding.writes(value, toScalar: true))
        #expect(KeyValueBinding.writes(value, toScalar: false))
        #expect(KeyValueBinding.value(for: ThemeLook.dark, in: ["dark": 0.5]) as? Double == 0.5)
    }
}

/// Objective-C bindings refuse, from the property's type encoding, a value key-value coding
/// would raise on (or store for UIKit to crash on later), before anything is written.
@Suite("Objective-C bindings: values of the wrong type")
struct KeyValueTypeTests {
    typealias Given = KeyValueBinding.GivenValue
    static let color = Given.object(["UICachedDeviceRGBColor", "UIColor", "NSObject"])

    @Test func aColourForANumberIsRefusedNamingBoth() throws {
        let refusal = try #require(KeyValueBinding.refusal(of: Self.color, for: "dark", keyPath: "alpha", encoding: "d"))
        #expect(
            refusal
                == "cannot bind 'alpha': the value for 'dark' is an object of class UICachedDeviceRGBColor, where the property holds a number (an NSNumber)"
        )
        #expect(KeyValueBinding.refusal(of: .number, for: "dark", keyPath: "alpha", encoding: "d") == nil)
        #expect(KeyValueBinding.refusal(of: .number, for: "dark", keyPath: "hidden", encoding: "B") == nil)
    }

    @Test func aNumberForAStructureIsRefusedAndOnlyTheSameStructureIsTaken() throws {
        let rect = "{CGRect={CGPoint=dd}{CGSize=dd}}"
        let refusal = try #require(KeyValueBinding.refusal(of: .number, for: "light", keyPath: "frame", encoding: rect))
        #expect(refusal.contains("a number, where the property holds a structure CGRect"))
        #expect(KeyValueBinding.refusal(of: .structure("{CGPoint=dd}"), for: "light", keyPath: "frame", encoding: rect) != nil)
        #expect(KeyValueBinding.refusal(of: .structure(rect), for: "light", keyPath: "frame", encoding: rect) == nil)
    }

    @Test func anObjectMustBeOfThePropertysClass() {
        #expect(KeyValueBinding.refusal(of: Self.color, for: "dark", keyPath: "textColor", encoding: #"@"UIColor""#) == nil)
        let refusal = KeyValueBinding.refusal(of: .number, for: "dark", keyPath: "textColor", encoding: #"@"UIColor""#)
        #expect(refusal?.contains("a number, where the property holds an object of class UIColor") == true)
        #expect(
            KeyValueBinding.refusal(
                of: .object(["NSTaggedPointerString", "NSString", "NSObject"]),
                for: "dark",
                keyPath: "text",
                encoding: #"@"NSString""#
            ) == nil
        )
        #expect(KeyValueBinding.refusal(of: .number, for: "dark", keyPath: "anything", encoding: "@") == nil, "id takes any object")
        #expect(KeyValueBinding.refusal(of: .null, for: "dark", keyPath: "textColor", encoding: #"@"UIColor""#) == nil, "nil for an object")
    }

    @Test func aLayersColourTakesACGColorOnly() {
        #expect(KeyValueBinding.refusal(of: .object(["CGColor"]), for: "dark", keyPath: "layer.borderColor", encoding: "^{CGColor=}") == nil)
        let refusal = KeyValueBinding.refusal(of: Self.color, for: "dark", keyPath: "layer.borderColor", encoding: "^{CGColor=}")
        #expect(refusal?.contains("where the property holds a CGColor") == true)
    }

    @Test func aTypeNoBindingCanWriteIsRefused() {
        for encoding in [":", "*", "^v", "#", "[4i]"] {
            #expect(
                KeyValueBinding.refusal(of: .number, for: "dark", keyPath: "odd", encoding: encoding)?.contains("is not one a binding can write")
                    == true,
                "\(encoding)"
            )
        }
        #expect(KeyValueBinding.isScalar("d") && KeyValueBinding.isScalar("{CGRect=}") && !KeyValueBinding.isScalar(#"@"UIColor""#))
    }
}
