import Testing
import Twilight
import TwilightColor

struct BodyTheme: Equatable, Interpolatable {
    var text: RGBAColor
    var spacing: Double

    func interpolated(to other: BodyTheme, fraction: Double) -> BodyTheme {
        BodyTheme(
            text: text.interpolated(to: other.text, fraction: fraction),
            spacing: spacing.interpolated(to: other.spacing, fraction: fraction)
        )
    }
}

struct AppTheme: Equatable {
    var body: BodyTheme
    static let light = AppTheme(body: BodyTheme(text: .black, spacing: 8))
    static let dark = AppTheme(body: BodyTheme(text: .white, spacing: 10))
}

@MainActor let appThemes = ThemeProvider<AppTheme>([.light: .light, .dark: .dark], default: .light)

/// A themeable object that sits in the tree below its label.
@MainActor
final class Screen: Themeable, ThemeTreeNode {
    let label: Label
    var applied: [BodyTheme] = []
    init(label: Label) { self.label = label }
    var themeParent: (any ThemeTreeNode)? { label }
    func apply(theme: BodyTheme) {
        applied.append(theme)
        label.textColor = theme.text
    }
}

@Suite("Typed themes")
@MainActor
struct TypedThemeTests {
    @Test func firstApplyIsImmediateAndLaterOnesFollowEveryChange() {
        let manager = makeManager()
        let screen = Screen(label: Label())
        manager.register(appThemes)
        screen.observe(theme: \AppTheme.body, on: manager)
        #expect(screen.applied == [AppTheme.light.body])
        manager.preference = .dark
        #expect(screen.applied == [AppTheme.light.body, AppTheme.dark.body])
        manager.preference = .fixed(.sepia)  // not in the catalogue: the default theme
        #expect(screen.applied.last == AppTheme.light.body)
    }

    @Test func firstApplyIsNeverAnimatedEvenWithATransition() {
        let clock = ManualFrameClock()
        let manager = makeManager(.dark, clock: clock)
        manager.transition = .crossDissolve()
        let screen = Screen(label: Label())
        manager.register(appThemes)
        screen.observe(theme: \AppTheme.body, on: manager)
        #expect(screen.applied == [AppTheme.dark.body])
        #expect(!clock.hasFrameHandlers)
    }

    @Test func laterChangesAnimateMemberWise() {
        let clock = ManualFrameClock()
        let manager = makeManager(clock: clock)
        manager.transition = Transition(duration: .milliseconds(100), curve: .linear)
        let screen = Screen(label: Label())
        manager.register(appThemes)
        screen.observe(theme: \AppTheme.body, on: manager)
        manager.preference = .dark
        clock.advance(by: .milliseconds(50))
        let halfway = try! #require(screen.applied.last)
        #expect(abs(halfway.spacing - 9) < 1e-9)
        #expect(abs(halfway.text.oklab.l - 0.5) < 1e-6)
        clock.advance(by: .milliseconds(50))
        #expect(screen.applied.last == AppTheme.dark.body)
        #expect(!clock.hasFrameHandlers)
    }
}

/// Gestalt's three lines: set the theme, observe with a closure that gets the typed theme,
/// observe with a key path into a sub-theme — with the catalogue registered once.
@Suite("Typed themes: a catalogue registered on the manager")
@MainActor
struct RegisteredCatalogTests {
    @Test func gestaltsThreeLinesWork() {
        let manager = makeManager()
        manager.register(appThemes)
        var seen: [AppTheme] = []
        let screen = Screen(label: Label())

        let token = manager.observe(theme: AppTheme.self) { seen.append($0) }  // line 2
        screen.observe(theme: \AppTheme.body, on: manager)  // line 3
        manager.preference = .dark  // line 1

        #expect(seen == [.light, .dark], "called at once, then on the change")
        #expect(screen.applied == [AppTheme.light.body, AppTheme.dark.body])
        #expect(manager.theme(AppTheme.self) == .dark)
        withExtendedLifetime(token) {}
    }

