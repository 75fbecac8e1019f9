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

@MainActor let appThemes = ThemeCatalog<AppTheme>([.light: .light, .dark: .dark], default: .light)

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
        screen.observe(theme: \.body, from: appThemes, on: manager)
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
        screen.observe(theme: \.body, from: appThemes, on: manager)
        #expect(screen.applied == [AppTheme.dark.body])
        #expect(!clock.hasFrameHandlers)
    }

    @Test func laterChangesAnimateMemberWise() {
        let clock = ManualFrameClock()
        let manager = makeManager(clock: clock)
        manager.transition = Transition(duration: .milliseconds(100), curve: .linear)
        let screen = Screen(label: Label())
        screen.observe(theme: \.body, from: appThemes, on: manager)
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