    @Test func everyTypedObservationCanBeCancelled() {
        let manager = makeManager()
        manager.register(appThemes)
        var closureCalls = 0
        let screen = Screen(label: Label())
        let closure = manager.observe(theme: AppTheme.self) { _ in closureCalls += 1 }
        let keyPath = screen.observe(theme: \AppTheme.body, on: manager)

        closure.cancel()
        keyPath.cancel()
        manager.preference = .dark

        #expect(closureCalls == 1, "only the first, immediate call")
        #expect(screen.applied == [AppTheme.light.body])
        #expect(manager.subscriberCount == 0)
    }

    @Test func releasingAClosureTokenEndsItButAThemeableLivesWithItsObject() {
        let manager = makeManager()
        manager.register(appThemes)
        var calls = 0
        var token: ThemeObservationToken? = manager.observe(theme: AppTheme.self) { _ in calls += 1 }
        let screen = Screen(label: Label())
        screen.observe(theme: \AppTheme.body, on: manager)  // token discarded
        token = nil
        manager.preference = .dark
        #expect(calls == 1)
        #expect(screen.applied.last == AppTheme.dark.body, "the object is alive: it still follows")
        #expect(token == nil)
    }

    @Test func observersWaitForTheCatalogueAndFollowAReplacedOne() {
        let manager = makeManager(.dark)
        var seen: [AppTheme] = []
        let token = manager.observe(theme: AppTheme.self) { seen.append($0) }
        let screen = Screen(label: Label())
        screen.observe(theme: \AppTheme.body, on: manager)
        #expect(seen.isEmpty)
        #expect(screen.applied.isEmpty)
        #expect(manager.theme(AppTheme.self) == nil)

        manager.register(appThemes)
        #expect(seen == [.dark])
        #expect(screen.applied == [AppTheme.dark.body])

        let night = AppTheme(body: BodyTheme(text: .white, spacing: 12))
        manager.register(ThemeProvider<AppTheme>([.dark: night], default: .light))
        #expect(seen.last == night, "a catalogue loaded later (from a server) applies at once")
        #expect(screen.applied.last == night.body)
        withExtendedLifetime(token) {}
    }

    /// Many objects observing one part of one catalogue read the catalogue once per change
    /// and style, yet each gets the theme of its own effective style, and a catalogue that
    /// reads state is read again on a refresh.
    @Test func observersOfOneCatalogueShareItsReadsButNotTheirStyles() {
        let manager = makeManager()
        var reads = 0
        var spacing = 8.0
        let catalog = ThemeProvider<AppTheme> { style in
            reads += 1
            return AppTheme(body: BodyTheme(text: style == .dark ? .white : .black, spacing: spacing))
        }
        let screens = (0..<50).map { _ in Screen(label: Label()) }
        manager.register(catalog)
        for screen in screens { screen.observe(theme: \AppTheme.body, on: manager) }
        manager.setOverrideStyle(.light, for: screens[7])
        reads = 0
        manager.preference = .dark
        #expect(reads == 2, "once for dark, once for the override's light")
        #expect(screens[7].applied.last?.text == .black)
        #expect(screens.filter { $0.applied.last?.text == .white }.count == 49)

        spacing = 12
        manager.refreshAll()
        #expect(screens.allSatisfy { $0.applied.last?.spacing == 12 }, "read again, not remembered")

        manager.register(ThemeProvider(light: AppTheme.light, dark: AppTheme(body: BodyTheme(text: .clear, spacing: 1))))
        #expect(screens[0].applied.last == BodyTheme(text: .clear, spacing: 1), "another catalogue registered re-applies at once")
        #expect(screens[7].applied.last == AppTheme.light.body)
    }

    /// The manager shares a catalogue's reads among its observers, but does not keep a
    /// catalogue once another replaces it and its observers are gone (here, one that
    /// captured an object).
    @Test func aReplacedCatalogueIsLetGo() {
        final class Captured {}
        let manager = makeManager()
        weak var captured: Captured?
        do {
            let object = Captured()
            captured = object
            let catalog = ThemeProvider<AppTheme> { _ in withExtendedLifetime(object) { AppTheme.light } }
            let screen = Screen(label: Label())
            manager.register(catalog)
            screen.observe(theme: \AppTheme.body, on: manager)
            #expect(screen.applied == [AppTheme.light.body])
        }
        manager.register(appThemes)  // the catalogue is replaced
        manager.preference = .dark  // the observer of the dead screen is dropped
        #expect(captured == nil)
    }
}
